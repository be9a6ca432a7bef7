/**
 * Every reply schema, built, with its type: the server's replies are typed by them and the
 * tests check replies with them. They are defined in `reply-schemas.ts`, which builds each one
 * on first use; the browser's client takes them from there, one kind of reply at a time.
 */
import type * as z from "zod/mini";
import * as schemas from "./reply-schemas";

export const failureReply = schemas.failureReply();
export type FailureReply = z.infer<typeof failureReply>;

export const member = schemas.member();
export type Member = z.infer<typeof member>;

export const loginReply = schemas.loginReply();
export type LoginReply = z.infer<typeof loginReply>;

export const registerReply = schemas.registerReply();
export type RegisterReply = z.infer<typeof registerReply>;

export const logoutReply = schemas.logoutReply();
export type LogoutReply = z.infer<typeof logoutReply>;

export const category = schemas.category();
export type Category = z.infer<typeof category>;

export const childCategory = schemas.childCategory();
export type ChildCategory = z.infer<typeof childCategory>;

export const subCategory = schemas.subCategory();
export type SubCategory = z.infer<typeof subCategory>;

export const truckFare = schemas.truckFare();
export type TruckFare = z.infer<typeof truckFare>;

export const productSize = schemas.productSize();
export type ProductSize = z.infer<typeof productSize>;

export const costItem = schemas.costItem();
export type CostItem = z.infer<typeof costItem>;

export const costResult = schemas.costResult();
export type CostResult = z.infer<typeof costResult>;

export const categoryReply = schemas.categoryReply();
export const childCategoryReply = schemas.childCategoryReply();
export const subCategoryReply = schemas.subCategoryReply();
export const truckFareReply = schemas.truckFareReply();
export const productSizeReply = schemas.productSizeReply();
export const costListReply = schemas.costListReply();

export type CategoryReply = z.infer<typeof categoryReply>;
export type ChildCategoryReply = z.infer<typeof childCategoryReply>;
export type SubCategoryReply = z.infer<typeof subCategoryReply>;
export type TruckFareReply = z.infer<typeof truckFareReply>;
export type ProductSizeReply = z.infer<typeof productSizeReply>;
export type CostListReply = z.infer<typeof costListReply>;

export const healthReply = schemas.healthReply();
export type HealthReply = z.infer<typeof healthReply>;

export const enquiryReply = schemas.enquiryReply();
export type EnquiryReply = z.infer<typeof enquiryReply>;

export const quoteRequestReply = schemas.quoteRequestReply();
export type QuoteRequestReply = z.infer<typeof quoteRequestReply>;
export type QuoteReceipt = QuoteRequestReply["data"];

export const myEnquiry = schemas.myEnquiry();
export type MyEnquiry = z.infer<typeof myEnquiry>;

export const myEnquiriesReply = schemas.myEnquiriesReply();
export type MyEnquiriesReply = z.infer<typeof myEnquiriesReply>;

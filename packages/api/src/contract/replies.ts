/**
 * Reply schemas, in zod's small functional build (zod/mini), because the browser checks
 * every reply with them: the server's replies are typed by them too.
 */
import * as z from "zod/mini";

/** Every failure, whatever its status: `{success: false, msg}`. */
export const failureReply = z.object({
  success: z.literal(false),
  msg: z.string(),
});
export type FailureReply = z.infer<typeof failureReply>;

export const member = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
});
export type Member = z.infer<typeof member>;

export const loginReply = z.object({
  success: z.literal(true),
  msg: z.string(),
  data: member,
  token: z.string(),
});
export type LoginReply = z.infer<typeof loginReply>;

const done = z.object({ success: z.literal(true), msg: z.string() });

export const registerReply = done;
export type RegisterReply = z.infer<typeof registerReply>;

export const logoutReply = done;
export type LogoutReply = z.infer<typeof logoutReply>;

export const category = z.object({
  category_id: z.string(),
  category_name: z.string(),
  img: z.string(),
});
export type Category = z.infer<typeof category>;

export const childCategory = z.object({
  category_id: z.string(),
  child_category_id: z.string(),
  child_category_name: z.string(),
  img: z.string(),
});
export type ChildCategory = z.infer<typeof childCategory>;

export const subCategory = z.object({
  category_id: z.string(),
  category_name: z.string(),
  sub_category_id: z.string(),
  sub_category_name: z.string(),
  child_category_id: z.string(),
  child_category_name: z.string(),
  img: z.string(),
  unit: z.string(),
  description: z.string(),
  specification: z.array(z.object({ label: z.string(), value: z.string() })),
});
export type SubCategory = z.infer<typeof subCategory>;

export const truckFare = z.object({
  truck_fare_id: z.string(),
  location: z.string(),
});
export type TruckFare = z.infer<typeof truckFare>;

export const productSize = z.object({
  product_size_id: z.string(),
  category_id: z.string(),
  sub_category_id: z.string(),
  size: z.string(),
  unit: z.string(),
});
export type ProductSize = z.infer<typeof productSize>;

/** One spec line of a quote; the screens read the first one (count, ply, port). */
export const costItem = z.object({
  cost_count: z.string(),
  ply: z.string(),
  oil: z.string(),
  location: z.string(),
});
export type CostItem = z.infer<typeof costItem>;

/**
 * One quote: a product spec at one company, delivered to one port. `cost` is USD per `unit`
 * (ex-mill plus the truck fare to the port), or null for a caller without a valid token.
 */
export const costResult = z.object({
  price_id: z.string(),
  category_id: z.string(),
  sub_category_id: z.string(),
  child_category_id: z.string(),
  product_size_id: z.string(),
  truck_fare_id: z.string(),
  company_id: z.string(),
  company: z.string(),
  name: z.string(),
  category: z.string(),
  sub_category: z.string(),
  size: z.string(),
  unit: z.string(),
  currency: z.literal("USD"),
  cost: z.nullable(z.number()),
  effective_from: z.string(),
  img: z.string(),
  items: z.array(costItem),
});
export type CostResult = z.infer<typeof costResult>;

const listReply = <T extends z.ZodMiniType>(item: T) =>
  z.object({ success: z.literal(true), msg: z.string(), data: z.array(item) });

export const categoryReply = listReply(category);
export const childCategoryReply = listReply(childCategory);
export const subCategoryReply = listReply(subCategory);
export const truckFareReply = listReply(truckFare);
export const productSizeReply = listReply(productSize);
export const costListReply = listReply(costResult);

export type CategoryReply = z.infer<typeof categoryReply>;
export type ChildCategoryReply = z.infer<typeof childCategoryReply>;
export type SubCategoryReply = z.infer<typeof subCategoryReply>;
export type TruckFareReply = z.infer<typeof truckFareReply>;
export type ProductSizeReply = z.infer<typeof productSizeReply>;
export type CostListReply = z.infer<typeof costListReply>;

export const healthReply = z.object({
  success: z.boolean(),
  msg: z.string(),
  status: z.enum(["ok", "unavailable"]),
  database: z.enum(["ready", "unavailable"]),
});
export type HealthReply = z.infer<typeof healthReply>;

/** The staff console's reply schemas, built, with their types (server and tests). */
import type * as z from "zod/mini";
import * as schemas from "./staff-reply-schemas";

export const priceDiff = schemas.priceDiff();
export type PriceDiff = z.infer<typeof priceDiff>;
export type DiffLine = z.infer<ReturnType<typeof schemas.diffLine>>;
export const priceListReply = schemas.priceListReply();
export type PriceListData = z.infer<typeof priceListReply>["data"];
export const priceExportReply = schemas.priceExportReply();
export const pricePreviewReply = schemas.pricePreviewReply();
export const uploadProblems = schemas.uploadProblems();
export type UploadProblem = z.infer<typeof uploadProblems>["problems"][number];
export const staleVersion = schemas.staleVersion();
export const priceApplyReply = schemas.priceApplyReply();
export type PriceApplied = z.infer<typeof priceApplyReply>["data"];
export const priceCancelReply = schemas.priceCancelReply();
export const auditReply = schemas.auditReply();
export type AuditSummary = z.infer<typeof auditReply>["data"][number];
export const auditEntryReply = schemas.auditEntryReply();
export type AuditEntry = z.infer<typeof auditEntryReply>["data"];
export const faresReply = schemas.faresReply();
export type FaresData = z.infer<typeof faresReply>["data"];
export const faresSetReply = schemas.faresSetReply();
export const membersReply = schemas.membersReply();
export type StaffMemberRow = z.infer<typeof membersReply>["data"][number];
export const memberStatusReply = schemas.memberStatusReply();

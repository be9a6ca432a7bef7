/**
 * The staff console's client: one function per `/api/staff/` call, on top of the member
 * client's checked `call`. Its own entry (`@jute/api/client/staff`), so that only the staff
 * pages load it and its reply schemas.
 */
import type { ApiClient, ApiResult } from "./index";
import { staffPaths } from "../contract/staff-paths";
import {
  auditEntryReply,
  auditReply,
  faresApplyReply,
  faresCancelReply,
  faresPreviewReply,
  faresReply,
  inboxAnswerReply,
  inboxReplySentReply,
  inboxEntryReply,
  inboxReply,
  memberStatusReply,
  membersReply,
  priceApplyReply,
  priceCancelReply,
  priceExportReply,
  priceListReply,
  pricePreviewReply,
  undoReply,
  workbookReply,
} from "../contract/staff-reply-schemas";
import type { AuditEntry, AuditSummary, FaresApplied, FaresData, FaresDiff, InboxEntry, InboxReplySent, InboxSummary, PriceApplied, PriceDiff, PriceListData, StaffMemberRow, Undone, WorkbookSheet } from "../contract/staff-reply-schemas";

export interface PriceUpload {
  fileName: string;
  csv: string;
  /** "YYYY-MM-DD": today or a later day. */
  effectiveFrom: string;
  retireMissing: boolean;
}

/** A fares change as typed: each port's fare (USD per tonne, as text) from a day on. */
export interface FaresChange {
  /** "YYYY-MM-DD": today at the mill or a later day. */
  effectiveFrom: string;
  fares: { truckFareId: string; fare: string }[];
}

const faresBody = (input: FaresChange) => ({
  effective_from: input.effectiveFrom,
  fares: input.fares.map((fare) => ({ truck_fare_id: fare.truckFareId, fare: fare.fare })),
});

const uploadBody = (input: PriceUpload) => ({
  file_name: input.fileName,
  csv: input.csv,
  effective_from: input.effectiveFrom,
  retire_missing: input.retireMissing,
});

export type StaffClient = ReturnType<typeof createStaffClient>;

export function createStaffClient(client: Pick<ApiClient, "call">) {
  const { call } = client;
  return {
    /** The prices in force today and the scheduled lists. */
    getPriceList(): Promise<ApiResult<PriceListData>> {
      return call(staffPaths.prices, { method: "GET" }, priceListReply, (reply) => reply.data);
    },

    /** The list in force as a CSV file (its name and text). */
    exportPriceList(): Promise<ApiResult<{ file_name: string; csv: string }>> {
      return call(staffPaths.pricesExport, { method: "GET" }, priceExportReply, (reply) => reply.data);
    },

    /** The dry-run diff of a file; a refusal's `details.problems` lists bad lines. */
    previewPriceList(input: PriceUpload): Promise<ApiResult<PriceDiff>> {
      return call(staffPaths.pricesPreview, { method: "POST", body: uploadBody(input) }, pricePreviewReply, (reply) => reply.data);
    },

    /**
     * Applies a previewed file with the preview's date and options (`previewId` binds them);
     * `confirmFlagged` confirms the changes beyond +/-25%. A 409 refusal's `details.diff` is the
     * fresh diff when the list moved meanwhile.
     */
    applyPriceList(input: PriceUpload & { version: number; previewId: string; confirmFlagged: boolean }): Promise<ApiResult<PriceApplied>> {
      const body = { ...uploadBody(input), version: input.version, preview_id: input.previewId, confirm_flagged: input.confirmFlagged };
      return call(staffPaths.pricesApply, { method: "POST", body }, priceApplyReply, (reply) => reply.data);
    },

    /** Cancels a list scheduled for a later day. */
    cancelScheduledList(changeId: string): Promise<ApiResult<{ change_id: string; removed: number }>> {
      return call(staffPaths.pricesCancel, { method: "POST", body: { change_id: changeId } }, priceCancelReply, (reply) => reply.data);
    },

    /** Undoes a price list change as the audit log said (`version`: the one it said it at): a scheduled list is cancelled, a list in force has the prices it replaced put back. */
    undoPriceChange(changeId: string, version: number): Promise<ApiResult<Undone>> {
      return call(staffPaths.pricesRestore, { method: "POST", body: { change_id: changeId, version } }, undoReply, (reply) => reply.data);
    },

    /** A workbook (.xlsx, .ods; `base64` its bytes) read as the CSV text of `sheet` (the first when none), with its sheets' names. */
    readWorkbook(fileName: string, base64: string, sheet?: string): Promise<ApiResult<WorkbookSheet>> {
      const body = { file_name: fileName, workbook: base64, ...(sheet === undefined ? {} : { sheet }) };
      return call(staffPaths.workbook, { method: "POST", body }, workbookReply, (reply) => reply.data);
    },

    /** The latest changes, newest first. */
    getAudit(): Promise<ApiResult<AuditSummary[]>> {
      return call(staffPaths.audit, { method: "GET" }, auditReply, (reply) => reply.data);
    },

    /** One change with its rows before and after. */
    getAuditEntry(changeId: string): Promise<ApiResult<AuditEntry>> {
      return call(`${staffPaths.auditEntry}/${encodeURIComponent(changeId)}`, { method: "GET" }, auditEntryReply, (reply) => reply.data);
    },

    /** The truck fares in force and the scheduled ones. */
    getFares(): Promise<ApiResult<FaresData>> {
      return call(staffPaths.fares, { method: "GET" }, faresReply, (reply) => reply.data);
    },

    /** The preview of a fares change: each port whose fare moves, old and new, the percentage, the flag. Nothing changes. */
    previewFares(input: FaresChange): Promise<ApiResult<FaresDiff>> {
      return call(staffPaths.faresPreview, { method: "POST", body: faresBody(input) }, faresPreviewReply, (reply) => reply.data);
    },

    /**
     * Saves a previewed fares change (`previewId` binds the fares and the date); `confirmFlagged`
     * confirms the fares moving beyond +/-25%. A 409 refusal's `details.diff` is the fresh
     * preview when the fares moved meanwhile.
     */
    applyFares(input: FaresChange & { version: number; previewId: string; confirmFlagged: boolean }): Promise<ApiResult<FaresApplied>> {
      const body = { ...faresBody(input), version: input.version, preview_id: input.previewId, confirm_flagged: input.confirmFlagged };
      return call(staffPaths.faresApply, { method: "POST", body }, faresApplyReply, (reply) => reply.data);
    },

    /** Cancels a fares change scheduled for a later day. */
    cancelScheduledFares(changeId: string): Promise<ApiResult<{ change_id: string; removed: number }>> {
      return call(staffPaths.faresCancel, { method: "POST", body: { change_id: changeId } }, faresCancelReply, (reply) => reply.data);
    },

    /** Undoes a fares change as the audit log said (`version`: the one it said it at): scheduled fares are cancelled, fares in force put back. */
    undoFaresChange(changeId: string, version: number): Promise<ApiResult<Undone>> {
      return call(staffPaths.faresRestore, { method: "POST", body: { change_id: changeId, version } }, undoReply, (reply) => reply.data);
    },

    /** Members, newest first; `q` searches names and emails. */
    getMembers(q = ""): Promise<ApiResult<StaffMemberRow[]>> {
      const query = q.trim() ? `?${new URLSearchParams({ q: q.trim() }).toString()}` : "";
      return call(`${staffPaths.members}${query}`, { method: "GET" }, membersReply, (reply) => reply.data);
    },

    /** Disables a member: every session of theirs ends at once. */
    disableMember(memberId: string): Promise<ApiResult<{ id: string; disabled: boolean; sessions_ended: number }>> {
      return call(staffPaths.membersDisable, { method: "POST", body: { member_id: memberId } }, memberStatusReply, (reply) => reply.data);
    },

    /** The inbox, newest first; optionally only "received" or only "answered" ones. */
    getInbox(status: "" | "received" | "answered" = ""): Promise<ApiResult<InboxSummary[]>> {
      return call(`${staffPaths.enquiries}${status ? `?status=${status}` : ""}`, { method: "GET" }, inboxReply, (reply) => reply.data);
    },

    /** One enquiry or quote request, with its message and the quote the member saw. */
    openEnquiry(id: string): Promise<ApiResult<InboxEntry>> {
      return call(`${staffPaths.enquiries}/${encodeURIComponent(id)}`, { method: "GET" }, inboxEntryReply, (reply) => reply.data);
    },

    /** Marks an enquiry answered (the member's page then shows it answered). */
    markEnquiryAnswered(id: string): Promise<ApiResult<InboxSummary>> {
      return call(staffPaths.enquiriesAnswer, { method: "POST", body: { enquiry_id: id } }, inboxAnswerReply, (reply) => reply.data);
    },

    /** Sends a reply to the enquirer by mail (and to the member's My enquiries); marks the enquiry answered. */
    replyToEnquiry(id: string, message: string): Promise<ApiResult<InboxReplySent>> {
      return call(staffPaths.enquiriesReply, { method: "POST", body: { enquiry_id: id, message } }, inboxReplySentReply, (reply) => reply.data);
    },

    /** Puts an answered enquiry back to received (who and when are recorded). */
    reopenEnquiry(id: string): Promise<ApiResult<InboxSummary>> {
      return call(staffPaths.enquiriesReopen, { method: "POST", body: { enquiry_id: id } }, inboxAnswerReply, (reply) => reply.data);
    },

    /** Lets a disabled member log in again. */
    enableMember(memberId: string): Promise<ApiResult<{ id: string; disabled: boolean; sessions_ended: number }>> {
      return call(staffPaths.membersEnable, { method: "POST", body: { member_id: memberId } }, memberStatusReply, (reply) => reply.data);
    },
  };
}

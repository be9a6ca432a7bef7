import { staffThreadPaths } from "./thread-paths";

/** Paths of the staff console's calls, below the API base (`/api/`). Every one needs a staff token. */
export const staffPaths = {
  prices: "staff/prices",
  pricesExport: "staff/prices/export",
  pricesPreview: "staff/prices/preview",
  pricesApply: "staff/prices/apply",
  pricesCancel: "staff/prices/cancel",
  pricesRestore: "staff/prices/restore",
  /** POST: a workbook (.xlsx, .ods) read as the CSV text of one sheet, for the preview (and the sheets to choose from). */
  workbook: "staff/workbook",
  audit: "staff/audit",
  /** Followed by `/:change_id`. */
  auditEntry: "staff/audit",
  /** GET: the fares in force and the scheduled ones. */
  fares: "staff/fares",
  faresPreview: "staff/fares/preview",
  faresApply: "staff/fares/apply",
  faresCancel: "staff/fares/cancel",
  faresRestore: "staff/fares/restore",
  members: "staff/members",
  membersDisable: "staff/members/disable",
  membersEnable: "staff/members/enable",
  /** The inbox of contact enquiries and quote requests; `/:id` opens one. */
  enquiries: "staff/enquiries",
  enquiriesAnswer: "staff/enquiries/answer",
  /** A reply mailed to the enquirer (and shown in a member's My enquiries); marks it answered. */
  enquiriesReply: "staff/enquiries/reply",
  /** Puts an answered enquiry back to received. */
  enquiriesReopen: "staff/enquiries/reopen",
  /** A request's thread (defined with the member's thread calls: the thread's client serves both sides). */
  ...staffThreadPaths,
} as const;

/**
 * The console's inbox page (at the path of its call, `staffPaths.enquiries`) with one request
 * open, its offer panel with it: `/staff/enquiries?open=12`. The Offers page's links and the
 * mill's mail of an answered offer lead there.
 */
export const OPEN_REQUEST_PARAM = "open";
export const openRequestQuery = (enquiryId: string | number): string => `${OPEN_REQUEST_PARAM}=${encodeURIComponent(String(enquiryId))}`;

/** Largest price list file accepted (the JSON body that carries it). */
export const STAFF_UPLOAD_LIMIT_BYTES = 8 * 1024 * 1024;

/**
 * Most price rows one file may hold (lines after the header, blank lines aside): four times
 * the 5,000-row list the benchmarks time. A file over it is refused before it is parsed.
 */
export const PRICE_LIST_MAX_ROWS = 20_000;

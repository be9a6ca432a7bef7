/** Constants of the wire contract, shared by the client, the server and the screens. */

export const API_BASE = "/api/";

/** Paths below the base, one per call. */
export const paths = {
  login: "api_login",
  register: "api_register",
  logout: "api_logout",
  request: "api_request",
  health: "health",
  enquiry: "api_enquiry",
  quoteRequest: "api_quote_request",
  myEnquiries: "api_my_enquiries",
  passwordForgot: "api_password_forgot",
  passwordReset: "api_password_reset",
  passwordResetCheck: "api_password_reset_check",
  /** "Send the link again": a new address confirmation link to an account not yet confirmed. */
  addressLink: "api_address_link",
  /** Opens an address confirmation link: the address is proven and the member logged in. */
  addressConfirm: "api_address_confirm",
  /** A new email address for the account, confirmed by a link to it. */
  accountEmail: "api_account_email",
  account: "api_account",
  accountName: "api_account_name",
  /** The buyer's company and country, printed on a proforma invoice. */
  accountDetails: "api_account_details",
  accountPassword: "api_account_password",
  logoutEverywhere: "api_logout_everywhere",
  accountDelete: "api_account_delete",
} as const;

/** `GET api_spec_sheet?category_id=..`: a product's spec sheet (PDF, no prices), for anyone. */
export const SPEC_SHEET_PATH = "api_spec_sheet";

/** The link to a product's spec sheet, from the ids its page already knows. */
export function specSheetHref(ids: { category_id: string; child_category_id?: string; sub_category_id?: string }): string {
  const query = new URLSearchParams({ category_id: ids.category_id });
  if (ids.child_category_id) query.set("child_category_id", ids.child_category_id);
  if (ids.sub_category_id) query.set("sub_category_id", ids.sub_category_id);
  return `${API_BASE}${SPEC_SHEET_PATH}?${query.toString()}`;
}

export const COMPANIES = [
  { id: "1", code: "SJSML" },
  { id: "2", code: "OJML" },
] as const;

export const OIL_TYPES = ["MOT", "VOT"] as const;
export const PLIES = ["1", "2"] as const;

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const NAME_MAX = 100;
export const EMAIL_MAX = 254;
/** How long a password reset link may be used, once. */
export const RESET_LINK_MINUTES = 30;

export const catalogueTypes = [
  "category",
  "sub_category",
  "child_category",
  "truck_fare",
  "product_size",
  "list",
] as const;
export type CatalogueType = (typeof catalogueTypes)[number];

/** Emails are compared trimmed and lower-cased. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Bounds of a contact enquiry and a quote request (checked on the client and the server). */
export const SUBJECT_MAX = 150;
export const MESSAGE_MIN = 10;
export const MESSAGE_MAX = 5000;
export const QUOTE_MESSAGE_MAX = 2000;
/** Most lines one quote request may hold, and the longest note a buyer may write on one line. */
export const QUOTE_LINES_MAX = 20;
export const QUOTE_LINE_NOTE_MAX = 500;
/** Longest reply staff may write to an enquiry in the inbox (it is mailed to the enquirer). */
export const STAFF_REPLY_MAX = 5000;
export const QUANTITY_MAX = 1_000_000;
/** The contact form's honeypot: a field hidden from people, so only a robot fills it in. */
export const HONEYPOT_FIELD = "website";
/** An enquiry's reference, as the server makes it: E-2026-000123 (the year, then its number). */
export const ENQUIRY_REFERENCE_PATTERN = /^E-[0-9]{4}-[0-9]{6,10}$/;
/**
 * The contact form without its script: the page's form posts itself (urlencoded) here, and a
 * sent one is answered 303 to `${CONTACT_FORM_PATH}?${CONTACT_SENT_PARAM}=<reference>#${CONTACT_SENT_ANCHOR}`.
 */
export const CONTACT_FORM_PATH = "/contact-us";
export const CONTACT_SENT_PARAM = "sent";
export const CONTACT_SENT_ANCHOR = "contact-sent";

/** Control characters other than tab and line breaks; a one-line field refuses line breaks too. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
export const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
export const LINE_BREAK = /[\r\n\u2028\u2029]/;

/** Constants of the wire contract, shared by the client, the server and the screens. */

export const API_BASE = "/api/";

/** Paths below the base, one per call. */
export const paths = {
  login: "api_login",
  register: "api_register",
  logout: "api_logout",
  request: "api_request",
  health: "health",
  passwordForgot: "api_password_forgot",
  passwordReset: "api_password_reset",
  account: "api_account",
  accountName: "api_account_name",
  accountPassword: "api_account_password",
  logoutEverywhere: "api_logout_everywhere",
  accountDelete: "api_account_delete",
} as const;

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

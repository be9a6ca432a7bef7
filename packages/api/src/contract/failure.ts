/**
 * How every refusal reads on the wire: `{success: false, msg, field?, code}`.
 *
 * - `msg`: one English sentence for a person (the original's field).
 * - `field`: the request field the refusal is about, when it is about one (the name the
 *   request schema gives it: `email`, `password`, `quantity`...). A form puts the message on
 *   that field; nobody reads the field out of `msg`.
 * - `unknown_fields`: on a body holding fields the call does not take, all of them (`field` is
 *   the first), for the developer calling.
 * - `code`: what went wrong, for a program: one of `failureCodes`. A reply from a server that
 *   sends no code (the original's) reads as the code of its HTTP status (`codeForStatus`).
 *
 * zod/mini, like the reply schemas: the browser checks every refusal with it.
 */
import * as z from "zod/mini";

export const failureCodes = [
  /** The request is not valid: a field is missing, too long, of the wrong form... */
  "invalid_input",
  /** The body cannot be read (not JSON, wrong content type, empty). */
  "unreadable_body",
  /** The body is larger than the server takes. */
  "too_large",
  /** The caller is not logged in, or the token or the credentials are not accepted. */
  "unauthenticated",
  /** Logged in, but this is not theirs to do (a member on a staff call). */
  "forbidden",
  /** The right password, but the account's email address is not confirmed yet (403, `email` names it). */
  "unconfirmed",
  /** No such thing (or no such API call). */
  "not_found",
  /** It clashes with what is there: an email already registered, a price list changed meanwhile. */
  "conflict",
  /** A link or token that was good once and is no longer (a used or expired reset link). */
  "gone",
  /** Too many requests (or failed logins): try again after Retry-After. */
  "rate_limited",
  /** The server or the database cannot answer now: try again after Retry-After. */
  "unavailable",
  /** A fault of the server's own. */
  "internal",
  /** A refusal with no HTTP error (the original's `success: false` with 200, e.g. "No data found"). */
  "refused",
] as const;
export type FailureCode = (typeof failureCodes)[number];

/** The code a refusal without one reads as, by its HTTP status. */
export function codeForStatus(status: number): FailureCode {
  switch (status) {
    case 400:
    case 422:
      return "invalid_input";
    case 401:
      return "unauthenticated";
    case 403:
      return "forbidden";
    case 404:
      return "not_found";
    case 409:
      return "conflict";
    case 410:
      return "gone";
    case 413:
      return "too_large";
    case 415:
      return "unreadable_body";
    case 429:
      return "rate_limited";
    case 503:
    case 504:
      return "unavailable";
    default:
      return status >= 500 ? "internal" : status < 400 ? "refused" : "invalid_input";
  }
}

/** A refusal as the server writes it (`field` only when it is about one field). */
export function failure(msg: string, code: FailureCode, field?: string): Failure {
  return field === undefined ? { success: false, msg, code } : { success: false, msg, field, code };
}

let built: ReturnType<typeof buildFailureReply> | undefined;
function buildFailureReply() {
  return z.object({
    success: z.literal(false),
    msg: z.string(),
    field: z.optional(z.string()),
    code: z.string(),
    unknown_fields: z.optional(z.array(z.string())),
  });
}

/** The failure schema, built on first use (the browser's client builds it at its first refusal). */
export function failureSchema() {
  return (built ??= buildFailureReply());
}

export interface Failure {
  success: false;
  msg: string;
  field?: string;
  code: string;
  /**
   * On a body holding fields the call does not take (`invalid_input`): every one of them, as
   * the body spells them (`a.b` when nested); `field` is the first. For the developer calling:
   * `msg` names none.
   */
  unknown_fields?: string[];
}

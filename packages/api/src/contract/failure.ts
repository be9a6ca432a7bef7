/**
 * The failure every call may answer, whatever its status: `{success: false, msg, field?, code}`.
 * `msg` is for people; `code` is for programs (what kind of refusal); `field` names the input
 * that was refused, as the request spells it (nested fields as a.b), when one input was.
 * Some failures carry more beside them (a price list's problems, a fresh diff): see the staff
 * reply schemas.
 */
import * as z from "zod/mini";
import type { z as zod } from "zod";

export const failureCodes = [
  /** 400: the input is not valid (`field` names it when one field is at fault). */
  "invalid",
  /** 401: no live token, or the service credentials are wrong. */
  "not_logged_in",
  /** 403: logged in, but not allowed (a member on a staff call). */
  "forbidden",
  /** 404: no such thing (a path, a change, a member, a price). */
  "not_found",
  /** 409: the state moved under the request (a taken email, a list changed since its preview). */
  "conflict",
  /** 408: the request took too long to arrive. */
  "timeout",
  /** 410: gone for good (a used or expired reset link). */
  "gone",
  /** 413: the body is too large. */
  "too_large",
  /** 415: a content type the call does not take. */
  "unsupported",
  /** 429: this account is locked after failed password attempts (Retry-After says how long). */
  "locked",
  /** 429: too many requests from this address or for this email (Retry-After says how long). */
  "rate_limited",
  /** 503: the server or the database is busy or unreachable (Retry-After says when to retry). */
  "unavailable",
  /** 500: our own bug. */
  "internal",
] as const;

export type FailureCode = (typeof failureCodes)[number];

/** Any failure: extra keys beside these (problems, diff) are allowed. */
export const failure = z.looseObject({
  success: z.literal(false),
  msg: z.string(),
  field: z.optional(z.string()),
  code: z.enum(failureCodes),
});

export type Failure = z.infer<typeof failure>;

/** The field a schema's first issue is about (a.b for nested ones), or undefined. */
export function issueField(error: zod.ZodError): string | undefined {
  const issue = error.issues[0];
  if (!issue) return undefined;
  if (issue.code === "unrecognized_keys") return issue.keys[0];
  const path = issue.path.map(String).join(".");
  return path === "" ? undefined : path;
}

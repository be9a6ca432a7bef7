/**
 * The one error type of the server. Routes, hooks and services throw it; the one error
 * handler (http/plugins/errors.ts) turns it into the reply `{success: false, msg, field?,
 * code, ...extra}` with its status and headers. Nothing else writes a failure.
 */
import type { FailureCode } from "@jute/api/contract";

export interface ApiErrorOptions {
  code: FailureCode;
  /** The input at fault, as the request spells it. */
  field?: string | undefined;
  /** Seconds to wait before trying again (429, 503): sent as Retry-After. */
  retryAfterSeconds?: number;
  /** More for the caller beside msg (a price list's problems, a fresh diff). */
  extra?: Record<string, unknown>;
}

export class ApiError extends Error {
  override name = "ApiError";
  readonly code: FailureCode;
  readonly field: string | undefined;
  readonly retryAfterSeconds: number | undefined;
  readonly extra: Record<string, unknown>;

  constructor(
    readonly status: number,
    message: string,
    options: ApiErrorOptions,
  ) {
    super(message);
    this.code = options.code;
    this.field = options.field;
    this.retryAfterSeconds = options.retryAfterSeconds;
    this.extra = options.extra ?? {};
  }
}

/** 400 for an input that is not valid, naming the field when one is at fault. */
export const invalid = (msg: string, field?: string, extra?: Record<string, unknown>) =>
  new ApiError(400, msg, { code: "invalid_input", field, ...(extra ? { extra } : {}) });

export const notFound = (msg: string, field?: string) => new ApiError(404, msg, { code: "not_found", field });

export const conflict = (msg: string, extra?: Record<string, unknown>) => new ApiError(409, msg, { code: "conflict", ...(extra ? { extra } : {}) });

export const notLoggedIn = (msg: string) => new ApiError(401, msg, { code: "unauthenticated" });

/**
 * The one place a failure becomes a reply. Routes, hooks and services throw ApiError
 * (domain/api-error.ts); Fastify's own refusals (bad JSON, a body too large, a content type
 * it does not take, a rate limit) arrive here as its errors. Every failure is JSON
 * `{success: false, msg, field?, code}` with a fitting status: 4xx for bad input, 503 while
 * the database is unreachable or hashing is full, and a bare 500 (logged, no stack) for our
 * own bugs. Replies written outside Fastify's hooks (a malformed path, a socket error, an
 * unknown path) take their body from `failureBody` below.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { codeForStatus, failure, type Failure, type FailureCode } from "@jute/api/contract";
import { ApiError } from "../../domain/api-error";
import { scrubText } from "./log-safety";

const DATABASE_DOWN_CODES = new Set([
  "ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "ENOTFOUND", "EPIPE",
  "57P01", "57P02", "57P03", "08000", "08001", "08003", "08004", "08006", "53300",
]);

/** True for errors that mean the database cannot be reached right now. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 5; depth += 1) {
    const candidate = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof candidate.code === "string" && DATABASE_DOWN_CODES.has(candidate.code)) return true;
    if (typeof candidate.message === "string" && /connection terminated|timeout exceeded when trying to connect|PGlite is closed|Connection refused/i.test(candidate.message)) return true;
    current = candidate.cause;
  }
  return false;
}

const messages: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: "The body is not valid JSON",
  FST_ERR_CTP_EMPTY_JSON_BODY: "The body is empty: send a JSON object",
  FST_ERR_CTP_INVALID_MEDIA_TYPE: "Unsupported content type: send application/json, or a form for api_request",
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: "The Content-Length header does not match the body",
  FST_ERR_CTP_INVALID_TYPE: "The Content-Type header is not valid",
  FST_ERR_VALIDATION: "The request is not valid",
};

/** The body of every failure (with `extra` beside it: a price list's problems, a fresh diff). */
export function failureBody(msg: string, code: FailureCode, field?: string, extra: Record<string, unknown> = {}): Failure {
  return { ...extra, ...failure(msg, code, field) };
}

declare module "fastify" {
  interface FastifyContextConfig {
    /** What a body over this route's limit is told (a price list file is not "the body"). */
    tooLargeMsg?: string;
  }
}

function send(reply: FastifyReply, error: ApiError) {
  if (error.retryAfterSeconds !== undefined) void reply.header("retry-after", String(error.retryAfterSeconds));
  return reply.code(error.status).send(failureBody(error.message, error.code, error.field, error.extra));
}

/** Fastify's 4xx errors (parsing, limits) in the API's words. */
function fromFastify(error: FastifyError, request: FastifyRequest, bodyLimit: number): ApiError {
  const status = error.statusCode ?? 400;
  let msg = messages[error.code] ?? error.message;
  if (error.code === "FST_ERR_CTP_BODY_TOO_LARGE") {
    msg = request.routeOptions.config.tooLargeMsg ?? `The body is too large: at most ${Math.round(bodyLimit / 1024)} KiB`;
  }
  if (error instanceof SyntaxError) msg = messages.FST_ERR_CTP_INVALID_JSON_BODY ?? msg;
  // A body Fastify could not read (not JSON, empty, a content type it does not take).
  const unreadable = error instanceof SyntaxError || (status === 400 && error.code?.startsWith("FST_ERR_CTP_"));
  return new ApiError(status, msg, { code: unreadable ? "unreadable_body" : codeForStatus(status) });
}

/**
 * Any error a route meets, as the ApiError it is answered with: its own, Fastify's 4xx in the
 * API's words, 503 while the database is unreachable, and a bare 500 (logged) for our bugs.
 * The JSON handler below and the contact form's HTML door (routes/contact-form.ts) both use it.
 */
export function asApiError(error: FastifyError | ApiError, request: FastifyRequest, bodyLimit: number): ApiError {
  if (error instanceof ApiError) return error;
  const status = (error as FastifyError).statusCode ?? 500;
  if (status >= 400 && status < 500) return fromFastify(error as FastifyError, request, bodyLimit);
  if (isDatabaseUnavailable(error)) {
    request.log.warn({ err: { code: (error as { code?: string }).code, message: scrubText(error.message) } }, "database unavailable");
    return new ApiError(503, "The database is unavailable at the moment; please try again shortly", { code: "unavailable", retryAfterSeconds: 5 });
  }
  request.log.error({ err: error }, "unhandled error");
  return new ApiError(500, "Something went wrong on our side; please try again", { code: "internal" });
}

export function registerErrorHandling(app: FastifyInstance, options: { bodyLimit: number }) {
  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    // No failure is worth caching, wherever it happened (an /api path can fail in the
    // static handler, outside the /api context that marks its replies no-store).
    void reply.header("cache-control", "no-store");
    return send(reply, asApiError(error, request, options.bodyLimit));
  });
}

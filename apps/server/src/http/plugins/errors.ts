/**
 * Every failure is JSON `{success: false, msg}` with a fitting status: 4xx for bad input,
 * 503 while the database is unreachable, and a bare 500 (logged, no stack) for our own bugs.
 */
import type { FastifyError, FastifyInstance } from "fastify";
import { ServerBusyError } from "../../domain/accounts/hash-gate";
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

export function registerErrorHandling(app: FastifyInstance, options: { bodyLimit: number }) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode ?? 500;
    // No failure is worth caching, wherever it happened (an /api path can fail in the
    // static handler, outside the /api context that marks its replies no-store).
    reply.header("cache-control", "no-store");
    if (status >= 400 && status < 500) {
      let msg = messages[error.code] ?? error.message;
      if (error.code === "FST_ERR_CTP_BODY_TOO_LARGE") msg = `The body is too large: at most ${Math.round(options.bodyLimit / 1024)} KiB`;
      if (error instanceof SyntaxError) msg = messages.FST_ERR_CTP_INVALID_JSON_BODY ?? msg;
      return reply.code(status).send({ success: false, msg });
    }
    if (error instanceof ServerBusyError) {
      return reply.code(503).header("retry-after", String(error.retryAfterSeconds)).send({ success: false, msg: error.message });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: { code: (error as { code?: string }).code, message: scrubText(error.message) } }, "database unavailable");
      return reply.code(503).header("retry-after", "5").send({ success: false, msg: "The database is unavailable at the moment; please try again shortly" });
    }
    request.log.error({ err: error }, "unhandled error");
    return reply.code(500).send({ success: false, msg: "Something went wrong on our side; please try again" });
  });
}

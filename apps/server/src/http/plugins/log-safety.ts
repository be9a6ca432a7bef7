/**
 * What the logs may hold. A database error's message carries the failed query's parameters
 * (drizzle: "Failed query: ... params: <email>,<argon2 hash>"), PostgreSQL's `detail` repeats
 * a conflicting value, and a URL may carry a query string: none of that may reach a log line.
 * The serializers below keep an error's kind, code and a scrubbed message and stack, and a
 * request's method and path; test/log-safety.test.ts greps the log of a run full of failures.
 */

const SCRUBBERS: [RegExp, string][] = [
  // drizzle's DrizzleQueryError and similar: everything after "params:" is the caller's data.
  [/\bparams:[\s\S]*$/i, "params: [removed]"],
  // PostgreSQL's "Key (email)=(someone@example.com) already exists."
  [/\)=\([^)]*\)/g, ")=([removed])"],
  // Its parameters hold commas (m=19456,t=2,p=1): take every character a PHC string may hold.
  [/\$argon2[a-z]*\$[A-Za-z0-9+/=$,.-]*/g, "[hash]"],
  [/[^\s@"'<>()[\]{},;:=]+@[^\s@"'<>()[\]{},;:=]+\.[a-z]{2,}/gi, "[email]"],
  [/\b[0-9a-f]{32,}\b/gi, "[hex]"],
  [/[A-Za-z0-9_-]{32,}/g, "[token]"],
];

/** Removes query parameters, emails, password hashes and tokens from a text. */
export function scrubText(text: string): string {
  return SCRUBBERS.reduce((current, [pattern, replacement]) => current.replace(pattern, replacement), text);
}

/** Fields of an error worth logging; anything else (query, params, detail, where…) is dropped. */
const KEPT_FIELDS = ["code", "constraint", "table", "column", "severity", "statusCode"] as const;

interface SafeError {
  type: string;
  message: string;
  stack: string;
  cause?: SafeError;
  [field: string]: unknown;
}

export function serializeError(error: unknown, depth = 0): SafeError {
  if (typeof error !== "object" || error === null) return { type: typeof error, message: scrubText(String(error)), stack: "" };
  const source = error as Record<string, unknown> & { name?: unknown; message?: unknown; stack?: unknown; cause?: unknown };
  const safe: SafeError = {
    type: typeof source.name === "string" ? source.name : (error.constructor?.name ?? "Error"),
    message: scrubText(typeof source.message === "string" ? source.message : ""),
    // The stack's first line repeats the message: keep only the frames.
    stack: typeof source.stack === "string" ? scrubText(source.stack.split("\n").filter((line) => line.trimStart().startsWith("at ")).join("\n")) : "",
  };
  for (const field of KEPT_FIELDS) {
    const value = source[field];
    if (typeof value === "string" || typeof value === "number") safe[field] = typeof value === "string" ? scrubText(value) : value;
  }
  if (source.cause !== undefined && depth < 3) safe.cause = serializeError(source.cause, depth + 1);
  return safe;
}

interface LoggedRequest {
  method?: string;
  url?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/** A request as logged: method, path without its query string, and the client's address. */
export function serializeRequest(request: LoggedRequest) {
  return {
    method: request.method,
    url: scrubText((request.url ?? "").split("?")[0] ?? ""),
    remoteAddress: request.ip,
  };
}

export const logSerializers = { err: serializeError, error: serializeError, req: serializeRequest };

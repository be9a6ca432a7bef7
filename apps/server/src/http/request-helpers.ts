import type { FastifyRequest } from "fastify";
import { describeFailure } from "@jute/api/contract";
import { z } from "zod";
import { ApiError, invalid } from "../domain/api-error";

/**
 * Parses a body with a contract schema; on failure throws a 400 naming the field.
 * `unstorableMessages` says, per field, what a NUL or lone surrogate there means to the caller
 * (an uploaded file holding one is binary, not CSV); other fields get the general message.
 */
export function parseBody<S extends z.core.$ZodType>(
  schema: S,
  request: FastifyRequest,
  unstorableMessages: Readonly<Record<string, string>> = {},
): z.output<S> {
  const body: unknown = request.body;
  if (body === null || typeof body !== "object" || Array.isArray(body)) {
    throw new ApiError(400, "The request could not be read: its body must be a JSON object", { code: "unreadable_body" });
  }
  const unstorable = unstorableField(body);
  if (unstorable !== null) {
    // Own keys only: a field may be called "hasOwnProperty" or "constructor".
    const msg = (Object.hasOwn(unstorableMessages, unstorable) ? unstorableMessages[unstorable] : undefined) ?? "What you typed holds a character that cannot be stored (a stray special character): remove it and try again";
    throw invalid(msg, unstorable.startsWith('"') || unstorable === "The body" ? undefined : unstorable);
  }
  return parseWith(schema, body);
}

/** Parses a query string (or any input) with a contract schema; on failure throws a 400 naming the field. */
export function parseWith<S extends z.core.$ZodType>(schema: S, input: unknown): z.output<S> {
  const parsed = z.safeParse(schema, input);
  if (!parsed.success) {
    const refusal = describeFailure(parsed.error);
    throw invalid(refusal.msg, refusal.field, refusal.unknown_fields ? { unknown_fields: refusal.unknown_fields } : undefined);
  }
  return parsed.data;
}

/** A NUL, or a UTF-16 surrogate without its pair: PostgreSQL's text cannot hold either. */
// eslint-disable-next-line no-control-regex -- finding the NUL is the point
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * The name of the first field (nested fields as a.b, array items as a[0]) whose name or
 * string value PostgreSQL could not store, or null. Checked for every body before its
 * schema, so that such text is refused with a 400 before any hashing or query.
 */
export function unstorableField(value: unknown, path = ""): string | null {
  if (typeof value === "string") return UNSTORABLE.test(value) ? path || "The body" : null;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = unstorableField(item, `${path}[${index}]`);
      if (found !== null) return found;
    }
    return null;
  }
  if (typeof value === "object" && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      const name = path ? `${path}.${key}` : key;
      if (UNSTORABLE.test(key)) return JSON.stringify(name);
      const found = unstorableField(item, name);
      if (found !== null) return found;
    }
  }
  return null;
}

/** The bearer token of the request, if it carries a well-formed one. */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== "string") return null;
  const match = /^Bearer ([A-Za-z0-9_-]{20,200})$/.exec(header.trim());
  return match?.[1] ?? null;
}

/** Service credentials are checked only when the server is configured with them. */
export function serviceCredentialsMatch(expected: { user: string; password: string } | undefined, user: unknown, password: unknown): boolean {
  return expected === undefined || (user === expected.user && password === expected.password);
}

/** Refuses a call whose service credentials do not match (only when the server has some). */
export function checkServiceCredentials(expected: { user: string; password: string } | undefined, user: unknown, password: unknown): void {
  if (!serviceCredentialsMatch(expected, user, password)) throw new ApiError(401, "The service credentials are not valid", { code: "unauthenticated" });
}

import type { FastifyReply, FastifyRequest } from "fastify";
import { describeIssues } from "@jute/api/contract";
import type { z } from "zod";

/** Parses a body with a contract schema; on failure answers 400 naming the field and returns null. */
export function parseBody<S extends z.ZodType>(schema: S, request: FastifyRequest, reply: FastifyReply): z.output<S> | null {
  const body: unknown = request.body;
  if (body === null || typeof body !== "object" || Array.isArray(body)) {
    void reply.code(400).send({ success: false, msg: "The body must be a JSON object (or a form for api_request)" });
    return null;
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    void reply.code(400).send({ success: false, msg: describeIssues(parsed.error) });
    return null;
  }
  return parsed.data;
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

export const badServiceCredentials = { success: false, msg: "The service credentials are not valid" } as const;

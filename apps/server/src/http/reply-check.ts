/**
 * Replies checked against the contract on the way out. Every route under /api names the
 * reply schema of packages/api it answers with (`config.reply`: a schema, or a function of the
 * request for a call whose reply depends on its input); failures are checked against the one
 * failure schema. A reply that does not match is logged, and in strict mode (the tests) it is
 * refused as the server's own bug: a 500, so that a test of any route catches it. A route
 * registered without a schema is refused at start in strict mode.
 */
import type { FastifyInstance } from "fastify";
import * as z from "zod/mini";
import { failureSchema } from "@jute/api/contract";

export type ReplySchema = z.ZodMiniType;

declare module "fastify" {
  interface FastifyContextConfig {
    /** The contract's schema of this route's successful reply. */
    reply?: ReplySchema | ((request: FastifyRequest) => ReplySchema);
  }
  interface FastifyRequest {
    /** Set once a reply was refused for not matching: the 500 that follows is not checked again. */
    replyMismatch?: boolean;
  }
}

export class ReplyMismatchError extends Error {
  override name = "ReplyMismatchError";
}

/** The first problem of a mismatch, as a line for the log (paths and messages only, no values). */
const describe = (error: z.core.$ZodError) =>
  error.issues
    .slice(0, 3)
    .map((issue) => `${issue.path.map(String).join(".") || "(reply)"}: ${issue.message}`)
    .join("; ");

export function registerReplyCheck(app: FastifyInstance, options: { strict: boolean }) {
  if (options.strict) {
    app.addHook("onRoute", (route) => {
      if (!route.config?.reply) throw new Error(`${String(route.method)} ${route.url} has no reply schema (config.reply)`);
    });
  }

  app.addHook("preSerialization", async (request, reply, payload) => {
    if (request.replyMismatch) return payload;
    const declared = request.routeOptions.config.reply;
    const schema = reply.statusCode >= 400 ? failureSchema() : typeof declared === "function" ? declared(request) : declared;
    if (!schema) return payload;
    const checked = z.safeParse(schema, payload);
    if (checked.success) return payload;
    const problem = `${request.method} ${request.routeOptions.url ?? request.url} answered ${reply.statusCode} outside the contract: ${describe(checked.error)}`;
    request.log.error({ route: request.routeOptions.url, status: reply.statusCode }, problem);
    if (!options.strict) return payload;
    request.replyMismatch = true;
    throw new ReplyMismatchError(problem);
  });
}

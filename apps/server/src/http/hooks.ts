/**
 * Who may call: `requireMember` and `requireStaff`, the only caller checks of the API. A route
 * (or a whole plugin) takes one as a hook; the handler then reads `request.member` or
 * `request.staff`, set by the hook, instead of checking the token itself.
 *
 * requireMember runs as a preHandler: after the rate limit (a flood from a visitor is still
 * counted) and the body's parsing, before the handler. requireStaff runs as an onRequest hook:
 * a visitor or member on a staff call is refused before its body (up to a price list file)
 * is even read.
 */
import type { FastifyRequest, onRequestAsyncHookHandler, preHandlerAsyncHookHandler } from "fastify";
import type { AuthService } from "../domain/accounts/auth";
import type { Staff } from "../domain/audit/audit";
import { ApiError, notLoggedIn } from "../domain/api-error";
import { bearerToken } from "./request-helpers";

/** The member behind a live token, and that token. */
export interface Caller {
  memberId: number;
  token: string;
}

declare module "fastify" {
  interface FastifyRequest {
    caller?: Caller;
    staff?: Staff;
  }
}

/** A preHandler refusing (401, with `refusal`) a request without a live member's token. */
export function requireMember(auth: AuthService, refusal: string): preHandlerAsyncHookHandler {
  return async (request) => {
    const token = bearerToken(request);
    const memberId = token ? await auth.memberIdForToken(token) : null;
    if (!token || memberId === null) throw notLoggedIn(refusal);
    request.caller = { memberId, token };
  };
}

/** What a staff call without a live staff session is told. */
export const STAFF_LOGIN_FIRST = "Log in as staff first: you are not logged in, or your session has ended";

/** An onRequest hook refusing visitors (401) and members (403) on staff calls. */
export function requireStaff(auth: AuthService): onRequestAsyncHookHandler {
  return async (request) => {
    const token = bearerToken(request);
    const account = token ? await auth.accountForToken(token) : null;
    if (!account) throw notLoggedIn(STAFF_LOGIN_FIRST);
    if (account.role !== "staff") throw new ApiError(403, "This is for the mill's staff only", { code: "forbidden" });
    request.staff = { id: account.id, email: account.email };
  };
}

/** The caller set by requireMember (a route without the hook has none: a bug, not a 401). */
export function callerOf(request: FastifyRequest): Caller {
  if (!request.caller) throw new Error(`${request.routeOptions.url ?? "this route"} reads the caller without requireMember`);
  return request.caller;
}

/** The staff member set by requireStaff. */
export function staffOf(request: FastifyRequest): Staff {
  if (!request.staff) throw new Error(`${request.routeOptions.url ?? "this route"} reads the staff member without requireStaff`);
  return request.staff;
}

/** The member a live token belongs to, if the request carries one (calls open to anyone). */
export async function optionalMember(auth: AuthService, request: FastifyRequest): Promise<number | null> {
  const token = bearerToken(request);
  return token ? auth.memberIdForToken(token) : null;
}

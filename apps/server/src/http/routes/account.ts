/**
 * The member's own account, for the bearer of a live token: api_account (read),
 * api_account_name, api_account_password, api_logout_everywhere and api_account_delete.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { accountDeleteRequest, accountNameRequest, accountPasswordRequest, paths } from "@jute/api/contract";
import type { Config } from "../../env";
import type { AccountService } from "../../domain/accounts/accounts";
import type { AccountLockout } from "../../domain/limits/attempt-counters";
import type { AuthService } from "../../domain/accounts/auth";
import type { HashGate } from "../../domain/accounts/hash-gate";
import { passwordProblem } from "../../domain/accounts/password-policy";
import { bearerToken, parseBody } from "../request-helpers";

const NOT_LOGGED_IN = { success: false, msg: "You are not logged in (the token is missing, expired or revoked): log in again" } as const;
export const WRONG_CURRENT_PASSWORD = "current_password is not your current password";
export const DELETE_EMAIL_MISMATCH = "email does not match the email of this account";

export async function accountRoutes(
  app: FastifyInstance,
  options: { auth: AuthService; accounts: AccountService; lockout: AccountLockout; hashGate: HashGate; config: Config },
) {
  const { auth, accounts, lockout, hashGate, config } = options;

  /** The caller's member id and token, or null after answering 401. */
  async function caller(request: FastifyRequest, reply: FastifyReply): Promise<{ memberId: number; token: string } | null> {
    const token = bearerToken(request);
    const memberId = token ? await auth.memberIdForToken(token) : null;
    if (!token || memberId === null) {
      void reply.code(401).send(NOT_LOGGED_IN);
      return null;
    }
    return { memberId, token };
  }

  /**
   * The current password, checked against the account's lockout: the one place the account
   * routes use it. A locked account is refused before any hashing; a wrong password counts
   * as a failed login would.
   */
  async function currentPasswordRefusal(memberId: number, password: string): Promise<{ status: number; msg: string; retryAfter?: number } | { member: { email: string; name: string } }> {
    const member = await accounts.profile(memberId);
    if (!member) return { status: 401, msg: NOT_LOGGED_IN.msg };
    // As at login: 503 at once when hashing is full, then the attempt is reserved (counted)
    // atomically before the hash, so concurrent guesses cannot all pass the check.
    hashGate.ensureRoom();
    const reservation = await lockout.reserveAttempt(member.email);
    if (!reservation.allowed) {
      const wait = reservation.retryAfterSeconds;
      return { status: 429, retryAfter: wait, msg: `Too many failed attempts for this account. Try again in ${Math.ceil(wait / 60)} minute(s).` };
    }
    let matches: boolean;
    try {
      matches = await hashGate.run(() => accounts.checkPassword(memberId, password));
    } catch (error) {
      // Never checked (hashing busy, database down): the attempt does not count.
      await lockout.releaseAttempt(member.email).catch(() => undefined);
      throw error;
    }
    // A wrong password keeps its reservation as a failure; the right one clears the count.
    if (!matches) return { status: 400, msg: WRONG_CURRENT_PASSWORD };
    await lockout.clear(member.email);
    return { member };
  }

  app.get(`/${paths.account}`, async (request, reply) => {
    const who = await caller(request, reply);
    if (!who) return reply;
    const member = await accounts.profile(who.memberId);
    if (!member) return reply.code(401).send(NOT_LOGGED_IN);
    return reply.send({ success: true, msg: "Your account", data: member });
  });

  app.post(`/${paths.accountName}`, async (request, reply) => {
    const body = parseBody(accountNameRequest, request, reply);
    if (!body) return reply;
    const who = await caller(request, reply);
    if (!who) return reply;
    const member = await accounts.rename(who.memberId, body.name);
    if (!member) return reply.code(401).send(NOT_LOGGED_IN);
    return reply.send({ success: true, msg: `Your name is now ${member.name}`, data: member });
  });

  app.post(
    `/${paths.accountPassword}`,
    { config: { rateLimit: { max: config.loginLimitPerMinute, timeWindow: 60_000 } } },
    async (request, reply) => {
      const body = parseBody(accountPasswordRequest, request, reply);
      if (!body) return reply;
      const who = await caller(request, reply);
      if (!who) return reply;
      const checked = await currentPasswordRefusal(who.memberId, body.current_password);
      if (!("member" in checked)) {
        if (checked.retryAfter) void reply.header("retry-after", String(checked.retryAfter));
        return reply.code(checked.status).send({ success: false, msg: checked.msg });
      }
      const problem = passwordProblem(body.password, checked.member);
      if (problem) return reply.code(400).send({ success: false, msg: problem });
      await accounts.changePassword(who.memberId, who.token, body.password);
      return reply.send({ success: true, msg: "Your password has been changed. Your other sessions have ended; this one stays." });
    },
  );

  app.post(`/${paths.logoutEverywhere}`, async (request, reply) => {
    const who = await caller(request, reply);
    if (!who) return reply;
    const ended = await accounts.logoutEverywhere(who.memberId);
    return reply.send({ success: true, msg: `Logged out everywhere: ${ended} session${ended === 1 ? "" : "s"} ended` });
  });

  app.post(`/${paths.accountDelete}`, async (request, reply) => {
    const body = parseBody(accountDeleteRequest, request, reply);
    if (!body) return reply;
    const who = await caller(request, reply);
    if (!who) return reply;
    const outcome = await accounts.deleteAccount(who.memberId, body.email);
    if (outcome === "gone") return reply.code(401).send(NOT_LOGGED_IN);
    if (outcome === "mismatch") return reply.code(400).send({ success: false, msg: DELETE_EMAIL_MISMATCH });
    return reply.send({ success: true, msg: "Your account has been deleted and you are logged out" });
  });
}

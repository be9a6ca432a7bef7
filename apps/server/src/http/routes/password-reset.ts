/**
 * api_password_forgot and api_password_reset: a reset link by mail, and a new password with it;
 * api_password_reset_check: whether a link can still be used, asked as its page opens.
 *
 * The request is answered at once with the same words and status whether or not the email is a
 * member's: the lookup, the token and the mail start once the reply has been sent, so the
 * reply's timing says nothing either. Limits: per client address (RESET_LIMIT_PER_HOUR, by
 * @fastify/rate-limit) and per email (RESET_EMAIL_LIMIT_PER_HOUR, in the shared attempt
 * counters: one count for every instance on PostgreSQL), both before any lookup.
 *
 * A successful reset clears the account's login lockout: the member proved control of the
 * mailbox, and a stranger's wrong guesses must not keep the new password out.
 */
import { createHash } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { accountDoneReply, paths, passwordForgotRequest, passwordResetCheckRequest, passwordResetRequest, RESET_LINK_MINUTES } from "@jute/api/contract";
import type { Config } from "../../env";
import type { AccountService } from "../../domain/accounts/accounts";
import { ApiError } from "../../domain/api-error";
import { mailboxOf } from "../../domain/mail/mailbox";
import type { BackgroundJobs } from "../../domain/background-jobs";
import type { AccountLockout, AttemptCounters } from "../../domain/limits/attempt-counters";
import { checkServiceCredentials, parseBody } from "../request-helpers";

export { RESET_LINK_INVALID } from "../../domain/accounts/reset-links";
export const RESET_LINK_SENT = `If an account exists for that address, we have sent a link to reset its password. The link works once, within ${RESET_LINK_MINUTES} minutes.`;
export const RESET_LINK_USABLE = "This link can be used: choose your new password.";
export const PASSWORD_RESET_DONE = "Your password has been changed and every session of your account has ended: log in with the new password.";

export async function passwordResetRoutes(
  app: FastifyInstance,
  options: { accounts: AccountService; jobs: BackgroundJobs; config: Config; counters: AttemptCounters; lockout: AccountLockout },
) {
  const { accounts, jobs, config, counters, lockout } = options;
  /** Counts one request for `email`: 0 when allowed, else the seconds until the window ends. */
  const perEmail = async (email: string) => {
    const key = `reset-email:${createHash("sha256").update(mailboxOf(email)).digest("hex")}`;
    const { hits, ttlMs } = await counters.hit(key, config.limits.resetEmail.timeWindow);
    return hits <= config.limits.resetEmail.max ? 0 : Math.max(1, Math.ceil(ttlMs / 1000));
  };
  const hourly = { config: { rateLimit: config.limits.reset, reply: accountDoneReply() } };

  app.post(`/${paths.passwordForgot}`, hourly, async (request, reply) => {
    const body = parseBody(passwordForgotRequest, request);
    checkServiceCredentials(config.serviceCredentials, body.api_user, body.api_password);
    // Counted for every email alike, member's or not: the limit tells nothing about membership.
    const wait = await perEmail(body.email);
    if (wait > 0) {
      throw new ApiError(429, `Too many reset requests for this email. Try again in ${Math.ceil(wait / 60)} minute(s).`, { code: "rate_limited", field: "email", retryAfterSeconds: wait });
    }
    // Started once the reply has gone out: PGlite runs in this thread, so work begun before
    // would hold the reply back for a member's email only.
    reply.raw.once("finish", () => jobs.runSoon("password reset request", () => accounts.requestReset(body.email)));
    return { success: true, msg: RESET_LINK_SENT };
  });

  // Limited as the reset itself: a guess at tokens costs the same here as there.
  app.post(`/${paths.passwordResetCheck}`, hourly, async (request) => {
    const body = parseBody(passwordResetCheckRequest, request);
    checkServiceCredentials(config.serviceCredentials, body.api_user, body.api_password);
    await accounts.checkResetToken(body.token);
    return { success: true, msg: RESET_LINK_USABLE };
  });

  app.post(`/${paths.passwordReset}`, hourly, async (request) => {
    const body = parseBody(passwordResetRequest, request);
    checkServiceCredentials(config.serviceCredentials, body.api_user, body.api_password);
    // 410 for a link that cannot be used, 400 naming password for a weak one.
    const { email } = await accounts.resetPassword(body.token, body.password);
    await lockout.clear(email);
    return { success: true, msg: PASSWORD_RESET_DONE };
  });
}

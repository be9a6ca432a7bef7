/**
 * api_password_forgot and api_password_reset: a reset link by mail, and a new password with it.
 *
 * The request is answered at once with the same words and status whether or not the email is a
 * member's: the lookup, the token and the mail start once the reply has been sent, so the
 * reply's timing says nothing either. Limits: per client address (RESET_LIMIT_PER_HOUR, by
 * @fastify/rate-limit) and per email (RESET_EMAIL_LIMIT_PER_HOUR), both before any lookup.
 */
import type { FastifyInstance } from "fastify";
import { accountDoneReply, paths, passwordForgotRequest, passwordResetRequest, RESET_LINK_MINUTES } from "@jute/api/contract";
import type { Config } from "../../env";
import type { AccountService } from "../../domain/accounts/accounts";
import { ApiError } from "../../domain/api-error";
import type { BackgroundJobs } from "../../domain/background-jobs";
import type { Clock } from "../../domain/clock";
import { createEmailWindowLimit } from "../../domain/limits/window-limit";
import { checkServiceCredentials, parseBody } from "../request-helpers";

export { RESET_LINK_INVALID } from "../../domain/accounts/accounts";
export const RESET_LINK_SENT = `If an account exists for that address, we have sent a link to reset its password. The link works once, within ${RESET_LINK_MINUTES} minutes.`;
export const PASSWORD_RESET_DONE = "Your password has been changed and every session of your account has ended: log in with the new password.";

export async function passwordResetRoutes(
  app: FastifyInstance,
  options: { accounts: AccountService; jobs: BackgroundJobs; config: Config; clock: Clock },
) {
  const { accounts, jobs, config, clock } = options;
  const perEmail = createEmailWindowLimit({ ...config.limits.resetEmail, clock });
  const hourly = { config: { rateLimit: config.limits.reset, reply: accountDoneReply } };

  app.post(`/${paths.passwordForgot}`, hourly, async (request, reply) => {
    const body = parseBody(passwordForgotRequest, request);
    checkServiceCredentials(config.serviceCredentials, body.api_user, body.api_password);
    // Counted for every email alike, member's or not: the limit tells nothing about membership.
    const wait = perEmail.take(body.email);
    if (wait > 0) {
      throw new ApiError(429, `Too many reset requests for this email. Try again in ${Math.ceil(wait / 60)} minute(s).`, { code: "rate_limited", field: "email", retryAfterSeconds: wait });
    }
    // Started once the reply has gone out: PGlite runs in this thread, so work begun before
    // would hold the reply back for a member's email only.
    reply.raw.once("finish", () => jobs.runSoon("password reset request", () => accounts.requestReset(body.email)));
    return { success: true, msg: RESET_LINK_SENT };
  });

  app.post(`/${paths.passwordReset}`, hourly, async (request) => {
    const body = parseBody(passwordResetRequest, request);
    checkServiceCredentials(config.serviceCredentials, body.api_user, body.api_password);
    // 410 for a link that cannot be used, 400 naming password for a weak one.
    await accounts.resetPassword(body.token, body.password);
    return { success: true, msg: PASSWORD_RESET_DONE };
  });
}

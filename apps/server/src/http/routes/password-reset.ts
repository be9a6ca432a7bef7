/**
 * api_password_forgot and api_password_reset: a reset link by mail, and a new password with it.
 *
 * The request is answered at once with the same words and status whether or not the email is a
 * member's: the lookup, the token and the mail start once the reply has been sent, so the
 * reply's timing says nothing either. Limits: per client address (RESET_LIMIT_PER_HOUR, by
 * @fastify/rate-limit) and per email (RESET_EMAIL_LIMIT_PER_HOUR), both before any lookup.
 */
import type { FastifyInstance } from "fastify";
import { paths, passwordForgotRequest, passwordResetRequest, RESET_LINK_MINUTES } from "@jute/api/contract";
import type { Config } from "../../env";
import type { AccountService } from "../../domain/accounts/accounts";
import type { BackgroundJobs } from "../../domain/background-jobs";
import { createEmailWindowLimit } from "../../domain/limits/window-limit";
import { badServiceCredentials, parseBody, serviceCredentialsMatch } from "../request-helpers";

export const RESET_LINK_SENT = `If an account exists for that address, we have sent a link to reset its password. The link works once, within ${RESET_LINK_MINUTES} minutes.`;
export const RESET_LINK_INVALID =
  "This reset link cannot be used: it has been used already, has expired or is incomplete. Ask for a new link.";
export const PASSWORD_RESET_DONE = "Your password has been changed and every session of your account has ended: log in with the new password.";

export async function passwordResetRoutes(
  app: FastifyInstance,
  options: { accounts: AccountService; jobs: BackgroundJobs; config: Config },
) {
  const { accounts, jobs, config } = options;
  const perEmail = createEmailWindowLimit({ max: config.resetEmailLimitPerHour, windowMs: 3_600_000 });
  const hourly = { config: { rateLimit: { max: config.resetLimitPerHour, timeWindow: 3_600_000 } } };

  app.post(`/${paths.passwordForgot}`, hourly, async (request, reply) => {
    const body = parseBody(passwordForgotRequest, request, reply);
    if (!body) return reply;
    if (!serviceCredentialsMatch(config.serviceCredentials, body.api_user, body.api_password)) {
      return reply.code(401).send(badServiceCredentials);
    }
    // Counted for every email alike, member's or not: the limit tells nothing about membership.
    const wait = perEmail.take(body.email);
    if (wait > 0) {
      return reply
        .code(429)
        .header("retry-after", String(wait))
        .send({ success: false, msg: `Too many reset requests for this email. Try again in ${Math.ceil(wait / 60)} minute(s).` });
    }
    // Started once the reply has gone out: PGlite runs in this thread, so work begun before
    // would hold the reply back for a member's email only.
    reply.raw.once("finish", () => jobs.runSoon("password reset request", () => accounts.requestReset(body.email)));
    return reply.send({ success: true, msg: RESET_LINK_SENT });
  });

  app.post(`/${paths.passwordReset}`, hourly, async (request, reply) => {
    const body = parseBody(passwordResetRequest, request, reply);
    if (!body) return reply;
    if (!serviceCredentialsMatch(config.serviceCredentials, body.api_user, body.api_password)) {
      return reply.code(401).send(badServiceCredentials);
    }
    const outcome = await accounts.resetPassword(body.token, body.password);
    switch (outcome.kind) {
      case "reset":
        return reply.send({ success: true, msg: PASSWORD_RESET_DONE });
      case "weak":
        return reply.code(400).send({ success: false, msg: outcome.msg });
      case "invalid":
        // 410: the link is gone for good, whatever made it so (used, expired, forged, cut short).
        return reply.code(410).send({ success: false, msg: RESET_LINK_INVALID });
    }
  });
}

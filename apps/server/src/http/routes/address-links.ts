/**
 * api_address_link ("Send the link again") and api_address_confirm (a confirmation link opened):
 * domain/accounts/address-links.ts. "Send the link again" is answered at once with the same words
 * whether or not the address is an account's waiting for its link, and is limited per client
 * (RESET_LIMIT_PER_HOUR) and per mailbox (ADDRESS_LINK_RESEND_PER_HOUR, case and +tag folded).
 * Opening a link logs the member in, as a login does.
 */
import { createHash } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { accountDoneReply, addressConfirmRequest, addressLinkRequest, loginReply, paths } from "@jute/api/contract";
import type { Config } from "../../env";
import type { AddressLinks } from "../../domain/accounts/address-links";
import type { AuthService } from "../../domain/accounts/auth";
import { ApiError } from "../../domain/api-error";
import type { BackgroundJobs } from "../../domain/background-jobs";
import type { AttemptCounters } from "../../domain/limits/attempt-counters";
import { mailboxOf } from "../../domain/mail/mailbox";
import { checkServiceCredentials, parseBody } from "../request-helpers";

export const addressLinkSent = (email: string) =>
  `If ${email} is an account's address waiting for confirmation, we have sent it a new link. Open it to log in.`;
export const ADDRESS_CONFIRMED = "Your email address is confirmed: you are logged in";

export async function addressLinkRoutes(
  app: FastifyInstance,
  options: { auth: AuthService; links: AddressLinks; jobs: BackgroundJobs; config: Config; counters: AttemptCounters },
) {
  const { auth, links, jobs, config, counters } = options;
  const hourly = { rateLimit: config.limits.reset };

  app.post(`/${paths.addressLink}`, { config: { ...hourly, reply: accountDoneReply() } }, async (request, reply) => {
    const body = parseBody(addressLinkRequest, request);
    checkServiceCredentials(config.serviceCredentials, body.api_user, body.api_password);
    const limit = config.limits.addressLinkResend;
    const { hits, ttlMs } = await counters.hit(`address-link:${createHash("sha256").update(mailboxOf(body.email)).digest("hex")}`, limit.timeWindow);
    if (hits > limit.max) {
      const wait = Math.max(1, Math.ceil(ttlMs / 1000));
      throw new ApiError(429, `The link has been sent again ${limit.max} times this hour: try again in ${Math.ceil(wait / 60)} minute(s).`, { code: "rate_limited", field: "email", retryAfterSeconds: wait });
    }
    // Started once the reply has gone out, so its timing says nothing about the address.
    reply.raw.once("finish", () => jobs.runSoon("address link sent again", () => links.sendAgain(body.email)));
    return { success: true, msg: addressLinkSent(body.email.trim()) };
  });

  app.post(`/${paths.addressConfirm}`, { config: { ...hourly, reply: loginReply() } }, async (request) => {
    const body = parseBody(addressConfirmRequest, request);
    checkServiceCredentials(config.serviceCredentials, body.api_user, body.api_password);
    const { memberId } = await links.confirm(body.token);
    const { member, token } = await auth.startSession(memberId);
    return { success: true, msg: ADDRESS_CONFIRMED, data: member, token };
  });
}

/**
 * The member's own account, for the bearer of a live token (requireMember): api_account (read),
 * api_account_name, api_account_password, api_logout_everywhere and api_account_delete.
 */
import type { FastifyInstance } from "fastify";
import { accountDeleteRequest, accountDetailsRequest, accountDoneReply, accountEmailReply, accountEmailRequest, accountNameRequest, accountPasswordRequest, accountReply, paths } from "@jute/api/contract";
import type { Config } from "../../env";
import { NOT_LOGGED_IN, type AccountService } from "../../domain/accounts/accounts";
import type { AddressLinks } from "../../domain/accounts/address-links";
import type { AuthService } from "../../domain/accounts/auth";
import { passwordProblem } from "../../domain/accounts/password-policy";
import { invalid, notLoggedIn } from "../../domain/api-error";
import { callerOf, requireMember } from "../hooks";
import { parseBody } from "../request-helpers";

export { DELETE_EMAIL_MISMATCH } from "../../domain/accounts/accounts";
export { WRONG_CURRENT_PASSWORD } from "../../domain/accounts/auth";

export async function accountRoutes(app: FastifyInstance, options: { auth: AuthService; accounts: AccountService; links: AddressLinks; config: Config }) {
  const { auth, accounts, links, config } = options;

  app.addHook("preHandler", requireMember(auth, NOT_LOGGED_IN));

  app.get(`/${paths.account}`, { config: { reply: accountReply() } }, async (request) => {
    const member = await accounts.profile(callerOf(request).memberId);
    if (!member) throw notLoggedIn(NOT_LOGGED_IN);
    return { success: true, msg: "Your account", data: member };
  });

  app.post(`/${paths.accountDetails}`, { config: { reply: accountReply() } }, async (request) => {
    const body = parseBody(accountDetailsRequest, request);
    const member = await accounts.setDetails(callerOf(request).memberId, body);
    if (!member) throw notLoggedIn(NOT_LOGGED_IN);
    return { success: true, msg: "Your company and country are saved: new proformas print them", data: member };
  });

  app.post(`/${paths.accountName}`, { config: { reply: accountReply() } }, async (request) => {
    const body = parseBody(accountNameRequest, request);
    const member = await accounts.rename(callerOf(request).memberId, body.name);
    if (!member) throw notLoggedIn(NOT_LOGGED_IN);
    return { success: true, msg: `Your name is now ${member.name}`, data: member };
  });

  // The current password shares the login's limit and the account's lockout.
  app.post(`/${paths.accountPassword}`, { config: { rateLimit: config.limits.login, reply: accountDoneReply() } }, async (request) => {
    const body = parseBody(accountPasswordRequest, request);
    const { memberId, token } = callerOf(request);
    const member = await auth.checkCurrentPassword(memberId, body.current_password);
    if (!member) throw notLoggedIn(NOT_LOGGED_IN);
    const problem = passwordProblem(body.password, member);
    if (problem) throw invalid(problem, "password");
    await accounts.changePassword(memberId, token, body.password);
    return { success: true, msg: "Your password has been changed. Your other sessions have ended; this one stays." };
  });

  // A new address: the current password first (the login's limit and lockout), then, with mail
  // on, a link to the new address; the old one stays the account's until the link is opened.
  app.post(`/${paths.accountEmail}`, { config: { rateLimit: config.limits.login, reply: accountEmailReply() } }, async (request) => {
    const body = parseBody(accountEmailRequest, request);
    const { memberId } = callerOf(request);
    links.refuseMillAddress(body.email);
    const member = await auth.checkCurrentPassword(memberId, body.current_password);
    if (!member) throw notLoggedIn(NOT_LOGGED_IN);
    const { pending, email } = await links.requestChange(memberId, body.email);
    const msg = pending
      ? `We have sent a link to ${email}: your address changes when you open it. Until then you log in with ${member.email}.`
      : `Your email address is now ${email}`;
    return { success: true, msg, pending };
  });

  app.post(`/${paths.logoutEverywhere}`, { config: { reply: accountDoneReply() } }, async (request) => {
    const ended = await accounts.logoutEverywhere(callerOf(request).memberId);
    return { success: true, msg: `Logged out everywhere: ${ended} session${ended === 1 ? "" : "s"} ended` };
  });

  app.post(`/${paths.accountDelete}`, { config: { reply: accountDoneReply() } }, async (request) => {
    const body = parseBody(accountDeleteRequest, request);
    await accounts.deleteAccount(callerOf(request).memberId, body.email);
    return { success: true, msg: "Your account has been deleted and you are logged out" };
  });
}

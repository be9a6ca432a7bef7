/** api_login, api_register and api_logout. */
import type { FastifyInstance } from "fastify";
import { loginReply, loginRequest, logoutReply, paths, registerReply, registerRequest } from "@jute/api/contract";
import type { Config } from "../../env";
import type { AddressLinks } from "../../domain/accounts/address-links";
import type { AuthService } from "../../domain/accounts/auth";
import { passwordProblem } from "../../domain/accounts/password-policy";
import { invalid, notLoggedIn } from "../../domain/api-error";
import { bearerToken, checkServiceCredentials, parseBody } from "../request-helpers";

export const REGISTERED = "Registration successful: you can now log in";
export const confirmLinkSent = (email: string, hours: number) =>
  `Almost done: we have sent a link to ${email}. Open it within ${hours} hours to confirm your address and log in.`;

export async function authRoutes(app: FastifyInstance, options: { auth: AuthService; links: AddressLinks; config: Config }) {
  const { auth, links, config } = options;

  app.post(`/${paths.login}`, { config: { rateLimit: config.limits.login, reply: loginReply() } }, async (request) => {
    const body = parseBody(loginRequest, request);
    checkServiceCredentials(config.serviceCredentials, body.api_user, body.api_password);
    // The lockout and the hashing gate are the auth service's (domain/accounts/auth.ts).
    const { member, token } = await auth.login(body.email, body.password);
    return { success: true, msg: "Login successful", data: member, token };
  });

  app.post(`/${paths.register}`, { config: { rateLimit: config.limits.register, reply: registerReply() } }, async (request, reply) => {
    const body = parseBody(registerRequest, request);
    checkServiceCredentials(config.serviceCredentials, body.api_user, body.api_password);
    const problem = passwordProblem(body.password, body);
    if (problem) throw invalid(problem, "password");
    links.refuseMillAddress(body.email);
    const memberId = await auth.register(body);
    if (!links.required) return reply.code(201).send({ success: true, msg: REGISTERED });
    // With mail on the account logs in once its link is opened (domain/accounts/address-links.ts).
    await links.sendFirstLink(memberId);
    const email = body.email.trim().toLowerCase();
    return reply.code(201).send({ success: true, msg: confirmLinkSent(email, config.addressLinkHours), confirm_sent_to: email });
  });

  app.post(`/${paths.logout}`, { config: { reply: logoutReply() } }, async (request) => {
    const token = bearerToken(request);
    if (!token || !(await auth.revoke(token))) throw notLoggedIn("You are not logged in, or your session has already ended");
    return { success: true, msg: "Logged out" };
  });
}

/** api_login, api_register and api_logout. */
import type { FastifyInstance } from "fastify";
import { loginReply, loginRequest, logoutReply, paths, registerReply, registerRequest } from "@jute/api/contract";
import type { Config } from "../../env";
import type { AuthService } from "../../domain/accounts/auth";
import { passwordProblem } from "../../domain/accounts/password-policy";
import { invalid, notLoggedIn } from "../../domain/api-error";
import { bearerToken, checkServiceCredentials, parseBody } from "../request-helpers";

export async function authRoutes(app: FastifyInstance, options: { auth: AuthService; config: Config }) {
  const { auth, config } = options;

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
    await auth.register(body);
    return reply.code(201).send({ success: true, msg: "Registration successful: you can now log in" });
  });

  app.post(`/${paths.logout}`, { config: { reply: logoutReply() } }, async (request) => {
    const token = bearerToken(request);
    if (!token || !(await auth.revoke(token))) throw notLoggedIn("You are not logged in, or your session has already ended");
    return { success: true, msg: "Logged out" };
  });
}

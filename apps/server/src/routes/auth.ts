/** api_login, api_register and api_logout. */
import type { FastifyInstance } from "fastify";
import { loginRequest, paths, registerRequest } from "@jute/api/contract";
import type { Config } from "../env";
import { createAccountLockout, type AccountLockout, type AuthService } from "../services/auth";
import { passwordProblem } from "../services/password-policy";
import { badServiceCredentials, bearerToken, parseBody, serviceCredentialsMatch } from "./request-helpers";

const LOGIN_FAILED = { success: false, msg: "The email or password is incorrect" } as const;

export async function authRoutes(app: FastifyInstance, options: { auth: AuthService; config: Config; lockout?: AccountLockout }) {
  const { auth, config } = options;
  // Shared with the account routes (a wrong current password counts toward the same lockout).
  const lockout = options.lockout ?? createAccountLockout({ maxFailures: config.accountFailuresBeforeLock, lockSeconds: config.accountLockSeconds });

  app.post(
    `/${paths.login}`,
    { config: { rateLimit: { max: config.loginLimitPerMinute, timeWindow: 60_000 } } },
    async (request, reply) => {
      const body = parseBody(loginRequest, request, reply);
      if (!body) return reply;
      if (!serviceCredentialsMatch(config.serviceCredentials, body.api_user, body.api_password)) {
        return reply.code(401).send(badServiceCredentials);
      }
      // Checked before any hashing: a locked account costs the server nothing.
      const wait = lockout.retryAfterSeconds(body.email);
      if (wait > 0) {
        return reply
          .code(429)
          .header("retry-after", String(wait))
          .send({ success: false, msg: `Too many failed logins for this account. Try again in ${Math.ceil(wait / 60)} minute(s).` });
      }
      const result = await auth.login(body.email, body.password);
      if (!result) {
        lockout.recordFailure(body.email);
        return reply.code(401).send(LOGIN_FAILED);
      }
      lockout.recordSuccess(body.email);
      return reply.send({ success: true, msg: "Login successful", data: result.member, token: result.token });
    },
  );

  app.post(
    `/${paths.register}`,
    { config: { rateLimit: { max: config.registerLimitPerHour, timeWindow: 3_600_000 } } },
    async (request, reply) => {
      const body = parseBody(registerRequest, request, reply);
      if (!body) return reply;
      if (!serviceCredentialsMatch(config.serviceCredentials, body.api_user, body.api_password)) {
        return reply.code(401).send(badServiceCredentials);
      }
      const problem = passwordProblem(body.password, body);
      if (problem) return reply.code(400).send({ success: false, msg: problem });
      const outcome = await auth.register(body);
      if (outcome === "taken") {
        return reply.code(409).send({ success: false, msg: "An account with this email already exists: log in, or register with another email" });
      }
      return reply.code(201).send({ success: true, msg: "Registration successful: you can now log in" });
    },
  );

  app.post(`/${paths.logout}`, async (request, reply) => {
    const token = bearerToken(request);
    if (!token || !(await auth.revoke(token))) {
      return reply.code(401).send({ success: false, msg: "You are not logged in (the token is missing, expired or already revoked)" });
    }
    return reply.send({ success: true, msg: "Logged out" });
  });
}

/** api_login, api_register and api_logout. */
import type { FastifyInstance } from "fastify";
import { particulars } from "@jute/api/company";
import { loginRequest, paths, registerRequest } from "@jute/api/contract";
import type { Config } from "../../env";
import type { AccountLockout } from "../../domain/limits/attempt-counters";
import type { AuthService } from "../../domain/accounts/auth";
import type { HashGate } from "../../domain/accounts/hash-gate";
import { passwordProblem } from "../../domain/accounts/password-policy";
import { badServiceCredentials, bearerToken, parseBody, serviceCredentialsMatch } from "../request-helpers";

const LOGIN_FAILED = { success: false, msg: "The email or password is incorrect" } as const;
/** A disabled member with the right password is told so, and whom to write to (not sent to a password reset). */
const ACCOUNT_DISABLED = {
  success: false,
  msg: `This account is disabled by the mill's staff. To use it again, write to the sales office at ${particulars.salesEmail}.`,
} as const;

export async function authRoutes(app: FastifyInstance, options: { auth: AuthService; config: Config; lockout: AccountLockout; hashGate: HashGate }) {
  const { auth, config, lockout, hashGate } = options;

  app.post(
    `/${paths.login}`,
    { config: { rateLimit: { max: config.loginLimitPerMinute, timeWindow: 60_000 } } },
    async (request, reply) => {
      const body = parseBody(loginRequest, request, reply);
      if (!body) return reply;
      if (!serviceCredentialsMatch(config.serviceCredentials, body.api_user, body.api_password)) {
        return reply.code(401).send(badServiceCredentials);
      }
      // Hashing full: 503 at once, before the reservation's query.
      hashGate.ensureRoom();
      // The attempt is reserved (counted) before any hashing, atomically and for every
      // instance: concurrent guesses cannot all pass the check, and a locked account costs
      // the server one upsert.
      const reservation = await lockout.reserveAttempt(body.email);
      if (!reservation.allowed) {
        const wait = reservation.retryAfterSeconds;
        return reply
          .code(429)
          .header("retry-after", String(wait))
          .send({ success: false, msg: `Too many failed logins for this account. Try again in ${Math.ceil(wait / 60)} minute(s).` });
      }
      let result;
      try {
        result = await auth.login(body.email, body.password);
      } catch (error) {
        // Never checked (hashing busy, database down): the attempt does not count.
        await lockout.releaseAttempt(body.email).catch(() => undefined);
        throw error;
      }
      // A failure keeps its reservation; a success clears the account's count.
      if (!result) return reply.code(401).send(LOGIN_FAILED);
      if (result === "disabled") return reply.code(403).send(ACCOUNT_DISABLED);
      await lockout.clear(body.email);
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
      hashGate.ensureRoom();
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

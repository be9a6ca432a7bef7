import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { costListReply, loginReply } from "@jute/api/contract";
import { members, sessions } from "../src/db/schema";
import { hashToken } from "../src/domain/accounts/auth";
import { bearer, buildTestServer, engines, form, json, newMember, type TestServer } from "./helper";

describe.each(engines)("members and tokens on %s", (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await buildTestServer({ engine });
  });
  afterAll(async () => server.close());

  const register = (body: unknown) => server.app.inject(json("POST", "/api/api_register", body));
  const login = (body: unknown) => server.app.inject(json("POST", "/api/api_login", body));
  const priceFor = async (token: string) => {
    const response = await server.app.inject(form({ type: "list", sub_category_id: "1", count: "8", ply: "2", oil: "VOT", company_id: "2", truck_fare_id: "1" }, bearer(token)));
    return costListReply().parse(response.json()).data[0]?.cost;
  };

  it("registers a member, stores the email normalised and the password as an argon2id hash", async () => {
    const member = newMember({ email: "  Karim.Importer@Example.COM " });
    const response = await register(member);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ success: true, msg: "Registration successful: you can now log in" });

    const [stored] = await server.database.db.select().from(members).where(eq(members.email, "karim.importer@example.com"));
    expect(stored?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(stored?.passwordHash).not.toContain(member.password);
  });

  it("refuses an email already registered with 409, whatever its case", async () => {
    const member = newMember();
    expect((await register(member)).statusCode).toBe(201);
    const again = await register({ ...member, email: member.email.toUpperCase() });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ success: false, msg: "An account with this email already exists: log in, or register with another email", field: "email", code: "conflict" });
  });

  it("refuses passwords out of bounds, common ones, and the member's own email or name", async () => {
    const cases: [Record<string, unknown>, RegExp][] = [
      [newMember({ password: "short7!" }), /at least 8 characters/],
      [newMember({ password: "x".repeat(129) }), /at most 128 characters/],
      [newMember({ password: "Password123" }), /too easy to guess/],
      [newMember({ password: "bangladesh" }), /too easy to guess/],
      [{ ...newMember(), password: "Nasir Uddin 1", name: "Nasir Uddin 1" }, /too easy to guess/],
    ];
    const selfEmail = newMember();
    cases.push([{ ...selfEmail, password: selfEmail.email }, /too easy to guess/]);
    for (const [body, message] of cases) {
      const response = await register(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().success).toBe(false);
      expect(response.json().msg).toMatch(message);
    }
  });

  it("names the field that is wrong in a registration", async () => {
    const expectations: [Record<string, unknown>, string, string][] = [
      [{ email: "a@example.com", password: "long-enough-1" }, "Enter your name", "name"],
      [{ name: "A", password: "long-enough-1" }, "Enter your email address", "email"],
      [{ name: "A", email: "not-an-email", password: "long-enough-1" }, "Enter an email address such as name@example.com", "email"],
      [{ name: "A", email: "a@example.com" }, "Choose a password", "password"],
      [{ name: "   ", email: "a@example.com", password: "long-enough-1" }, "Enter your name", "name"],
      [{ name: 42, email: "a@example.com", password: "long-enough-1" }, "Enter your name", "name"],
    ];
    for (const [body, msg, field] of expectations) {
      const response = await register(body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ success: false, msg, field, code: "invalid_input" });
    }
  });

  it("logs a member in with the original's reply shape and a long random token", async () => {
    const member = newMember();
    await register(member);
    const response = await login({ email: ` ${member.email.toUpperCase()}`, password: member.password });
    expect(response.statusCode).toBe(200);
    const reply = loginReply().parse(response.json());
    expect(reply.msg).toBe("Login successful");
    expect(reply.data).toMatchObject({ name: member.name, email: member.email });
    expect(Buffer.from(reply.token, "base64url").length).toBeGreaterThanOrEqual(16);
    // Only the hash of the token is stored.
    const stored = await server.database.db.select().from(sessions).where(eq(sessions.tokenHash, hashToken(reply.token)));
    expect(stored).toHaveLength(1);
    const raw = await server.database.db.select().from(sessions).where(eq(sessions.tokenHash, reply.token));
    expect(raw).toHaveLength(0);
  });

  it("answers an unknown email and a wrong password identically", async () => {
    const member = newMember();
    await register(member);
    const wrong = await login({ email: member.email, password: "not-the-password" });
    const unknown = await login({ email: `nobody-${member.email}`, password: "not-the-password" });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.body).toBe(unknown.body);
    expect(wrong.json()).toEqual({ success: false, msg: "The email or password is incorrect", code: "unauthenticated" });
    const headers = (response: typeof wrong) => {
      const { date: _date, ...rest } = response.headers;
      return rest;
    };
    expect(headers(wrong)).toEqual(headers(unknown));
  });

  it("revokes the token on logout, after which it yields no prices", async () => {
    const member = newMember();
    await register(member);
    const { token } = loginReply().parse((await login({ email: member.email, password: member.password })).json());
    expect(typeof (await priceFor(token))).toBe("number");

    const out = await server.app.inject(json("POST", "/api/api_logout", {}, bearer(token)));
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ success: true, msg: "Logged out" });
    expect(await priceFor(token)).toBeNull();

    const again = await server.app.inject(json("POST", "/api/api_logout", {}, bearer(token)));
    expect(again.statusCode).toBe(401);
    expect(again.json().success).toBe(false);
  });

  it("stops giving prices for a token past its expiry", async () => {
    const member = newMember();
    await register(member);
    const { token } = loginReply().parse((await login({ email: member.email, password: member.password })).json());
    expect(typeof (await priceFor(token))).toBe("number");
    await server.database.db.update(sessions).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(sessions.tokenHash, hashToken(token)));
    expect(await priceFor(token)).toBeNull();
  });

  it("refuses logout without a token", async () => {
    const response = await server.app.inject(json("POST", "/api/api_logout", {}));
    expect(response.statusCode).toBe(401);
    expect(response.json().msg).toMatch(/not logged in/);
  });
});

describe("limits on logins and registrations", () => {
  it("locks an account after repeated failures, before any hashing, and lets it in once the window passes", async () => {
    // The server's clock stands still while a busy machine hashes the failures; the test moves it.
    let nowMs = Date.now();
    const server = await buildTestServer({ env: { ACCOUNT_FAILURES_BEFORE_LOCK: "3", ACCOUNT_LOCK_SECONDS: "1" }, clock: { now: () => new Date(nowMs) } });
    try {
      const member = newMember();
      await server.app.inject(json("POST", "/api/api_register", member));
      for (let attempt = 0; attempt < 3; attempt += 1) {
        expect((await server.app.inject(json("POST", "/api/api_login", { email: member.email, password: "wrong-password" }))).statusCode).toBe(401);
      }
      // Even the right password is refused while the account is locked.
      const locked = await server.app.inject(json("POST", "/api/api_login", { email: member.email, password: member.password }));
      expect(locked.statusCode).toBe(429);
      expect(Number(locked.headers["retry-after"])).toBeGreaterThanOrEqual(1);
      expect(locked.json().msg).toMatch(/Too many failed logins/);

      nowMs += 1100;
      const after = await server.app.inject(json("POST", "/api/api_login", { email: member.email, password: member.password }));
      expect(after.statusCode).toBe(200);
    } finally {
      await server.close();
    }
  });

  it("limits logins and registrations per address with 429 and Retry-After", async () => {
    const server = await buildTestServer({ env: { LOGIN_LIMIT_PER_MINUTE: "3", REGISTER_LIMIT_PER_HOUR: "2" } });
    try {
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 4; attempt += 1) {
        statuses.push((await server.app.inject(json("POST", "/api/api_login", { email: `x${attempt}@example.com`, password: "whatever-1" }))).statusCode);
      }
      expect(statuses).toEqual([401, 401, 401, 429]);
      const limited = await server.app.inject(json("POST", "/api/api_login", { email: "y@example.com", password: "whatever-1" }));
      expect(limited.headers["retry-after"]).toBeDefined();
      expect(limited.json()).toMatchObject({ success: false });
      expect(limited.json().msg).toMatch(/Too many requests/);

      const registrations: number[] = [];
      for (let attempt = 0; attempt < 3; attempt += 1) {
        registrations.push((await server.app.inject(json("POST", "/api/api_register", newMember()))).statusCode);
      }
      expect(registrations).toEqual([201, 201, 429]);
    } finally {
      await server.close();
    }
  });

  it("checks the service credentials only when configured with them", async () => {
    const server = await buildTestServer({ env: { SERVICE_USER: "site", SERVICE_PASSWORD: "shared-in-client" } });
    try {
      const without = await server.app.inject(form({ type: "category" }));
      expect(without.statusCode).toBe(401);
      expect(without.json()).toEqual({ success: false, msg: "The service credentials are not valid", code: "unauthenticated" });
      const withCredentials = await server.app.inject(form({ type: "category", user_id: "site", password: "shared-in-client" }));
      expect(withCredentials.statusCode).toBe(200);
      const member = newMember();
      expect((await server.app.inject(json("POST", "/api/api_register", member))).statusCode).toBe(401);
      expect((await server.app.inject(json("POST", "/api/api_register", { ...member, api_user: "site", api_password: "shared-in-client" }))).statusCode).toBe(201);
    } finally {
      await server.close();
    }
  });
});

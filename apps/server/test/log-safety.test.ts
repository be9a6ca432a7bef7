/**
 * Text PostgreSQL cannot store (NUL, a lone UTF-16 surrogate) is refused in every call with a
 * 400 naming the field, before any hashing; and the server's log, through a run full of
 * failures (unstorable text, database errors carrying the query's parameters, a database
 * that is gone, query strings holding emails and tokens), never holds an email, a password,
 * an argon2 hash, a token or its hash, or a query's parameters.
 */
import { createHash } from "node:crypto";
import type * as Argon2 from "@node-rs/argon2";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { scrubText, serializeError } from "../src/http/plugins/log-safety";
import { bearer, buildTestServer, defaultEngines, form, json, memberToken, newMember, type TestServer } from "./helper";

const argon = vi.hoisted(() => ({ hash: 0, verify: 0 }));
vi.mock("@node-rs/argon2", async (importOriginal) => {
  const real = await importOriginal<typeof Argon2>();
  return {
    ...real,
    hash: (...args: Parameters<typeof real.hash>) => {
      argon.hash += 1;
      return real.hash(...args);
    },
    verify: (...args: Parameters<typeof real.verify>) => {
      argon.verify += 1;
      return real.verify(...args);
    },
  };
});

const NUL = "\u0000";
const LONE_HIGH = "\ud800";
const LONE_LOW = "\udfff";

describe.each(defaultEngines)("unstorable text on %s", (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await buildTestServer({ engine });
  });
  afterAll(async () => server.close());

  const expectRefused = (reply: { statusCode: number; json: () => unknown }, field: string) => {
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toEqual({
      success: false,
      msg: "What you typed holds a character that cannot be stored (a stray special character): remove it and try again",
      field: field.replaceAll("\\", ""),
      code: "invalid_input",
    });
  };

  it("refuses NUL and lone surrogates in every field of registration and login, with a 400 naming the field, before hashing", async () => {
    const before = { ...argon };
    for (const bad of [NUL, LONE_HIGH, LONE_LOW, `a${LONE_LOW}${LONE_HIGH}b`]) {
      const member = newMember();
      for (const field of ["name", "email", "password"] as const) {
        const value = field === "email" ? member.email.replace("@", `${bad}@`) : `${member[field]}${bad}`;
        expectRefused(await server.app.inject(json("POST", "/api/api_register", { ...member, [field]: value })), field);
      }
      for (const field of ["email", "password"] as const) {
        const value = field === "email" ? `${bad}${member.email}` : `x${bad}y-long-enough`;
        expectRefused(await server.app.inject(json("POST", "/api/api_login", { email: member.email, password: member.password, [field]: value })), field);
      }
      // Nested values and field names are checked too.
      expectRefused(await server.app.inject(json("POST", "/api/api_login", { email: member.email, password: "x", extra: { deep: [`a${bad}`] } })), "extra\\.deep\\[0\\]");
    }
    expect(argon.hash).toBe(before.hash);
    expect(argon.verify).toBe(before.verify);
  });

  it("refuses them in the form of api_request, as raw JSON escapes, and keeps a valid surrogate pair", async () => {
    const formReply = await server.app.inject(form({ type: "sub_category", category_id: `3${NUL}` }));
    expectRefused(formReply, "category_id");
    // A field named after an Object.prototype member is named like any other (found by fuzzing).
    expectRefused(await server.app.inject(form({ type: "category", hasOwnProperty: NUL })), "hasOwnProperty");
    const raw = await server.app.inject({
      method: "POST",
      url: "/api/api_register",
      headers: { "content-type": "application/json" },
      payload: '{"name":"Ra\\u0000him","email":"r@example.com","password":"golden-fibre-77"}',
    });
    expectRefused(raw, "name");
    const surrogateRaw = await server.app.inject({
      method: "POST",
      url: "/api/api_login",
      headers: { "content-type": "application/json" },
      payload: '{"email":"r@example.com","password":"abc\\udc00def"}',
    });
    expectRefused(surrogateRaw, "password");
    // A whole pair (an emoji) is ordinary text: stored and read back.
    const member = newMember({ name: "Jute Buyer 🌾" });
    expect((await server.app.inject(json("POST", "/api/api_register", member))).statusCode).toBe(201);
    expect((await server.app.inject(json("POST", "/api/api_login", { email: member.email, password: member.password }))).json()).toMatchObject({ data: { name: "Jute Buyer 🌾" } });
  });
});

describe("log scrubbing", () => {
  it("removes query parameters, PostgreSQL's conflicting values, emails, hashes and tokens", () => {
    const hash = "$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNoaGFzaA";
    expect(scrubText(`Failed query: insert into "members" values ($1, $2)\nparams: someone@example.com,${hash}`)).toBe('Failed query: insert into "members" values ($1, $2)\nparams: [removed]');
    expect(scrubText("Key (email)=(someone@example.com) already exists.")).toBe("Key (email)=([removed]) already exists.");
    expect(scrubText(`user a.b+c@mail.example.org hash ${hash}`)).toBe("user [email] hash [hash]");
    expect(scrubText(`token ${"Zq9_".repeat(11)} and ${"ab".repeat(32)}`)).toBe("token [token] and [hex]");
    const error = Object.assign(new Error("Failed query: select 1\nparams: x@y.com"), { query: "select 1", params: ["x@y.com"], detail: "Key (email)=(x@y.com)", code: "23505" });
    const safe = serializeError(Object.assign(new Error("wrapper"), { cause: error }));
    expect(JSON.stringify(safe)).not.toMatch(/x@y\.com/);
    expect(safe.cause).toMatchObject({ code: "23505", message: "Failed query: select 1\nparams: [removed]" });
    expect(safe.cause).not.toHaveProperty("params");
    expect(safe.cause).not.toHaveProperty("detail");
  });
});

describe.each(defaultEngines)("the log of a run full of failures on %s", (engine) => {
  it("holds no email, password, argon2 hash, token, token hash or query parameter", async () => {
    const lines: string[] = [];
    const server = await buildTestServer({ engine, env: { LOG_LEVEL: "info" }, logStream: { write: (line) => void lines.push(line) } });
    const secrets: string[] = [];
    const member = newMember();
    secrets.push(member.email, member.password);
    try {
      expect((await server.app.inject(json("POST", "/api/api_register", member))).statusCode).toBe(201);
      const token = await memberToken(server.app);
      secrets.push(token, createHash("sha256").update(token).digest("hex"));
      const [stored] = ((await server.database.db.execute(sql`select password_hash from members limit 1`)) as unknown as { rows: { password_hash: string }[] }).rows;
      secrets.push(stored?.password_hash ?? "$argon2");

      // Unstorable text (a 500 before the fix) and query strings holding an email and a token.
      const nul = newMember({ name: `Rahim${NUL}` });
      secrets.push(nul.email, nul.password);
      expect((await server.app.inject(json("POST", "/api/api_register", nul))).statusCode).toBe(400);
      expect((await server.app.inject({ ...json("POST", `/api/api_login?email=${encodeURIComponent(member.email)}&token=${token}`, { email: member.email, password: "wrong-one" }) })).statusCode).toBe(401);

      // Database errors whose messages carry the query's parameters: tables gone under the server.
      await server.database.db.execute(sql`alter table sessions rename to sessions_away`);
      expect((await server.app.inject(json("POST", "/api/api_login", { email: member.email, password: member.password }))).statusCode).toBe(500);
      expect((await server.app.inject(form({ type: "list", sub_category_id: "1" }, bearer(token)))).statusCode).toBe(500);
      expect((await server.app.inject(json("POST", "/api/api_logout", {}, bearer(token)))).statusCode).toBe(500);
      await server.database.db.execute(sql`alter table sessions_away rename to sessions`);
      await server.database.db.execute(sql`alter table members rename to members_away`);
      const another = newMember();
      secrets.push(another.email, another.password);
      expect((await server.app.inject(json("POST", "/api/api_register", another))).statusCode).toBe(500);
      await server.database.db.execute(sql`alter table members_away rename to members`);

      // And the database gone altogether.
      await server.database.close();
      for (const request of [
        json("POST", "/api/api_login", { email: member.email, password: member.password }),
        json("POST", "/api/api_register", newMember()),
        form({ type: "list", sub_category_id: "1" }, bearer(token)),
      ]) {
        expect((await server.app.inject(request)).statusCode).toBeGreaterThanOrEqual(500);
      }
    } finally {
      await server.app.close();
      // Already closed above unless the run failed earlier.
      await server.database.close().catch(() => undefined);
    }

    const log = lines.join("");
    // The run did log its failures (the test would prove nothing otherwise)...
    expect(log).toMatch(/unhandled error|database unavailable/);
    expect(log).toMatch(/Failed query/);
    // ...and none of what it must not.
    for (const secret of secrets) expect(log.includes(secret), `the log holds ${secret.slice(0, 12)}…`).toBe(false);
    expect(log).not.toMatch(/\$argon2/);
    expect(log).not.toMatch(/[^\s"@]+@example\.com/);
    expect(log).not.toMatch(/params: (?!\[removed\])/);
    expect(log).not.toMatch(/[?&](email|token)=/);
  });
});

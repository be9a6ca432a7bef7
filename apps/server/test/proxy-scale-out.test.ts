/**
 * Scale-out behind a real reverse proxy: Debian's nginx in front of two server processes on
 * one PostgreSQL, the servers trusting only the proxy (TRUST_PROXY=127.0.0.1) and the proxy
 * appending the client's address to X-Forwarded-For. Every request goes through nginx, from
 * its own loopback source address (127.0.0.0/8 is all loopback), so each test client is a
 * real, distinct address. The proxy round-robins; a test header picks one instance where a
 * step must go to a given one, and nginx names the instance that answered.
 *
 * Proves: a member registered through one instance logs in through the other; a token
 * revoked through either is refused by both within a second; a price changed in the
 * database is served fresh by both; the login limit per address and the account lockout are
 * shared by both (40 simultaneous guesses: 5 hashed in all), whatever X-Forwarded-For a
 * client sends. Uses TEST_DATABASE_URL when set, otherwise a cluster of its own; needs nginx
 * (`.ci/run` installs Debian's package).
 */
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { costListReply } from "@jute/api/contract";
import { newMember } from "./helper";
import { startNginx, type Nginx } from "./nginx";
import { createDatabaseOn, startCluster, type Cluster } from "./pg-cluster";
import { buildServerBundle, request, startServerProcess, type Reply, type ServerProcess } from "./processes";

const SPEC = { type: "list", company_id: "2", sub_category_id: "1", count: "8", ply: "2", oil: "VOT", truck_fare_id: "1" };
const WITHIN_MS = 1000;
const LOGIN_LIMIT = 10;
const GUESSES = 40;

describe("two server processes on one PostgreSQL behind nginx", { timeout: 240_000 }, () => {
  let cluster: Cluster | undefined;
  let databaseUrl: string;
  let db: pg.Client;
  let a: ServerProcess;
  let b: ServerProcess;
  let nginx: Nginx | undefined;
  let base: string;

  beforeAll(async () => {
    const adminUrl = process.env.TEST_DATABASE_URL ?? (cluster = await startCluster()).adminUrl;
    databaseUrl = await createDatabaseOn(adminUrl, "jute_proxy");
    await buildServerBundle();
    const env = {
      DATABASE_URL: databaseUrl,
      SITE_DIR: path.join(tmpdir(), "jute-no-site"),
      TRUST_PROXY: "127.0.0.1",
      LOGIN_LIMIT_PER_MINUTE: String(LOGIN_LIMIT),
      ACCOUNT_FAILURES_BEFORE_LOCK: "5",
      ACCOUNT_LOCK_SECONDS: "600",
    };
    [a, b] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
    db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();

    nginx = await startNginx([a.port, b.port]);
    base = nginx.base;
  }, 180_000);

  afterAll(async () => {
    await nginx?.stop();
    await db?.end();
    for (const server of [a, b]) if (server) await server.stop("SIGTERM");
    cluster?.destroy();
  });

  /** A call through nginx from `client` (a loopback address), optionally to one instance. */
  const call = (method: string, pathname: string, options: { client?: string; instance?: "a" | "b"; body?: string; headers?: Record<string, string> } = {}) =>
    request(base, method, pathname, {
      localAddress: options.client ?? "127.0.0.1",
      ...(options.body !== undefined ? { body: options.body } : {}),
      headers: { ...(options.instance ? { "x-test-instance": options.instance } : {}), ...options.headers },
    });
  const postJson = (call_: string, body: unknown, options: { client?: string; instance?: "a" | "b"; headers?: Record<string, string> } = {}) =>
    call("POST", `/api/${call_}`, { ...options, body: JSON.stringify(body), headers: { "content-type": "application/json", ...options.headers } });
  const cost = async (instance: "a" | "b", token: string) => {
    const reply = await call("POST", "/api/api_request", {
      instance,
      body: new URLSearchParams(SPEC).toString(),
      headers: { "content-type": "application/x-www-form-urlencoded", authorization: `Bearer ${token}` },
    });
    expect(reply.status).toBe(200);
    return costListReply().parse(JSON.parse(reply.body)).data[0]?.cost ?? null;
  };
  const upstream = (reply: Reply) => String(reply.headers["x-test-upstream"]);
  /** Polls `read` until it returns `expected`; returns the milliseconds that took. */
  const within = async (read: () => Promise<unknown>, expected: unknown, label: string) => {
    const t0 = Date.now();
    let seen: unknown;
    do {
      seen = await read();
      if (seen === expected) return Date.now() - t0;
      await new Promise((resolve) => setTimeout(resolve, 20));
    } while (Date.now() - t0 < WITHIN_MS);
    expect(seen, `${label}: not within ${WITHIN_MS} ms`).toBe(expected);
    return Date.now() - t0;
  };

  it("registers through one instance and logs in through the other, both ways", async () => {
    const first = newMember();
    const registered = await postJson("api_register", first, { instance: "a", client: "127.0.2.1" });
    expect(registered.status).toBe(201);
    expect(upstream(registered)).toBe(`127.0.0.1:${a.port}`);
    const loggedIn = await postJson("api_login", { email: first.email, password: first.password }, { instance: "b", client: "127.0.2.1" });
    expect(loggedIn.status).toBe(200);
    expect(upstream(loggedIn)).toBe(`127.0.0.1:${b.port}`);

    const second = newMember();
    expect((await postJson("api_register", second, { instance: "b", client: "127.0.2.2" })).status).toBe(201);
    expect((await postJson("api_login", { email: second.email, password: second.password }, { instance: "a", client: "127.0.2.2" })).status).toBe(200);
  });

  it("refuses a token revoked through either instance on both within a second", async () => {
    const member = newMember();
    expect((await postJson("api_register", member, { client: "127.0.3.1" })).status).toBe(201);
    const delays: number[] = [];
    for (const [issuer, revoker] of [["a", "b"], ["b", "a"]] as const) {
      const login = await postJson("api_login", { email: member.email, password: member.password }, { instance: issuer, client: "127.0.3.1" });
      const token = (JSON.parse(login.body) as { token: string }).token;
      expect(await cost("a", token)).toEqual(expect.any(Number));
      expect(await cost("b", token)).toEqual(expect.any(Number));
      expect((await postJson("api_logout", {}, { instance: revoker, headers: { authorization: `Bearer ${token}` } })).status).toBe(200);
      delays.push(await within(() => cost("a", token), null, "A after revocation"), await within(() => cost("b", token), null, "B after revocation"));
    }
    console.log(`ms until each instance refused the revoked token (through nginx): ${delays.join(", ")}`);
  });

  it("serves a price changed in the database fresh from both", async () => {
    const member = newMember();
    expect((await postJson("api_register", member, { client: "127.0.4.1" })).status).toBe(201);
    const login = await postJson("api_login", { email: member.email, password: member.password }, { client: "127.0.4.1" });
    const token = (JSON.parse(login.body) as { token: string }).token;
    const before = (await cost("a", token)) as number;
    expect(await cost("b", token)).toBe(before);
    await db.query(
      `update prices set ex_mill_usd = ex_mill_usd + 222.22
       where id = (select id from prices where company_id = 2 and sub_category_id = 1 and yarn_count = 8 and ply = 2 and oil = 'VOT'
                   and effective_from <= current_date order by effective_from desc limit 1)`,
    );
    const updated = Math.round((before + 222.22) * 100) / 100;
    const delays = [await within(() => cost("a", token), updated, "A after UPDATE"), await within(() => cost("b", token), updated, "B after UPDATE")];
    console.log(`ms until each instance served the changed price (through nginx): ${delays.join(", ")}`);
  });

  it(`shares the login limit: ${LOGIN_LIMIT} logins a minute per client over both instances, whatever X-Forwarded-For it sends`, async () => {
    const replies: Reply[] = [];
    for (let attempt = 0; attempt < 3 * LOGIN_LIMIT; attempt += 1) {
      replies.push(
        await postJson("api_login", { email: `nobody${attempt}@example.com`, password: "Winter2024!" }, { client: "127.0.5.1", headers: { "x-forwarded-for": `198.18.${attempt}.7` } }),
      );
    }
    const statuses = replies.map((reply) => reply.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(LOGIN_LIMIT);
    expect(statuses.filter((status) => status === 429)).toHaveLength(2 * LOGIN_LIMIT);
    // Round-robin: both instances answered, and both refused.
    const refusedBy = new Set(replies.filter((reply) => reply.status === 429).map(upstream));
    expect(refusedBy).toEqual(new Set([`127.0.0.1:${a.port}`, `127.0.0.1:${b.port}`]));
    // Another client keeps its own budget.
    expect((await postJson("api_login", { email: "nobody@example.com", password: "x" }, { client: "127.0.5.2" })).status).toBe(401);
  });

  it(`shares the lockout: ${GUESSES} simultaneous guesses at one account from ${GUESSES} clients over both instances, 5 hashed`, async () => {
    const victim = newMember();
    expect((await postJson("api_register", victim, { client: "127.0.6.1" })).status).toBe(201);
    const replies = await Promise.all(
      Array.from({ length: GUESSES }, (_unused, index) => postJson("api_login", { email: victim.email, password: `guess-${index}` }, { client: `127.0.7.${index + 1}` })),
    );
    const statuses = replies.map((reply) => reply.status);
    // A 401 is a guess that was hashed; a 429 was refused before hashing.
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(GUESSES - 5);
    expect(new Set(replies.map(upstream))).toEqual(new Set([`127.0.0.1:${a.port}`, `127.0.0.1:${b.port}`]));
    // The member's right password waits out the lock on both.
    for (const instance of ["a", "b"] as const) {
      expect((await postJson("api_login", { email: victim.email, password: victim.password }, { instance, client: "127.0.6.1" })).status).toBe(429);
    }
  });
});

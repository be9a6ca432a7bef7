/**
 * Limits that hold under concurrency and across instances: the per-account lockout reserves
 * an attempt before hashing, atomically, so 40 simultaneous guesses at one account hash at
 * most the allowance, on one instance or on two sharing the database; the per-address login
 * limit is shared the same way; a client is one bucket whatever address form it uses (IPv6
 * /64, IPv4-mapped, loopback); and at most HASH_CONCURRENCY hashes run at once, with
 * HASH_QUEUE waiting, every further login refused at once with 503 and Retry-After.
 * argon2 calls are counted (and, for the cap, held) through a mock around the real library.
 */
import type * as Argon2 from "@node-rs/argon2";
import type { FastifyInstance } from "fastify";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { buildApp } from "../src/app";
import { loadConfig } from "../src/env";
import { clientKey } from "../src/http/client-address";
import { buildTestServer, engines, json, newMember, type TestServer } from "./helper";

const argon = vi.hoisted(() => ({
  verify: 0,
  inFlight: 0,
  maxInFlight: 0,
  /** When set, every verification waits for it before hashing. */
  hold: undefined as Promise<void> | undefined,
}));
vi.mock("@node-rs/argon2", async (importOriginal) => {
  const real = await importOriginal<typeof Argon2>();
  return {
    ...real,
    verify: async (...args: Parameters<typeof real.verify>) => {
      argon.verify += 1;
      argon.inFlight += 1;
      argon.maxInFlight = Math.max(argon.maxInFlight, argon.inFlight);
      try {
        if (argon.hold) await argon.hold;
        return await real.verify(...args);
      } finally {
        argon.inFlight -= 1;
      }
    },
  };
});

const GUESSES = 40;

const login = (app: FastifyInstance, body: unknown, remoteAddress: string) =>
  app.inject({ ...json("POST", "/api/api_login", body), remoteAddress });

const count = (statuses: number[], status: number) => statuses.filter((value) => value === status).length;

/** A second app on the same database as `server`: another instance behind a load balancer. */
async function secondInstance(server: TestServer): Promise<FastifyInstance> {
  const app = await buildApp(server.config, server.database);
  await app.ready();
  return app;
}

describe.each(engines)("the account lockout under concurrency on %s", (engine) => {
  let server: TestServer;
  let other: FastifyInstance;
  beforeAll(async () => {
    server = await buildTestServer({ engine, env: { ACCOUNT_FAILURES_BEFORE_LOCK: "5", ACCOUNT_LOCK_SECONDS: "600", HASH_CONCURRENCY: "4", HASH_QUEUE: "1000" } });
    other = await secondInstance(server);
  });
  afterAll(async () => {
    await other.close();
    await server.close();
  });

  it(`hashes 5 of ${GUESSES} simultaneous wrong guesses at one account from ${GUESSES} addresses, and refuses 35 with 429`, async () => {
    const victim = newMember();
    expect((await server.app.inject(json("POST", "/api/api_register", victim))).statusCode).toBe(201);
    const before = argon.verify;
    const replies = await Promise.all(
      Array.from({ length: GUESSES }, (_unused, index) => login(server.app, { email: victim.email, password: `guess-${index}` }, `10.1.${index}.1`)),
    );
    const statuses = replies.map((reply) => reply.statusCode);
    expect(argon.verify - before).toBe(5);
    expect(count(statuses, 401)).toBe(5);
    expect(count(statuses, 429)).toBe(GUESSES - 5);
    for (const reply of replies.filter((candidate) => candidate.statusCode === 429)) {
      expect(Number(reply.headers["retry-after"])).toBeGreaterThan(0);
    }
    // The right password is refused too while the account is locked, without hashing.
    expect((await login(server.app, { email: victim.email, password: victim.password }, "10.9.9.9")).statusCode).toBe(429);
    expect(argon.verify - before).toBe(5);
  });

  it(`lets a batch of ${GUESSES} that holds the right password hash only 5, and log in only if it was among them`, async () => {
    const victim = newMember();
    expect((await server.app.inject(json("POST", "/api/api_register", victim))).statusCode).toBe(201);
    const before = argon.verify;
    const rightAt = 23;
    const replies = await Promise.all(
      Array.from({ length: GUESSES }, (_unused, index) =>
        login(server.app, { email: victim.email, password: index === rightAt ? victim.password : `guess-${index}` }, `10.2.${index}.1`),
      ),
    );
    const statuses = replies.map((reply) => reply.statusCode);
    expect(argon.verify - before).toBe(5);
    expect(count(statuses, 401) + count(statuses, 200)).toBe(5);
    expect(count(statuses, 200)).toBeLessThanOrEqual(1);
    expect(count(statuses, 429)).toBe(GUESSES - 5);
  });

  it(`hashes 5 of ${GUESSES} guesses split over two instances on one database`, async () => {
    const victim = newMember();
    expect((await other.inject(json("POST", "/api/api_register", victim))).statusCode).toBe(201);
    const before = argon.verify;
    const replies = await Promise.all(
      Array.from({ length: GUESSES }, (_unused, index) =>
        login(index % 2 ? other : server.app, { email: victim.email, password: `guess-${index}` }, `10.3.${index}.1`),
      ),
    );
    const statuses = replies.map((reply) => reply.statusCode);
    expect(argon.verify - before).toBe(5);
    expect(count(statuses, 401)).toBe(5);
    expect(count(statuses, 429)).toBe(GUESSES - 5);
  });

  it("clears an account's count when its member logs in", async () => {
    const member = newMember();
    expect((await server.app.inject(json("POST", "/api/api_register", member))).statusCode).toBe(201);
    for (let round = 0; round < 2; round += 1) {
      for (let attempt = 0; attempt < 4; attempt += 1) {
        expect((await login(server.app, { email: member.email, password: "not-it" }, "10.4.0.1")).statusCode).toBe(401);
      }
      expect((await login(other, { email: member.email, password: member.password }, "10.4.0.2")).statusCode).toBe(200);
    }
  });
});

describe.each(engines)("the per-address login limit on %s", (engine) => {
  let server: TestServer;
  let other: FastifyInstance;
  beforeAll(async () => {
    server = await buildTestServer({ engine, env: { LOGIN_LIMIT_PER_MINUTE: "10", HASH_CONCURRENCY: "4", HASH_QUEUE: "1000" } });
    other = await secondInstance(server);
  });
  afterAll(async () => {
    await other.close();
    await server.close();
  });

  it(`lets 10 of ${GUESSES} simultaneous logins from one address through two instances, and hashes only those`, async () => {
    const before = argon.verify;
    const replies = await Promise.all(
      Array.from({ length: GUESSES }, (_unused, index) =>
        login(index % 2 ? other : server.app, { email: `nobody${index}@example.com`, password: "Winter2024!" }, "203.0.113.40"),
      ),
    );
    const statuses = replies.map((reply) => reply.statusCode);
    expect(count(statuses, 401)).toBe(10);
    expect(count(statuses, 429)).toBe(GUESSES - 10);
    expect(argon.verify - before).toBe(10);
  });

  it("counts one client once whatever form its address takes: IPv6 /64, IPv4-mapped, loopback", async () => {
    const budget = async (addresses: string[]) => {
      const statuses: number[] = [];
      for (let index = 0; index < 12; index += 1) {
        const address = addresses[index % addresses.length] as string;
        statuses.push((await login(index % 2 ? other : server.app, { email: `nobody${index}@example.com`, password: "x" }, address)).statusCode);
      }
      return count(statuses, 401);
    };
    expect(await budget(["2001:db8:7:1::1", "2001:db8:7:1::2", "2001:db8:7:1:ffff:ffff:ffff:ffff", "2001:DB8:7:1:0:0:0:9"])).toBe(10);
    expect(await budget(["198.51.100.77", "::ffff:198.51.100.77", "::ffff:c633:644d"])).toBe(10);
    expect(await budget(["127.0.0.1", "::1", "0:0:0:0:0:0:0:1"])).toBe(10);
    // Another /64 is another client.
    expect(await budget(["2001:db8:7:2::1"])).toBe(10);
  });
});

describe("client keys", () => {
  it("keys IPv6 by its /64, IPv4-mapped addresses by IPv4, and the loopback as one", () => {
    expect(clientKey("203.0.113.5")).toBe("203.0.113.5");
    expect(clientKey("::ffff:203.0.113.5")).toBe("203.0.113.5");
    expect(clientKey("::ffff:cb00:7105")).toBe("203.0.113.5");
    expect(clientKey("::1")).toBe("127.0.0.1");
    expect(clientKey("2001:db8:a:b:1:2:3:4")).toBe("2001:db8:a:b::/64");
    expect(clientKey("2001:db8:a:b::")).toBe("2001:db8:a:b::/64");
    expect(clientKey("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(clientKey("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
    expect(clientKey("2001:db8:a:c::1")).not.toBe(clientKey("2001:db8:a:b::1"));
  });
});

describe("the cap on concurrent password hashing", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await buildTestServer({ env: { HASH_CONCURRENCY: "2", HASH_QUEUE: "4" } });
  });
  afterAll(async () => server.close());
  let release = () => undefined as void;
  const holdHashing = () => {
    argon.hold = new Promise<void>((resolve) => (release = resolve));
  };
  afterEach(() => {
    release();
    argon.hold = undefined;
  });

  it(`admits 2 running + 4 waiting of ${GUESSES} simultaneous failed logins and refuses the other 34 at once with 503 and Retry-After`, async () => {
    holdHashing();
    argon.maxInFlight = 0;
    const before = argon.verify;
    const refused: number[] = [];
    const pending = Array.from({ length: GUESSES }, (_unused, index) =>
      login(server.app, { email: `flood${index}@example.com`, password: "Winter2024!" }, `10.5.${index}.1`).then((reply) => {
        if (reply.statusCode === 503) refused.push(index);
        return reply;
      }),
    );
    // The refusals arrive while the admitted hashes are still held: they did not wait for them.
    await vi.waitFor(() => expect(refused.length).toBe(GUESSES - 6), { timeout: 20_000, interval: 20 });
    expect(argon.verify - before).toBe(2);
    release();
    const replies = await Promise.all(pending);
    const statuses = replies.map((reply) => reply.statusCode);
    expect(count(statuses, 401)).toBe(6);
    expect(count(statuses, 503)).toBe(GUESSES - 6);
    expect(argon.verify - before).toBe(6);
    expect(argon.maxInFlight).toBe(2);
    for (const reply of replies.filter((candidate) => candidate.statusCode === 503)) {
      expect(reply.headers["retry-after"]).toBe("1");
      expect(reply.json()).toEqual({ success: false, msg: expect.stringMatching(/busy/), code: "unavailable" });
    }
  });

  it("does not count a login refused as busy toward the account's lockout", async () => {
    const member = newMember();
    expect((await server.app.inject(json("POST", "/api/api_register", member))).statusCode).toBe(201);
    holdHashing();
    // Fill the gate with other logins, then try the member's account 10 times: all busy.
    const filler = Array.from({ length: 6 }, (_unused, index) => login(server.app, { email: `filler${index}@example.com`, password: "x" }, `10.6.${index}.1`));
    await vi.waitFor(() => expect(argon.inFlight).toBe(2), { timeout: 20_000, interval: 20 });
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await login(server.app, { email: member.email, password: "wrong" }, "10.6.9.1")).statusCode).toBe(503);
    }
    release();
    await Promise.all(filler);
    argon.hold = undefined;
    expect((await login(server.app, { email: member.email, password: member.password }, "10.6.9.1")).statusCode).toBe(200);
  });

  it("refuses a bad HASH_CONCURRENCY or HASH_QUEUE at start", () => {
    expect(() => loadConfig({ HASH_CONCURRENCY: "0" })).toThrow(/HASH_CONCURRENCY: must be at least 1/);
    expect(() => loadConfig({ HASH_QUEUE: "-1" })).toThrow(/HASH_QUEUE: must be at least 0/);
  });
});

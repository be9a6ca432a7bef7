/**
 * Scale-out: two server processes (the built bundle) on one PostgreSQL, as behind a load
 * balancer. A member registered through one logs in through the other; a token revoked on
 * one is refused by the other; a price or catalogue change made in the database is served
 * fresh by both, whatever either remembers. Uses TEST_DATABASE_URL when set, otherwise a
 * cluster of its own (never skipped).
 */
import path from "node:path";
import { tmpdir } from "node:os";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { costListReply, subCategoryReply } from "@jute/api/contract";
import { millDay } from "@jute/api/mill-day";
import { newMember } from "./helper";
import { createDatabaseOn, startCluster, type Cluster } from "./pg-cluster";
import { buildServerBundle, postForm, postJson, startServerProcess, type ServerProcess } from "./processes";

// OJML's CRX yarn, count 8, 2 ply, VOT, to Chattogram (fare 18 USD a tonne, 1 tonne a unit).
const SPEC = { type: "list", company_id: "2", sub_category_id: "1", count: "8", ply: "2", oil: "VOT", truck_fare_id: "1" };
const FRESH_WITHIN_MS = 1000;

describe("two server processes on one PostgreSQL", () => {
  let cluster: Cluster | undefined;
  let databaseUrl: string;
  let db: pg.Client;
  let a: ServerProcess;
  let b: ServerProcess;

  beforeAll(async () => {
    const adminUrl = process.env.TEST_DATABASE_URL ?? (cluster = await startCluster()).adminUrl;
    databaseUrl = await createDatabaseOn(adminUrl, "jute_scale");
    await buildServerBundle();
    // Started together: the migration lock lets exactly one of them migrate and seed.
    [a, b] = await Promise.all([
      startServerProcess({ DATABASE_URL: databaseUrl, SITE_DIR: path.join(tmpdir(), "jute-no-site") }),
      startServerProcess({ DATABASE_URL: databaseUrl, SITE_DIR: path.join(tmpdir(), "jute-no-site") }),
    ]);
    db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
  }, 120_000);

  afterAll(async () => {
    await db?.end();
    for (const server of [a, b]) if (server) await server.stop("SIGTERM");
    cluster?.destroy();
  });

  const login = async (server: ServerProcess, member: { email: string; password: string }) => {
    const reply = await postJson(server.base, "api_login", { email: member.email, password: member.password });
    expect(reply.status).toBe(200);
    return (JSON.parse(reply.body) as { token: string }).token;
  };
  const cost = async (server: ServerProcess, token: string, fields: Record<string, string> = SPEC) => {
    const reply = await postForm(server.base, fields, { authorization: `Bearer ${token}` });
    expect(reply.status).toBe(200);
    return costListReply().parse(JSON.parse(reply.body)).data[0]?.cost ?? null;
  };
  /** Polls until `read` returns `expected`; returns how many reads that took (1: the first was fresh). */
  const freshWithin = async (read: () => Promise<unknown>, expected: unknown, label: string) => {
    const t0 = Date.now();
    let seen: unknown;
    let reads = 0;
    do {
      seen = await read();
      reads += 1;
      if (seen === expected) return reads;
      await new Promise((resolve) => setTimeout(resolve, 25));
    } while (Date.now() - t0 < FRESH_WITHIN_MS);
    expect(seen, `${label}: still stale after ${FRESH_WITHIN_MS} ms`).toBe(expected);
    return reads;
  };

  it("migrated and seeded once, with both started together", async () => {
    const migrations = await db.query("select count(*)::int as n from drizzle.__drizzle_migrations");
    const files = await db.query("select count(*)::int as n from categories");
    expect(migrations.rows[0].n).toBeGreaterThan(0);
    expect(files.rows[0].n).toBe(7);
  });

  it("logs a member registered through one in through the other, both ways", async () => {
    const first = newMember();
    expect((await postJson(a.base, "api_register", first)).status).toBe(201);
    await login(b, first);
    const second = newMember();
    expect((await postJson(b.base, "api_register", second)).status).toBe(201);
    await login(a, second);
    // And the email is taken on both.
    expect((await postJson(b.base, "api_register", { ...first, name: "Someone Else" })).status).toBe(409);
  });

  it("refuses on one a token revoked on the other, even after both have used it", async () => {
    const member = newMember();
    expect((await postJson(a.base, "api_register", member)).status).toBe(201);
    for (const [issuer, revoker, other] of [[a, a, b], [a, b, a], [b, a, b]] as const) {
      const token = await login(issuer, member);
      // Both have seen the token live (and may remember it).
      expect(await cost(a, token)).toEqual(expect.any(Number));
      expect(await cost(b, token)).toEqual(expect.any(Number));
      const logout = await postJson(revoker.base, "api_logout", {}, { authorization: `Bearer ${token}` });
      expect(logout.status).toBe(200);
      expect(await cost(other, token)).toBeNull();
      expect(await cost(revoker, token)).toBeNull();
      expect((await postJson(other.base, "api_logout", {}, { authorization: `Bearer ${token}` })).status).toBe(401);
    }
  });

  // "Today" is the mill's day (MILL_TIME_ZONE, Asia/Dhaka by default), which runs ahead of the
  // database's UTC current_date from 18:00 UTC: the rows below are dated by the mill's day.
  it("serves a price changed in the database fresh from both", async () => {
    const today = [millDay()];
    const member = newMember();
    expect((await postJson(a.base, "api_register", member)).status).toBe(201);
    const token = await login(a, member);
    const before = (await cost(a, token)) as number;
    expect(await cost(b, token)).toBe(before);

    // UPDATE the row in force.
    await db.query(
      `update prices set ex_mill_usd = ex_mill_usd + 111.11
       where id = (select id from prices where company_id = 2 and sub_category_id = 1 and yarn_count = 8 and ply = 2 and oil = 'VOT'
                   and effective_from <= $1::date order by effective_from desc limit 1)`,
      today,
    );
    const updated = Math.round((before + 111.11) * 100) / 100;
    const delays = [await freshWithin(() => cost(a, token), updated, "A after UPDATE"), await freshWithin(() => cost(b, token), updated, "B after UPDATE")];

    // INSERT a new price taking effect today: it replaces the old one on both.
    await db.query(
      `insert into prices (company_id, sub_category_id, yarn_count, ply, oil, ex_mill_usd, kg_per_unit, effective_from)
       values (2, 1, 8, 2, 'VOT', 2345.6700, 1000, $1::date)
       on conflict do nothing`,
      today,
    );
    const inserted = await db.query(
      `select ex_mill_usd::float8 as usd from prices where company_id = 2 and sub_category_id = 1 and yarn_count = 8 and ply = 2 and oil = 'VOT'
       and effective_from <= $1::date order by effective_from desc limit 1`,
      today,
    );
    const expected = Math.round((Number(inserted.rows[0].usd) + 18) * 100) / 100;
    delays.push(await freshWithin(() => cost(a, token), expected, "A after INSERT"), await freshWithin(() => cost(b, token), expected, "B after INSERT"));

    // A price taking effect tomorrow is not served today.
    await db.query(
      `insert into prices (company_id, sub_category_id, yarn_count, ply, oil, ex_mill_usd, kg_per_unit, effective_from)
       values (2, 1, 8, 2, 'VOT', 9999.9900, 1000, $1::date + 1)`,
      today,
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await cost(a, token)).toBe(expected);
    expect(await cost(b, token)).toBe(expected);

    // DELETE the newest rows: both fall back to the one before.
    await db.query(`delete from prices where company_id = 2 and sub_category_id = 1 and yarn_count = 8 and ply = 2 and oil = 'VOT' and effective_from >= $1::date`, today);
    delays.push(await freshWithin(() => cost(a, token), updated, "A after DELETE"), await freshWithin(() => cost(b, token), updated, "B after DELETE"));
    console.log(`reads until each server served the changed price: ${delays.join(", ")} (1 = the first read after the change)`);
  });

  it("serves a catalogue change made in the database fresh from both", async () => {
    const name = async (server: ServerProcess) => {
      const reply = await postForm(server.base, { type: "sub_category", sub_category_id: "1" });
      return subCategoryReply().parse(JSON.parse(reply.body)).data[0]?.sub_category_name;
    };
    const original = await name(a);
    expect(await name(b)).toBe(original);
    await db.query("update sub_categories set name = 'CRX (renamed)' where id = 1");
    await freshWithin(() => name(a), "CRX (renamed)", "A after rename");
    await freshWithin(() => name(b), "CRX (renamed)", "B after rename");
    await db.query("update sub_categories set name = $1 where id = 1", [original]);
    await freshWithin(() => name(a), original, "A after rename back");
    await freshWithin(() => name(b), original, "B after rename back");
  });
});

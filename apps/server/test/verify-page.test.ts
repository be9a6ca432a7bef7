/**
 * The public /verify/{code} page (issue 32): its limit is keyed like every other limit (one
 * IPv6 /64 counts once, a v4-mapped address as its IPv4), its 429 is a page with Retry-After,
 * and it shows what a bank needs to match the proforma, nothing of the buyer.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixedClock } from "../src/domain/clock";
import { buildTestServer, defaultEngines, memberToken, type TestServer } from "./helper";
import { makeOffer, quoteRequest } from "./offer-helpers";
import { staffToken } from "./staff-helpers";

const LIMIT = 5;
const UNKNOWN = `/verify/${"x".repeat(22)}`;

describe.each(defaultEngines)("the /verify page (%s)", (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await buildTestServer({ engine, clock: fixedClock("2026-11-25"), env: { VERIFY_LIMIT_PER_HOUR: String(LIMIT) } });
  });
  afterAll(async () => server.close());

  const lookup = (remoteAddress: string, url = UNKNOWN) => server.app.inject({ method: "GET", url, remoteAddress });

  it("shows the number, date, seller, goods, total and state, and not the buyer", async () => {
    const { token: staff } = await staffToken(server);
    const buyer = await memberToken(server.app);
    const offer = await makeOffer(server.app, staff, await quoteRequest(server, buyer));
    await server.database.db.execute(sql`update members set company = 'Hanse Sacks GmbH', country = 'Germany' where name = ${offer.buyer_name}`);
    const { rows } = (await server.database.db.execute(sql`select verify_code from offers where id = ${Number(offer.id)}`)) as unknown as { rows: { verify_code: string }[] };
    const page = await lookup("192.0.2.10", `/verify/${rows[0]?.verify_code}`);
    expect(page.statusCode).toBe(200);
    for (const shown of [`Proforma ${offer.number} is genuine`, "Status: Valid.", "25 November 2026", offer.mill, "1 line offered", "CRX Jute Yarn, count 8, 2 ply, VOT: 24 MT", "USD 29,628.00"]) {
      expect(page.body).toContain(shown);
    }
    expect(offer.buyer_name).not.toBe("");
    expect(page.body).not.toContain(offer.buyer_name);
    expect(page.body).not.toMatch(/Buyer|Hanse Sacks|Germany/);
  });

  it("counts one IPv6 /64 once, and answers past the limit with a page and Retry-After", async () => {
    const statuses: number[] = [];
    for (let host = 1; host <= LIMIT + 1; host += 1) statuses.push((await lookup(`2001:db8:7:1::${host.toString(16)}`)).statusCode);
    expect(statuses).toEqual([...Array<number>(LIMIT).fill(404), 429]);
    const refused = await lookup("2001:db8:7:1:ffff:1:2:3");
    expect(refused.statusCode).toBe(429);
    expect(refused.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect(refused.body).toContain("<h1>Too many checks from your address</h1>");
    expect(refused.body).toMatch(/Try again in \d+ minute\(s\)/);
    // Another /64 keeps its own budget.
    expect((await lookup("2001:db8:7:2::1")).statusCode).toBe(404);
  });

  it("counts an IPv4 address and its v4-mapped spelling as one client", async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= LIMIT; attempt += 1) statuses.push((await lookup(attempt % 2 === 0 ? "198.51.100.7" : "::ffff:198.51.100.7")).statusCode);
    expect(statuses).toEqual([...Array<number>(LIMIT).fill(404), 429]);
  });
});

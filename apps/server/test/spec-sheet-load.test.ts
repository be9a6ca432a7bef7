/**
 * Spec sheets cannot stall the server (issue 32): one costs 100 to 600 ms of CPU, and 50 asked
 * for at once used to put /api/health at p99 23 s. Now a sheet is made once per catalogue
 * version and served from memory with its ETag (304 to a client holding it), a change to the
 * catalogue makes it anew, sheets are made one at a time, and each client (an IPv6 /64 once)
 * may fetch PDF_LIMIT_PER_MINUTE a minute; a member's proforma and the data export share the
 * limit. The PDFs made are counted through a mock around the real maker.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { fixedClock } from "../src/domain/clock";
import type * as Pdf from "../src/domain/pdf";
import { buildTestServer, defaultEngines, memberToken, type TestServer } from "./helper";
import { makeOffer, quoteRequest } from "./offer-helpers";
import { get, staffToken } from "./staff-helpers";

const pdfs = vi.hoisted(() => ({ made: 0, inFlight: 0, maxInFlight: 0 }));
vi.mock("../src/domain/pdf", async (importOriginal) => {
  const real = await importOriginal<typeof Pdf>();
  return {
    ...real,
    millPdf: (...args: Parameters<typeof real.millPdf>) => {
      const made = real.millPdf(...args);
      pdfs.made += 1;
      pdfs.inFlight += 1;
      pdfs.maxInFlight = Math.max(pdfs.maxInFlight, pdfs.inFlight);
      const done = () => (pdfs.inFlight -= 1);
      made.finished.then(done, done);
      return made;
    },
  };
});

const LIMIT = 8;
const YARN = "/api/api_spec_sheet?category_id=1";

describe.each(defaultEngines)("spec sheets under load (%s)", (engine) => {
  let server: TestServer;
  let products: string[];
  beforeAll(async () => {
    server = await buildTestServer({ engine, clock: fixedClock("2026-11-25"), env: { PDF_LIMIT_PER_MINUTE: String(LIMIT) } });
    const { rows } = (await server.database.db.execute(sql`select id, category_id from sub_categories order by id`)) as unknown as { rows: { id: number; category_id: number }[] };
    // Ten products: enough to see one making at a time, cheap enough for the suite (about 2 s).
    products = rows.slice(0, 10).map((row) => `/api/api_spec_sheet?category_id=${row.category_id}&sub_category_id=${row.id}`);
  });
  afterAll(async () => server.close());

  let client = 0;
  /** Each call a client of its own (its own /64), unless `address` is given. */
  const fetchSheet = (url: string, headers: Record<string, string> = {}, address = `2001:db8:${(client += 1).toString(16)}::1`) =>
    server.app.inject({ method: "GET", url, headers, remoteAddress: address });

  it("makes a sheet once for 50 asked at once, and serves it with its ETag; a client holding it gets 304", async () => {
    const before = pdfs.made;
    const replies = await Promise.all(Array.from({ length: 50 }, () => fetchSheet(YARN)));
    expect(replies.map((reply) => reply.statusCode)).toEqual(Array<number>(50).fill(200));
    expect(pdfs.made - before).toBe(1);
    const etag = replies[0]?.headers.etag;
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    expect(new Set(replies.map((reply) => reply.headers.etag))).toEqual(new Set([etag]));
    expect(replies[0]?.headers["cache-control"]).toBe("public, max-age=3600");
    expect(replies[49]?.rawPayload.equals(replies[0]?.rawPayload ?? Buffer.alloc(0))).toBe(true);

    const held = await fetchSheet(YARN, { "if-none-match": String(etag) });
    expect(held.statusCode).toBe(304);
    expect(held.rawPayload.length).toBe(0);
    expect(held.headers.etag).toBe(etag);
    expect((await fetchSheet(YARN, { "if-none-match": '"another"' })).statusCode).toBe(200);
    expect(pdfs.made - before).toBe(1);
  });

  it("makes the sheet anew when the catalogue changes", async () => {
    const first = await fetchSheet(YARN);
    await server.database.db.execute(sql`update sub_categories set description = description || ' Retted in clean water.' where id = (select min(id) from sub_categories where category_id = 1)`);
    await expect.poll(async () => (await fetchSheet(YARN)).headers.etag).not.toBe(first.headers.etag);
    const held = await fetchSheet(YARN, { "if-none-match": String(first.headers.etag) });
    expect(held.statusCode).toBe(200);
  });

  it("makes one sheet at a time while ten products' are asked for at once, and health answers meanwhile", async () => {
    pdfs.maxInFlight = 0;
    const before = pdfs.made;
    const started = performance.now();
    const sheets = Promise.all(products.map((url) => fetchSheet(url)));
    // Health is asked for while the sheets are being made: each waits for one sheet at most.
    const health: number[] = [];
    let finished = false;
    void sheets.finally(() => (finished = true));
    while (!finished) {
      // A turn of the event loop between checks, as between a browser's requests.
      await new Promise((resolve) => setImmediate(resolve));
      const asked = performance.now();
      expect((await server.app.inject({ method: "GET", url: "/api/health" })).statusCode).toBe(200);
      health.push(performance.now() - asked);
    }
    expect((await sheets).every((reply) => reply.statusCode === 200)).toBe(true);
    const spent = performance.now() - started;
    expect(pdfs.made - before).toBe(products.length);
    expect(pdfs.maxInFlight).toBe(1);
    // The slowest health answer against the whole batch: one sheet's wait, not all of them.
    const slowest = Math.max(...health);
    console.info(`${products.length} sheets at once: ${Math.round(spent)} ms in all; ${health.length} health checks meanwhile, slowest ${Math.round(slowest)} ms`);
    expect(health.length).toBeGreaterThan(products.length / 2);
    expect(slowest).toBeLessThan(spent / 4);
  });

  it(`lets one client (an IPv6 /64 once) fetch ${LIMIT} PDFs a minute, then 429 with Retry-After`, async () => {
    const statuses: number[] = [];
    for (let host = 1; host <= LIMIT + 1; host += 1) statuses.push((await fetchSheet(YARN, {}, `2001:db8:ffff:1::${host.toString(16)}`)).statusCode);
    expect(statuses).toEqual([...Array<number>(LIMIT).fill(200), 429]);
    const refused = await fetchSheet(YARN, {}, "2001:db8:ffff:1:abcd::9");
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect((await fetchSheet(YARN, {}, "2001:db8:ffff:2::1")).statusCode).toBe(200);
  });

  it("limits a member's proforma downloads and data exports the same way", async () => {
    const { token: staff } = await staffToken(server);
    const buyer = await memberToken(server.app);
    const offer = await makeOffer(server.app, staff, await quoteRequest(server, buyer));
    for (const url of [`/api/api_offer_proforma/${offer.id}`, "/api/api_account_export"]) {
      const statuses: number[] = [];
      for (let attempt = 0; attempt <= LIMIT; attempt += 1) {
        statuses.push((await server.app.inject({ method: "GET", url, headers: { authorization: `Bearer ${buyer}` }, remoteAddress: "198.51.100.20" })).statusCode);
      }
      expect(statuses, url).toEqual([...Array<number>(LIMIT).fill(200), 429]);
    }
    expect((await get(server.app, `/api/api_offer_proforma/${offer.id}`, buyer)).statusCode).toBe(200);
  });
});

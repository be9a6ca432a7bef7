/**
 * Spec sheets cannot stall the server (issue 32): one costs 100 to 600 ms of CPU, and 50 asked
 * for at once used to put /api/health at p99 23 s. Now a sheet is made once per catalogue
 * version and served from memory with its ETag (304 to a client holding it), a change to the
 * catalogue makes it anew, sheets are made one at a time in a worker thread (the event loop
 * stays free: health answers within its bound while the biggest sheets are made), and each
 * client (an IPv6 /64 once) may fetch PDF_LIMIT_PER_MINUTE a minute; a member's proforma and
 * the data export share the limit. The PDFs made are counted through a mock around the real
 * renderer; the worker threads started, through a mock around node:worker_threads.
 */
import type * as WorkerThreads from "node:worker_threads";
import { sql } from "drizzle-orm";
import { PDFParse } from "pdf-parse";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { specSheetData } from "../src/domain/catalogue/spec-sheet";
import { renderSpecSheet } from "../src/domain/catalogue/spec-sheet-pdf";
import type * as Renderer from "../src/domain/catalogue/spec-sheet-renderer";
import { fixedClock, today } from "../src/domain/clock";
import { buildTestServer, defaultEngines, memberToken, type TestServer } from "./helper";
import { makeOffer, quoteRequest } from "./offer-helpers";
import { get, staffToken } from "./staff-helpers";

const pdfs = vi.hoisted(() => ({ made: 0, inFlight: 0, maxInFlight: 0, killNext: false, took: [] as number[], workers: [] as { terminate(): Promise<number> }[] }));
vi.mock("../src/domain/catalogue/spec-sheet-renderer", async (importOriginal) => {
  const real = await importOriginal<typeof Renderer>();
  return {
    ...real,
    createSpecSheetRenderer: (...args: Parameters<typeof real.createSpecSheetRenderer>) => {
      const renderer = real.createSpecSheetRenderer(...args);
      return {
        ...renderer,
        render: (...sheet: Parameters<typeof renderer.render>) => {
          pdfs.made += 1;
          const made = renderer.render(...sheet);
          // The worker dies as this sheet is handed to it (as if killed, or out of memory).
          if (pdfs.killNext) {
            pdfs.killNext = false;
            void pdfs.workers.at(-1)?.terminate();
          }
          return made;
        },
      };
    },
  };
});
vi.mock("node:worker_threads", async (importOriginal) => {
  const real = await importOriginal<typeof WorkerThreads>();
  /** Counts the sheets handed to a worker and not yet answered: "one at a time" is at most one. */
  class Worker extends real.Worker {
    private given = 0;
    constructor(...args: ConstructorParameters<typeof real.Worker>) {
      super(...args);
      pdfs.workers.push(this);
      this.on("message", (answer: { ms?: number }) => {
        if (answer.ms !== undefined) pdfs.took.push(answer.ms);
        this.answered(1);
      });
      this.on("exit", () => this.answered(this.given));
    }
    override postMessage(...args: Parameters<InstanceType<typeof real.Worker>["postMessage"]>) {
      this.given += 1;
      pdfs.inFlight += 1;
      pdfs.maxInFlight = Math.max(pdfs.maxInFlight, pdfs.inFlight);
      super.postMessage(...args);
    }
    private answered(count: number) {
      this.given -= count;
      pdfs.inFlight -= count;
    }
  }
  return { ...real, default: { ...real, Worker }, Worker };
});

const pdfText = async (bytes: Uint8Array) => (await new PDFParse({ data: new Uint8Array(bytes) }).getText()).text.replace(/\s+/g, " ");

const LIMIT = 8;
const clock = fixedClock("2026-11-25");
const YARN = "/api/api_spec_sheet?category_id=1";

describe.each(defaultEngines)("spec sheets under load (%s)", (engine) => {
  let server: TestServer;
  let sheets: string[];
  beforeAll(async () => {
    server = await buildTestServer({ engine, clock, env: { PDF_LIMIT_PER_MINUTE: String(LIMIT) } });
    const { rows } = (await server.database.db.execute(sql`select id, category_id, child_category_id from sub_categories order by id`)) as unknown as { rows: { id: number; category_id: number; child_category_id: number | null }[] };
    // Every category's and kind's sheet but the yarn page's (the biggest: 100 to 600 ms each) and
    // five products': enough to see one making at a time, cheap enough for the suite.
    const pages = rows.flatMap((row) => [`/api/api_spec_sheet?category_id=${row.category_id}`, ...(row.child_category_id === null ? [] : [`/api/api_spec_sheet?category_id=${row.category_id}&child_category_id=${row.child_category_id}`])]);
    sheets = [...new Set(pages)].filter((url) => url !== YARN);
    sheets.push(...rows.slice(0, 5).map((row) => `/api/api_spec_sheet?category_id=${row.category_id}&sub_category_id=${row.id}`));
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

  it("makes one sheet at a time, in a worker, while the biggest are asked for at once; health's p99 under one sheet's making meanwhile", async () => {
    pdfs.maxInFlight = 0;
    const before = pdfs.made;
    const started = performance.now();
    const replies = Promise.all(sheets.map((url) => fetchSheet(url)));
    // Health is asked for while the sheets are being made.
    const health: number[] = [];
    let finished = false;
    void replies.finally(() => (finished = true));
    while (!finished) {
      // Asked now, answered after a turn of the event loop (as between a browser's requests) and
      // the check: a sheet made on this thread would hold up either.
      const asked = performance.now();
      await new Promise((resolve) => setImmediate(resolve));
      expect((await server.app.inject({ method: "GET", url: "/api/health" })).statusCode).toBe(200);
      health.push(performance.now() - asked);
    }
    expect((await replies).every((reply) => reply.statusCode === 200)).toBe(true);
    const spent = performance.now() - started;
    expect(pdfs.made - before).toBe(sheets.length);
    expect(pdfs.maxInFlight).toBe(1);
    // Made on this thread, a sheet held health up for as long as it took (one check per sheet,
    // p99 175 ms at load 6); made in the worker, health waits for no sheet (p99 a few ms idle,
    // 92 and 111 ms at load 10 with the data reads on this thread, against a median sheet of
    // 223 and 266 ms; 468 against 814 ms at load 20). The bound is what the median sheet takes
    // in the worker on this machine now: it scales with the machine's load as both do.
    const sorted = [...health].sort((a, b) => a - b);
    const p99 = sorted[Math.floor(sorted.length * 0.99)] ?? 0;
    const took = pdfs.took.slice(-sheets.length).sort((a, b) => a - b);
    const median = took[Math.floor(took.length / 2)] ?? 0;
    console.info(`${sheets.length} sheets at once: ${Math.round(spent)} ms in all, each ${Math.round(took[0] ?? 0)} to ${Math.round(took.at(-1) ?? 0)} ms (median ${Math.round(median)}) in the worker; ${health.length} health checks meanwhile, p99 ${Math.round(p99)} ms, slowest ${Math.round(sorted.at(-1) ?? 0)} ms`);
    expect(took).toHaveLength(sheets.length);
    expect(health.length).toBeGreaterThan(sheets.length * 10);
    expect(p99).toBeLessThan(median);
  });

  it("makes in the worker the very PDF this thread would make", async () => {
    const reply = await fetchSheet("/api/api_spec_sheet?category_id=3&child_category_id=2&sub_category_id=14");
    expect(reply.statusCode).toBe(200);
    const sheet = await specSheetData(server.database.db, { categoryId: 3, childCategoryId: 2, subCategoryId: 14 });
    if (!sheet) throw new Error("the hessian bag is not in the catalogue");
    const here = await renderSpecSheet(sheet, { generatedOn: today(clock) });
    const text = await pdfText(reply.rawPayload);
    expect(text).toContain("Spec sheet:");
    expect(text).toBe(await pdfText(here));
  });

  it("starts a new worker when one dies, and makes on it the sheet the dead one was given", async () => {
    await server.database.db.execute(sql`update sub_categories set description = description || ' Sewn by hand.' where id = 14`);
    await fetchSheet(YARN);
    const workers = pdfs.workers.length;
    const made = pdfs.made;
    pdfs.killNext = true;
    const reply = await fetchSheet("/api/api_spec_sheet?category_id=3&child_category_id=2&sub_category_id=14");
    expect(reply.statusCode).toBe(200);
    expect(await pdfText(reply.rawPayload)).toContain("Sewn by hand.");
    expect(pdfs.made - made).toBe(1);
    expect(pdfs.workers.length).toBe(workers + 1);
    // The next sheet goes to the new worker.
    expect((await fetchSheet("/api/api_spec_sheet?category_id=2")).statusCode).toBe(200);
    expect(pdfs.workers.length).toBe(workers + 1);
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

describe("the spec sheet worker", () => {
  it("ends after its idle time and starts again for the next sheet; closed, it refuses", async () => {
    const { createSpecSheetRenderer } = await vi.importActual<typeof Renderer>("../src/domain/catalogue/spec-sheet-renderer");
    const renderer = createSpecSheetRenderer({ idleMs: 50 });
    const sheet = { title: "Test", category: "Jute Yarn", facts: null, items: [] };
    expect(renderer.running()).toBe(false);
    expect((await renderer.render(sheet, { generatedOn: "2026-11-25" })).subarray(0, 5).toString()).toBe("%PDF-");
    await expect.poll(() => renderer.running()).toBe(false);
    expect(await pdfText(await renderer.render(sheet, { generatedOn: "2026-11-26" }))).toContain("Spec sheet: Test");
    await renderer.close();
    expect(renderer.running()).toBe(false);
    await expect(renderer.render(sheet, { generatedOn: "2026-11-26" })).rejects.toThrow(/closed/);
  });
});

/**
 * No 5xx to bad input (issue 22): a deeply nested JSON body under 16 KiB overflowed the stack
 * (a 500 with the stack in the log); an impossible effective date (2031-02-31) on a price list
 * preview was a 500; a price or weight of 0.00001 passed the preview and the apply failed with
 * a 500 (stored as 0). Generated inputs (fast-check) cover nesting depth, calendar dates and
 * amounts at the precision limits, on PGlite and PostgreSQL.
 */
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isCalendarDay } from "@jute/api/contract";
import { fixedClock } from "../src/domain/clock";
import { MAX_JSON_DEPTH } from "../src/http/plugins/json-depth";
import { PRICE_COLUMNS } from "../src/domain/price-list/price-list-csv";
import { buildTestServer, defaultEngines, json, type TestServer } from "./helper";
import { post, staffToken } from "./staff-helpers";

const TODAY = "2026-11-23";
const header = PRICE_COLUMNS.join(",");
const nested = (depth: number, open = "[", close = "]") => `${open.repeat(depth)}${close.repeat(depth)}`;
const nestedObject = (depth: number) => `${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`;
const runs = (numRuns: number) => ({ numRuns, seed: 22 });

describe.each(defaultEngines)("no 5xx to bad input (%s)", (engine) => {
  let server: TestServer;
  let staff: string;
  beforeAll(async () => {
    server = await buildTestServer({ engine, clock: fixedClock(TODAY), env: { RESET_LIMIT_PER_HOUR: "100000" } });
    staff = (await staffToken(server)).token;
  }, 120_000);
  afterAll(() => server.close());

  const raw = (url: string, payload: string, token?: string) =>
    server.app.inject({ method: "POST", url, headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) }, payload });
  const preview = (csv: string, effective_from = TODAY) => post(server.app, "/api/staff/prices/preview", { file_name: "p.csv", csv, effective_from }, staff);

  it("refuses a body nested 8,000 deep (under 16 KiB) with a 400 that says why", async () => {
    for (const payload of [`{"email":${nested(8000)}}`, nested(8000), nestedObject(2500)]) {
      expect(payload.length).toBeLessThan(16 * 1024);
      for (const url of ["/api/api_login", "/api/api_enquiry", "/api/api_register"]) {
        const reply = await raw(url, payload);
        expect(reply.statusCode).toBe(400);
        expect(reply.json()).toMatchObject({ success: false, msg: `The body is nested too deeply: at most ${MAX_JSON_DEPTH} levels of arrays and objects` });
      }
    }
  });

  it("answers generated nesting depths with a 4xx, never a 5xx; deeper than the cap always says so", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 6000 }),
        fc.constantFrom("array", "object", "in-field"),
        fc.constantFrom("/api/api_login", "/api/api_enquiry", "/api/api_password_forgot", "/api/staff/prices/preview"),
        async (depth, shape, url) => {
          const payload = shape === "array" ? nested(depth) : shape === "object" ? nestedObject(depth) : `{"csv":${nested(depth, "[{\"x\":", "}]")}}`;
          const reply = await raw(url, payload, url.includes("staff") ? staff : undefined);
          expect(reply.statusCode).toBeGreaterThanOrEqual(400);
          expect(reply.statusCode).toBeLessThan(500);
          const nesting = shape === "in-field" ? 2 * depth + 1 : depth;
          if (nesting > MAX_JSON_DEPTH && payload.length <= 16 * 1024) expect(reply.json().msg).toMatch(/nested too deeply/);
        },
      ),
      runs(150),
    );
  }, 120_000);

  it("refuses 2031-02-31 on a preview and on fares with a 400 naming the date", async () => {
    const refused = await preview(`${header}\nSJSML,,1,,,,8,2,VOT,1000,1200`, "2031-02-31");
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ success: false, msg: "2031-02-31 is not a day of the calendar: choose the day the change takes effect" });
    const fares = await post(server.app, "/api/staff/fares/preview", { effective_from: "2031-02-31", fares: [{ truck_fare_id: "1", fare: "9" }] }, staff);
    expect(fares.statusCode).toBe(400);
    expect(fares.json().msg).toMatch(/2031-02-31 is not a day of the calendar/);
  });

  it("answers generated dates (impossible days and months included) with 200 or a 400 that says why", async () => {
    const twoDigits = (value: number) => String(value).padStart(2, "0");
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 9999 }), fc.integer({ min: 0, max: 13 }), fc.integer({ min: 0, max: 32 }), async (year, month, date) => {
        const day = `${String(year).padStart(4, "0")}-${twoDigits(month)}-${twoDigits(date)}`;
        const reply = await preview(`${header}\nSJSML,,1,,,,8,2,VOT,1000,1200`, day);
        expect(reply.statusCode, day).toBeLessThan(500);
        if (!isCalendarDay(day)) {
          expect(reply.statusCode).toBe(400);
          expect(reply.json().msg).toContain(`${day} is not a day of the calendar`);
        } else if (day < TODAY) {
          expect(reply.statusCode).toBe(400);
        } else {
          expect(reply.statusCode).toBe(200);
        }
      }),
      runs(120),
    );
  }, 120_000);

  it("refuses a price or weight of 0.00001 at the preview, saying it rounds to 0", async () => {
    const reply = await preview(`${header}\nSJSML,,1,,,,8,2,VOT,1000,0.00001\nSJSML,,1,,,,9,2,VOT,0.00001,1200`);
    expect(reply.statusCode).toBe(400);
    expect(reply.json().problems).toEqual([
      { line: 2, msg: 'ex_mill_usd "0.00001" rounds to 0 at 4 decimals: at least 0.0001' },
      { line: 3, msg: 'kg_per_unit "0.00001" rounds to 0 at 4 decimals: at least 0.0001' },
    ]);
  });

  it("amounts and counts at the precision limits: a preview that passes applies, and none is a 5xx", async () => {
    const amount = fc.oneof(
      fc.constantFrom("0.00001", "0.00004", "0.00005", "0.0001", "0.00014999", "99999999.9999", "99999999.99994", "99999999.99995", "99999999.99999", "1e-5", "0.1", "1000"),
      fc.double({ min: 0, max: 1e8, noNaN: true }).map((value) => value.toString()),
      fc.tuple(fc.integer({ min: 0, max: 99_999_999 }), fc.integer({ min: 0, max: 999_999 })).map(([whole, fraction]) => `${whole}.${String(fraction).padStart(6, "0")}`),
    );
    const count = fc.oneof(fc.constantFrom("8", "0.001", "0.005", "9999.99", "9999.995", "9999.999", "12.345"), fc.double({ min: 0, max: 10_000, noNaN: true }).map((value) => value.toString()));
    await fc.assert(
      fc.asyncProperty(amount, amount, count, async (kg, price, yarnCount) => {
        const csv = `${header}\nOJML,,1,,,,${yarnCount},1,MOT,${kg},${price}`;
        const previewed = await preview(csv);
        expect(previewed.statusCode, `${kg} ${price} ${yarnCount}`).toBeLessThan(500);
        if (previewed.statusCode !== 200) {
          expect(previewed.json().success).toBe(false);
          return;
        }
        const { version, preview_id } = (previewed.json() as { data: { version: number; preview_id: string } }).data;
        const applied = await post(server.app, "/api/staff/prices/apply", { file_name: "p.csv", csv, effective_from: TODAY, version, preview_id, confirm_flagged: true }, staff);
        expect(applied.statusCode, `apply ${kg} ${price} ${yarnCount}: ${applied.body}`).toBe(200);
      }),
      runs(60),
    );
  }, 240_000);

  it("still answers a login after the barrage", async () => {
    const reply = await server.app.inject(json("POST", "/api/api_login", { email: "nobody@example.com", password: "not-the-password-1" }));
    expect(reply.statusCode).toBe(401);
  });
});

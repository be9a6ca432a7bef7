import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEntryReply, auditReply, priceApplyReply, priceListReply, pricePreviewReply, staleVersion, staffPaths, uploadProblems, undoReply } from "@jute/api/contract";
import { sessions, subCategories } from "../src/db/schema";
import { fixedClock, today } from "../src/domain/clock";
import { buildTestServer, engines, json, memberToken, bearer, type TestServer } from "./helper";
import { exported, get, memberCost, post, staffToken, withPriceTimes } from "./staff-helpers";

const TODAY = "2026-11-23";
const TOMORROW = "2026-11-24";

/** Every staff call, with a body that would be valid, for the crawl. */
const everyCall: { method: "GET" | "POST"; url: string; body?: unknown }[] = [
  { method: "GET", url: `/api/${staffPaths.prices}` },
  { method: "GET", url: `/api/${staffPaths.pricesExport}` },
  { method: "POST", url: `/api/${staffPaths.pricesPreview}`, body: { file_name: "a.csv", csv: "x", effective_from: TODAY } },
  { method: "POST", url: `/api/${staffPaths.pricesApply}`, body: { file_name: "a.csv", csv: "x", effective_from: TODAY, version: 1 } },
  { method: "POST", url: `/api/${staffPaths.pricesCancel}`, body: { change_id: "1" } },
  { method: "POST", url: `/api/${staffPaths.pricesRestore}`, body: { change_id: "1" } },
  { method: "POST", url: `/api/${staffPaths.workbook}`, body: { file_name: "book.xlsx", workbook: "UEsDBA==" } },
  { method: "GET", url: `/api/${staffPaths.audit}` },
  { method: "GET", url: `/api/${staffPaths.auditEntry}/1` },
  { method: "GET", url: `/api/${staffPaths.fares}` },
  { method: "POST", url: `/api/${staffPaths.faresPreview}`, body: { effective_from: TODAY, fares: [{ truck_fare_id: "1", fare: "9" }] } },
  { method: "POST", url: `/api/${staffPaths.faresApply}`, body: { effective_from: TODAY, fares: [{ truck_fare_id: "1", fare: "9" }], version: 1, preview_id: "a".repeat(64) } },
  { method: "POST", url: `/api/${staffPaths.faresCancel}`, body: { change_id: "1" } },
  { method: "POST", url: `/api/${staffPaths.faresRestore}`, body: { change_id: "1" } },
  { method: "GET", url: `/api/${staffPaths.members}` },
  { method: "POST", url: `/api/${staffPaths.membersDisable}`, body: { member_id: "1" } },
  { method: "POST", url: `/api/${staffPaths.membersEnable}`, body: { member_id: "1" } },
  { method: "GET", url: `/api/${staffPaths.enquiries}` },
  { method: "GET", url: `/api/${staffPaths.enquiries}/1` },
  { method: "POST", url: `/api/${staffPaths.enquiriesAnswer}`, body: { enquiry_id: "1" } },
  { method: "POST", url: `/api/${staffPaths.enquiriesReply}`, body: { enquiry_id: "1", message: "Thank you for asking." } },
  { method: "POST", url: `/api/${staffPaths.enquiriesReopen}`, body: { enquiry_id: "1" } },
  { method: "GET", url: `/api/${staffPaths.threads}?enquiry_id=1` },
  { method: "POST", url: `/api/${staffPaths.threads}`, body: { enquiry_id: "1", body: "Thank you for asking." } },
  { method: "POST", url: `/api/${staffPaths.threadsRead}`, body: { enquiry_id: "1" } },
  { method: "GET", url: `/api/${staffPaths.threadsUnread}` },
];

/** The yarn quote of a CSV line, as a member's lookup filters. */
function filtersOf(csvLine: string): Record<string, string> {
  const cells = csvLine.split(",");
  return { company_id: cells[0] === "SJSML" ? "1" : "2", sub_category_id: cells[2] ?? "", count: cells[6] ?? "", ply: cells[7] ?? "", oil: cells[8] ?? "" };
}

describe.each(engines)("the staff console on %s", (engine) => {
  let server: TestServer;
  const clock = fixedClock(TODAY);
  let staff: string;
  let staffEmail: string;
  let member: string;

  beforeAll(async () => {
    server = await buildTestServer({ engine, clock });
    ({ token: staff, email: staffEmail } = await staffToken(server));
    member = await memberToken(server.app);
  });
  afterAll(async () => server.close());

  const upload = (csv: string, extra: Record<string, unknown> = {}) => ({ file_name: "prices.csv", csv, effective_from: today(clock), ...extra });
  const preview = async (csv: string, extra: Record<string, unknown> = {}) => post(server.app, "/api/staff/prices/preview", upload(csv, extra), staff);
  /** Applies as the page does: with the preview_id of a preview of the same file, date and options (unless given). */
  const apply = async (csv: string, version: number, extra: Record<string, unknown> = {}) => {
    const previewId = "preview_id" in extra ? extra.preview_id : ((await preview(csv, extra)).json() as { data?: { preview_id?: string } }).data?.preview_id ?? "0".repeat(64);
    return post(server.app, "/api/staff/prices/apply", upload(csv, { version, ...extra, preview_id: previewId }), staff);
  };

  describe("who may call", () => {
    it("refuses every staff call to visitors (401) and members (403)", async () => {
      // The crawl covers every staff path of the contract.
      for (const path of Object.values(staffPaths)) expect(everyCall.some((call) => call.url.startsWith(`/api/${path}`)), path).toBe(true);
      for (const call of everyCall) {
        const asVisitor = await server.app.inject(json(call.method, call.url, call.body));
        expect(asVisitor.statusCode, `${call.method} ${call.url}`).toBe(401);
        expect(asVisitor.json()).toEqual({ success: false, msg: "Log in as staff first: you are not logged in, or your session has ended", code: "unauthenticated" });
        const asMember = await server.app.inject(json(call.method, call.url, call.body, bearer(member)));
        expect(asMember.statusCode, `${call.method} ${call.url}`).toBe(403);
        expect(asMember.json()).toEqual({ success: false, msg: "This is for the mill's staff only", code: "forbidden" });
      }
    });

    it("refuses an expired and a revoked staff token with 401", async () => {
      const { token: expired } = await staffToken(server);
      await server.database.db.execute(sql`update sessions set expires_at = now() - interval '1 second' where member_id = (select id from members where role = 'staff' order by id desc limit 1)`);
      const { token: revoked } = await staffToken(server);
      expect((await post(server.app, "/api/api_logout", {}, revoked)).statusCode).toBe(200);
      for (const call of everyCall) {
        for (const token of [expired, revoked]) {
          const response = await server.app.inject(json(call.method, call.url, call.body, bearer(token)));
          expect(response.statusCode, `${call.method} ${call.url}`).toBe(401);
        }
      }
    });

    it("gives staff a token that lives 12 hours at most, and members their usual 7 days", async () => {
      const rows = await server.database.db.execute(
        sql`select m.role, extract(epoch from (s.expires_at - s.created_at)) as ttl from sessions s join members m on m.id = s.member_id where s.revoked_at is null`,
      );
      const ttl = (rows as unknown as { rows: { role: string; ttl: string }[] }).rows;
      expect(ttl.filter((row) => row.role === "staff").every((row) => Number(row.ttl) <= 12 * 3600 + 1)).toBe(true);
      expect(ttl.filter((row) => row.role === "member").every((row) => Number(row.ttl) > 6 * 86_400)).toBe(true);
    });
  });

  describe("the price list", () => {
    it("shows the prices in force with their effective dates", async () => {
      const list = priceListReply().parse((await get(server.app, "/api/staff/prices", staff)).json()).data;
      expect(list.today).toBe(TODAY);
      expect(list.prices.length).toBeGreaterThan(100);
      expect(list.prices[0]?.effective_from).toBe("2026-01-01");
      expect(list.scheduled).toEqual([]);
    });

    it("exports a file that round-trips: uploading it unchanged changes nothing", async () => {
      const csv = await exported(server.app, staff);
      expect(csv.split("\r\n")[0]).toBe("company,category,sub_category_id,sub_category,product_size_id,size,yarn_count,ply,oil,kg_per_unit,ex_mill_usd");
      const diff = pricePreviewReply().parse((await preview(csv)).json()).data;
      expect(diff.counts).toMatchObject({ added: 0, changed: 0, missing: 0, retired: 0 });
      expect(diff.counts.unchanged).toBe(csv.trim().split("\r\n").length - 1);
    });

    it("previews one raised price as exactly one change, applies it, audits it, and restores the previous version", async () => {
      const csv = await exported(server.app, staff);
      const raised = withPriceTimes(csv, 2, 1.1);
      const filters = filtersOf(csv.split("\r\n")[1] ?? "");
      const costBefore = await memberCost(server.app, member, filters);

      const diff = pricePreviewReply().parse((await preview(raised.csv)).json()).data;
      expect(diff.counts).toMatchObject({ added: 0, changed: 1, missing: 0 });
      expect(diff.changed[0]).toMatchObject({ line: 2, old_price: raised.before, new_price: raised.after, percent: 10, flagged: false });
      // Nothing has changed yet.
      expect(await memberCost(server.app, member, filters)).toBe(costBefore);

      const applied = priceApplyReply().parse((await apply(raised.csv, diff.version)).json()).data;
      expect(applied).toMatchObject({ changed: 1, scheduled: false, effective_from: TODAY });
      const costAfter = await memberCost(server.app, member, filters);
      expect(costAfter).toBeCloseTo((costBefore ?? 0) + Number(raised.after) - Number(raised.before), 2);

      const audit = auditReply().parse((await get(server.app, "/api/staff/audit", staff)).json()).data;
      expect(audit[0]).toMatchObject({ change_id: applied.change_id, kind: "prices", staff_email: staffEmail, file_name: "prices.csv", counts: { changed: 1 } });
      expect(audit[0]?.file_sha256).toMatch(/^[0-9a-f]{64}$/);
      const entry = auditEntryReply().parse((await get(server.app, `/api/staff/audit/${applied.change_id}`, staff)).json()).data;
      const changedRow = (rows: Record<string, string>[]) => rows.find((row) => row.sub_category_id === filters.sub_category_id && row.yarn_count === filters.count && row.ply === filters.ply && row.oil === filters.oil && row.company === "SJSML");
      expect(changedRow(entry.rows_before)?.price).toBe(raised.before);
      expect(changedRow(entry.rows_after)?.price).toBe(raised.after);

      const restored = undoReply().parse((await post(server.app, "/api/staff/prices/restore", { change_id: applied.change_id }, staff)).json()).data;
      expect(restored).toMatchObject({ undone: applied.change_id, action: "put_back", count: 1 });
      expect(await memberCost(server.app, member, filters)).toBe(costBefore);
      const after = auditReply().parse((await get(server.app, "/api/staff/audit", staff)).json()).data;
      expect(after[0]).toMatchObject({ kind: "restore", restores_change_id: applied.change_id });
    });

    it("flags changes beyond +/-25% for a second look", async () => {
      const csv = await exported(server.app, staff);
      const doubled = withPriceTimes(withPriceTimes(csv, 3, 2).csv, 4, 0.7);
      const diff = pricePreviewReply().parse((await preview(doubled.csv)).json()).data;
      expect(diff.counts).toMatchObject({ changed: 2, flagged: 2 });
      expect(diff.changed.map((line) => line.percent)).toEqual([100, -30]);
    });

    it("keeps prices the file leaves out, unless asked to retire them", async () => {
      const csv = await exported(server.app, staff);
      const lines = csv.trim().split("\r\n");
      const shorter = [...lines.slice(0, -2)].join("\r\n");
      const kept = pricePreviewReply().parse((await preview(shorter)).json()).data;
      expect(kept.counts).toMatchObject({ missing: 2, retired: 0, changed: 0 });
      const retired = pricePreviewReply().parse((await preview(shorter, { retire_missing: true })).json()).data;
      expect(retired.counts).toMatchObject({ missing: 2, retired: 2 });
      expect(retired.missing).toHaveLength(2);
    });

    it("schedules a list for tomorrow: shown as scheduled, today's price still served, tomorrow's served on its day by itself", async () => {
      const csv = await exported(server.app, staff);
      const raised = withPriceTimes(csv, 2, 1.05);
      const filters = filtersOf(csv.split("\r\n")[1] ?? "");
      const costToday = await memberCost(server.app, member, filters);
      const diff = pricePreviewReply().parse((await preview(raised.csv, { effective_from: TOMORROW })).json()).data;
      const applied = priceApplyReply().parse((await apply(raised.csv, diff.version, { effective_from: TOMORROW })).json()).data;
      expect(applied).toMatchObject({ scheduled: true, effective_from: TOMORROW, changed: 1 });

      const list = priceListReply().parse((await get(server.app, "/api/staff/prices", staff)).json()).data;
      expect(list.scheduled).toHaveLength(1);
      expect(list.scheduled[0]).toMatchObject({ change_id: applied.change_id, effective_from: TOMORROW });
      expect(list.scheduled[0]?.rows[0]?.price).toBe(raised.after);
      expect(await memberCost(server.app, member, filters)).toBe(costToday);

      clock.set(TOMORROW);
      try {
        expect(await memberCost(server.app, member, filters)).toBeCloseTo((costToday ?? 0) + Number(raised.after) - Number(raised.before), 2);
        const tomorrow = priceListReply().parse((await get(server.app, "/api/staff/prices", staff)).json()).data;
        expect(tomorrow.scheduled).toEqual([]);
      } finally {
        clock.set(TODAY);
      }
      // Cancelled before its day, it never takes effect.
      const cancelled = await post(server.app, "/api/staff/prices/cancel", { change_id: applied.change_id }, staff);
      expect(cancelled.statusCode).toBe(200);
      expect(cancelled.json()).toMatchObject({ data: { removed: 1 } });
      clock.set(TOMORROW);
      try {
        expect(await memberCost(server.app, member, filters)).toBe(costToday);
      } finally {
        clock.set(TODAY);
      }
      const again = await post(server.app, "/api/staff/prices/cancel", { change_id: applied.change_id }, staff);
      expect(again.statusCode).toBe(409);
    });

    it("refuses an effective date in the past", async () => {
      const csv = await exported(server.app, staff);
      const response = await preview(csv, { effective_from: "2026-11-22" });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ success: false, msg: `Choose today (${TODAY}) or a later day for the change to take effect`, field: "effective_from", code: "invalid_input" });
    });

    it("lets one of two staff applying at once win; the other is told the list changed and gets a fresh diff", async () => {
      const csv = await exported(server.app, staff);
      const first = withPriceTimes(csv, 5, 1.1);
      const second = withPriceTimes(csv, 6, 1.1);
      const { version } = pricePreviewReply().parse((await preview(first.csv)).json()).data;
      const auditBefore = auditReply().parse((await get(server.app, "/api/staff/audit", staff)).json()).data.length;
      const [a, b] = await Promise.all([apply(first.csv, version), apply(second.csv, version)]);
      const statuses = [a.statusCode, b.statusCode].sort();
      expect(statuses).toEqual([200, 409]);
      const loser = a.statusCode === 409 ? a : b;
      const stale = staleVersion().parse(loser.json());
      expect(stale.msg).toBe("The price list changed since your preview: check the fresh diff below before applying");
      expect(stale.diff.version).toBeGreaterThan(version);
      const auditAfter = auditReply().parse((await get(server.app, "/api/staff/audit", staff)).json()).data.length;
      expect(auditAfter).toBe(auditBefore + 1);
      // Re-applying the winner's own request is refused too: nothing is applied twice.
      const winnerCsv = a.statusCode === 200 ? first.csv : second.csv;
      expect((await apply(winnerCsv, version)).statusCode).toBe(409);
    });
  });

  describe("bad uploads", () => {
    const header = "company,category,sub_category_id,sub_category,product_size_id,size,yarn_count,ply,oil,kg_per_unit,ex_mill_usd";

    it("reports every bad row with its line number and changes nothing", async () => {
      const csv = [
        header,
        "NOPE,,1,,,,8,1,MOT,1000,1300",
        "SJSML,,999,,,,8,1,MOT,1000,1300",
        "SJSML,,1,,,,8,1,MOT,1000,-5",
        "SJSML,,1,,,,8,1,MOT,1000,abc",
        "SJSML,,1,,,,8,3,MOT,1000,1300",
        "SJSML,,1,,,,8,1,MOT,1000,1300",
        "SJSML,,1,,,,8,1,MOT,1000,1301",
        "SJSML,,17,,99,,,,,1,1",
        "SJSML,,1,,,,8,1,MOT",
      ].join("\n");
      const response = await preview(csv);
      expect(response.statusCode).toBe(400);
      const reply = uploadProblems().parse(response.json());
      expect(reply.msg).toBe("The file has 8 problems: nothing was changed");
      expect(reply.problems).toEqual([
        { line: 2, msg: 'unknown company "NOPE" (expected SJSML or OJML)' },
        { line: 3, msg: 'unknown sub-category "999"' },
        { line: 4, msg: 'ex_mill_usd "-5" must be a positive number' },
        { line: 5, msg: 'ex_mill_usd "abc" must be a positive number' },
        { line: 6, msg: 'ply "3" must be 1 or 2' },
        { line: 8, msg: "duplicate of line 7 (same company, sub-category and spec)" },
        { line: 9, msg: 'unknown spec: size "99" is not a size of sub-category 17' },
        { line: 10, msg: "has 9 cells; the header has 11" },
      ]);
      expect(reply.total).toBe(8);
      const applied = await apply(csv, 0);
      expect(applied.statusCode).toBe(400);
    });

    it("refuses a wrong header, a binary file, an empty file and a body over the size limit, never with a 5xx", async () => {
      const cases: [string, number, RegExp][] = [
        ["price,company\n1,SJSML", 400, /^Line 1 \(the header\) is wrong: missing columns company|^Line 1 \(the header\) is wrong: missing columns/],
        ["PK\u0003\u0004\u0000\u0000binary", 400, /not a CSV text file/],
        [header, 400, /no price rows/],
        ['company,"unterminated\n', 400, /could not be read as CSV/],
      ];
      for (const [csv, status, msg] of cases) {
        const response = await preview(csv);
        expect(response.statusCode, csv.slice(0, 20)).toBe(status);
        expect((response.json() as { msg: string }).msg).toMatch(msg);
      }
      const huge = await preview("x".repeat(9 * 1024 * 1024));
      expect(huge.statusCode).toBe(413);
      expect(huge.json()).toEqual({ success: false, msg: "The file is too large: at most 8 MiB", code: "too_large" });
      const notJson = await server.app.inject({ method: "POST", url: "/api/staff/prices/preview", headers: { "content-type": "text/csv", ...bearer(staff) }, payload: header });
      expect(notJson.statusCode).toBe(415);
    });

    it("reads a BOM, semicolons and Windows line endings as the same list", async () => {
      const csv = await exported(server.app, staff);
      const semicolons = csv
        .split("\r\n")
        .map((line) => line.replace(/"([^"]*)"/g, (_match, inner: string) => inner.replaceAll(",", " ")).replaceAll(",", ";"))
        .join("\n");
      for (const variant of [`\uFEFF${csv}`, csv.replaceAll("\r\n", "\n"), `\uFEFF${semicolons}`]) {
        const diff = pricePreviewReply().parse((await preview(variant)).json()).data;
        expect(diff.counts).toMatchObject({ added: 0, changed: 0, missing: 0 });
      }
    });

    it("answers a 20,000-row file (the most accepted) with its problems summarised, not a 5xx, and applies nothing", async () => {
      // CRX (sub-category 1) offers counts 6 to 10: 5 counts x 2 plies x 2 oils = 20 specs per mill.
      const specs = [6, 7, 8, 9, 10].flatMap((count) => ["1", "2"].flatMap((ply) => ["MOT", "VOT"].map((oil) => `${count},${ply},${oil}`)));
      const rows = Array.from({ length: 20_000 }, (_, index) => `SJSML,,1,,,,${specs[index % specs.length]},1000,${1000 + (index % 100)}`);
      const response = await preview([header, ...rows].join("\n"));
      expect(response.statusCode).toBe(400);
      const reply = uploadProblems().parse(response.json());
      expect(reply.total).toBe(20_000 - specs.length);
      // One line for 19,980 identical problems, not 200 of them.
      expect(reply.problems).toEqual([{ line: 22, msg: "19980 rows: duplicate of an earlier line (same company, sub-category and spec) (first at line 22)" }]);
    }, 60_000);

    it("neutralises cells that a spreadsheet would read as a formula", async () => {
      await server.database.db.update(subCategories).set({ name: "=HYPERLINK(\"http://x\")" }).where(eq(subCategories.id, 1));
      try {
        const csv = await exported(server.app, staff);
        expect(csv).toContain(`,"'=HYPERLINK(""http://x"")",`);
        expect(csv).not.toMatch(/,=HYPERLINK/);
        // The neutralised file still round-trips.
        const diff = pricePreviewReply().parse((await preview(csv)).json()).data;
        expect(diff.counts).toMatchObject({ changed: 0, added: 0, missing: 0 });
      } finally {
        await server.database.db.update(subCategories).set({ name: "CRX" }).where(eq(subCategories.id, 1));
      }
    });

    it("names the field of a bad body", async () => {
      const cases: [unknown, string, string][] = [
        [{ csv: "x", effective_from: TODAY }, "Choose a CSV file", "file_name"],
        [{ file_name: "a.csv", csv: "x", effective_from: "tomorrow" }, "Give the day the change takes effect as a date (YYYY-MM-DD)", "effective_from"],
        [{ file_name: "a.csv", csv: "", effective_from: TODAY }, "The file is empty: choose the CSV file of the price list", "csv"],
      ];
      for (const [body, msg, field] of cases) {
        const response = await post(server.app, "/api/staff/prices/preview", body, staff);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ success: false, msg, field, code: "invalid_input" });
      }
    });
  });

  describe("port fares", () => {
    it("sets a fare from a day on, audited; members' quotes follow on that day", async () => {
      const filters = { company_id: "1", sub_category_id: "1", count: "8", ply: "1", oil: "MOT" };
      const before = await memberCost(server.app, member, filters);
      const fares = (await get(server.app, "/api/staff/fares", staff)).json() as { data: { fares: { truck_fare_id: string; fare: string }[] } };
      const chattogram = fares.data.fares.find((fare) => fare.truck_fare_id === "1");
      const raisedBy = 5;
      const change = { effective_from: TOMORROW, fares: [{ truck_fare_id: "1", fare: String(Number(chattogram?.fare) + raisedBy) }] };
      const previewed = (await post(server.app, "/api/staff/fares/preview", change, staff)).json() as { data: { version: number; preview_id: string } };
      // 18 -> 23 is +27.8%: beyond ±25%, so the save confirms it (staff-fares.test.ts tests the refusal).
      const response = await post(server.app, "/api/staff/fares/apply", { ...change, version: previewed.data.version, preview_id: previewed.data.preview_id, confirm_flagged: true }, staff);
      expect(response.statusCode).toBe(200);
      expect(await memberCost(server.app, member, filters)).toBe(before);
      clock.set(TOMORROW);
      try {
        // A yarn quote is per tonne: the fare is added whole.
        expect(await memberCost(server.app, member, filters)).toBeCloseTo((before ?? 0) + raisedBy, 2);
      } finally {
        clock.set(TODAY);
      }
      const audit = auditReply().parse((await get(server.app, "/api/staff/audit", staff)).json()).data;
      expect(audit[0]).toMatchObject({ kind: "fares", effective_from: TOMORROW, counts: { changed: 1 } });
      // A bad fare is refused naming its port (issue 25).
      const bad = await post(server.app, "/api/staff/fares/preview", { effective_from: TODAY, fares: [{ truck_fare_id: "1", fare: "-3" }] }, staff);
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toEqual({
        success: false,
        msg: 'Chattogram Port: "-3" is not a fare: type a number of US dollars per tonne (0 or more, at most 2 decimals, e.g. 19.50)',
        field: "fares.0.fare",
        code: "invalid_input",
      });
    });
  });

  describe("members", () => {
    it("lists and searches members; disabling ends all their sessions at once, enabling lets them in again", async () => {
      const email = `disable.me.${Date.now()}@example.com`;
      const password = "golden-fibre-disable-1";
      expect((await post(server.app, "/api/api_register", { name: "Rahim Disable", email, password })).statusCode).toBe(201);
      const tokens = [];
      for (let i = 0; i < 2; i += 1) tokens.push((await post(server.app, "/api/api_login", { email, password })).json().token as string);

      const found = (await get(server.app, "/api/staff/members?q=disable.me", staff)).json() as { data: { id: string; email: string; disabled: boolean }[] };
      expect(found.data.map((row) => row.email)).toEqual([email]);
      const id = found.data[0]?.id;

      const disabled = await post(server.app, "/api/staff/members/disable", { member_id: id }, staff);
      expect(disabled.json()).toMatchObject({ success: true, data: { disabled: true, sessions_ended: 2 } });
      const live = await server.database.db.select().from(sessions).where(sql`${sessions.memberId} = ${Number(id)} and ${sessions.revokedAt} is null`);
      expect(live).toHaveLength(0);
      for (const token of tokens) expect(await memberCost(server.app, token, { sub_category_id: "1" })).toBeNull();
      // With the right password they are told the account is disabled and whom to write to (issue 25);
      // a wrong password still gets the usual answer, telling nothing.
      const refused = await post(server.app, "/api/api_login", { email, password });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ success: false, code: "forbidden", msg: "This account is disabled by the mill's staff. To use it again, write to the sales office at export@sonalijutegroup.com.bd." });
      expect((await post(server.app, "/api/api_login", { email, password: `${password}-wrong` })).json()).toMatchObject({ success: false, code: "unauthenticated", msg: "The email or password is incorrect" });

      expect((await post(server.app, "/api/staff/members/enable", { member_id: id }, staff)).statusCode).toBe(200);
      expect((await post(server.app, "/api/api_login", { email, password })).statusCode).toBe(200);
      expect((await post(server.app, "/api/staff/members/disable", { member_id: "99999" }, staff)).statusCode).toBe(404);
    });
  });
});

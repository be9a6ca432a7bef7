/**
 * The staff console as a mill's clerk uses it (issue 25): what is checked is what is applied,
 * the +/-25% confirmation required by the server, the mill's own clock, spreadsheets as
 * LibreOffice and Excel save them, and no price that no member could ever see.
 */
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditReply, priceApplyReply, priceListReply, pricePreviewReply, uploadProblems, undoReply } from "@jute/api/contract";
import { loadConfig } from "../src/env";
import { fixedClock } from "../src/domain/clock";
import { DECIMAL_COMMA_HINT, NOT_CSV_TEXT } from "../src/domain/price-list/price-list-csv";
import { buildTestServer, defaultEngines, memberToken, type TestServer } from "./helper";
import { exported, get, memberCost, post, staffToken, withPriceTimes } from "./staff-helpers";

const TODAY = "2026-11-23";
const TOMORROW = "2026-11-24";

/** A file as a spreadsheet saved it (apps/server/test/fixtures/spreadsheets: LibreOffice's files made from the download of the seed list, and Excel's imitated; its README says how). */
const spreadsheet = (name: string, encoding: BufferEncoding = "utf8") => readFileSync(new URL(`./fixtures/spreadsheets/${name}`, import.meta.url), encoding);

describe.each(defaultEngines)("the staff console as a clerk uses it, on %s", (engine) => {
  let server: TestServer;
  const clock = fixedClock(TODAY);
  let staff: string;
  let member: string;

  beforeAll(async () => {
    server = await buildTestServer({ engine, clock });
    ({ token: staff } = await staffToken(server));
    member = await memberToken(server.app);
  });
  afterAll(async () => server.close());

  const body = (csv: string, extra: Record<string, unknown> = {}) => ({ file_name: "prices.csv", csv, effective_from: TODAY, ...extra });
  const preview = async (csv: string, extra: Record<string, unknown> = {}) => post(server.app, "/api/staff/prices/preview", body(csv, extra), staff);
  const previewed = async (csv: string, extra: Record<string, unknown> = {}) => pricePreviewReply().parse((await preview(csv, extra)).json()).data;
  const apply = async (csv: string, extra: Record<string, unknown>) => post(server.app, "/api/staff/prices/apply", body(csv, extra), staff);
  const auditLength = async () => auditReply().parse((await get(server.app, "/api/staff/audit", staff)).json()).data.length;
  const yarn = { company_id: "1", sub_category_id: "1", count: "6", ply: "1", oil: "MOT" };

  describe("what is checked is what is applied", () => {
    it("refuses an apply whose date, options or file differ from the preview's, and applies nothing", async () => {
      const csv = await exported(server.app, staff);
      const raised = withPriceTimes(csv, 2, 1.1);
      const diff = await previewed(raised.csv);
      const before = await auditLength();
      const cost = await memberCost(server.app, member, yarn);
      const refusal = "The file, the date or the options differ from the ones checked: check the file again before applying";
      for (const changed of [{ effective_from: TOMORROW }, { retire_missing: true }, { csv: withPriceTimes(csv, 2, 1.2).csv }]) {
        const { csv: file, ...extra } = { csv: raised.csv, ...changed };
        const response = await apply(file, { version: diff.version, preview_id: diff.preview_id, ...extra });
        expect(response.statusCode, JSON.stringify(extra)).toBe(409);
        expect(response.json()).toMatchObject({ success: false, msg: refusal });
      }
      expect(await auditLength()).toBe(before);
      expect(await memberCost(server.app, member, yarn)).toBe(cost);

      // The preview made for tomorrow applies for tomorrow: scheduled, not live today.
      const tomorrow = await previewed(raised.csv, { effective_from: TOMORROW });
      const applied = priceApplyReply().parse((await apply(raised.csv, { version: tomorrow.version, preview_id: tomorrow.preview_id, effective_from: TOMORROW })).json()).data;
      expect(applied).toMatchObject({ scheduled: true, effective_from: TOMORROW, changed: 1 });
      expect(await memberCost(server.app, member, yarn)).toBe(cost);
      expect((await post(server.app, "/api/staff/prices/cancel", { change_id: applied.change_id }, staff)).statusCode).toBe(200);
    });

    it("refuses an apply without the preview's id", async () => {
      const csv = await exported(server.app, staff);
      const response = await apply(csv, { version: 1 });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, msg: "Check the change again: the preview has expired or was made for another file, date or options" });
    });

    it("requires the +/-25% confirmation on the server: a +40% file sent without it is refused, with it applied", async () => {
      const csv = await exported(server.app, staff);
      const raised = withPriceTimes(csv, 2, 1.4);
      const diff = await previewed(raised.csv);
      expect(diff.counts).toMatchObject({ changed: 1, flagged: 1 });
      const before = await auditLength();
      const cost = await memberCost(server.app, member, yarn);

      const unconfirmed = await apply(raised.csv, { version: diff.version, preview_id: diff.preview_id });
      expect(unconfirmed.statusCode).toBe(409);
      expect(unconfirmed.json()).toMatchObject({ success: false, msg: "1 price moves beyond ±25%: confirm it to apply", flagged: 1 });
      expect(await auditLength()).toBe(before);
      expect(await memberCost(server.app, member, yarn)).toBe(cost);

      const confirmed = await apply(raised.csv, { version: diff.version, preview_id: diff.preview_id, confirm_flagged: true });
      expect(confirmed.statusCode).toBe(200);
      expect(await memberCost(server.app, member, yarn)).toBeCloseTo((cost ?? 0) + Number(raised.after) - Number(raised.before), 2);
      const { change_id } = priceApplyReply().parse(confirmed.json()).data;
      expect((await post(server.app, "/api/staff/prices/restore", { change_id }, staff)).statusCode).toBe(200);
      expect(await memberCost(server.app, member, yarn)).toBe(cost);
    });
  });

  describe("the mill's clock (MILL_TIME_ZONE, Asia/Dhaka by default)", () => {
    it("turns the day at midnight in Dhaka (18:00 UTC): a list scheduled for the 24th is served from 00:00 there, not from 06:00", async () => {
      const csv = await exported(server.app, staff);
      const raised = withPriceTimes(csv, 2, 1.05);
      const cost = await memberCost(server.app, member, yarn);
      const diff = await previewed(raised.csv, { effective_from: TOMORROW });
      const applied = await apply(raised.csv, { version: diff.version, preview_id: diff.preview_id, effective_from: TOMORROW });
      expect(applied.statusCode).toBe(200);
      try {
        clock.setInstant("2026-11-23T17:59:00Z"); // 23:59 in Dhaka on the 23rd
        expect(priceListReply().parse((await get(server.app, "/api/staff/prices", staff)).json()).data.today).toBe(TODAY);
        expect(await memberCost(server.app, member, yarn)).toBe(cost);

        clock.setInstant("2026-11-23T18:00:00Z"); // 00:00 in Dhaka on the 24th, 18:00 UTC on the 23rd
        const list = priceListReply().parse((await get(server.app, "/api/staff/prices", staff)).json()).data;
        expect(list.today).toBe(TOMORROW);
        expect(list.time_zone).toBe("Asia/Dhaka");
        expect(list.scheduled).toEqual([]);
        expect(await memberCost(server.app, member, yarn)).toBeCloseTo((cost ?? 0) + Number(raised.after) - Number(raised.before), 2);
        // The 23rd is over in Dhaka: a list can no longer take effect on it.
        const late = await preview(csv, { effective_from: TODAY });
        expect(late.json()).toMatchObject({ success: false, msg: `Choose today (${TOMORROW}) or a later day for the change to take effect` });
        // Undo puts the prices back from the mill's today.
        const { change_id } = priceApplyReply().parse(applied.json()).data;
        const restored = undoReply().parse((await post(server.app, "/api/staff/prices/restore", { change_id }, staff)).json()).data;
        expect(restored.effective_from).toBe(TOMORROW);
        // The audit names the zone its times are shown in.
        expect(auditReply().parse((await get(server.app, "/api/staff/audit", staff)).json()).data[0]).toMatchObject({ change_id: restored.change_id, time_zone: "Asia/Dhaka" });
      } finally {
        clock.set(TODAY);
      }
    });

    it("reads another zone from MILL_TIME_ZONE and refuses a zone that does not exist, naming the variable", async () => {
      const utc = await buildTestServer({ engine, clock: { now: () => new Date("2026-11-23T18:30:00Z") }, env: { MILL_TIME_ZONE: "UTC" } });
      try {
        const token = (await staffToken(utc)).token;
        const list = priceListReply().parse((await get(utc.app, "/api/staff/prices", token)).json()).data;
        expect(list).toMatchObject({ today: TODAY, time_zone: "UTC" });
      } finally {
        await utc.close();
      }
      expect(loadConfig({}).millTimeZone).toBe("Asia/Dhaka");
      expect(() => loadConfig({ MILL_TIME_ZONE: "Asia/Atlantis" })).toThrow(/MILL_TIME_ZONE: must be a time zone name such as Asia\/Dhaka or UTC \(got "Asia\/Atlantis"\)/);
    }, 120_000);
  });

  describe("spreadsheets as they are saved", () => {
    it("reads Excel's CSV UTF-8 (imitated by hand: BOM, CRLF, \"1,440.00\", a notes column, empty rows): only the prices it rounded to 2 decimals show, marked so", async () => {
      const diff = await previewed(spreadsheet("excel-utf8-thousands.csv"));
      expect(diff.counts).toMatchObject({ added: 0, missing: 0, flagged: 0 });
      // The seed holds 41 prices with 3 or 4 decimals (2.106 USD a bag): the sheet saved them as 2.11.
      expect(diff.counts.changed).toBe(41);
      expect(diff.counts.rounded).toBe(41);
      expect(diff.changed.every((line) => line.rounded)).toBe(true);
      expect(diff.changed.find((line) => line.old_price === "2.106")).toMatchObject({ new_price: "2.11", rounded: true, flagged: false });
      expect(diff.notices).toEqual([
        'Ignored the column "notes": not part of the price list',
        "Skipped 3 empty rows",
        expect.stringMatching(/^Read \d+ numbers written with a thousands separator or a currency sign, without them \(first at line 2: "1,440\.00"\)$/),
      ]);
    });

    it("changes nothing for the download saved back by LibreOffice every way a clerk saves it: comma, semicolons, text quoted, every cell quoted, through an .xlsx", async () => {
      for (const name of ["lo-comma.csv", "lo-semicolon-quoted.csv", "lo-text-cells-quoted.csv", "lo-from-xlsx.csv"]) {
        const file = spreadsheet(name);
        // As LibreOffice on Linux writes them: Unix line ends, no BOM (it cannot write one for UTF-8).
        expect(file.includes("\r\n") || file.startsWith("\uFEFF"), name).toBe(false);
        const diff = await previewed(file);
        expect(diff.counts, name).toMatchObject({ changed: 0, added: 0, missing: 0, flagged: 0, rounded: 0 });
        expect(diff.counts.unchanged, name).toBe(562);
        expect(diff.notices, name).toEqual([]);
      }
      // What the options did: semicolons with text cells quoted (numbers are not), or every cell quoted.
      expect(spreadsheet("lo-semicolon-quoted.csv").split("\n")[1]).toBe('"SJSML";"Jute Yarn";1;"CRX";;;6;1;"MOT";1000;1440');
      expect(spreadsheet("lo-text-cells-quoted.csv").split("\n")[1]).toBe('"SJSML","Jute Yarn","1","CRX",,,"6","1","MOT","1000","1440"');
    });

    it("reads the clerk's sheet as LibreOffice saved it (prices as \"$1,470.00\" with 2 decimals, the price column moved, a notes column, blank rows), then applies it", async () => {
      const csv = spreadsheet("lo-clerk-edited.csv");
      const diff = await previewed(csv);
      // 20 SJSML CRX prices raised by 30 USD, and the 41 prices with 3 or 4 decimals the 2-decimal format rounded.
      expect(diff.counts).toMatchObject({ added: 0, missing: 0, flagged: 0, changed: 61, rounded: 41 });
      expect(diff.changed.filter((line) => !line.rounded)).toHaveLength(20);
      expect(diff.changed.find((line) => line.old_price === "1440" && !line.rounded)).toMatchObject({ new_price: "1470" });
      // Calc rounds what it shows half up on the decimal digits: 1.755 is saved as $1.76, and the preview knows it for a rounding.
      expect(diff.changed.find((line) => line.old_price === "1.755")).toMatchObject({ new_price: "1.76", rounded: true });
      expect(diff.notices).toEqual([
        'Ignored the column "notes": not part of the price list',
        "Skipped 3 empty rows",
        'Read 562 numbers written with a thousands separator or a currency sign, without them (first at line 2: "$1,470.00")',
      ]);

      const cost = await memberCost(server.app, member, yarn);
      const applied = priceApplyReply().parse((await apply(csv, { version: diff.version, preview_id: diff.preview_id })).json()).data;
      expect(applied).toMatchObject({ changed: 61, rounded: 41, added: 0 });
      expect(await memberCost(server.app, member, yarn)).toBeCloseTo((cost ?? 0) + 30, 2);
      // The list now holds what the sheet showed: the same file checks as no change.
      expect((await previewed(csv)).counts).toMatchObject({ changed: 0, added: 0, missing: 0 });
      expect((await post(server.app, "/api/staff/prices/restore", { change_id: applied.change_id }, staff)).statusCode).toBe(200);
      expect(await memberCost(server.app, member, yarn)).toBe(cost);
    });

    it("refuses the sheet LibreOffice saved in German (semicolons, decimal comma): one summary line per column with the fix (the yarn counts' too), nothing changed", async () => {
      const before = await auditLength();
      const response = await preview(spreadsheet("lo-german-semicolon.csv"));
      expect(response.statusCode).toBe(400);
      const reply = uploadProblems().parse(response.json());
      // 301 prices, 54 weights and 24 yarn counts (11.5) carry decimals; whole numbers (1440) read the same in any language.
      expect(reply.total).toBe(379);
      expect(reply.problems).toEqual([
        { line: 54, msg: `24 rows: yarn_count ${DECIMAL_COMMA_HINT} (first at line 54)` },
        { line: 246, msg: `54 rows: kg_per_unit ${DECIMAL_COMMA_HINT} (first at line 246)` },
        { line: 246, msg: `301 rows: ex_mill_usd ${DECIMAL_COMMA_HINT} (first at line 246)` },
      ]);
      expect(reply.msg).toBe("The file has 379 problems: nothing was changed");
      expect(await auditLength()).toBe(before);
    });

    it("refuses the sheet LibreOffice saved in French with prices as \"1 440,00\" (a no-break space grouping the thousands) with the decimal-comma fix, not as a bad number", async () => {
      const file = spreadsheet("lo-french-grouped.csv");
      expect(file.split("\n")[1]).toBe("SJSML;Jute Yarn;1;CRX;;;6;1;MOT;1000;1\u00A0440,00");
      const response = await preview(file);
      expect(response.statusCode).toBe(400);
      const reply = uploadProblems().parse(response.json());
      expect(reply.total).toBe(562 + 24 + 54);
      expect(reply.problems).toEqual([
        { line: 2, msg: `562 rows: ex_mill_usd ${DECIMAL_COMMA_HINT} (first at line 2)` },
        { line: 54, msg: `24 rows: yarn_count ${DECIMAL_COMMA_HINT} (first at line 54)` },
        { line: 246, msg: `54 rows: kg_per_unit ${DECIMAL_COMMA_HINT} (first at line 246)` },
      ]);
    });

    it("refuses the .xlsx itself, saying it is not a CSV text file", async () => {
      const response = await preview(spreadsheet("mill-export.xlsx", "latin1"));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, field: "csv", code: "invalid_input", msg: NOT_CSV_TEXT });
    });

    it("refuses a decimal comma (Excel in a German or French locale) with one summary line per column and the fix", async () => {
      const response = await preview(spreadsheet("excel-decimal-comma.csv", "latin1"));
      expect(response.statusCode).toBe(400);
      const reply = uploadProblems().parse(response.json());
      expect(reply.problems[0]).toEqual({ line: 2, msg: `562 rows: ex_mill_usd ${DECIMAL_COMMA_HINT} (first at line 2)` });
      expect(reply.problems.find((problem) => problem.msg.includes("kg_per_unit"))?.msg).toMatch(/^\d+ rows: kg_per_unit uses a decimal comma: save the file with a full stop/);
      expect(reply.problems.length).toBeLessThanOrEqual(3);
      expect(reply.msg).toBe(`The file has ${reply.total} problems: nothing was changed`);
    });
  });

  describe("no invisible prices, true counts", () => {
    const header = "company,category,sub_category_id,sub_category,product_size_id,size,yarn_count,ply,oil,kg_per_unit,ex_mill_usd";

    it("refuses a yarn price at a count members cannot choose, and summarises thousands of them", async () => {
      const one = await preview([header, "SJSML,,1,,,,5,1,MOT,1000,1300"].join("\n"));
      expect(one.statusCode).toBe(400);
      expect(uploadProblems().parse(one.json()).problems).toEqual([
        { line: 2, msg: "yarn_count 5 is not a count members can choose for CRX (6, 7, 8, 9, 10): no one could see this price" },
      ]);
      const many = Array.from({ length: 4438 }, (_, index) => `SJSML,,5,,,,${1000 + index},1,MOT,1000,1300`);
      const reply = uploadProblems().parse((await preview([header, ...many].join("\n"))).json());
      expect(reply.total).toBe(4438);
      expect(reply.problems).toHaveLength(1);
      expect(reply.problems[0]?.msg).toMatch(/^4438 rows: yarn_count is not a count members can choose for \w+ \([\d., ]+\): no one could see these prices \(first at line 2\)$/);
    });

    it("counts a scheduled list's prices truly, beyond the rows it lists", async () => {
      const csv = await exported(server.app, staff);
      // Each day's list raises every price a little more: 562 changed prices a day.
      const raisedAll = (factor: number) =>
        csv
          .trim()
          .split("\r\n")
          .map((line, index) => (index === 0 ? line : line.replace(/,([\d.]+)$/, (_match, price: string) => `,${(Number(price) * factor).toFixed(4)}`)))
          .join("\r\n");
      const ids: string[] = [];
      for (const [step, day] of ["2026-11-25", "2026-11-26", "2026-11-27", "2026-11-28"].entries()) {
        const file = raisedAll(1 + (step + 1) / 100);
        const diff = await previewed(file, { effective_from: day });
        const applied = priceApplyReply().parse((await apply(file, { version: diff.version, preview_id: diff.preview_id, effective_from: day })).json()).data;
        ids.push(applied.change_id);
      }
      const list = priceListReply().parse((await get(server.app, "/api/staff/prices", staff)).json()).data;
      const ours = list.scheduled.filter((change) => ids.includes(change.change_id));
      expect(ours).toHaveLength(4);
      // 2,248 prices in all: the rows listed stop at 2,000, the totals do not.
      expect(ours.reduce((sum, change) => sum + change.rows.length, 0)).toBeLessThan(4 * 562);
      for (const change of ours) expect(change.total).toBe(562);
      for (const id of ids) expect((await post(server.app, "/api/staff/prices/cancel", { change_id: id }, staff)).statusCode).toBe(200);
    }, 60_000);
  });
});

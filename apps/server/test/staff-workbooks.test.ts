/**
 * Workbooks as the clerk saves them (issue 34): an .xlsx or .ods read into the same preview as
 * a CSV file, the first sheet or a chosen one, cells as they are held (numbers as values,
 * dates as days, formulas as their values), with the real fixtures (LibreOffice-made; the
 * Excel stand-in made by exceljs: fixtures/spreadsheets/README.md); anything else refused,
 * naming what it is and the fix; the upload's bounds hold (size cap, zip bomb).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { zipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pricePreviewReply, STAFF_UPLOAD_LIMIT_BYTES, workbookReply } from "@jute/api/contract";
import { fixedClock } from "../src/domain/clock";
import { workbookWords } from "../src/domain/price-list/workbook";
import { buildTestServer, defaultEngines, type TestServer } from "./helper";
import { post, staffToken } from "./staff-helpers";

const TODAY = "2026-11-23";
const fixture = (name: string) => readFileSync(path.join(import.meta.dirname, "fixtures/spreadsheets", name));

describe.each(defaultEngines)("workbooks on %s", (engine) => {
  let server: TestServer;
  let staff: string;

  beforeAll(async () => {
    server = await buildTestServer({ engine, clock: fixedClock(TODAY) });
    ({ token: staff } = await staffToken(server));
  });
  afterAll(async () => server.close());

  const read = (bytes: Buffer, fileName: string, sheet?: string) =>
    post(server.app, "/api/staff/workbook", { file_name: fileName, workbook: bytes.toString("base64"), ...(sheet ? { sheet } : {}) }, staff);
  async function sheetOf(name: string, sheet?: string) {
    const response = await read(fixture(name), name, sheet);
    expect(response.statusCode, response.body).toBe(200);
    return workbookReply().parse(response.json()).data;
  }
  async function preview(csv: string) {
    const response = await post(server.app, "/api/staff/prices/preview", { file_name: "book", csv, effective_from: TODAY }, staff);
    expect(response.statusCode, response.body).toBe(200);
    return pricePreviewReply().parse(response.json()).data.counts;
  }

  it("the download saved by LibreOffice as .ods and as .xlsx previews as the CSV does: 562 unchanged", async () => {
    for (const name of ["mill-export.ods", "mill-export.xlsx"]) {
      const book = await sheetOf(name);
      expect(book.kind).toBe(name.endsWith(".ods") ? "ods" : "xlsx");
      expect(await preview(book.csv), name).toMatchObject({ changed: 0, added: 0, unchanged: 562 });
    }
  });

  it("the clerk's two-sheet workbook (.ods and .xlsx by LibreOffice): the first sheet by default, the price list when chosen; formulas as values, dates as days, $ formats ignored", async () => {
    for (const name of ["lo-clerk-workbook.ods", "lo-clerk-workbook.xlsx"]) {
      const first = await sheetOf(name);
      expect(first).toMatchObject({ sheets: ["Read me", "price-list"], sheet: "Read me" });
      expect(first.csv.split("\r\n")[0], name).toBe("Prices from,2026-11-30");
      const chosen = await sheetOf(name, "price-list");
      expect(chosen.sheet).toBe("price-list");
      // The 20 SJSML CRX yarn prices raised by 30 (=1440+30): nothing else, no price rounded to its $0.00 format.
      expect(await preview(chosen.csv), name).toMatchObject({ changed: 20, added: 0, unchanged: 542 });
    }
    const missing = await read(fixture("lo-clerk-workbook.ods"), "book.ods", "Prices");
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ field: "sheet", msg: 'The workbook has no sheet "Prices": choose one of "Read me", "price-list".' });
  });

  it("the .xlsx made by exceljs (standing in for Excel): numbers as held, the formula as its value", async () => {
    const book = await sheetOf("exceljs-made.xlsx");
    expect(book).toMatchObject({ sheets: ["Prices", "Read me"], sheet: "Prices" });
    expect(await preview(book.csv)).toMatchObject({ changed: 1, unchanged: 561 });
    expect((await sheetOf("exceljs-made.xlsx", "Read me")).csv).toBe("Prices from,2026-11-30");
  });

  it("anything else is refused naming what it is and the fix", async () => {
    const zip = Buffer.from(zipSync({ "prices.csv": new TextEncoder().encode("company\r\n") }));
    const numbers = Buffer.from(zipSync({ "Index/Document.iwa": new Uint8Array(8) }));
    const cases: [Buffer, string][] = [
      [fixture("mill-export.xls"), "This is an Excel 97 workbook (.xls). Save it as .xlsx or CSV and choose it again."],
      [Buffer.from("%PDF-1.7\n%\u00e2\u00e3\n"), workbookWords.pdf],
      [Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]), workbookWords.image("PNG")],
      [zip, workbookWords.zip],
      [numbers, workbookWords.numbers],
      [Buffer.from([0, 1, 2, 3, 4, 5]), workbookWords.unknown],
    ];
    for (const [bytes, msg] of cases) {
      const response = await read(bytes, "file");
      expect(response.statusCode, msg).toBe(400);
      expect(response.json()).toMatchObject({ success: false, code: "invalid_input", msg });
    }
  });

  it("bounds: a zip bomb is stopped while unzipping, a workbook over the upload limit is refused before it is read", async () => {
    // 80 MiB of zeros deflate to about 80 KB: unzipped, more than the workbook bound.
    const bomb = Buffer.from(zipSync({ mimetype: new TextEncoder().encode("application/vnd.oasis.opendocument.spreadsheet"), "content.xml": new Uint8Array(80 * 1024 * 1024) }, { level: 9 }));
    const started = Date.now();
    const refused = await read(bomb, "bomb.ods");
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ msg: workbookWords.tooBig });
    expect(Date.now() - started).toBeLessThan(15_000);
    const huge = await read(Buffer.alloc(STAFF_UPLOAD_LIMIT_BYTES), "huge.xlsx");
    expect(huge.statusCode).toBe(413);
  });
});

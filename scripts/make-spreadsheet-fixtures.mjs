#!/usr/bin/env node
// Makes the spreadsheet fixtures of the staff tests (apps/server/test/fixtures/spreadsheets):
// the mill's own price-list download, opened and saved by LibreOffice the ways a clerk saves
// it. A tool for making files, not part of the tests or CI: run it by hand, check the diff,
// commit the files and update that folder's README when a file changes.
//
//   node scripts/make-spreadsheet-fixtures.mjs [--export FILE]
//
// 1. The export: the built server (apps/server/dist, `pnpm build`; bundled here when missing)
//    on a fresh PGlite directory holding the seed catalogue, a staff account made by
//    `pnpm staff:add`, and the console's download (`GET /api/staff/prices/export`), byte for
//    byte as the "Download price list (CSV)" link saves it. `--export FILE` uses a file
//    already downloaded instead.
// 2. LibreOffice (Debian's `libreoffice-calc-nogui`), headless, with a private profile so it
//    runs unattended and leaves the user's settings alone, converts it with the CSV filter's
//    options (field separator, text delimiter, character set, ..., "quote all text cells",
//    "save cell contents as shown": the Text CSV dialog's choices).
// 3. The sheets a clerk formatted or edited are written as flat ODS documents (the cells as
//    Calc holds them after opening the download: numbers as numbers; the price column
//    formatted as currency with 2 decimals, some prices raised, a notes column, the price
//    column moved, blank rows; or formatted the French way) and LibreOffice opens and saves them.
import { spawn, spawnSync } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parse } from "csv-parse/sync";
import escapeHtml from "escape-html";
import { testServerEnv } from "./lib/test-server-env.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const fixtures = path.join(root, "apps/server/test/fixtures/spreadsheets");
const work = mkdtempSync(path.join(tmpdir(), "jute-sheet-fixtures-"));
const profile = `file://${path.join(work, "lo-profile")}`;
const CSV_FILTER = "Text - txt - csv (StarCalc)";

/**
 * CSV filter options, token by token (LibreOffice's "CSV Filter Options"): field separator
 * (44 comma, 59 semicolon), text delimiter (34 "), character set (76 UTF-8), first line,
 * column formats (import: "1/2/2/2..." reads every column as Text), language (import: 1033
 * en-US, how numbers in the file are read), quote all text cells (export), detect special
 * numbers (import), save cell contents as shown (export), export formulas, remove spaces.
 */
const options = ({ separator = 44, columns = "", language = "", quoteAllText = false } = {}) =>
  [separator, 34, 76, 1, columns, language, quoteAllText, true, true, false, false].join(",");

function soffice(args, env = {}) {
  const run = spawnSync("soffice", [`-env:UserInstallation=${profile}`, "--headless", "--norestore", ...args], {
    encoding: "utf8",
    env: { ...process.env, ...env },
  });
  if (run.error || run.status !== 0) throw new Error(`soffice ${args.join(" ")} failed: ${run.error?.message ?? run.stderr}`);
  return run.stdout;
}

/** Converts `source` with LibreOffice into `target` (in the fixtures folder unless absolute). */
function convert(source, target, { to, infilter, env }) {
  const out = path.join(work, "out");
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out);
  soffice([...(infilter ? [`--infilter=${infilter}`] : []), "--convert-to", to, "--outdir", out, source], env);
  const made = path.join(out, `${path.basename(source, path.extname(source))}.${to.split(":")[0]}`);
  if (!existsSync(made)) throw new Error(`LibreOffice wrote no ${made}`);
  const destination = path.isAbsolute(target) ? target : path.join(fixtures, target);
  copyFileSync(made, destination);
  console.log(`  ${path.relative(root, destination)}`);
  return destination;
}

const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

/** The console's download of the seed catalogue's list, from the built server. */
async function downloadExport() {
  if (!existsSync(path.join(root, "apps/server/dist/main.mjs"))) {
    const build = spawnSync(process.execPath, [path.join(root, "apps/server/build.mjs")], { stdio: "inherit" });
    if (build.status !== 0) throw new Error("the server's build failed");
  }
  const port = await freePort();
  const env = { ...process.env, ...testServerEnv({ PORT: String(port), DATA_DIR: path.join(work, "data"), SMTP_URL: "" }) };
  const staff = { email: "fixtures.clerk@mill.example", password: "fixture-clerk-golden-fibre-2026" };
  const add = spawnSync(process.execPath, [path.join(root, "scripts/staff-add.mjs"), staff.email, "--password-stdin"], { cwd: root, env, input: `${staff.password}\n`, encoding: "utf8" });
  if (add.status !== 0) throw new Error(`pnpm staff:add failed: ${add.stderr}`);
  const server = spawn(process.execPath, [path.join(root, "apps/server/dist/main.mjs")], { cwd: root, env, stdio: ["ignore", "ignore", "inherit"] });
  try {
    const base = `http://127.0.0.1:${port}/api`;
    for (let attempt = 0; ; attempt += 1) {
      if (server.exitCode !== null) throw new Error("the server stopped before it answered");
      const health = await fetch(`${base}/health`).catch(() => undefined);
      if (health?.ok) break;
      if (attempt > 240) throw new Error("the server did not answer in 2 minutes");
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    const login = await (await fetch(`${base}/api_login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(staff) })).json();
    const reply = await (await fetch(`${base}/staff/prices/export`, { headers: { authorization: `Bearer ${login.token}` } })).json();
    if (!reply.success) throw new Error(`the export failed: ${reply.msg}`);
    return reply.data.csv;
  } finally {
    server.kill("SIGTERM");
  }
}

/** The cells of a CSV file as the export writes it (quoted cells may hold commas), by csv-parse. */
function rowsOf(csv) {
  return parse(csv, { skip_empty_lines: true });
}

/** The price column's number formats: US dollars with 2 decimals, or French grouped with 2 decimals. */
const PRICE_FORMATS = {
  usd: {
    style: '<number:currency-style style:name="priceFormat"><number:currency-symbol number:language="en" number:country="US">$</number:currency-symbol><number:number number:decimal-places="2" number:min-decimal-places="2" number:min-integer-digits="1" number:grouping="true"/></number:currency-style>',
    value: (value) => `office:value-type="currency" office:currency="USD" office:value="${value}"`,
  },
  frenchGrouped: {
    style: '<number:number-style style:name="priceFormat" number:language="fr" number:country="FR"><number:number number:decimal-places="2" number:min-decimal-places="2" number:min-integer-digits="1" number:grouping="true"/></number:number-style>',
    value: (value) => `office:value-type="float" office:value="${value}"`,
  },
};

/**
 * A sheet as a flat ODS document: `rows` of cells by column name (null: a blank row), numbers
 * as numbers (as Calc reads them when it opens the download), the ex_mill_usd column in
 * `priceFormat`.
 */
function flatOds(columns, rows, priceFormat) {
  const format = PRICE_FORMATS[priceFormat];
  const cell = (value, price) => {
    const style = price ? ' table:style-name="price"' : "";
    if (value === "") return `<table:table-cell${style}/>`;
    // A formula "=a+b" with its value, as Calc keeps it.
    const sum = /^=(\d+(?:\.\d+)?)\+(\d+(?:\.\d+)?)$/.exec(value);
    if (sum) return `<table:table-cell${style} table:formula="of:=${sum[1]}+${sum[2]}" ${format.value(String(Number(sum[1]) + Number(sum[2])))}><text:p>${Number(sum[1]) + Number(sum[2])}</text:p></table:table-cell>`;
    if (/^\d+(\.\d+)?$/.test(value)) {
      return `<table:table-cell${style} ${price ? format.value(value) : `office:value-type="float" office:value="${value}"`}><text:p>${value}</text:p></table:table-cell>`;
    }
    return `<table:table-cell office:value-type="string"><text:p>${escapeHtml(value)}</text:p></table:table-cell>`;
  };
  const line = (record) => `<table:table-row>${columns.map((name) => cell(record?.[name] ?? "", name === "ex_mill_usd")).join("")}</table:table-row>`;
  return `<?xml version="1.0" encoding="UTF-8"?>
<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" xmlns:number="urn:oasis:names:tc:opendocument:xmlns:datastyle:1.0" office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.spreadsheet">
<office:automatic-styles>
${format.style}
<style:style style:name="price" style:family="table-cell" style:data-style-name="priceFormat"/>
</office:automatic-styles>
<office:body><office:spreadsheet><table:table table:name="price-list">
<table:table-row>${columns.map((name) => cell(name, false)).join("")}</table:table-row>
${rows.map(line).join("\n")}
</table:table></office:spreadsheet></office:body></office:document>
`;
}

/** The download's rows as records by column name. */
function recordsOf(csv) {
  const [header, ...data] = rowsOf(csv);
  return { header, records: data.map((values) => Object.fromEntries(header.map((name, index) => [name, values[index] ?? ""]))) };
}

/**
 * The clerk's sheet after editing the download in Calc: the price column formatted as US
 * dollars with 2 decimals ("$1,440.00") and moved before kg_per_unit, every SJSML CRX yarn
 * price raised by 30 dollars, a notes column, two blank rows between SJSML's yarn and its bags
 * and one between the two mills. (The two blank rows below the list are not saved: Calc writes
 * the rows up to the last one holding a value.)
 */
function clerkSheet(csv) {
  const { header, records } = recordsOf(csv);
  const columns = [...header.slice(0, header.indexOf("kg_per_unit")), "ex_mill_usd", "kg_per_unit", "notes"];
  const rows = [];
  let previous = { company: "", category: "" };
  for (const record of records) {
    if (previous.company && record.company !== previous.company) rows.push(null);
    else if (record.company === "SJSML" && previous.category === "Jute Yarn" && record.category !== "Jute Yarn") rows.push(null, null);
    previous = record;
    const raised = record.company === "SJSML" && record.sub_category_id === "1";
    rows.push({ ...record, ex_mill_usd: raised ? String(Number(record.ex_mill_usd) + 30) : record.ex_mill_usd, notes: raised ? "raised 30 USD (jute price up)" : "" });
  }
  rows.push(null, null);
  return flatOds(columns, rows, "usd");
}

/**
 * The clerk's workbook (issue 34): a "Read me" sheet first (a note, and the day the list takes
 * effect as a date cell), then the download with the price column formatted as US dollars and
 * every SJSML CRX yarn price raised by 30 USD as a formula (=1440+30).
 */
function clerkWorkbook(csv) {
  const { header, records } = recordsOf(csv);
  const rows = records.map((record) => (record.company === "SJSML" && record.sub_category_id === "1" ? { ...record, ex_mill_usd: `=${record.ex_mill_usd}+30` } : record));
  const readMe = `<table:table table:name="Read me"><table:table-row><table:table-cell office:value-type="string"><text:p>Prices from</text:p></table:table-cell><table:table-cell table:style-name="day" office:value-type="date" office:date-value="2026-11-30"><text:p>30/11/26</text:p></table:table-cell></table:table-row><table:table-row><table:table-cell office:value-type="string"><text:p>SJSML yarn up 30 USD, see the price-list sheet</text:p></table:table-cell></table:table-row></table:table>`;
  const dayStyle =
    '<number:date-style style:name="dayFormat"><number:day/><number:text>/</number:text><number:month/><number:text>/</number:text><number:year/></number:date-style><style:style style:name="day" style:family="table-cell" style:data-style-name="dayFormat"/>';
  return flatOds(header, rows, "usd").replace("<office:spreadsheet>", `<office:spreadsheet>${readMe}`).replace("</office:automatic-styles>", `${dayStyle}</office:automatic-styles>`)
    .replace("<office:document ", '<office:document xmlns:of="urn:oasis:names:tc:opendocument:xmlns:of:1.2" ');
}

/** A French clerk's sheet: the download unchanged, the price column formatted with thousands grouped and 2 decimals. */
function frenchSheet(csv) {
  const { header, records } = recordsOf(csv);
  return flatOds(header, records, "frenchGrouped");
}

const version = spawnSync("soffice", ["--version"], { encoding: "utf8" });
if (version.status !== 0) {
  console.error("LibreOffice is not installed: apt-get install --no-install-recommends libreoffice-calc-nogui (Debian)");
  process.exit(1);
}
console.log(version.stdout.trim());
mkdirSync(fixtures, { recursive: true });

try {
  const exportAt = process.argv.indexOf("--export");
  const csv = exportAt > 0 ? readFileSync(process.argv[exportAt + 1] ?? "", "utf8") : await downloadExport();
  const source = path.join(fixtures, "mill-export.csv");
  writeFileSync(source, csv);
  console.log(`  ${path.relative(root, source)} (the console's download)`);

  // Opened in Calc with the Text Import dialog's defaults (comma, ", UTF-8, English numbers).
  const infilter = `${CSV_FILTER}:${options({ language: 1033 })}`;
  const csvTo = (settings) => `csv:${CSV_FILTER}:${options(settings)}`;
  convert(source, "lo-comma.csv", { infilter, to: csvTo() });
  convert(source, "lo-semicolon-quoted.csv", { infilter, to: csvTo({ separator: 59, quoteAllText: true }) });
  // Every column opened as Text (the import dialog's column type), so numbers are text cells too and get quoted.
  const allText = Array.from({ length: 11 }, (_, index) => `${index + 1}/2`).join("/");
  convert(source, "lo-text-cells-quoted.csv", { infilter: `${CSV_FILTER}:${options({ columns: allText, language: 1033 })}`, to: csvTo({ quoteAllText: true }) });
  // Calc set to German (its locale from the environment): numbers shown, and saved, with a decimal comma.
  convert(source, "lo-german-semicolon.csv", { infilter, to: csvTo({ separator: 59 }), env: { LC_ALL: "de_DE.UTF-8", LANG: "de_DE.UTF-8" } });
  // Saved as an Excel workbook, then that workbook opened and saved as CSV.
  const workbook = convert(source, "mill-export.xlsx", { infilter, to: "xlsx:Calc MS Excel 2007 XML" });
  convert(workbook, "lo-from-xlsx.csv", { to: csvTo() });

  const sheet = path.join(work, "lo-clerk-edited.fods");
  writeFileSync(sheet, clerkSheet(csv));
  convert(sheet, "lo-clerk-edited.csv", { to: csvTo() });
  // Calc in French, prices formatted "# ##0,00": a space groups the thousands, a comma marks the decimals.
  const french = path.join(work, "lo-french-grouped.fods");
  writeFileSync(french, frenchSheet(csv));
  convert(french, "lo-french-grouped.csv", { to: csvTo({ separator: 59 }), env: { LC_ALL: "fr_FR.UTF-8", LANG: "fr_FR.UTF-8" } });

  // Workbooks as the clerk saves them (issue 34): the download as .ods, the clerk's two-sheet
  // workbook as .ods and .xlsx, and the download as an Excel 97 .xls (refused with the fix).
  convert(source, "mill-export.ods", { infilter, to: "ods:calc8" });
  convert(source, "mill-export.xls", { infilter, to: "xls:MS Excel 97" });
  const clerkBook = path.join(work, "lo-clerk-workbook.fods");
  writeFileSync(clerkBook, clerkWorkbook(csv));
  convert(clerkBook, "lo-clerk-workbook.ods", { to: "ods:calc8" });
  convert(clerkBook, "lo-clerk-workbook.xlsx", { to: "xlsx:Calc MS Excel 2007 XML" });
} finally {
  rmSync(work, { recursive: true, force: true });
}

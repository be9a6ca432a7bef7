#!/usr/bin/env node
// Makes apps/server/test/fixtures/spreadsheets/exceljs-made.xlsx: the console's download as an
// .xlsx written by exceljs (the library the server reads .xlsx with), standing in for a file
// saved by Microsoft Excel, which cannot run here. Cells as Excel would hold them after the
// clerk's edit: numbers as numbers, line 2's price as a formula with its value (=1440+30), and a
// second sheet "Read me" holding a date cell.
//
//   node scripts/make-exceljs-workbook.mjs
import { createRequire } from "node:module";
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const require = createRequire(path.join(root, "apps/server/package.json"));
const ExcelJS = require("exceljs");
const { parse } = require("csv-parse/sync");
const fixtures = path.join(root, "apps/server/test/fixtures/spreadsheets");

const rows = parse(readFileSync(path.join(fixtures, "mill-export.csv"), "utf8"), { skip_empty_lines: true });
const workbook = new ExcelJS.Workbook();
workbook.creator = "exceljs (standing in for Excel)";
// A fixed time: the file is the same at each run.
workbook.created = workbook.modified = new Date("2026-11-27T00:00:00Z");
const sheet = workbook.addWorksheet("Prices");
rows.forEach((cells, index) => {
  const values = cells.map((cell) => (index > 0 && cell !== "" && /^\d+(\.\d+)?$/.test(cell) ? Number(cell) : cell));
  sheet.addRow(values);
});
const price = sheet.getRow(2).getCell(rows[0].length);
price.value = { formula: `${price.value}+30`, result: Number(price.value) + 30 };
sheet.getColumn(rows[0].length).numFmt = '"$"#,##0.00';
const readMe = workbook.addWorksheet("Read me");
readMe.addRow(["Prices from", new Date(Date.UTC(2026, 10, 30))]);
await workbook.xlsx.writeFile(path.join(fixtures, "exceljs-made.xlsx"));
console.log("  apps/server/test/fixtures/spreadsheets/exceljs-made.xlsx");

/**
 * The price list as a CSV file: the columns, the export (cells neutralised against formula
 * injection) and the parse of an upload (csv-parse), which reports every problem with its line
 * number. Pure functions over a catalogue index, so they are tested without a database.
 *
 * An upload is bounded before it is read: its lines are counted first (a scan, milliseconds
 * for the largest body) and a file over PRICE_LIST_MAX_ROWS is refused at once; a file within
 * it is parsed in steps (the CSV fed to csv-parse in slices, the rows validated in batches),
 * yielding to the event loop between them, so health checks and price lookups keep answering.
 */
import { parse, type Options as CsvOptions } from "csv-parse";
import { PRICE_LIST_MAX_ROWS } from "@jute/api/contract";

/** What a file holding binary data (a NUL: a spreadsheet's own format, a zip) is told. */
export const NOT_CSV_TEXT = "The file is not a CSV text file (it holds binary data)";

/** Columns of the file, in order. Key columns identify a spec; the rest are read for people. */
export const PRICE_COLUMNS = [
  "company",
  "category",
  "sub_category_id",
  "sub_category",
  "product_size_id",
  "size",
  "yarn_count",
  "ply",
  "oil",
  "kg_per_unit",
  "ex_mill_usd",
] as const;
const REQUIRED = ["company", "sub_category_id", "product_size_id", "yarn_count", "ply", "oil", "kg_per_unit", "ex_mill_usd"] as const;

/** Most rows one file may hold (the contract's rule). */
export const MAX_ROWS = PRICE_LIST_MAX_ROWS;
/** Characters fed to the parser, and rows validated, between two turns of the event loop. */
const PARSE_SLICE = 32 * 1024;
const VALIDATE_BATCH = 1_000;

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Lines holding something besides white space and separators (a spreadsheet's ",,,," rows are
 * skipped later, so they do not count); stops counting past `limit`. */
export function countFilledLines(text: string, limit: number): number {
  let filled = 0;
  let start = 0;
  while (start <= text.length && filled <= limit) {
    const end = text.indexOf("\n", start);
    const stop = end === -1 ? text.length : end;
    for (let at = start; at < stop; at += 1) {
      const code = text.charCodeAt(at);
      if (code !== 32 && code !== 9 && code !== 13 && code !== 44 && code !== 59) {
        filled += 1;
        break;
      }
    }
    if (end === -1) break;
    start = end + 1;
  }
  return filled;
}

type CsvRecord = { record: string[]; info: { lines: number } };

/** csv-parse fed in slices, a turn of the event loop between two. */
function parseInSteps(body: string, options: CsvOptions): Promise<CsvRecord[]> {
  return new Promise((resolve, reject) => {
    const records: CsvRecord[] = [];
    const parser = parse(options);
    let failed = false;
    parser.on("readable", () => {
      let record: CsvRecord | null;
      while ((record = parser.read() as CsvRecord | null) !== null) records.push(record);
    });
    parser.on("error", (error) => {
      failed = true;
      reject(error);
    });
    parser.on("end", () => resolve(records));
    const feed = (offset: number) => {
      if (failed) return;
      if (offset >= body.length) {
        parser.end();
        return;
      }
      parser.write(body.slice(offset, offset + PARSE_SLICE));
      setImmediate(() => feed(offset + PARSE_SLICE));
    };
    feed(0);
  });
}
/** Most problems listed in one reply (the count says how many there were). */
export const MAX_PROBLEMS = 200;
/** A problem found on this many rows or more is listed once, with its count and first line. */
export const SUMMARISE_FROM = 3;

/** One row of a price list, normalised (numbers as canonical strings). */
export interface PriceRow {
  companyId: number;
  company: string;
  subCategoryId: number;
  productSizeId: number | null;
  yarnCount: string | null;
  ply: number | null;
  oil: "MOT" | "VOT" | null;
  kgPerUnit: string;
  exMillUsd: string;
}

/** What validation needs to know of the catalogue. */
export interface CatalogueIndex {
  companies: Map<string, number>;
  companyCodes: Map<number, string>;
  /** `counts`: the yarn counts a member can choose for a yarn sub-category (empty: any, the site offers none). */
  subCategories: Map<number, { categoryId: number; name: string; categoryName: string; yarn: boolean; counts: readonly string[] }>;
  sizes: Map<number, { categoryId: number; subCategoryId: number | null; label: string }>;
  /** Sub-categories that have at least one size of their own or of their category. */
  sized: Set<number>;
}

export const keyOf = (row: Pick<PriceRow, "companyId" | "subCategoryId" | "productSizeId" | "yarnCount" | "ply" | "oil">) =>
  `${row.companyId}|${row.subCategoryId}|${row.productSizeId ?? ""}|${row.yarnCount ?? ""}|${row.ply ?? ""}|${row.oil ?? ""}`;

/** Canonical number text: "12.50" -> "12.5", "1000.0000" -> "1000". */
export const canonical = (value: string | number) => String(Number(Number(value).toFixed(4)));

/** A cell that a spreadsheet would read as a formula is prefixed with an apostrophe. */
export function neutralise(cell: string): string {
  return /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell;
}

function quote(cell: string): string {
  const safe = neutralise(cell);
  return /[",\r\n;]/.test(safe) || safe !== safe.trim() ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export function toCsv(rows: PriceRow[], index: CatalogueIndex): string {
  const lines = [PRICE_COLUMNS.join(",")];
  for (const row of rows) {
    const sub = index.subCategories.get(row.subCategoryId);
    const size = row.productSizeId === null ? undefined : index.sizes.get(row.productSizeId);
    const cells = [
      row.company,
      sub?.categoryName ?? "",
      String(row.subCategoryId),
      sub?.name ?? "",
      row.productSizeId === null ? "" : String(row.productSizeId),
      size?.label ?? "",
      row.yarnCount ?? "",
      row.ply === null ? "" : String(row.ply),
      row.oil ?? "",
      row.kgPerUnit,
      row.exMillUsd,
    ];
    lines.push(cells.map(quote).join(","));
  }
  return `${lines.join("\r\n")}\r\n`;
}

export interface Problem {
  line: number;
  msg: string;
}

export type ParseOutcome =
  | { ok: true; rows: (PriceRow & { line: number })[]; notices: string[] }
  | { ok: false; fatal: string }
  | { ok: false; problems: Problem[]; total: number };

const POSITIVE = /^\d+(\.\d+)?$/;

/** What a spreadsheet saved in a decimal-comma locale is told. */
export const DECIMAL_COMMA_HINT =
  "uses a decimal comma: save the file with a full stop as the decimal mark (in LibreOffice or Excel, set the language or region of the sheet to English, or format the price cells as plain numbers with a full stop) and upload it again";

type NumberCell = { text: string; tidied: boolean } | { decimalComma: true };

/**
 * A number as a spreadsheet may have saved it: "$1,440.00" or "1,440.00 USD" reads as 1440.00
 * (tidied, and the preview says so); "1440,50", "1.440,50" or "1 440,50" is a decimal comma, refused with
 * the fix. In a semicolon file (a decimal-comma locale's CSV) "1,440" is a decimal comma too.
 */
export function readNumberCell(raw: string, semicolons: boolean): NumberCell {
  let text = raw.trim();
  let tidied = false;
  const bare = text.replace(/^(?:US\$|\$|USD)\s*/i, "").replace(/\s*(?:US\$|\$|USD)$/i, "");
  if (bare !== text) {
    text = bare;
    tidied = true;
  }
  if (/^\d{1,3}(,\d{3})+(\.\d+)?$/.test(text) && !(semicolons && !text.includes("."))) return { text: text.replaceAll(",", ""), tidied: true };
  // "1.440,50" (German), "1 440,50" (French: a space, often a no-break one, groups the thousands).
  if (/^\d+([. \u00A0\u202F]\d{3})*,\d+$/.test(text)) return { decimalComma: true };
  return { text, tidied };
}

/**
 * Parses and validates a whole file. Either every row is valid, or nothing is: the problems
 * come back with their line numbers (1 is the header).
 */
export async function parsePriceCsv(text: string, index: CatalogueIndex): Promise<ParseOutcome> {
  if (text.includes("\u0000")) return { ok: false, fatal: NOT_CSV_TEXT };
  // Counted before anything is parsed: a file of a million short lines is refused in milliseconds.
  const lineCount = countFilledLines(text, MAX_ROWS + 1);
  if (lineCount > MAX_ROWS + 1) {
    return { ok: false, fatal: `The file has more than ${MAX_ROWS.toLocaleString("en")} rows; at most ${MAX_ROWS.toLocaleString("en")} price rows (after the header) are accepted: split it` };
  }
  const body = text.replace(/^\uFEFF/, "");
  const firstLine = body.split(/\r?\n/, 1)[0] ?? "";
  if (firstLine.trim() === "") return { ok: false, fatal: "The file is empty: the first line must be the header" };
  const delimiter = !firstLine.includes(",") && firstLine.includes(";") ? ";" : ",";

  let records: CsvRecord[];
  try {
    records = await parseInSteps(body, { delimiter, bom: true, relax_column_count: true, skip_empty_lines: true, info: true, trim: true, max_record_size: 10_000 });
  } catch (error) {
    const line = (error as { lines?: number }).lines;
    return { ok: false, fatal: `The file could not be read as CSV${line ? ` (line ${line})` : ""}: ${(error as Error).message.replace(/^Invalid Record Length: |^.*?: /, "")}` };
  }
  const [header, ...data] = records;
  if (!header) return { ok: false, fatal: "The file is empty: the first line must be the header" };
  const names = header.record.map((name) => name.trim().toLowerCase());
  // A spreadsheet may leave empty header cells past the last column: they are no column.
  while (names.length > 0 && names.at(-1) === "") names.pop();
  const known = names.filter((name) => (PRICE_COLUMNS as readonly string[]).includes(name));
  const unknown = names.filter((name) => !(PRICE_COLUMNS as readonly string[]).includes(name));
  const missing = REQUIRED.filter((name) => !names.includes(name));
  if (missing.length > 0 || new Set(known).size !== known.length) {
    const parts = [
      missing.length > 0 ? `missing column${missing.length > 1 ? "s" : ""} ${missing.join(", ")}` : "",
      new Set(known).size !== known.length ? "a column named twice" : "",
    ].filter(Boolean);
    return { ok: false, fatal: `Line 1 (the header) is wrong: ${parts.join("; ")}. Expected: ${PRICE_COLUMNS.join(",")}` };
  }
  const notices: string[] = [];
  if (unknown.length > 0) {
    const named = unknown.map((name) => (name === "" ? "(no name)" : `"${name}"`)).join(", ");
    notices.push(`Ignored ${unknown.length > 1 ? "columns" : "the column"} ${named}: not part of the price list`);
  }
  // Rows whose every cell is empty (a spreadsheet leaves ",,,,," below its data) are skipped.
  const filled = data.filter(({ record }) => record.some((cell) => cell.trim() !== ""));
  const emptyRows = data.length - filled.length;
  if (emptyRows > 0) notices.push(`Skipped ${emptyRows} empty row${emptyRows > 1 ? "s" : ""}`);
  if (filled.length === 0) return { ok: false, fatal: "The file has a header but no price rows" };
  if (filled.length > MAX_ROWS) return { ok: false, fatal: `The file has ${filled.length.toLocaleString("en")} rows; at most ${MAX_ROWS.toLocaleString("en")} price rows (after the header) are accepted: split it` };

  const column = Object.fromEntries(names.map((name, position) => [name, position]).filter(([name]) => name !== "")) as Record<string, number>;
  const semicolons = delimiter === ";";
  // Problems are grouped by kind: a kind found on SUMMARISE_FROM rows or more is listed once.
  const kinds = new Map<string, { count: number; first: Problem; listed: Problem[] }>();
  let total = 0;
  const problem = (line: number, msg: string, kind = msg) => {
    total += 1;
    const group = kinds.get(kind) ?? { count: 0, first: { line, msg }, listed: [] };
    group.count += 1;
    if (group.listed.length < SUMMARISE_FROM) group.listed.push({ line, msg });
    kinds.set(kind, group);
  };
  const rows: (PriceRow & { line: number })[] = [];
  const seen = new Map<string, number>();
  let tidied = 0;
  const firstTidied: { line: number; cell: string }[] = [];

  for (const [position, { record, info }] of filled.entries()) {
    if (position > 0 && position % VALIDATE_BATCH === 0) await nextTurn();
    const line = info.lines;
    // Cells past the header's columns may be there only when empty (a spreadsheet's trailing commas).
    if (record.length < names.length || record.slice(names.length).some((cell) => cell.trim() !== "")) {
      problem(line, `has ${record.length} cells; the header has ${names.length}`, "a row's cells do not match the header's columns");
      continue;
    }
    const cell = (name: string) => (record[column[name] as number] ?? "").trim();
    const before = total;
    const companyCode = cell("company").toUpperCase();
    const companyId = index.companies.get(companyCode);
    if (companyId === undefined) {
      problem(line, `unknown company "${cell("company")}" (expected ${[...index.companies.keys()].join(" or ")})`, `unknown company (expected ${[...index.companies.keys()].join(" or ")})`);
    }
    const subText = cell("sub_category_id");
    const subCategoryId = /^\d+$/.test(subText) ? Number(subText) : Number.NaN;
    const sub = index.subCategories.get(subCategoryId);
    if (!sub) problem(line, `unknown sub-category "${subText}"`, "unknown sub-category");
    const sizeText = cell("product_size_id");
    const productSizeId = sizeText === "" ? null : /^\d+$/.test(sizeText) ? Number(sizeText) : Number.NaN;
    const countText = cell("yarn_count");
    const plyText = cell("ply");
    const oilText = cell("oil").toUpperCase();
    if (sub) {
      if (sub.yarn) {
        if (productSizeId !== null) problem(line, `sub-category ${subCategoryId} is yarn: product_size_id must be empty`);
        if ("decimalComma" in readNumberCell(countText, semicolons)) {
          // A count such as 11.5 saved from a sheet set to German or French: the same fix as the prices'.
          problem(line, `yarn_count "${countText}" ${DECIMAL_COMMA_HINT}`, `yarn_count ${DECIMAL_COMMA_HINT}`);
        } else if (!POSITIVE.test(countText) || Number(countText) <= 0 || Number(countText) >= 10_000) {
          problem(line, `yarn_count "${countText}" must be a positive number below 10000`, "yarn_count must be a positive number below 10000");
        } else if (!/^\d+(\.\d{1,2})?$/.test(countText)) {
          // Stored with 2 decimals: more would be rounded into another count (or to 0, or past 9999.99).
          problem(line, `yarn_count "${countText}" has more than 2 decimals: counts are stored to 2`, "yarn_count has more than 2 decimals: counts are stored to 2");
        } else if (sub.counts.length > 0 && !sub.counts.some((count) => Number(count) === Number(countText))) {
          // A price at a count the site never offers is one no member could ever look up.
          problem(
            line,
            `yarn_count ${canonical(countText)} is not a count members can choose for ${sub.name} (${sub.counts.join(", ")}): no one could see this price`,
            `yarn_count is not a count members can choose for ${sub.name} (${sub.counts.join(", ")}): no one could see these prices`,
          );
        }
        if (plyText !== "1" && plyText !== "2") problem(line, `ply "${plyText}" must be 1 or 2`, "ply must be 1 or 2");
        if (oilText !== "MOT" && oilText !== "VOT") problem(line, `oil "${cell("oil")}" must be MOT or VOT`, "oil must be MOT or VOT");
      } else {
        if (countText !== "" || plyText !== "" || oilText !== "") {
          problem(line, `sub-category ${subCategoryId} is not yarn: yarn_count, ply and oil must be empty`, "a sub-category that is not yarn has yarn_count, ply or oil");
        }
        if (productSizeId === null) {
          if (index.sized.has(subCategoryId)) problem(line, `sub-category ${subCategoryId} is sold by size: product_size_id is required`, "a sub-category sold by size has no product_size_id");
        } else {
          const size = index.sizes.get(productSizeId);
          if (!size || size.categoryId !== sub.categoryId || (size.subCategoryId !== null && size.subCategoryId !== subCategoryId)) {
            problem(line, `unknown spec: size "${sizeText}" is not a size of sub-category ${subCategoryId}`, "unknown spec: a size that is not a size of its sub-category");
          }
        }
      }
    }
    const numbers = { kg_per_unit: "", ex_mill_usd: "" };
    for (const name of ["kg_per_unit", "ex_mill_usd"] as const) {
      const read = readNumberCell(cell(name), semicolons);
      if ("decimalComma" in read) {
        problem(line, `${name} "${cell(name)}" ${DECIMAL_COMMA_HINT}`, `${name} ${DECIMAL_COMMA_HINT}`);
        continue;
      }
      if (!POSITIVE.test(read.text) || Number(read.text) <= 0 || Number(read.text) >= 1e8) {
        problem(line, `${name} "${cell(name)}" must be a positive number`, `${name} must be a positive number`);
        continue;
      }
      // Checked as stored, after rounding to 4 decimals: 0.00001 would be stored as 0.
      if (Number(canonical(read.text)) <= 0) {
        problem(line, `${name} "${cell(name)}" rounds to 0 at 4 decimals: at least 0.0001`, `${name} rounds to 0 at 4 decimals: at least 0.0001`);
        continue;
      }
      if (Number(canonical(read.text)) >= 1e8) {
        problem(line, `${name} "${cell(name)}" rounds to 100000000 at 4 decimals: at most 99999999.9999`, `${name} rounds to 100000000 at 4 decimals: at most 99999999.9999`);
        continue;
      }
      if (read.tidied) {
        tidied += 1;
        if (firstTidied.length < 1) firstTidied.push({ line, cell: cell(name) });
      }
      numbers[name] = read.text;
    }
    if (total !== before || companyId === undefined || !sub) continue;
    const row: PriceRow & { line: number } = {
      line,
      companyId,
      company: companyCode,
      subCategoryId,
      productSizeId,
      yarnCount: sub.yarn ? canonical(countText) : null,
      ply: sub.yarn ? Number(plyText) : null,
      oil: sub.yarn ? (oilText as "MOT" | "VOT") : null,
      kgPerUnit: canonical(numbers.kg_per_unit),
      exMillUsd: canonical(numbers.ex_mill_usd),
    };
    const key = keyOf(row);
    const first = seen.get(key);
    if (first !== undefined) {
      problem(line, `duplicate of line ${first} (same company, sub-category and spec)`, "duplicate of an earlier line (same company, sub-category and spec)");
      continue;
    }
    seen.set(key, line);
    rows.push(row);
  }
  if (total > 0) return { ok: false, problems: listProblems(kinds), total };
  const [example] = firstTidied;
  if (example) {
    notices.push(
      `Read ${tidied} number${tidied > 1 ? "s" : ""} written with a thousands separator or a currency sign, without them (first at line ${example.line}: "${example.cell}")`,
    );
  }
  return { ok: true, rows, notices };
}

/** Problems by line; a kind found on SUMMARISE_FROM rows or more as one line with its count. */
function listProblems(kinds: Map<string, { count: number; first: Problem; listed: Problem[] }>): Problem[] {
  const listed: Problem[] = [];
  for (const [kind, group] of kinds) {
    if (group.count >= SUMMARISE_FROM) listed.push({ line: group.first.line, msg: `${group.count} rows: ${kind} (first at line ${group.first.line})` });
    else listed.push(...group.listed);
  }
  return listed.sort((a, b) => a.line - b.line).slice(0, MAX_PROBLEMS);
}

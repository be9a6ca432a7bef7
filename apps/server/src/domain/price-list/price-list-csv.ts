/**
 * The price list as a CSV file: the columns, the export (cells neutralised against formula
 * injection) and the parse of an upload (csv-parse), which reports every problem with its line
 * number. Pure functions over a catalogue index, so they are tested without a database.
 */
import { parse } from "csv-parse/sync";

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

/** Most rows one file may hold. */
export const MAX_ROWS = 100_000;
/** Most problems listed in one reply (the count says how many there were). */
export const MAX_PROBLEMS = 200;

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
  subCategories: Map<number, { categoryId: number; name: string; categoryName: string; yarn: boolean }>;
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
  | { ok: true; rows: (PriceRow & { line: number })[] }
  | { ok: false; fatal: string }
  | { ok: false; problems: Problem[]; total: number };

const POSITIVE = /^\d+(\.\d+)?$/;

/**
 * Parses and validates a whole file. Either every row is valid, or nothing is: the problems
 * come back with their line numbers (1 is the header).
 */
export function parsePriceCsv(text: string, index: CatalogueIndex): ParseOutcome {
  if (text.includes("\u0000")) return { ok: false, fatal: NOT_CSV_TEXT };
  const body = text.replace(/^\uFEFF/, "");
  const firstLine = body.split(/\r?\n/, 1)[0] ?? "";
  if (firstLine.trim() === "") return { ok: false, fatal: "The file is empty: the first line must be the header" };
  const delimiter = !firstLine.includes(",") && firstLine.includes(";") ? ";" : ",";

  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(body, { delimiter, bom: true, relax_column_count: true, skip_empty_lines: true, info: true, trim: true, max_record_size: 10_000 }) as unknown as typeof records;
  } catch (error) {
    const line = (error as { lines?: number }).lines;
    return { ok: false, fatal: `The file could not be read as CSV${line ? ` (line ${line})` : ""}: ${(error as Error).message.replace(/^Invalid Record Length: |^.*?: /, "")}` };
  }
  const [header, ...data] = records;
  if (!header) return { ok: false, fatal: "The file is empty: the first line must be the header" };
  const names = header.record.map((name) => name.trim().toLowerCase());
  const unknown = names.filter((name) => !(PRICE_COLUMNS as readonly string[]).includes(name));
  const missing = REQUIRED.filter((name) => !names.includes(name));
  if (unknown.length > 0 || missing.length > 0 || new Set(names).size !== names.length) {
    const parts = [
      missing.length > 0 ? `missing column${missing.length > 1 ? "s" : ""} ${missing.join(", ")}` : "",
      unknown.length > 0 ? `unknown column${unknown.length > 1 ? "s" : ""} ${unknown.join(", ")}` : "",
      new Set(names).size !== names.length ? "a column named twice" : "",
    ].filter(Boolean);
    return { ok: false, fatal: `Line 1 (the header) is wrong: ${parts.join("; ")}. Expected: ${PRICE_COLUMNS.join(",")}` };
  }
  if (data.length === 0) return { ok: false, fatal: "The file has a header but no price rows" };
  if (data.length > MAX_ROWS) return { ok: false, fatal: `The file has ${data.length} rows; at most ${MAX_ROWS} are accepted` };

  const column = Object.fromEntries(names.map((name, position) => [name, position])) as Record<string, number>;
  const problems: Problem[] = [];
  let total = 0;
  const problem = (line: number, msg: string) => {
    total += 1;
    if (problems.length < MAX_PROBLEMS) problems.push({ line, msg });
  };
  const rows: (PriceRow & { line: number })[] = [];
  const seen = new Map<string, number>();

  for (const { record, info } of data) {
    const line = info.lines;
    if (record.length !== names.length) {
      problem(line, `has ${record.length} cells; the header has ${names.length}`);
      continue;
    }
    const cell = (name: string) => (record[column[name] as number] ?? "").trim();
    const before = total;
    const companyCode = cell("company").toUpperCase();
    const companyId = index.companies.get(companyCode);
    if (companyId === undefined) problem(line, `unknown company "${cell("company")}" (expected ${[...index.companies.keys()].join(" or ")})`);
    const subText = cell("sub_category_id");
    const subCategoryId = /^\d+$/.test(subText) ? Number(subText) : Number.NaN;
    const sub = index.subCategories.get(subCategoryId);
    if (!sub) problem(line, `unknown sub-category "${subText}"`);
    const sizeText = cell("product_size_id");
    const productSizeId = sizeText === "" ? null : /^\d+$/.test(sizeText) ? Number(sizeText) : Number.NaN;
    const countText = cell("yarn_count");
    const plyText = cell("ply");
    const oilText = cell("oil").toUpperCase();
    if (sub) {
      if (sub.yarn) {
        if (productSizeId !== null) problem(line, `sub-category ${subCategoryId} is yarn: product_size_id must be empty`);
        if (!POSITIVE.test(countText) || Number(countText) <= 0 || Number(countText) >= 10_000) problem(line, `yarn_count "${countText}" must be a positive number below 10000`);
        if (plyText !== "1" && plyText !== "2") problem(line, `ply "${plyText}" must be 1 or 2`);
        if (oilText !== "MOT" && oilText !== "VOT") problem(line, `oil "${cell("oil")}" must be MOT or VOT`);
      } else {
        if (countText !== "" || plyText !== "" || oilText !== "") problem(line, `sub-category ${subCategoryId} is not yarn: yarn_count, ply and oil must be empty`);
        if (productSizeId === null) {
          if (index.sized.has(subCategoryId)) problem(line, `sub-category ${subCategoryId} is sold by size: product_size_id is required`);
        } else {
          const size = index.sizes.get(productSizeId);
          if (!size || size.categoryId !== sub.categoryId || (size.subCategoryId !== null && size.subCategoryId !== subCategoryId)) {
            problem(line, `unknown spec: size "${sizeText}" is not a size of sub-category ${subCategoryId}`);
          }
        }
      }
    }
    for (const name of ["kg_per_unit", "ex_mill_usd"] as const) {
      const value = cell(name);
      if (!POSITIVE.test(value) || Number(value) <= 0 || Number(value) >= 1e8) problem(line, `${name} "${value}" must be a positive number`);
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
      kgPerUnit: canonical(cell("kg_per_unit")),
      exMillUsd: canonical(cell("ex_mill_usd")),
    };
    const key = keyOf(row);
    const first = seen.get(key);
    if (first !== undefined) {
      problem(line, `duplicate of line ${first} (same company, sub-category and spec)`);
      continue;
    }
    seen.set(key, line);
    rows.push(row);
  }
  return total > 0 ? { ok: false, problems, total } : { ok: true, rows };
}

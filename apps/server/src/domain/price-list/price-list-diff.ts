/**
 * A price list against another: what an upload adds, changes (with the ±25% flag and whether a
 * spreadsheet merely rounded it), leaves alone and misses, and the summary a preview shows.
 * Pure computation on rows already read.
 */
import { changeFlag } from "@jute/api/contract";
import { keyOf, type CatalogueIndex, type PriceRow } from "./price-list-csv";

export interface DiffLine {
  line: number | null;
  key: string;
  company: string;
  sub_category_id: string;
  sub_category: string;
  size: string;
  yarn_count: string;
  ply: string;
  oil: string;
  old_price: string | null;
  new_price: string | null;
  old_kg: string | null;
  new_kg: string | null;
  percent: number | null;
  flagged: boolean;
  rounded: boolean;
}

export interface Diff {
  version: number;
  effective_from: string;
  preview_id: string;
  notices: string[];
  counts: { added: number; changed: number; unchanged: number; missing: number; retired: number; flagged: number; rounded: number };
  added: DiffLine[];
  changed: DiffLine[];
  missing: DiffLine[];
}

const decimalsOf = (value: string) => value.split(".")[1]?.length ?? 0;

/**
 * A canonical decimal ("1.755") rounded half up to `places`, on its digits as written: the way a
 * spreadsheet rounds the number it shows (LibreOffice saves 1.755 with 2 decimals as 1.76, where
 * binary floating point's `(1.755).toFixed(2)` gives "1.75").
 */
function roundDecimal(value: string, places: number): number {
  const [whole = "0", fraction = ""] = value.split(".");
  const up = (fraction[places] ?? "0") >= "5" ? 1n : 0n;
  return Number(BigInt(`${whole}${fraction.slice(0, places).padEnd(places, "0")}`) + up) / 10 ** places;
}

/** `next` is `old` rounded to `next`'s decimals (or a few more): a spreadsheet shortened it. */
export function isRounding(old: string, next: string): boolean {
  if (decimalsOf(old) <= decimalsOf(next)) return false;
  for (let places = decimalsOf(next); places < decimalsOf(old); places += 1) {
    if (roundDecimal(old, places) === Number(next)) return true;
  }
  return false;
}

/** A price row as a line of the diff (and of the list the console shows). */
export function describeLine(row: PriceRow, index: CatalogueIndex, line: number | null) {
  const sub = index.subCategories.get(row.subCategoryId);
  return {
    line,
    key: keyOf(row),
    company: row.company,
    sub_category_id: String(row.subCategoryId),
    sub_category: sub?.name ?? "",
    size: row.productSizeId === null ? "" : (index.sizes.get(row.productSizeId)?.label ?? ""),
    yarn_count: row.yarnCount ?? "",
    ply: row.ply === null ? "" : String(row.ply),
    oil: row.oil ?? "",
  };
}


/**
 * Old against new; with `yieldEvery`, a turn of the event loop every so many rows (a list may
 * hold 20,000). Inside a transaction it runs without a break: with PGlite a transaction holds
 * the database alone, and a pause there would hold it longer.
 */
export async function diffPriceLists(
  current: PriceRow[],
  incoming: (PriceRow & { line: number | null })[],
  index: CatalogueIndex,
  retireMissing: boolean,
  yieldEvery = Number.POSITIVE_INFINITY,
) {
  const byKey = new Map(current.map((row) => [keyOf(row), row]));
  const added: DiffLine[] = [];
  const changed: DiffLine[] = [];
  const writes: PriceRow[] = [];
  let unchanged = 0;
  const seen = new Set<string>();
  for (const [position, row] of incoming.entries()) {
    if (position > 0 && position % yieldEvery === 0) await new Promise((resolve) => setImmediate(resolve));
    const key = keyOf(row);
    seen.add(key);
    const old = byKey.get(key);
    const base = describeLine(row, index, row.line);
    if (!old) {
      added.push({ ...base, old_price: null, new_price: row.exMillUsd, old_kg: null, new_kg: row.kgPerUnit, percent: null, flagged: false, rounded: false });
      writes.push(row);
    } else if (old.exMillUsd !== row.exMillUsd || old.kgPerUnit !== row.kgPerUnit) {
      const { percent, flagged } = changeFlag(Number(old.exMillUsd), Number(row.exMillUsd));
      const rounded =
        (old.exMillUsd === row.exMillUsd || isRounding(old.exMillUsd, row.exMillUsd)) && (old.kgPerUnit === row.kgPerUnit || isRounding(old.kgPerUnit, row.kgPerUnit));
      changed.push({
        ...base,
        old_price: old.exMillUsd,
        new_price: row.exMillUsd,
        old_kg: old.kgPerUnit,
        new_kg: row.kgPerUnit,
        percent,
        flagged,
        rounded,
      });
      writes.push(row);
    } else {
      unchanged += 1;
    }
  }
  const missingRows = current.filter((row) => !seen.has(keyOf(row)));
  const missing = missingRows.map((row) => ({
    ...describeLine(row, index, null),
    old_price: row.exMillUsd,
    new_price: null,
    old_kg: row.kgPerUnit,
    new_kg: null,
    percent: null,
    flagged: false,
    rounded: false,
  }));
  const after = retireMissing ? incoming.map(({ line: _line, ...row }) => row) : [...incoming.map(({ line: _line, ...row }) => row), ...missingRows];
  return {
    added,
    changed,
    missing,
    unchanged,
    writes,
    retire: retireMissing ? missingRows : [],
    after,
    flagged: changed.filter((line) => line.flagged).length,
    rounded: changed.filter((line) => line.rounded).length,
  };
}


/** What diffPriceLists finds. */
export type ListDiff = Awaited<ReturnType<typeof diffPriceLists>>;

export function diffSummary(version: number, effectiveFrom: string, result: ListDiff, bound: { previewId: string; notices: string[] } = { previewId: "", notices: [] }): Diff {
  return {
    version,
    effective_from: effectiveFrom,
    preview_id: bound.previewId,
    notices: bound.notices,
    counts: {
      added: result.added.length,
      changed: result.changed.length,
      unchanged: result.unchanged,
      missing: result.missing.length,
      retired: result.retire.length,
      flagged: result.flagged,
      rounded: result.rounded,
    },
    added: result.added.slice(0, 1000),
    changed: result.changed.slice(0, 1000),
    missing: result.missing.slice(0, 1000),
  };
}

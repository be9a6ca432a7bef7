/**
 * A price list change written: the upload parsed, and the rows of a change stored as one
 * audited change, in chunks. The caller holds the transaction and the version lock.
 */
import { sql } from "drizzle-orm";
import type { Db } from "../../db/database";
import { prices } from "../../db/schema";
import { invalid } from "../api-error";
import { recordChange, type Staff } from "../audit/audit";
import { parsePriceCsv, type PriceRow } from "./price-list-csv";
import type { ListDiff } from "./price-list-diff";
import { catalogueIndex, toAudit } from "./price-rows";

/** Price rows written per statement. */
const WRITE_CHUNK = 500;

/** The uploaded file read against the catalogue; a file with problems is refused (400) with them. */
export async function parseUpload(tx: Db, input: { csv: string }) {
  const index = await catalogueIndex(tx);
  const parsed = await parsePriceCsv(input.csv, index);
  if (!parsed.ok) {
    if ("fatal" in parsed) throw invalid(parsed.fatal, "csv");
    throw invalid(`The file has ${parsed.total} problem${parsed.total > 1 ? "s" : ""}: nothing was changed`, "csv", {
      problems: parsed.problems,
      total: parsed.total,
    });
  }
  return { index, rows: parsed.rows, notices: parsed.notices };
}


/** Writes a list as one audited change; the caller holds the transaction and the lock. */
export async function writeChange(
  tx: Db,
  staff: Staff,
  kind: "prices" | "restore",
  effectiveFrom: string,
  before: PriceRow[],
  result: ListDiff,
  extra: { fileName?: string; sha256?: string; restores?: number },
) {
  const changeId = await recordChange(tx, staff, {
    kind,
    effectiveFrom,
    fileName: extra.fileName,
    sha256: extra.sha256,
    counts: { added: result.added.length, changed: result.changed.length, unchanged: result.unchanged, retired: result.retire.length, kept: result.missing.length - result.retire.length },
    rowsBefore: before.map(toAudit),
    rowsAfter: result.after.map(toAudit),
    about: extra.restores,
  });
  if (result.writes.length + result.retire.length === 0) return changeId;
  const all = [...result.writes.map((row) => ({ row, retired: false })), ...result.retire.map((row) => ({ row, retired: true }))];
  // In chunks, yielding between them: PGlite runs each statement on this thread, so the
  // buyers' lookups (served from the in-memory catalogue) get their turns meanwhile.
  for (let start = 0; start < all.length; start += WRITE_CHUNK) {
    if (start > 0) await new Promise((resolve) => setImmediate(resolve));
    const json = JSON.stringify(
      all.slice(start, start + WRITE_CHUNK).map(({ row, retired }) => ({
        company_id: row.companyId,
        sub_category_id: row.subCategoryId,
        product_size_id: row.productSizeId,
        yarn_count: row.yarnCount,
        ply: row.ply,
        oil: row.oil,
        ex_mill_usd: row.exMillUsd,
        kg_per_unit: row.kgPerUnit,
        retired,
      })),
    );
    await tx.execute(sql`
      insert into ${prices} (company_id, sub_category_id, product_size_id, yarn_count, ply, oil, ex_mill_usd, kg_per_unit, effective_from, retired, change_id)
      select r.company_id, r.sub_category_id, r.product_size_id, r.yarn_count, r.ply, r.oil, r.ex_mill_usd, r.kg_per_unit, ${effectiveFrom}::date, r.retired, ${changeId}
      from jsonb_to_recordset(${json}::jsonb) as r(company_id integer, sub_category_id integer, product_size_id integer, yarn_count numeric,
                                                 ply integer, oil text, ex_mill_usd numeric, kg_per_unit numeric, retired boolean)
      on conflict (company_id, sub_category_id, coalesce(product_size_id, 0), coalesce(yarn_count, 0), coalesce(ply, 0), coalesce(oil, ''), effective_from)
      do update set ex_mill_usd = excluded.ex_mill_usd, kg_per_unit = excluded.kg_per_unit, retired = excluded.retired, change_id = excluded.change_id`);
  }
  return changeId;
}

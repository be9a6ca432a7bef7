/**
 * The price list of the staff console: the list in force and the scheduled ones, the CSV
 * export, the dry-run diff of an upload, apply, cancel and restore (cancel and restore through
 * ../changes/undo.ts, as the fares'). Every change is audited (../audit/audit.ts); rows are
 * read through the one mapping in ./price-rows.ts.
 *
 * Applying is one transaction that first locks the catalogue version row and compares it with
 * the version the staff member previewed (optimistic versioning): of two staff applying at
 * once, one wins and the other is told the list changed, and nothing is applied twice. The
 * diff is computed again inside the transaction, from the same file, so what is written is
 * exactly what the fresh state implies.
 */
import { createHash } from "node:crypto";
import { changeFlag } from "@jute/api/contract";
import { and, gt, isNull, sql } from "drizzle-orm";
import type { Db, Database } from "../../db/database";
import { prices, staffChanges, type AuditPriceRow } from "../../db/schema";
import { conflict, invalid } from "../api-error";
import { recordChange, type Staff } from "../audit/audit";
import { checkEffectiveFrom, previewBinding, requireConfirmed, requireSamePreview } from "../changes/safety-net";
import { createChangeUndo } from "../changes/undo";
import { readOneState, underVersionLock, versionOf } from "../changes/version";
import { pricesInForce } from "../catalogue/prices-in-force";
import { DEFAULT_TIME_ZONE, today, type Clock } from "../clock";
import { keyOf, parsePriceCsv, toCsv, type CatalogueIndex, type PriceRow, type Problem } from "./price-list-csv";
import { catalogueIndex, fromAudit, listAt, priceRowOf, rows, toAudit } from "./price-rows";

/** Price rows written per statement. */
const WRITE_CHUNK = 500;
/** Rows compared between two turns of the event loop. */
const DIFF_BATCH = 1_000;

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

export interface UploadInput {
  fileName: string;
  csv: string;
  effectiveFrom: string;
  retireMissing: boolean;
}

/**
 * What binds an apply to its preview: the file, the effective date and the options it was
 * checked with. An apply whose file, date or options differ gets another id and is refused.
 */
export function previewIdOf(input: UploadInput): string {
  const file = createHash("sha256").update(input.csv).digest("hex");
  return previewBinding([file, input.effectiveFrom, input.retireMissing]);
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

export function createPriceListService(database: Database, options: { clock: Clock }) {
  const { db } = database;
  const day = () => today(options.clock);
  const zone = options.clock.timeZone ?? DEFAULT_TIME_ZONE;
  // A price list change is a list uploaded ("prices") or a version restored ("restore").
  const undo = createChangeUndo(database, day, {
    kinds: ["prices", "restore"],
    version: "prices",
    missing: { cancel: "price list change", restore: "price list version" },
    undoInstead: "restore an earlier version",
    restoresOnlyInForce: false,
    async removeScheduled(tx, change, on) {
      const removed = await rows(tx, sql`delete from ${prices} where change_id = ${change.id} and effective_from > ${on}::date returning *`);
      const index = await catalogueIndex(tx);
      return removed.map((row) => toAudit(priceRowOf(row, index)));
    },
  });

  function describe(row: PriceRow, index: CatalogueIndex, line: number | null) {
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
  async function diff(
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
      const base = describe(row, index, row.line);
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
      ...describe(row, index, null),
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

  async function parseUpload(tx: Db, input: UploadInput) {
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

  function summary(version: number, effectiveFrom: string, result: Awaited<ReturnType<typeof diff>>, bound: { previewId: string; notices: string[] } = { previewId: "", notices: [] }): Diff {
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

  /** Writes a list as one audited change; the caller holds the transaction and the lock. */
  async function write(
    tx: Db,
    staff: Staff,
    kind: "prices" | "restore",
    effectiveFrom: string,
    before: PriceRow[],
    result: Awaited<ReturnType<typeof diff>>,
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

  return {
    today: day,

    /** The list in force today, the scheduled lists and the version to preview against. */
    async priceList() {
      return readOneState(database, async (tx) => {
        const index = await catalogueIndex(tx);
        const current = await listAt(tx, day(), index);
        const effective = new Map(
          (await rows(tx, sql`select * from (${pricesInForce(day())}) p`)).map((row) => [
            keyOf(priceRowOf(row, index)),
            String(row.effective_from instanceof Date ? row.effective_from.toISOString().slice(0, 10) : row.effective_from).slice(0, 10),
          ]),
        );
        const scheduled = await tx
          .select({ id: staffChanges.id, kind: staffChanges.kind, effectiveFrom: staffChanges.effectiveFrom, staffEmail: staffChanges.staffEmail, createdAt: staffChanges.createdAt, counts: staffChanges.counts, fileName: staffChanges.fileName })
          .from(staffChanges)
          .where(and(gt(staffChanges.effectiveFrom, day()), isNull(staffChanges.cancelledAt), sql`${staffChanges.kind} in ('prices', 'restore')`))
          .orderBy(staffChanges.effectiveFrom, staffChanges.id);
        const scheduledRows = await rows(
          tx,
          sql`select p.change_id, p.company_id, p.sub_category_id, p.product_size_id, p.yarn_count, p.ply, p.oil, p.kg_per_unit, p.ex_mill_usd, p.retired
              from prices p where p.effective_from > ${day()}::date order by p.effective_from, p.id limit 2000`,
        );
        // How many prices each scheduled list holds (its rows below are capped, this is not).
        const totals = new Map(
          (await rows(tx, sql`select change_id, count(*)::int as total from prices where effective_from > ${day()}::date group by change_id`)).map((row) => [
            Number(row.change_id),
            Number(row.total),
          ]),
        );
        return {
          today: day(),
          time_zone: zone,
          version: await versionOf(tx, "prices"),
          prices: current.map((row) => ({
            ...describe(row, index, null),
            kg: row.kgPerUnit,
            price: row.exMillUsd,
            effective_from: effective.get(keyOf(row)) ?? "",
          })),
          scheduled: scheduled.map((change) => ({
            change_id: String(change.id),
            effective_from: change.effectiveFrom,
            staff_email: change.staffEmail,
            created_at: change.createdAt.toISOString(),
            file_name: change.fileName ?? "",
            counts: change.counts,
            total: totals.get(change.id) ?? 0,
            rows: scheduledRows
              .filter((row) => Number(row.change_id) === change.id)
              .map((row) => {
                const price = priceRowOf(row, index);
                return { ...describe(price, index, null), price: price.exMillUsd, retired: row.retired === true };
              }),
          })),
        };
      });
    },

    /** The list in force on a day (today by default) as CSV. */
    async exportCsv(at?: string) {
      const on = at ?? day();
      const index = await catalogueIndex(db);
      return { fileName: `price-list-${on}.csv`, csv: toCsv(await listAt(db, on, index), index) };
    },

    /** The dry-run diff of a file against the list in force on its effective date. */
    async preview(input: UploadInput): Promise<Diff> {
      checkEffectiveFrom(input.effectiveFrom, day());
      // Parsed before the transaction: with PGlite a transaction holds the database alone.
      const { index, rows: incoming, notices } = await parseUpload(db, input);
      const { version, current } = await readOneState(database, async (tx) => {
        return { version: await versionOf(tx, "prices"), current: await listAt(tx, input.effectiveFrom, index) };
      });
      // Compared outside the transaction, in steps: the database stays free for health checks.
      return summary(version, input.effectiveFrom, await diff(current, incoming, index, input.retireMissing, DIFF_BATCH), { previewId: previewIdOf(input), notices });
    },

    /** Applies a file previewed at `version`; a 409 carries a fresh diff when the list moved. */
    async apply(staff: Staff, input: UploadInput & { version: number; previewId: string; confirmFlagged: boolean }) {
      checkEffectiveFrom(input.effectiveFrom, day());
      const sha256 = createHash("sha256").update(input.csv).digest("hex");
      // The file is parsed and validated before the transaction (with PGlite a transaction
      // holds the database alone, so it stays short); the catalogue it was checked against
      // cannot move unseen: any change to it moves the version compared below.
      const { index, rows: incoming, notices } = await parseUpload(db, input);
      // What was checked is what is applied: the file, the date and the options of the preview.
      requireSamePreview(input.previewId, previewIdOf(input), "The file, the date or the options differ from the ones checked: check the file again before applying");
      return underVersionLock(database, "prices", async (tx, version) => {
        const current = await listAt(tx, input.effectiveFrom, index);
        const result = await diff(current, incoming, index, input.retireMissing);
        if (version !== input.version) {
          throw conflict("The price list changed since your preview: check the fresh diff below before applying", {
            diff: summary(version, input.effectiveFrom, result, { previewId: input.previewId, notices }),
          });
        }
        requireConfirmed(result.flagged, input.confirmFlagged, "price");
        const changeId = await write(tx, staff, "prices", input.effectiveFrom, current, result, { fileName: input.fileName, sha256 });
        return { change_id: String(changeId), effective_from: input.effectiveFrom, scheduled: input.effectiveFrom > day(), ...summary(version, input.effectiveFrom, result).counts };
      });
    },

    /** Cancels a list scheduled for a later day: its rows go, the audit keeps them (../changes/undo.ts). */
    cancel: undo.cancel,

    /** Re-applies the list as it was before change `changeId`, as a new change from today. */
    async restore(staff: Staff, changeId: number) {
      return undo.restore(changeId, async (tx, change) => {
        const index = await catalogueIndex(tx);
        const wanted = (change.rowsBefore as AuditPriceRow[]).map((row) => ({ ...fromAudit(row, index), line: null }));
        const current = await listAt(tx, day(), index);
        const result = await diff(current, wanted, index, true);
        const id = await write(tx, staff, "restore", day(), current, result, { restores: changeId });
        return { change_id: String(id), effective_from: day(), scheduled: false, ...summary(0, day(), result).counts };
      });
    },
  };
}

export type PriceListService = ReturnType<typeof createPriceListService>;
export type { Problem };

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
 * exactly what the fresh state implies. The diff itself is ./price-list-diff.ts, the parse of
 * the upload and the write of a change ./price-list-write.ts.
 */
import { createHash } from "node:crypto";
import { and, gt, isNull, sql } from "drizzle-orm";
import type { Database } from "../../db/database";
import { prices, staffChanges, type AuditPriceRow } from "../../db/schema";
import { conflict } from "../api-error";
import type { Staff } from "../audit/audit";
import { checkEffectiveFrom, previewBinding, requireConfirmed, requireSamePreview } from "../changes/safety-net";
import { createChangeUndo } from "../changes/undo";
import { readOneState, underVersionLock, versionOf } from "../changes/version";
import { pricesInForce } from "../catalogue/prices-in-force";
import { DEFAULT_TIME_ZONE, today, type Clock } from "../clock";
import { keyOf, toCsv, type CatalogueIndex, type PriceRow, type Problem } from "./price-list-csv";
import { describeLine, diffPriceLists, diffSummary, type Diff } from "./price-list-diff";
import { parseUpload, writeChange } from "./price-list-write";
import { catalogueIndex, fromAudit, listAt, priceRowOf, rows, toAudit } from "./price-rows";

/** Rows compared between two turns of the event loop. */
const DIFF_BATCH = 1_000;

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

/** The prices a change moved (added, changed or retired), from its audit rows: their keys, and the rows before and after. */
function movedOf(change: { rowsBefore: unknown; rowsAfter: unknown }, index: CatalogueIndex) {
  const read = (list: unknown) => new Map((list as AuditPriceRow[]).map((row) => fromAudit(row, index)).map((row) => [keyOf(row), row]));
  const before = read(change.rowsBefore);
  const after = read(change.rowsAfter);
  const same = (one: PriceRow | undefined, two: PriceRow | undefined) => (one && two ? one.exMillUsd === two.exMillUsd && one.kgPerUnit === two.kgPerUnit : one === two);
  const moved = [...new Set([...before.keys(), ...after.keys()])].filter((key) => !same(before.get(key), after.get(key)));
  return { before, after, moved, same };
}

export function createPriceListService(database: Database, options: { clock: Clock }) {
  const { db } = database;
  const day = () => today(options.clock);
  const zone = options.clock.timeZone ?? DEFAULT_TIME_ZONE;
  // A price list change is a list uploaded ("prices") or a change undone ("restore").
  const undo = createChangeUndo(database, day, {
    kinds: ["prices", "restore"],
    version: "prices",
    missing: { cancel: "price list change", restore: "price list change" },
    undoInstead: "undo it in the audit log",
    noun: "price",
    scheduledNoun: "list",
    async scheduledRows(tx, change) {
      const [held] = await rows(tx, sql`select count(*)::int as held from ${prices} where change_id = ${change.id} and effective_from = ${change.effectiveFrom}::date`);
      return Number(held?.held ?? 0);
    },
    async replacedBy(tx, change, on) {
      const index = await catalogueIndex(tx);
      const keys = new Set(movedOf(change, index).moved);
      const later = await rows(
        tx,
        sql`select * from ${prices} where change_id > ${change.id} and effective_from >= ${change.effectiveFrom}::date and effective_from > ${on}::date order by change_id`,
      );
      const over = later.filter((row) => keys.has(keyOf(priceRowOf(row, index))));
      return over.length > 0 ? { count: new Set(over.map((row) => keyOf(priceRowOf(row, index)))).size, by: Number(over[0]?.change_id) } : null;
    },
    async removeScheduled(tx, change, on) {
      const removed = await rows(tx, sql`delete from ${prices} where change_id = ${change.id} and effective_from > ${on}::date returning *`);
      const index = await catalogueIndex(tx);
      return removed.map((row) => toAudit(priceRowOf(row, index)));
    },
    async putBack(tx, change, on) {
      const index = await catalogueIndex(tx);
      const { before, after, moved, same } = movedOf(change, index);
      const inForce = await rows(tx, sql`select * from (${pricesInForce(on)}) p`);
      const current = new Map(inForce.map((row) => [keyOf(priceRowOf(row, index)), { row: priceRowOf(row, index), by: Number(row.change_id) }]));
      const since = moved.filter((key) => !same(current.get(key)?.row, after.get(key)));
      const by = since.map((key) => current.get(key)?.by).find((id) => id !== undefined && id !== change.id);
      const wanted = new Map([...current].map(([key, found]) => [key, found.row]));
      for (const key of moved) {
        const back = before.get(key);
        if (back) wanted.set(key, back);
        else wanted.delete(key);
      }
      return { count: moved.length, movedSince: since.length > 0 ? { count: since.length, by: by ?? null } : null, work: [...wanted.values()] };
    },
    async writePutBack(tx, staff, change, on, wanted) {
      const index = await catalogueIndex(tx);
      const current = await listAt(tx, on, index);
      const result = await diffPriceLists(current, wanted.map((row) => ({ ...row, line: null })), index, true);
      return writeChange(tx, staff, "restore", on, current, result, { restores: change.id });
    },
  });

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
            ...describeLine(row, index, null),
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
                return { ...describeLine(price, index, null), price: price.exMillUsd, retired: row.retired === true };
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
      return diffSummary(version, input.effectiveFrom, await diffPriceLists(current, incoming, index, input.retireMissing, DIFF_BATCH), { previewId: previewIdOf(input), notices });
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
        const result = await diffPriceLists(current, incoming, index, input.retireMissing);
        if (version !== input.version) {
          throw conflict("The price list changed since your preview: check the fresh diff below before applying", {
            diff: diffSummary(version, input.effectiveFrom, result, { previewId: input.previewId, notices }),
          });
        }
        requireConfirmed(result.flagged, input.confirmFlagged, "price");
        const changeId = await writeChange(tx, staff, "prices", input.effectiveFrom, current, result, { fileName: input.fileName, sha256 });
        return { change_id: String(changeId), effective_from: input.effectiveFrom, scheduled: input.effectiveFrom > day(), ...diffSummary(version, input.effectiveFrom, result).counts };
      });
    },

    /** Cancels a list scheduled for a later day: its rows go, the audit keeps them (../changes/undo.ts). */
    cancel: undo.cancel,

    /** Undoes change `changeId` as the audit log says (../changes/undo.ts); `seen`: the version the clerk read it at. */
    undo: undo.undo,

    /** What undoing each change does (the audit log's words). */
    undoOffers: undo.offers,
  };
}

export type PriceListService = ReturnType<typeof createPriceListService>;
export type { Problem };

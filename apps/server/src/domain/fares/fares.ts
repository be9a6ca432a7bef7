/**
 * Port fares (USD per tonne of the truck from the mill to the port), with the price list's
 * safety net (../changes/safety-net.ts): a preview of a change (each port whose fare moves, old
 * and new, the percentage, the ±25% flag) bound to its fares and date; an apply that must
 * carry that preview's id and, for flagged fares, the confirmation, both checked inside the
 * transaction that writes (which holds the catalogue version row, so two saves never cross);
 * an effective date (today at the mill, or a later day: scheduled, and cancellable until
 * then); an audit row for every change; and undo, which cancels a change still scheduled and
 * puts back the fares a change in force moved (../changes/undo.ts, as the price list's).
 * Quotes read the fare in force on their day (catalogue/prices-in-force.ts).
 *
 * The audit keeps fare rows with the database's name (`usd_per_tonne`); the wire calls it `fare`.
 */
import { changeFlag, fareProblem } from "@jute/api/contract";
import { and, eq, gt, gte, inArray, sql } from "drizzle-orm";
import type { Database, Db } from "../../db/database";
import { truckFareRates, truckFares } from "../../db/schema";
import { conflict, invalid } from "../api-error";
import { recordChange, type Staff } from "../audit/audit";
import { faresInForce } from "../catalogue/prices-in-force";
import { checkEffectiveFrom, previewBinding, requireConfirmed, requireSamePreview } from "../changes/safety-net";
import { createChangeUndo } from "../changes/undo";
import { readOneState, underVersionLock, versionOf } from "../changes/version";
import { DEFAULT_TIME_ZONE, today, type Clock } from "../clock";
import { canonical } from "../price-list/price-list-csv";
import { rows } from "../price-list/price-rows";

export interface FaresChange {
  effectiveFrom: string;
  fares: { truckFareId: number; fare: string }[];
}

/** A port's fare as the audit keeps it (database names). */
export interface AuditFareRow {
  truck_fare_id: string;
  location: string;
  usd_per_tonne: string;
}

interface Port {
  id: number;
  location: string;
  fare: string;
}

/** What binds a save to its preview: the date and each port's fare, in the order of the ports. */
export function faresPreviewIdOf(input: FaresChange): string {
  const fares = [...input.fares].sort((a, b) => a.truckFareId - b.truckFareId).map((fare) => [fare.truckFareId, canonical(fare.fare.trim())]);
  return previewBinding(["fares", input.effectiveFrom, fares]);
}

/** The ports and their fares in force on a day, in id order. */
async function faresAt(db: Db, day: string): Promise<Port[]> {
  const found = await rows(db, sql`select * from (${faresInForce(day)}) f order by f.id`);
  return found.map((row) => ({ id: Number(row.id), location: String(row.location), fare: canonical(String(row.usd_per_tonne)) }));
}

/** Old against new: the ports whose fare moves, with the percentage and the flag. */
function diffOf(ports: Port[], input: FaresChange) {
  const byId = new Map(ports.map((port) => [port.id, port]));
  const changed = [];
  for (const fare of input.fares) {
    const port = byId.get(fare.truckFareId);
    if (!port) continue;
    const next = canonical(fare.fare.trim());
    if (next === port.fare) continue;
    changed.push({ truck_fare_id: String(port.id), location: port.location, old_fare: port.fare, new_fare: next, ...changeFlag(Number(port.fare), Number(next)) });
  }
  return { changed, unchanged: input.fares.length - changed.length, flagged: changed.filter((line) => line.flagged).length };
}

const toAudit = (port: Port): AuditFareRow => ({ truck_fare_id: String(port.id), location: port.location, usd_per_tonne: port.fare });

/** The ports a change moved, with their fares before it (from its audit rows). */
function movedPorts(change: { rowsBefore: unknown; rowsAfter: unknown }): AuditFareRow[] {
  const after = new Map((change.rowsAfter as AuditFareRow[]).map((row) => [row.truck_fare_id, row.usd_per_tonne]));
  return (change.rowsBefore as AuditFareRow[]).filter((row) => after.get(row.truck_fare_id) !== row.usd_per_tonne);
}

export function createFareService(database: Database, options: { clock: Clock }) {
  const { db } = database;
  const day = () => today(options.clock);
  const zone = options.clock.timeZone ?? DEFAULT_TIME_ZONE;
  const undo = createChangeUndo<AuditFareRow, Map<number, string>>(database, day, {
    kinds: ["fares"],
    version: "fares",
    missing: { cancel: "fares change", restore: "fares change" },
    undoInstead: "undo it in the audit log",
    noun: "fare",
    scheduledNoun: "fares",
    async scheduledRows(tx, change) {
      const [held] = await rows(tx, sql`select count(*)::int as held from ${truckFareRates} where change_id = ${change.id} and effective_from = ${change.effectiveFrom}::date`);
      return Number(held?.held ?? 0);
    },
    async replacedBy(tx, change, on) {
      const ports = movedPorts(change).map((row) => Number(row.truck_fare_id));
      if (ports.length === 0) return null;
      const later = await tx
        .select({ truckFareId: truckFareRates.truckFareId, changeId: truckFareRates.changeId })
        .from(truckFareRates)
        .where(
          and(
            inArray(truckFareRates.truckFareId, ports),
            gt(truckFareRates.changeId, change.id),
            gte(truckFareRates.effectiveFrom, change.effectiveFrom),
            gt(truckFareRates.effectiveFrom, on),
          ),
        )
        .orderBy(truckFareRates.changeId);
      const first = later[0];
      return first ? { count: new Set(later.map((rate) => rate.truckFareId)).size, by: Number(first.changeId) } : null;
    },
    async removeScheduled(tx, change, on) {
      const removed = await tx
        .delete(truckFareRates)
        .where(and(eq(truckFareRates.changeId, change.id), gt(truckFareRates.effectiveFrom, on)))
        .returning({ truckFareId: truckFareRates.truckFareId, fare: truckFareRates.usdPerTonne });
      const locations = new Map((change.rowsBefore as AuditFareRow[]).map((row) => [row.truck_fare_id, row.location]));
      return removed.map((rate) => ({ truck_fare_id: String(rate.truckFareId), location: locations.get(String(rate.truckFareId)) ?? "", usd_per_tonne: canonical(rate.fare) }));
    },
    async putBack(tx, change, on) {
      const after = new Map((change.rowsAfter as AuditFareRow[]).map((row) => [row.truck_fare_id, row.usd_per_tonne]));
      const moved = movedPorts(change);
      const current = new Map((await faresAt(tx, on)).map((port) => [String(port.id), port.fare]));
      const since = moved.filter((row) => current.get(row.truck_fare_id) !== after.get(row.truck_fare_id));
      let by: number | null = null;
      for (const row of since) {
        const [rate] = await rows(
          tx,
          sql`select change_id from ${truckFareRates} where truck_fare_id = ${Number(row.truck_fare_id)} and effective_from <= ${on}::date order by effective_from desc limit 1`,
        );
        if (rate?.change_id !== null && rate?.change_id !== undefined && Number(rate.change_id) !== change.id) {
          by = Number(rate.change_id);
          break;
        }
      }
      const work = new Map(moved.map((row) => [Number(row.truck_fare_id), row.usd_per_tonne]));
      return { count: moved.length, movedSince: since.length > 0 ? { count: since.length, by } : null, work };
    },
    async writePutBack(tx, staff, change, on, next) {
      const before = await faresAt(tx, on);
      const current = new Map(before.map((port) => [port.id, port.fare]));
      const flagged = [...next].filter(([id, fare]) => changeFlag(Number(current.get(id)), Number(fare)).flagged).length;
      return write(tx, staff, on, before, next, { changed: next.size, flagged }, change.id);
    },
  });

  /** Every fare checked before anything is read or written: a 400 naming the port and the field. */
  async function check(input: FaresChange) {
    checkEffectiveFrom(input.effectiveFrom, day());
    const ports = new Map((await db.select({ id: truckFares.id, location: truckFares.location }).from(truckFares)).map((port) => [port.id, port.location]));
    const seen = new Set<number>();
    for (const [position, fare] of input.fares.entries()) {
      const location = ports.get(fare.truckFareId);
      if (location === undefined) throw invalid("There is no such port: reload the page and type the fares again", `fares.${position}.truck_fare_id`);
      if (seen.has(fare.truckFareId)) throw invalid(`${location} is named twice: give each port one fare`, `fares.${position}.truck_fare_id`);
      seen.add(fare.truckFareId);
      const problem = fareProblem(fare.fare);
      if (problem) throw invalid(`${location}: ${problem}`, `fares.${position}.fare`);
    }
  }

  function summary(version: number, input: FaresChange, result: ReturnType<typeof diffOf>) {
    return {
      version,
      effective_from: input.effectiveFrom,
      preview_id: faresPreviewIdOf(input),
      scheduled: input.effectiveFrom > day(),
      counts: { changed: result.changed.length, unchanged: result.unchanged, flagged: result.flagged },
      changed: result.changed,
    };
  }

  /** Writes the new fares of `changed` from `effectiveFrom` as one audited change; the caller holds the transaction and the lock. */
  async function write(tx: Db, staff: Staff, effectiveFrom: string, before: Port[], next: Map<number, string>, counts: Record<string, number>, restores?: number) {
    const after = before.map((port) => ({ ...port, fare: next.get(port.id) ?? port.fare }));
    const changeId = await recordChange(tx, staff, {
      kind: "fares",
      effectiveFrom,
      counts,
      rowsBefore: before.map(toAudit),
      rowsAfter: after.map(toAudit),
      about: restores,
    });
    for (const [truckFareId, fare] of next) {
      await tx
        .insert(truckFareRates)
        .values({ truckFareId, usdPerTonne: fare, effectiveFrom, changeId })
        .onConflictDoUpdate({ target: [truckFareRates.truckFareId, truckFareRates.effectiveFrom], set: { usdPerTonne: fare, changeId } });
    }
    return changeId;
  }

  return {
    /** The fares in force today, the scheduled ones (with the change that set them) and the version to preview against. */
    async fares() {
      return readOneState(database, async (tx) => {
        const found = await rows(tx, sql`select * from (${faresInForce(day())}) f order by f.id`);
        const scheduled = await tx
          .select({ changeId: truckFareRates.changeId, truckFareId: truckFareRates.truckFareId, location: truckFares.location, fare: truckFareRates.usdPerTonne, effectiveFrom: truckFareRates.effectiveFrom })
          .from(truckFareRates)
          .innerJoin(truckFares, eq(truckFares.id, truckFareRates.truckFareId))
          .where(gt(truckFareRates.effectiveFrom, day()))
          .orderBy(truckFareRates.effectiveFrom, truckFareRates.truckFareId);
        return {
          today: day(),
          time_zone: zone,
          version: await versionOf(tx, "fares"),
          fares: found.map((row) => ({
            truck_fare_id: String(row.id),
            location: String(row.location),
            fare: canonical(String(row.usd_per_tonne)),
            effective_from: row.effective_from === null ? "" : String(row.effective_from),
          })),
          scheduled: scheduled.map((rate) => ({
            change_id: rate.changeId === null ? "" : String(rate.changeId),
            truck_fare_id: String(rate.truckFareId),
            location: rate.location,
            fare: canonical(rate.fare),
            effective_from: rate.effectiveFrom,
          })),
        };
      });
    },

    /** The preview of a change against the fares in force on its day: nothing is written. */
    async preview(input: FaresChange) {
      await check(input);
      const { version, ports } = await readOneState(database, async (tx) => {
        return { version: await versionOf(tx, "fares"), ports: await faresAt(tx, input.effectiveFrom) };
      });
      return summary(version, input, diffOf(ports, input));
    },

    /**
     * Saves a previewed change. Refused (409) when its fares or date differ from the preview's
     * (`preview_id`), when the fares moved since (`version`; the fresh preview comes with it),
     * or when a fare beyond ±25% is not confirmed; each checked inside the transaction that writes.
     */
    async apply(staff: Staff, input: FaresChange & { version: number; previewId: string; confirmFlagged: boolean }) {
      await check(input);
      requireSamePreview(input.previewId, faresPreviewIdOf(input), "The fares or the date differ from the ones previewed: preview the change again before saving");
      return underVersionLock(database, "fares", async (tx, version) => {
        const before = await faresAt(tx, input.effectiveFrom);
        const result = diffOf(before, input);
        if (version !== input.version) {
          throw conflict("The fares changed since your preview: check the fresh preview below before saving", { diff: summary(version, input, result) });
        }
        requireConfirmed(result.flagged, input.confirmFlagged, "fare");
        if (result.changed.length === 0) throw invalid(`Nothing to save: every fare is the one in force on ${input.effectiveFrom}`, "fares");
        const next = new Map(result.changed.map((line) => [Number(line.truck_fare_id), line.new_fare]));
        const changeId = await write(tx, staff, input.effectiveFrom, before, next, { changed: result.changed.length, flagged: result.flagged });
        return { change_id: String(changeId), effective_from: input.effectiveFrom, scheduled: input.effectiveFrom > day(), changed: result.changed.length, flagged: result.flagged };
      });
    },

    /** Cancels a fares change scheduled for a later day: its fares go, the audit keeps them (../changes/undo.ts). */
    cancel: undo.cancel,

    /** Undoes change `changeId` as the audit log says (../changes/undo.ts); `seen`: the version the clerk read it at. */
    undo: undo.undo,

    /** What undoing each change does (the audit log's words). */
    undoOffers: undo.offers,
  };
}

export type FareService = ReturnType<typeof createFareService>;

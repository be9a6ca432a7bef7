/**
 * Port fares (USD per tonne of the truck from the mill to the port): the fares in force today,
 * the ones scheduled, and a change from a day on, audited like a price list.
 */
import { gt, sql } from "drizzle-orm";
import type { Database, Db } from "../../db/database";
import { truckFareRates } from "../../db/schema";
import { invalid } from "../api-error";
import { recordChange, type Staff } from "../audit/audit";
import { faresInForce } from "../catalogue/prices-in-force";
import { today, type Clock } from "../clock";
import { canonical } from "../price-list/price-list-csv";
import { checkEffectiveFrom, rows, versionOf, type Row } from "../price-list/price-rows";

export function createFareService(database: Database, options: { clock: Clock }) {
  const { db } = database;
  const day = () => today(options.clock);

  return {
    async fares() {
      const found = await rows(db, sql`select * from (${faresInForce(day())}) f order by f.id`);
      const scheduled = await db.select().from(truckFareRates).where(gt(truckFareRates.effectiveFrom, day())).orderBy(truckFareRates.effectiveFrom, truckFareRates.truckFareId);
      return {
        today: day(),
        fares: found.map((row) => ({
          truck_fare_id: String(row.id),
          location: String(row.location),
          fare: canonical(String(row.usd_per_tonne)),
          effective_from: row.effective_from === null ? "" : String(row.effective_from),
        })),
        scheduled: scheduled.map((rate) => ({ truck_fare_id: String(rate.truckFareId), fare: canonical(rate.usdPerTonne), effective_from: rate.effectiveFrom })),
      };
    },

    async setFares(staff: Staff, input: { effectiveFrom: string; fares: { truckFareId: number; usdPerTonne: string }[] }) {
      checkEffectiveFrom(input.effectiveFrom, day());
      return db.transaction(async (txRaw) => {
        const tx = txRaw as unknown as Db;
        await versionOf(tx, true);
        const before = await rows(tx, sql`select * from (${faresInForce(input.effectiveFrom)}) f order by f.id`);
        const known = new Map(before.map((row) => [Number(row.id), row]));
        for (const fare of input.fares) {
          if (!known.has(fare.truckFareId)) throw invalid(`fares: unknown truck_fare_id ${fare.truckFareId}`, "fares");
        }
        const changed = input.fares.filter((fare) => canonical(String(known.get(fare.truckFareId)?.usd_per_tonne)) !== canonical(fare.usdPerTonne));
        const toRow = (row: Row) => ({ truck_fare_id: String(row.id), location: String(row.location), usd_per_tonne: canonical(String(row.usd_per_tonne)) });
        const after = before.map((row) => {
          const next = changed.find((fare) => fare.truckFareId === Number(row.id));
          return next ? { ...toRow(row), usd_per_tonne: canonical(next.usdPerTonne) } : toRow(row);
        });
        const changeId = await recordChange(tx, staff, {
          kind: "fares",
          effectiveFrom: input.effectiveFrom,
          counts: { changed: changed.length },
          rowsBefore: before.map(toRow),
          rowsAfter: after,
        });
        for (const fare of changed) {
          await tx
            .insert(truckFareRates)
            .values({ truckFareId: fare.truckFareId, usdPerTonne: fare.usdPerTonne, effectiveFrom: input.effectiveFrom, changeId })
            .onConflictDoUpdate({ target: [truckFareRates.truckFareId, truckFareRates.effectiveFrom], set: { usdPerTonne: fare.usdPerTonne, changeId } });
        }
        return { change_id: String(changeId), changed: changed.length };
      });
    },
  };
}

export type FareService = ReturnType<typeof createFareService>;

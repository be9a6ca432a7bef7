/**
 * The catalogue version: the optimistic lock of every price-moving change (price list and
 * fares). A preview reads it; an apply, a cancel and a restore hold its row for their
 * transaction, so two staff changes never cross, and compare it when they carry one.
 */
import { sql } from "drizzle-orm";
import type { Database, Db } from "../../db/database";

/** The catalogue version; `lock` holds its row until the transaction ends (one staff change at a time). */
export async function versionOf(tx: Db, lock = false): Promise<number> {
  const result = await tx.execute(lock ? sql`select version from catalogue_version where id = 1 for update` : sql`select version from catalogue_version where id = 1`);
  const [found] = (result as unknown as { rows: { version?: unknown }[] }).rows;
  return Number(found?.version ?? 0);
}

/** Runs `work` in one transaction that holds the catalogue version row from its start; `work` gets the version. */
export function underVersionLock<T>(database: Database, work: (tx: Db, version: number) => Promise<T>): Promise<T> {
  return database.db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    return work(tx, await versionOf(tx, true));
  });
}

/** Runs `work` in one read-only transaction that sees one state whole (repeatable read): a list with its version. */
export function readOneState<T>(database: Database, work: (tx: Db) => Promise<T>): Promise<T> {
  return database.db.transaction((txRaw) => work(txRaw as unknown as Db), { isolationLevel: "repeatable read", accessMode: "read only" });
}

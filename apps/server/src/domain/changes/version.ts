/**
 * The versions of what a price-moving change moves: the optimistic lock of the price list and
 * the fares. A preview reads its subject's version; an apply, a cancel and a restore hold the
 * one versions row for their transaction, so two staff changes never cross, and an apply
 * compares its subject's version with the previewed one. Each subject has its own (migration
 * 0011): saving fares does not refuse a price list checked meanwhile, nor the other way round.
 */
import { sql } from "drizzle-orm";
import type { Database, Db } from "../../db/database";

/** Whose version: the prices (and the catalogue's structure they are checked against), or the fares. */
export type VersionSubject = "prices" | "fares";

const COLUMN = { prices: sql`prices_version`, fares: sql`fares_version` } as const;

/** The subject's version; `lock` holds the versions row until the transaction ends (one staff change at a time). */
export async function versionOf(tx: Db, subject: VersionSubject, lock = false): Promise<number> {
  const column = COLUMN[subject];
  const result = await tx.execute<{ version?: unknown }>(lock ? sql`select ${column} as version from catalogue_version where id = 1 for update` : sql`select ${column} as version from catalogue_version where id = 1`);
  const [found] = result.rows;
  return Number(found?.version ?? 0);
}

/** Runs `work` in one transaction that holds the versions row from its start; `work` gets the subject's version. */
export function underVersionLock<T>(database: Database, subject: VersionSubject, work: (tx: Db, version: number) => Promise<T>): Promise<T> {
  return database.db.transaction(async (tx) => work(tx, await versionOf(tx, subject, true)));
}

/** Runs `work` in one read-only transaction that sees one state whole (repeatable read): a list with its version. */
export function readOneState<T>(database: Database, work: (tx: Db) => Promise<T>): Promise<T> {
  return database.db.transaction((tx) => work(tx), { isolationLevel: "repeatable read", accessMode: "read only" });
}

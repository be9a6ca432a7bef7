/**
 * The types of a database handle, apart from the code that opens one (database.ts), so that
 * what database.ts runs at start (the seed) can take a handle without importing it back.
 *
 * The engine boundary, typed once: drizzle's PGlite and node-postgres handles differ only in
 * what a raw `execute` returns (PGlite's `Results`, pg's `QueryResult`), and both hold the rows
 * in `rows`. `Db` says exactly that, so either engine's handle, and a transaction of it, is a
 * `Db` without a cast, and `execute<Row>(sql)` gives typed `rows`.
 */
import type { ExtractTablesWithRelations } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from "drizzle-orm/pg-core";
import type { schema } from "./schema";

/** What both engines answer to a raw statement. */
interface EngineResult<Row> {
  rows: Row[];
}

/** The result kind both engines' drizzle sessions satisfy (drizzle's "higher-kinded" result type). */
export interface EngineResultHKT extends PgQueryResultHKT {
  type: EngineResult<this["row"]>;
}

type Schema = typeof schema;

/** A drizzle handle on either engine; a transaction is one too (it runs the same statements). */
export type Db = PgDatabase<EngineResultHKT, Schema>;

/** The handle inside a transaction, where only a transaction will do (it can roll back). */
export type Tx = PgTransaction<EngineResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

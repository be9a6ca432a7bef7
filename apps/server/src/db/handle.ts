/**
 * The types of a database handle, apart from the code that opens one (database.ts), so that
 * what database.ts runs at start (the seed) can take a handle without importing it back.
 */
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import type { schema } from "./schema";

/** A drizzle handle on either engine. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** The handle inside a transaction. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

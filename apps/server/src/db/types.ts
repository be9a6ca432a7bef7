/**
 * The database handle's types, apart from opening it (database.ts) so that what the opener
 * calls (the seed) and what runs in a transaction can name them without an import circle.
 */
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import type { schema } from "./schema";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** The database handle inside a transaction. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/**
 * One database API over two engines: PGlite (Postgres in WebAssembly, stored in DATA_DIR,
 * the default) or a PostgreSQL server (DATABASE_URL). Same schema, same migrations, same SQL.
 */
import { mkdir } from "node:fs/promises";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { lockDataDir } from "./data-dir-lock";
import type { Db } from "./handle";
import { schema } from "./schema";
import { seedIfEmpty } from "./seed";

export type { Db, Tx } from "./handle";

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /**
   * "in-process": this process owns the database (PGlite), so every change, whoever makes it
   * here, is notified through `listen` as it commits. "shared": other processes may write
   * (PostgreSQL), so caches must check the catalogue version per request.
   */
  consistency: "in-process" | "shared";
  /** Calls `onNotify` for every NOTIFY on `channel` (in-process databases only). */
  listen(channel: string, onNotify: (payload: string) => void): Promise<void>;
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** A PostgreSQL URL; when absent PGlite is used. */
  databaseUrl?: string | undefined;
  /** PGlite's data directory, or "memory://" for a database that lives only in memory. */
  dataDir: string;
  migrationsFolder: string;
}

/** Serialises migration and seeding across server processes sharing one PostgreSQL. */
const MIGRATION_LOCK_KEY = 19_681_982;

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl, options.migrationsFolder) : openPglite(options.dataDir, options.migrationsFolder);
}

async function openPglite(dataDir: string, migrationsFolder: string): Promise<Database> {
  let unlock = () => {};
  if (!dataDir.startsWith("memory://")) {
    await mkdir(dataDir, { recursive: true });
    unlock = lockDataDir(dataDir);
  }
  let client: PGlite;
  const db = await (async () => {
    try {
      client = await PGlite.create(dataDir);
      const opened = drizzlePglite(client, { schema });
      await migratePglite(opened, { migrationsFolder });
      await seedIfEmpty(opened as unknown as Db);
      return opened;
    } catch (error) {
      unlock();
      throw error;
    }
  })();
  return {
    db: db as unknown as Db,
    kind: "pglite",
    consistency: "in-process",
    async listen(channel, onNotify) {
      await client.listen(channel, onNotify);
    },
    async ping() {
      await client.query("select 1");
    },
    async close() {
      if (!client.closed) await client.close();
      unlock();
    },
  };
}

async function openPostgres(url: string, migrationsFolder: string): Promise<Database> {
  // Migrate and seed on one dedicated connection that holds an advisory lock, so that
  // several instances starting together run each migration exactly once.
  const setup = new pg.Client({ connectionString: url });
  await setup.connect();
  try {
    await setup.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
    const setupDb = drizzlePg(setup, { schema });
    await migratePg(setupDb, { migrationsFolder });
    await seedIfEmpty(setupDb as unknown as Db);
    await setup.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]);
  } finally {
    await setup.end();
  }

  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: 3000,
    idleTimeoutMillis: 30_000,
  });
  // An idle client's error (the server restarting) must not crash the process.
  pool.on("error", () => undefined);
  const db = drizzlePg(pool, { schema });
  return {
    db: db as unknown as Db,
    kind: "postgres",
    consistency: "shared",
    async listen() {
      throw new Error("listen is only for in-process databases; check the catalogue version instead");
    },
    async ping() {
      await db.execute(sql`select 1`);
    },
    async close() {
      await pool.end();
    },
  };
}

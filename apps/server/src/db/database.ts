/**
 * One database API over two engines: PGlite (Postgres in WebAssembly, stored in DATA_DIR,
 * the default) or a PostgreSQL server (DATABASE_URL). Same schema, same migrations, same SQL.
 */
import { existsSync } from "node:fs";
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { setFlagsFromString } from "node:v8";
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

/**
 * Whether PGlite would make a new data directory here (initdb, every migration, the seed): the
 * server does that in a short-lived process of its own first (src/main.ts), as it leaves
 * several hundred MB resident that a long-lived process would keep.
 */
export function isNewPgliteDataDir(options: Pick<DatabaseOptions, "databaseUrl" | "dataDir">): boolean {
  return !options.databaseUrl && !options.dataDir.startsWith("memory://") && !existsSync(path.join(options.dataDir, "PG_VERSION"));
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl, options.migrationsFolder) : openPglite(options.dataDir, options.migrationsFolder);
}

/**
 * PGlite's memory (docs/benchmarks.md, "Memory"). PGlite runs PostgreSQL in one WebAssembly
 * memory that grows and never shrinks, so what PostgreSQL sizes at start is held for the
 * process's life. Its default shared_buffers is 160 MB (PostgreSQL's server default is
 * 128 MB); our whole database is a few MB, so 16 MB caches all of it with room to spare.
 * The other settings are PGlite's own defaults, kept as they are. Data safety does not
 * depend on shared_buffers: every commit is still written to the WAL before it returns.
 */
export const PGLITE_SHARED_BUFFERS = "16MB";
const pgliteStartParams = [...PGlite.defaultStartParams, "-c", `shared_buffers=${PGLITE_SHARED_BUFFERS}`];

/**
 * V8 compiles PGlite's WebAssembly (about 30 MB) twice: quickly (Liftoff), then again in the
 * background with its optimising compiler, whose threads leave some 70 MB of freed memory held
 * by the C allocator for the process's life. PGlite's statements here are small (the
 * catalogue and prices are served from memory), so the first compile is the one we keep.
 * The flag must be set before the module is compiled; it concerns WebAssembly only.
 */
function keepBaselineWasmCode(): void {
  setFlagsFromString("--liftoff-only");
}

/** Opens a PGlite data directory, migrated and seeded. */
async function openPgliteClient(dataDir: string, migrationsFolder: string) {
  keepBaselineWasmCode();
  const client = await PGlite.create(dataDir, { startParams: pgliteStartParams });
  try {
    const db = drizzlePglite(client, { schema });
    await migratePglite(db, { migrationsFolder });
    await seedIfEmpty(db);
    return { client, db };
  } catch (error) {
    await client.close().catch(() => undefined);
    throw error;
  }
}

async function openPglite(dataDir: string, migrationsFolder: string): Promise<Database> {
  let unlock = () => {};
  const inMemory = dataDir.startsWith("memory://");
  if (!inMemory) {
    await mkdir(dataDir, { recursive: true });
    unlock = lockDataDir(dataDir);
  }
  let client: PGlite;
  const db = await (async () => {
    try {
      const opened = await openPgliteClient(dataDir, migrationsFolder);
      client = opened.client;
      return opened.db;
    } catch (error) {
      unlock();
      throw error;
    }
  })();
  return {
    db,
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
    await seedIfEmpty(setupDb);
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
  // A connection's error (PostgreSQL restarting, a backend ended) must not crash the process.
  // The pool catches it on an idle connection; a connection handed out and held between
  // statements (a transaction) reports it itself, so every connection gets a listener as it is
  // made. Its next query fails (the caller answers 503), and the pool drops it on release.
  pool.on("error", () => undefined);
  pool.on("connect", (client) => client.on("error", () => undefined));
  const db = drizzlePg(pool, { schema });
  return {
    db,
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

/**
 * Counters of attempts per key in a fixed time window. On PostgreSQL they are kept in the
 * database (table `attempt_counters`, migration 0003), so that every server instance on it
 * shares them: each hit is one atomic upsert, and concurrent hits on one key, from any
 * instance, are serialised by the row lock and each sees its own count. PGlite lives in one
 * process (src/db/data-dir-lock.ts), so there they are kept in that process's memory, one set
 * per database (a hit is then synchronous, hence atomic, and costs no query).
 *
 * Two users: the per-address rate limits (http/plugins/rate-limit-store.ts makes them a
 * store for @fastify/rate-limit) and the per-account lockout below, which reserves an attempt
 * before any password is hashed.
 */
import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import { normaliseEmail } from "@jute/api/contract";
import type { Database } from "../../db/database";
import type { Clock } from "../clock";

export interface AttemptCounters {
  /**
   * Adds one hit to `key`, opening a new window of `windowMs` when none is open. Returns the
   * hits in the window including this one, and the milliseconds until the window closes.
   */
  hit(key: string, windowMs: number): Promise<{ hits: number; ttlMs: number }>;
  /** Takes back one hit of the open window (an attempt reserved but never made). */
  unhit(key: string): Promise<void>;
  /** Forgets the key's window. */
  clear(key: string): Promise<void>;
  /** Stops the sweeping of expired rows. */
  close(): void;
}

/** Expired rows are deleted this often (they are ignored, never reused, once expired). */
const SWEEP_EVERY_MS = 60_000;

const inProcessCounters = new WeakMap<Database, AttemptCounters>();

/**
 * The counters of a database: shared through the database on PostgreSQL (by its clock), in
 * memory with PGlite (by the injected clock).
 */
export function createAttemptCounters(database: Database, clock: Clock): AttemptCounters {
  if (database.consistency === "shared") return createSqlCounters(database);
  let counters = inProcessCounters.get(database);
  if (!counters) inProcessCounters.set(database, (counters = createMemoryCounters(clock)));
  return counters;
}

/** Most keys kept in memory; past that, expired keys are dropped (and all, if none expired). */
const MEMORY_KEY_LIMIT = 100_000;

export function createMemoryCounters(clock: Clock): AttemptCounters {
  const now = () => clock.now().getTime();
  const windows = new Map<string, { hits: number; expiresAt: number }>();
  const open = (key: string) => {
    const entry = windows.get(key);
    if (entry && entry.expiresAt <= now()) {
      windows.delete(key);
      return undefined;
    }
    return entry;
  };
  return {
    async hit(key, windowMs) {
      let entry = open(key);
      if (entry) entry.hits += 1;
      else {
        if (windows.size >= MEMORY_KEY_LIMIT) {
          for (const [candidate, value] of windows) if (value.expiresAt <= now()) windows.delete(candidate);
          if (windows.size >= MEMORY_KEY_LIMIT) windows.clear();
        }
        windows.set(key, (entry = { hits: 1, expiresAt: now() + windowMs }));
      }
      return { hits: entry.hits, ttlMs: Math.max(0, entry.expiresAt - now()) };
    },
    async unhit(key) {
      const entry = open(key);
      if (entry) entry.hits = Math.max(0, entry.hits - 1);
    },
    async clear(key) {
      windows.delete(key);
    },
    close() {
      // Nothing runs in the background; the database's counters outlive one app on it.
    },
  };
}

function createSqlCounters(database: Database): AttemptCounters {
  const { db } = database;
  const rows = async <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) => (await db.execute<T>(query)).rows;
  const sweep = setInterval(() => {
    db.execute(sql`delete from attempt_counters where expires_at < now()`).catch(() => undefined);
  }, SWEEP_EVERY_MS);
  sweep.unref();

  return {
    async hit(key, windowMs) {
      const [row] = await rows<{ hits: number; ttl_ms: number }>(sql`
        insert into attempt_counters as c (key, hits, expires_at)
        values (${key}, 1, now() + make_interval(secs => ${windowMs / 1000}::float8))
        on conflict (key) do update set
          hits = case when c.expires_at <= now() then 1 else c.hits + 1 end,
          expires_at = case when c.expires_at <= now() then excluded.expires_at else c.expires_at end
        returning c.hits, greatest(0, extract(epoch from (c.expires_at - now())) * 1000)::float8 as ttl_ms`);
      if (!row) throw new Error("attempt counter upsert returned no row");
      return { hits: Number(row.hits), ttlMs: Math.ceil(Number(row.ttl_ms)) };
    },
    async unhit(key) {
      await db.execute(sql`update attempt_counters set hits = greatest(hits - 1, 0) where key = ${key} and expires_at > now()`);
    },
    async clear(key) {
      await db.execute(sql`delete from attempt_counters where key = ${key}`);
    },
    close() {
      clearInterval(sweep);
    },
  };
}

export type AttemptReservation = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * The per-account lockout: at most `maxFailures` attempts at one account's password within
 * `lockSeconds` (a window that opens at the first attempt); past that the account is refused
 * until the window closes. Use it around any check of a member's password:
 *
 *   const reservation = await lockout.reserveAttempt(email);   // before hashing
 *   if (!reservation.allowed) -> 429 with Retry-After: reservation.retryAfterSeconds
 *   ...verify the password...
 *   right password    -> await lockout.clear(email)
 *   wrong password    -> nothing more: the reserved attempt counts as the failure
 *   never verified    -> await lockout.releaseAttempt(email)  (e.g. hashing refused as busy)
 *
 * The reservation is one atomic hit on a shared counter, so N concurrent guesses against one
 * account, on one instance or several, hash at most `maxFailures` of them.
 */
export interface AccountLockout {
  reserveAttempt(email: string): Promise<AttemptReservation>;
  releaseAttempt(email: string): Promise<void>;
  clear(email: string): Promise<void>;
}

/** The counter key of an account: the email is stored only as a hash. */
const accountKey = (email: string) => `lockout:${createHash("sha256").update(normaliseEmail(email)).digest("hex")}`;

export function createAccountLockout(counters: AttemptCounters, options: { maxFailures: number; lockSeconds: number }): AccountLockout {
  return {
    async reserveAttempt(email) {
      const { hits, ttlMs } = await counters.hit(accountKey(email), options.lockSeconds * 1000);
      if (hits <= options.maxFailures) return { allowed: true };
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(ttlMs / 1000)) };
    },
    releaseAttempt: (email) => counters.unhit(accountKey(email)),
    clear: (email) => counters.clear(accountKey(email)),
  };
}

/**
 * Members and their tokens: registration, login, token checks and revocation.
 *
 * Passwords are hashed with argon2id (19 MiB, t=2). Tokens are 256 random bits, handed out
 * once and stored only as their SHA-256 hash, with an expiry. Every hash and verification
 * goes through the hash gate (./hash-gate.ts), which caps how many run at once and throws
 * ServerBusyError past its queue.
 *
 * Every check of a member's password (a login, the current password of a password change)
 * goes through `guarded` here, the one place the lockout (../limits/attempt-counters.ts) and
 * the gate meet: 503 at once when hashing is full; the attempt reserved (counted) atomically,
 * for every instance, before any hashing, so concurrent guesses cannot all pass (429 past
 * the limit); a wrong password keeps its reservation as the failure, the right one clears
 * the count, and an attempt never checked (hashing busy, database down) is released.
 */
import { createHash, randomBytes } from "node:crypto";
import { hash, verify, type Algorithm } from "@node-rs/argon2";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { particulars } from "@jute/api/company";
import { normaliseEmail, type Member } from "@jute/api/contract";
import type { Database } from "../../db/database";
import { members, sessions } from "../../db/schema";
import { ApiError, invalid, notLoggedIn } from "../api-error";
import type { Clock } from "../clock";
import type { AccountLockout } from "../limits/attempt-counters";
import type { HashGate } from "./hash-gate";

export const LOGIN_FAILED = "The email or password is incorrect";
/** A disabled member with the right password is told so, and whom to write to (not sent to a password reset). */
export const ACCOUNT_DISABLED = `This account is disabled by the mill's staff. To use it again, write to the sales office at ${particulars.salesEmail}.`;
export const WRONG_CURRENT_PASSWORD = "That is not your current password";
export const EMAIL_TAKEN = "An account with this email already exists: log in, or register with another email";
/** With mail on, an account whose address is not proven yet is told where its link went (only with the right password). */
export const addressUnconfirmed = (email: string) =>
  `Your email address is not confirmed yet: open the link we sent to ${email} to log in. No mail? Send the link again.`;

// A const enum in the package's types; its value for argon2id is 2.
const ARGON2ID = 2 as Algorithm;
export const hashOptions = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export interface AuthService {
  /** Creates the account and returns its id; 409 when the email is taken. */
  register(input: { name: string; email: string; password: string }): Promise<number>;
  /**
   * The member and a new token; 401 for an unknown email or a wrong password alike, 429 when
   * locked; with the right password, 403 for a disabled account and, while addresses must be
   * proven, 403 `unconfirmed` for an address not yet proven.
   */
  login(email: string, password: string): Promise<{ member: Member; token: string }>;
  /** A new session of an enabled account (after its address link was opened); 401 when it is gone or disabled. */
  startSession(memberId: number): Promise<{ member: Member; token: string }>;
  /**
   * The member's email and name when `password` is their current password (null when the
   * member is gone); 400 naming current_password when it is not, 429 when locked.
   */
  checkCurrentPassword(memberId: number, password: string): Promise<{ email: string; name: string } | null>;
  /** The member id a live token of an enabled account belongs to, or null. */
  memberIdForToken(token: string): Promise<number | null>;
  /** Revokes a live token; false when it was not live. */
  revoke(token: string): Promise<boolean>;
  /** The account a live token belongs to, with its role (never cached: staff calls are few). */
  accountForToken(token: string): Promise<{ id: number; email: string; role: "member" | "staff" } | null>;
}

/** Staff tokens live 12 hours at most, whatever TOKEN_TTL_SECONDS says. */
export const STAFF_TOKEN_TTL_SECONDS = 12 * 60 * 60;

/** The argon2id hash of a password, as every account stores it (also for `pnpm staff:add`). */
export const hashPassword = (password: string) => hash(password, hashOptions);

export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** Most live tokens remembered in memory; past that the cache starts afresh. */
const TOKEN_CACHE_LIMIT = 50_000;

export interface AuthOptions {
  tokenTtlSeconds: number;
  hashGate: HashGate;
  lockout: AccountLockout;
  clock: Clock;
  /** Mail is on: a member logs in only once their address is proven (address-links.ts). */
  addressRequired: boolean;
}

export function createAuthService(database: Database, options: AuthOptions): AuthService {
  const { db } = database;
  const { hashGate, lockout, clock } = options;
  const now = () => clock.now().getTime();

  /**
   * Runs `check` of `email`'s password under the lockout (see the top of this file): its
   * result when it passes, null when the password was wrong.
   */
  async function guarded<T>(email: string, lockedMsg: (minutes: number) => string, check: () => Promise<T | null>): Promise<T | null> {
    hashGate.ensureRoom();
    const reservation = await lockout.reserveAttempt(email);
    if (!reservation.allowed) {
      const wait = reservation.retryAfterSeconds;
      throw new ApiError(429, lockedMsg(Math.ceil(wait / 60)), { code: "rate_limited", retryAfterSeconds: wait });
    }
    let result: T | null;
    try {
      result = await check();
    } catch (error) {
      await lockout.releaseAttempt(email).catch(() => undefined);
      throw error;
    }
    if (result !== null) await lockout.clear(email);
    return result;
  }
  // With an in-process database every revocation, expiry change or deletion of a session is
  // notified as it commits (trigger `sessions_ended`), so live tokens can be remembered.
  // A shared database is asked every time: another instance may have revoked the token.
  const liveTokens = new Map<string, { memberId: number; expiresAt: number }>();
  const cacheTokens = database.consistency === "in-process";
  // Bumped by every session change, so that a lookup racing a revocation is not remembered.
  let sessionChanges = 0;
  // A member disabled or deleted by any statement (trigger `member_disabled`, migration 0006)
  // takes every remembered token with it: rare, so the whole cache starts afresh.
  const listening = cacheTokens
    ? Promise.all([
        database.listen("session_ended", (tokenHash) => {
          sessionChanges += 1;
          liveTokens.delete(tokenHash);
        }),
        database.listen("member_disabled", () => {
          sessionChanges += 1;
          liveTokens.clear();
        }),
      ])
    : Promise.resolve();

  // Verifying against this hash when the email is unknown makes both failures take as long.
  let decoyHash: Promise<string> | undefined;
  const decoy = () => (decoyHash ??= hash(randomBytes(16).toString("hex"), hashOptions));

  async function openSession(found: typeof members.$inferSelect): Promise<{ member: Member; token: string }> {
    const token = randomBytes(32).toString("base64url");
    const ttlSeconds = found.role === "staff" ? Math.min(options.tokenTtlSeconds, STAFF_TOKEN_TTL_SECONDS) : options.tokenTtlSeconds;
    // The account was enabled before the slow hash; it must still be when the session is
    // made. One statement: the row lock (FOR SHARE) waits for a disable in flight and then
    // sees it, so no session is made for an account disabled meanwhile.
    const created = await db.execute(sql`
      insert into ${sessions} (token_hash, member_id, expires_at)
      select ${hashToken(token)}, id, now() + ${ttlSeconds} * interval '1 second' from ${members}
      where id = ${found.id} and disabled_at is null
      for share
      returning member_id`);
    if (created.rows.length === 0) throw notLoggedIn(LOGIN_FAILED);
    return { member: { id: String(found.id), name: found.name, email: found.email, role: found.role }, token };
  }

  return {
    async register({ name, email, password }) {
      // An email already taken is answered before hashing: repeating a registration costs
      // the server one indexed select, not 19 MiB of argon2 (the insert below still guards
      // against two registrations racing for one email).
      hashGate.ensureRoom();
      const [existing] = await db.select({ id: members.id }).from(members).where(eq(members.email, normaliseEmail(email))).limit(1);
      if (existing) throw new ApiError(409, EMAIL_TAKEN, { code: "conflict", field: "email" });
      const passwordHash = await hashGate.run(() => hash(password, hashOptions));
      const inserted = await db
        .insert(members)
        .values({ name: name.trim(), email: normaliseEmail(email), passwordHash })
        .onConflictDoNothing({ target: members.email })
        .returning({ id: members.id });
      const [created] = inserted;
      if (!created) throw new ApiError(409, EMAIL_TAKEN, { code: "conflict", field: "email" });
      return created.id;
    },

    async login(email, password) {
      const found = await guarded(
        email,
        (minutes) => `Too many failed logins for this account. Try again in ${minutes} minute(s).`,
        async () => {
          const [row] = await db.select().from(members).where(eq(members.email, normaliseEmail(email))).limit(1);
          // The decoy is hashed once, outside the gate: every later unknown email reuses it.
          const stored = row?.passwordHash ?? (await decoy());
          const valid = await hashGate.run(() => verify(stored, password).catch(() => false));
          return row && valid ? row : null;
        },
      );
      if (!found) throw notLoggedIn(LOGIN_FAILED);
      // Only someone who knows the password learns that the account is disabled, and whom to ask.
      if (found.disabledAt !== null) throw new ApiError(403, ACCOUNT_DISABLED, { code: "forbidden" });
      // Staff accounts are vouched for by the operator (pnpm staff:add).
      if (options.addressRequired && found.role !== "staff" && found.provenAt === null) {
        throw new ApiError(403, addressUnconfirmed(found.email), { code: "unconfirmed", field: "email" });
      }
      return openSession(found);
    },

    async startSession(memberId) {
      const [row] = await db.select().from(members).where(eq(members.id, memberId)).limit(1);
      if (!row || row.disabledAt !== null) throw notLoggedIn(LOGIN_FAILED);
      return openSession(row);
    },

    async checkCurrentPassword(memberId, password) {
      const [row] = await db.select({ email: members.email, name: members.name, passwordHash: members.passwordHash }).from(members).where(eq(members.id, memberId)).limit(1);
      if (!row) return null;
      const matched = await guarded(
        row.email,
        (minutes) => `Too many failed attempts for this account. Try again in ${minutes} minute(s).`,
        async () => ((await hashGate.run(() => verify(row.passwordHash, password).catch(() => false))) ? { email: row.email, name: row.name } : null),
      );
      if (!matched) throw invalid(WRONG_CURRENT_PASSWORD, "current_password");
      return matched;
    },

    async memberIdForToken(token) {
      const tokenHash = hashToken(token);
      await listening;
      const remembered = liveTokens.get(tokenHash);
      if (remembered) {
        if (remembered.expiresAt > now()) return remembered.memberId;
        liveTokens.delete(tokenHash);
      }
      const changesBefore = sessionChanges;
      const [live] = await db
        .select({ memberId: sessions.memberId, expiresAt: sessions.expiresAt })
        .from(sessions)
        // A token works only while its account is enabled, however it was disabled.
        .innerJoin(members, eq(members.id, sessions.memberId))
        .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`), isNull(members.disabledAt)))
        .limit(1);
      if (!live) return null;
      if (cacheTokens && sessionChanges === changesBefore) {
        if (liveTokens.size >= TOKEN_CACHE_LIMIT) liveTokens.clear();
        liveTokens.set(tokenHash, { memberId: live.memberId, expiresAt: live.expiresAt.getTime() });
      }
      return live.memberId;
    },

    async accountForToken(token) {
      const [live] = await db
        .select({ id: members.id, email: members.email, role: members.role })
        .from(sessions)
        .innerJoin(members, eq(members.id, sessions.memberId))
        .where(and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`), isNull(members.disabledAt)))
        .limit(1);
      return live ?? null;
    },

    async revoke(token) {
      const revoked = await db
        .update(sessions)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`)))
        .returning({ memberId: sessions.memberId });
      return revoked.length > 0;
    },
  };
}

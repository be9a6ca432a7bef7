/**
 * Members and their tokens: registration, login, token checks and revocation.
 *
 * Passwords are hashed with argon2id (19 MiB, t=2). Tokens are 256 random bits, handed out
 * once and stored only as their SHA-256 hash, with an expiry. Every hash and verification
 * goes through the hash gate (./hash-gate.ts), which caps how many run at once and throws
 * ServerBusyError past its queue; the per-account lockout is ./attempt-counters.ts.
 */
import { createHash, randomBytes } from "node:crypto";
import { hash, verify, type Algorithm } from "@node-rs/argon2";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { normaliseEmail, type Member } from "@jute/api/contract";
import type { Database } from "../../db/database";
import { members, sessions } from "../../db/schema";
import type { HashGate } from "./hash-gate";

// A const enum in the package's types; its value for argon2id is 2.
const ARGON2ID = 2 as Algorithm;
export const hashOptions = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export type RegisterOutcome = "created" | "taken";

export interface AuthService {
  register(input: { name: string; email: string; password: string }): Promise<RegisterOutcome>;
  /** The member and a new token, or null for an unknown email or a wrong password alike. */
  /** null: unknown email or wrong password; "disabled": the right password of an account staff disabled. */
  login(email: string, password: string): Promise<{ member: Member; token: string } | "disabled" | null>;
  /** The member id a live token belongs to, or null. */
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

export function createAuthService(database: Database, options: { tokenTtlSeconds: number; hashGate: HashGate }): AuthService {
  const { db } = database;
  const { hashGate } = options;
  // With an in-process database every revocation, expiry change or deletion of a session is
  // notified as it commits (trigger `sessions_ended`), so live tokens can be remembered.
  // A shared database is asked every time: another instance may have revoked the token.
  const liveTokens = new Map<string, { memberId: number; expiresAt: number }>();
  const cacheTokens = database.consistency === "in-process";
  // Bumped by every session change, so that a lookup racing a revocation is not remembered.
  let sessionChanges = 0;
  const listening = cacheTokens
    ? database.listen("session_ended", (tokenHash) => {
        sessionChanges += 1;
        liveTokens.delete(tokenHash);
      })
    : Promise.resolve();

  // Verifying against this hash when the email is unknown makes both failures take as long.
  let decoyHash: Promise<string> | undefined;
  const decoy = () => (decoyHash ??= hash(randomBytes(16).toString("hex"), hashOptions));

  return {
    async register({ name, email, password }) {
      // An email already taken is answered before hashing: repeating a registration costs
      // the server one indexed select, not 19 MiB of argon2 (the insert below still guards
      // against two registrations racing for one email).
      const [existing] = await db.select({ id: members.id }).from(members).where(eq(members.email, normaliseEmail(email))).limit(1);
      if (existing) return "taken";
      const passwordHash = await hashGate.run(() => hash(password, hashOptions));
      const inserted = await db
        .insert(members)
        .values({ name: name.trim(), email: normaliseEmail(email), passwordHash })
        .onConflictDoNothing({ target: members.email })
        .returning({ id: members.id });
      return inserted.length > 0 ? "created" : "taken";
    },

    async login(email, password) {
      const [found] = await db.select().from(members).where(eq(members.email, normaliseEmail(email))).limit(1);
      // The decoy is hashed once, outside the gate: every later unknown email reuses it.
      const stored = found?.passwordHash ?? (await decoy());
      const valid = await hashGate.run(() => verify(stored, password).catch(() => false));
      if (!found || !valid) return null;
      // Only someone who knows the password learns that the account is disabled, and whom to ask.
      if (found.disabledAt !== null) return "disabled";
      const token = randomBytes(32).toString("base64url");
      const ttlSeconds = found.role === "staff" ? Math.min(options.tokenTtlSeconds, STAFF_TOKEN_TTL_SECONDS) : options.tokenTtlSeconds;
      await db.insert(sessions).values({
        tokenHash: hashToken(token),
        memberId: found.id,
        expiresAt: new Date(Date.now() + ttlSeconds * 1000),
      });
      return { member: { id: String(found.id), name: found.name, email: found.email, role: found.role }, token };
    },

    async memberIdForToken(token) {
      const tokenHash = hashToken(token);
      await listening;
      const remembered = liveTokens.get(tokenHash);
      if (remembered) {
        if (remembered.expiresAt > Date.now()) return remembered.memberId;
        liveTokens.delete(tokenHash);
      }
      const changesBefore = sessionChanges;
      const [live] = await db
        .select({ memberId: sessions.memberId, expiresAt: sessions.expiresAt })
        .from(sessions)
        .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`)))
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

/**
 * A member's own account: reading and renaming it, changing the password, ending sessions,
 * deleting it, and password reset links.
 *
 * Reset tokens are 256 random bits, mailed once and stored only as their SHA-256 hash; a link
 * lasts RESET_LINK_MINUTES and is used once. The token is reserved (marked used) before the
 * new password is hashed, so two uses racing cannot both pass. A reset never logs anyone in:
 * it ends every session of the member, and the member then logs in with the new password.
 *
 * Times come from the injected clock so that tests can move past the expiry. Refusals are
 * thrown as ApiError, with the messages below.
 */
import { randomBytes } from "node:crypto";
import { and, eq, gt, isNull, ne, sql } from "drizzle-orm";
import { normaliseEmail, RESET_LINK_MINUTES, type Member } from "@jute/api/contract";
import type { Database, Db, Tx } from "../../db/database";
import { members, passwordResets, sessions } from "../../db/schema";
import { ApiError, invalid, notLoggedIn } from "../api-error";
import type { Clock } from "../clock";
import type { QueueResetMail } from "../mail/reset-mail";
import { hashPassword, hashToken } from "./auth";
import type { HashGate } from "./hash-gate";
import { forgetMemberData } from "./forget-member";

export const NOT_LOGGED_IN = "You are not logged in, or your session has ended: log in again";
export const DELETE_EMAIL_MISMATCH = "That is not the email of this account: type it exactly as you log in with it";
export const RESET_LINK_INVALID =
  "This reset link cannot be used: it has been used already, has expired or is incomplete. Ask for a new link.";

/** 410: the link is gone for good, whatever made it so (used, expired, forged, cut short). */
const linkGone = () => new ApiError(410, RESET_LINK_INVALID, { code: "gone", field: "token" });

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
const RESET_TTL_MS = RESET_LINK_MINUTES * 60_000;

const toMember = (row: { id: number; name: string; email: string; company?: string; country?: string }): Member => ({
  id: String(row.id),
  name: row.name,
  email: row.email,
  ...(row.company !== undefined ? { company: row.company } : {}),
  ...(row.country !== undefined ? { country: row.country } : {}),
});

export interface AccountServiceOptions {
  /** The site's public origin, for the link in the mail (no trailing slash needed). */
  siteUrl: string;
  queueResetMail: QueueResetMail;
  /** The policy a new password must meet; returns the refusal, or null when it passes. */
  passwordProblem: (password: string, member: { email: string; name: string }) => string | null;
  clock: Clock;
  /** The one cap on concurrent hashing, shared with logins (./hash-gate.ts). */
  hashGate: HashGate;
}

export function createAccountService(database: Database, options: AccountServiceOptions) {
  const { db } = database;
  const now = () => options.clock.now().getTime();
  const origin = options.siteUrl.replace(/\/+$/, "");

  async function findMember(memberId: number) {
    const [row] = await db
      .select({ id: members.id, name: members.name, email: members.email, passwordHash: members.passwordHash, company: members.company, country: members.country })
      .from(members)
      .where(eq(members.id, memberId))
      .limit(1);
    return row ?? null;
  }

  /** Revokes the member's live sessions, all of them or all but `keepTokenHash`. */
  async function endSessions(tx: Tx | Db, memberId: number, keepTokenHash?: string) {
    const mine = eq(sessions.memberId, memberId);
    const live = isNull(sessions.revokedAt);
    const revoked = await tx
      .update(sessions)
      .set({ revokedAt: sql`now()` })
      .where(keepTokenHash ? and(mine, live, ne(sessions.tokenHash, keepTokenHash)) : and(mine, live))
      .returning({ tokenHash: sessions.tokenHash });
    return revoked.length;
  }

  /** Sets a new password hash; every reset link still open for the member stops working. */
  async function storePassword(tx: Tx, memberId: number, passwordHash: string) {
    await tx.update(members).set({ passwordHash }).where(eq(members.id, memberId));
    await tx
      .update(passwordResets)
      .set({ usedAt: options.clock.now() })
      .where(and(eq(passwordResets.memberId, memberId), isNull(passwordResets.usedAt)));
  }

  return {
    async profile(memberId: number): Promise<Member | null> {
      const row = await findMember(memberId);
      return row ? toMember(row) : null;
    },

    /** The buyer's company and country, as later proformas print them. */
    async setDetails(memberId: number, details: { company: string; country: string }): Promise<Member | null> {
      const [row] = await db
        .update(members)
        .set({ company: details.company, country: details.country })
        .where(eq(members.id, memberId))
        .returning({ id: members.id, name: members.name, email: members.email, company: members.company, country: members.country });
      return row ? toMember(row) : null;
    },

    async rename(memberId: number, name: string): Promise<Member | null> {
      const [row] = await db
        .update(members)
        .set({ name: name.trim() })
        .where(eq(members.id, memberId))
        .returning({ id: members.id, name: members.name, email: members.email });
      return row ? toMember(row) : null;
    },

    /** The new password replaces the old; the member's other sessions end, `keepToken`'s stays. */
    async changePassword(memberId: number, keepToken: string, password: string): Promise<void> {
      const passwordHash = await options.hashGate.runWhenFree(() => hashPassword(password));
      await db.transaction(async (tx) => {
        await storePassword(tx, memberId, passwordHash);
        await endSessions(tx, memberId, hashToken(keepToken));
      });
    },

    /** Ends every session of the member, the caller's included; the count ended. */
    logoutEverywhere(memberId: number): Promise<number> {
      return endSessions(db, memberId);
    },

    /**
     * Deletes the member: the row goes, and with it (by cascade) their sessions and reset links;
     * their enquiries stay without personal data (forget-member.ts). Refused (400) when
     * `typedEmail` is not the member's email.
     */
    async deleteAccount(memberId: number, typedEmail: string): Promise<void> {
      const row = await findMember(memberId);
      if (!row) throw notLoggedIn(NOT_LOGGED_IN);
      if (normaliseEmail(typedEmail) !== row.email) throw invalid(DELETE_EMAIL_MISMATCH, "email");
      await db.transaction(async (tx) => {
        await endSessions(tx, memberId);
        await forgetMemberData(tx, row);
        await tx.delete(members).where(eq(members.id, memberId));
      });
    },

    /**
     * Creates a reset link for `email` and queues its mail, when the email is a member's;
     * does nothing otherwise. The caller answers the same either way (and before this ends).
     */
    async requestReset(email: string): Promise<boolean> {
      const [row] = await db
        .select({ id: members.id, name: members.name, email: members.email })
        .from(members)
        .where(eq(members.email, normaliseEmail(email)))
        .limit(1);
      if (!row) return false;
      const token = randomBytes(32).toString("base64url");
      const created = now();
      await db.transaction(async (tx) => {
        // A new link retires every older one of the member: only the newest mail works.
        await tx
          .update(passwordResets)
          .set({ usedAt: new Date(created) })
          .where(and(eq(passwordResets.memberId, row.id), isNull(passwordResets.usedAt)));
        await tx.insert(passwordResets).values({
          tokenHash: hashToken(token),
          memberId: row.id,
          createdAt: new Date(created),
          expiresAt: new Date(created + RESET_TTL_MS),
        });
        await options.queueResetMail(tx, {
          memberId: row.id,
          to: row.email,
          name: row.name,
          link: `${origin}/reset-password#token=${token}`,
          minutes: RESET_LINK_MINUTES,
        });
      });
      return true;
    },

    /**
     * Sets a new password with a reset token. A malformed, unknown, used or expired token is
     * refused with 410 (one answer for all); a password the policy refuses (400) leaves the
     * token usable.
     */
    /** Throws 410 when the link's token cannot be used (used, expired, forged, cut short); uses nothing. */
    async checkResetToken(token: string): Promise<void> {
      if (!TOKEN_PATTERN.test(token)) throw linkGone();
      const open = and(eq(passwordResets.tokenHash, hashToken(token)), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, options.clock.now()));
      const [found] = await db.select({ memberId: passwordResets.memberId }).from(passwordResets).innerJoin(members, eq(members.id, passwordResets.memberId)).where(open).limit(1);
      if (!found) throw linkGone();
    },

    async resetPassword(token: string, password: string): Promise<{ email: string }> {
      if (!TOKEN_PATTERN.test(token)) throw linkGone();
      const tokenHash = hashToken(token);
      const open = and(eq(passwordResets.tokenHash, tokenHash), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, options.clock.now()));
      const [found] = await db
        .select({ memberId: passwordResets.memberId, email: members.email, name: members.name })
        .from(passwordResets)
        .innerJoin(members, eq(members.id, passwordResets.memberId))
        .where(open)
        .limit(1);
      if (!found) throw linkGone();
      const problem = options.passwordProblem(password, found);
      if (problem) throw invalid(problem, "password");
      // Reserved before the slow hash: of two uses racing, one wins this update.
      const [reserved] = await db.update(passwordResets).set({ usedAt: options.clock.now() }).where(open).returning({ memberId: passwordResets.memberId });
      if (!reserved) throw linkGone();
      const passwordHash = await options.hashGate.runWhenFree(() => hashPassword(password));
      await db.transaction(async (tx) => {
        await storePassword(tx, reserved.memberId, passwordHash);
        await endSessions(tx, reserved.memberId);
      });
      return { email: found.email };
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;

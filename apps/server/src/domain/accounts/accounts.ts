/**
 * A member's own account: reading it, their company details and name, changing the password,
 * ending sessions, deleting it; and its password reset links (reset-links.ts), which the
 * account service offers too. Refusals are thrown as ApiError, with the messages below.
 */
import { eq } from "drizzle-orm";
import { normaliseEmail, type Member } from "@jute/api/contract";
import type { Database } from "../../db/database";
import { members } from "../../db/schema";
import { invalid, notLoggedIn } from "../api-error";
import { hashPassword, hashToken } from "./auth";
import { forgetMemberData } from "./forget-member";
import { endSessions, findMember, storePassword } from "./member-rows";
import { createResetLinks, type ResetLinkOptions } from "./reset-links";

export const NOT_LOGGED_IN = "You are not logged in, or your session has ended: log in again";
export const DELETE_EMAIL_MISMATCH = "That is not the email of this account: type it exactly as you log in with it";

const toMember = (row: { id: number; name: string; email: string; company?: string; country?: string }): Member => ({
  id: String(row.id),
  name: row.name,
  email: row.email,
  ...(row.company !== undefined ? { company: row.company } : {}),
  ...(row.country !== undefined ? { country: row.country } : {}),
});

/** The account service's settings: those of its reset links (reset-links.ts). */
export type AccountServiceOptions = ResetLinkOptions;

export function createAccountService(database: Database, options: AccountServiceOptions) {
  const { db } = database;
  return {
    async profile(memberId: number): Promise<Member | null> {
      const row = await findMember(db, memberId);
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
        await storePassword(tx, memberId, passwordHash, options.clock.now());
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
      const row = await findMember(db, memberId);
      if (!row) throw notLoggedIn(NOT_LOGGED_IN);
      if (normaliseEmail(typedEmail) !== row.email) throw invalid(DELETE_EMAIL_MISMATCH, "email");
      await db.transaction(async (tx) => {
        await endSessions(tx, memberId);
        await forgetMemberData(tx, row);
        await tx.delete(members).where(eq(members.id, memberId));
      });
    },

    ...createResetLinks(db, options),
  };
}

export type AccountService = ReturnType<typeof createAccountService>;

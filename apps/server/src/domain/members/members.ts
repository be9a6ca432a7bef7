/**
 * Members as the staff console sees them: a search by email or name, and disabling (which
 * ends every session at once) or enabling an account. Staff accounts are not managed here.
 */
import { and, desc, eq, ilike, isNull, or, sql } from "drizzle-orm";
import type { Database } from "../../db/database";
import { members, sessions } from "../../db/schema";
import { conflict, notFound } from "../api-error";

/** `timeZone`: the mill's zone (MILL_TIME_ZONE), sent with each member so the day they registered is the mill's. */
export function createMemberAdmin(database: Database, timeZone: string) {
  const { db } = database;
  return {
    async members(query: { q?: string | undefined; limit?: number }) {
      const pattern = query.q ? `%${query.q.replaceAll("\\", "\\\\").replaceAll("%", "\\%").replaceAll("_", "\\_")}%` : undefined;
      const found = await db
        .select({ id: members.id, name: members.name, email: members.email, role: members.role, createdAt: members.createdAt, disabledAt: members.disabledAt })
        .from(members)
        .where(pattern ? or(ilike(members.email, pattern), ilike(members.name, pattern)) : undefined)
        .orderBy(desc(members.id))
        .limit(query.limit ?? 100);
      return found.map((member) => ({
        id: String(member.id),
        name: member.name,
        email: member.email,
        role: member.role,
        created_at: member.createdAt.toISOString(),
        disabled: member.disabledAt !== null,
        time_zone: timeZone,
      }));
    },

    /** Disables or enables a member; disabling ends every session of theirs at once. */
    async setDisabled(memberId: number, disabled: boolean) {
      return db.transaction(async (tx) => {
        const [member] = await tx.select({ id: members.id, role: members.role }).from(members).where(eq(members.id, memberId)).limit(1);
        if (!member) throw notFound(`There is no member ${memberId}`, "member_id");
        if (member.role === "staff") throw conflict("Staff accounts are managed with pnpm staff:add on the server, not here");
        await tx.update(members).set({ disabledAt: disabled ? sql`now()` : null }).where(eq(members.id, memberId));
        let ended = 0;
        if (disabled) {
          const revoked = await tx
            .update(sessions)
            .set({ revokedAt: sql`now()` })
            .where(and(eq(sessions.memberId, memberId), isNull(sessions.revokedAt)))
            .returning({ tokenHash: sessions.tokenHash });
          ended = revoked.length;
        }
        return { id: String(memberId), disabled, sessions_ended: ended };
      });
    },
  };
}

export type MemberAdmin = ReturnType<typeof createMemberAdmin>;

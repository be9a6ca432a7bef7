/**
 * What a member's own account and its reset links both write: the member's row, their sessions
 * ended, a new password stored.
 */
import { and, eq, isNull, ne, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/database";
import { members, passwordResets, sessions } from "../../db/schema";

export async function findMember(db: Db, memberId: number) {
  const [row] = await db
    .select({ id: members.id, name: members.name, email: members.email, passwordHash: members.passwordHash, company: members.company, country: members.country })
    .from(members)
    .where(eq(members.id, memberId))
    .limit(1);
  return row ?? null;
}

/** Revokes the member's live sessions, all of them or all but `keepTokenHash`. */
export async function endSessions(tx: Db, memberId: number, keepTokenHash?: string) {
  const mine = eq(sessions.memberId, memberId);
  const live = isNull(sessions.revokedAt);
  const revoked = await tx
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(keepTokenHash ? and(mine, live, ne(sessions.tokenHash, keepTokenHash)) : and(mine, live))
    .returning({ tokenHash: sessions.tokenHash });
  return revoked.length;
}

/** Sets a new password hash; every reset link still open for the member stops working (used `at`). */
export async function storePassword(tx: Tx, memberId: number, passwordHash: string, at: Date) {
  await tx.update(members).set({ passwordHash }).where(eq(members.id, memberId));
  await tx
    .update(passwordResets)
    .set({ usedAt: at })
    .where(and(eq(passwordResets.memberId, memberId), isNull(passwordResets.usedAt)));
}

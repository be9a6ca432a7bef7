/**
 * Cancel and restore of a price-moving change, one for the price list and the port fares. Each
 * runs in one transaction that holds the catalogue version row (./version.ts), so a cancel, a
 * restore and an apply never cross: of two at once, the second sees the first's outcome (an
 * "already cancelled" 409, or nothing left to undo).
 *
 * - cancel: a change scheduled for a later day loses its rows (the subject's table), is marked
 *   cancelled, and a `cancel` audit row keeps what was removed. A change in force is refused
 *   (409: restore instead), as is one cancelled already.
 * - restore: the subject decides what undoing means (the price list re-applies the whole list
 *   before the change; the fares put back each port the change moved) and writes it as a new
 *   change; a subject may refuse a cancelled change and one not yet in force (the fares do).
 *
 * A change of another subject is not found (404 on `change_id`): the price list's cancel does
 * not know a fares change.
 */
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Database, Db } from "../../db/database";
import { staffChanges } from "../../db/schema";
import { conflict, notFound } from "../api-error";
import { recordChange, type Staff } from "../audit/audit";
import { underVersionLock, type VersionSubject } from "./version";

export type StaffChange = typeof staffChanges.$inferSelect;

/** What cancel and restore need to know of a subject (its changes' kinds, its rows, its words). */
export interface ChangeSubject<AuditRow> {
  /** The `staff_changes` kinds that are this subject's changes. */
  kinds: readonly StaffChange["kind"][];
  /** Whose version the undo moves (./version.ts). */
  version: VersionSubject;
  /** How a 404 names a change: `There is no ${name} 12`, for a cancel and for a restore. */
  missing: { cancel: string; restore: string };
  /** What undoes a change already in force, said in the cancel's 409 ("restore an earlier version"). */
  undoInstead: string;
  /** Restore refuses a cancelled change and one not yet in force (else any of its changes is a version to go back to). */
  restoresOnlyInForce: boolean;
  /** Deletes the rows `change` scheduled after `today`; resolves with them as the audit keeps them. */
  removeScheduled(tx: Db, change: StaffChange, today: string): Promise<AuditRow[]>;
}

export function createChangeUndo<AuditRow>(database: Database, today: () => string, subject: ChangeSubject<AuditRow>) {
  /** The change `changeId` of this subject, read under the version lock, or a 404. */
  function withChange<T>(changeId: number, missing: string, work: (tx: Db, change: StaffChange) => Promise<T>): Promise<T> {
    return underVersionLock(database, subject.version, async (tx) => {
      const [change] = await tx.select().from(staffChanges).where(eq(staffChanges.id, changeId)).limit(1);
      if (!change || !subject.kinds.includes(change.kind)) throw notFound(`There is no ${missing} ${changeId}`, "change_id");
      return work(tx, change);
    });
  }

  return {
    /** Cancels a change scheduled for a later day: its rows go, the audit keeps them. */
    cancel(staff: Staff, changeId: number) {
      return withChange(changeId, subject.missing.cancel, async (tx, change) => {
        if (change.cancelledAt) throw conflict(`Change ${changeId} was already cancelled`);
        if (change.effectiveFrom <= today()) throw conflict(`Change ${changeId} took effect on ${change.effectiveFrom}: ${subject.undoInstead} instead`);
        const removed = await subject.removeScheduled(tx, change, today());
        await tx
          .update(staffChanges)
          .set({ cancelledAt: sql`now()`, cancelledBy: staff.email })
          .where(and(eq(staffChanges.id, changeId), isNull(staffChanges.cancelledAt)));
        await recordChange(tx, staff, {
          kind: "cancel",
          effectiveFrom: change.effectiveFrom,
          counts: { removed: removed.length },
          rowsBefore: removed,
          rowsAfter: [],
          about: changeId,
        });
        return { change_id: String(changeId), removed: removed.length };
      });
    },

    /** Undoes change `changeId` by the subject's `undo`, which writes it as a new change (same transaction, same lock). */
    restore<T>(changeId: number, undo: (tx: Db, change: StaffChange) => Promise<T>) {
      return withChange(changeId, subject.missing.restore, async (tx, change) => {
        if (subject.restoresOnlyInForce) {
          if (change.cancelledAt) throw conflict(`Change ${changeId} was cancelled: there is nothing to undo`);
          if (change.effectiveFrom > today()) throw conflict(`Change ${changeId} takes effect on ${change.effectiveFrom}: cancel it instead`);
        }
        return undo(tx, change);
      });
    },
  };
}

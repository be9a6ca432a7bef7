/**
 * Cancel and undo of a price-moving change, one for the price list and the port fares. Each
 * runs in one transaction that holds the subject's version row (./version.ts), so a cancel, an
 * undo and an apply never cross: of two at once, the second sees the first's outcome.
 *
 * Undoing a change means exactly one thing, said first in the audit log (`offer`) and done by
 * `undo` (both from `planOf`, so what is said is what is done, checked again under the lock):
 *
 * - a change still scheduled is cancelled: its rows go, the audit keeps them (a `cancel` row).
 * - a change in force has each price (or fare) it moved put back to what it replaced, from
 *   today, as a new change (`restore` for the price list, `fares` for the fares) and nothing
 *   else: never an older list.
 * - refused, with the reason, when its list was already replaced: a change written after it
 *   and scheduled (for its day or later) holds rows for what it moved, or, for a change in
 *   force, one of them is no longer what it set (undo that one first: changes come off in the
 *   order they stack, so what is put back is always what was replaced).
 * - a cancelled change and a cancel are not undone.
 *
 * A change of another subject is not found (404 on `change_id`): the price list's undo does
 * not know a fares change.
 */
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Database, Db } from "../../db/database";
import { staffChanges } from "../../db/schema";
import { ApiError, conflict, notFound } from "../api-error";
import { recordChange, type Staff } from "../audit/audit";
import { readOneState, underVersionLock, versionOf, type VersionSubject } from "./version";

export type StaffChange = typeof staffChanges.$inferSelect;

/** A change in force, read against today: how many of its rows it moved, and which of them moved since. */
export interface PutBack<Work> {
  /** How many prices (or fares) the change moved and would be put back. */
  count: number;
  /** The first change that moved one of them since (null: none did). */
  movedSince: { count: number; by: number | null } | null;
  /** What the subject's `writePutBack` needs. */
  work: Work;
}

/** What cancel and undo need to know of a subject (its changes' kinds, its rows, its words). */
export interface ChangeSubject<AuditRow, Work> {
  /** The `staff_changes` kinds that are this subject's changes. */
  kinds: readonly StaffChange["kind"][];
  /** Whose version the undo moves (./version.ts). */
  version: VersionSubject;
  /** How a 404 names a change: `There is no ${name} 12`, for a cancel and for an undo. */
  missing: { cancel: string; restore: string };
  /** What undoes a change already in force, said in the cancel's 409 ("undo it in the audit log"). */
  undoInstead: string;
  /** "price" or "fare"; "list" or "fares" (what is scheduled). */
  noun: "price" | "fare";
  scheduledNoun: string;
  /** How many rows a scheduled change holds (what its cancel removes). */
  scheduledRows(tx: Db, change: StaffChange): Promise<number>;
  /**
   * The scheduled rows of later changes (written after it, for its day or a later one, after
   * `today`) over what `change` moved; `by` the first such change. Null: none. (What later
   * changes did in force is read by value, in `putBack`.)
   */
  replacedBy(tx: Db, change: StaffChange, today: string): Promise<{ count: number; by: number } | null>;
  /** Deletes the rows `change` scheduled after `today`; resolves with them as the audit keeps them. */
  removeScheduled(tx: Db, change: StaffChange, today: string): Promise<AuditRow[]>;
  /** What putting back the rows of a change in force means today. */
  putBack(tx: Db, change: StaffChange, today: string): Promise<PutBack<Work>>;
  /** Writes the put-back as a new change; resolves with its id. */
  writePutBack(tx: Db, staff: Staff, change: StaffChange, today: string, work: Work): Promise<number>;
}

/** A day as the clerk reads it: "30 Nov 2026". */
export function dayWords(day: string): string {
  const [year, month, date] = day.split("-").map(Number);
  const months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
  return `${date} ${months[(month ?? 1) - 1]} ${year}`;
}

const many = (n: number, noun: string) => `${n.toLocaleString("en-US")} ${noun}${n === 1 ? "" : "s"}`;

/** What undoing a change does, or why it cannot be done. */
export type UndoPlan<Work> =
  | { action: "cancel"; count: number; effectiveFrom: string; words: string }
  | { action: "put_back"; count: number; words: string; work: Work }
  | { action: "refused"; words: string };

/** What the audit log offers for a change: the confirmation's words (or the reason there is none) and the version they were read at. */
export interface UndoOffer {
  can: boolean;
  action: "cancel" | "put_back" | "none";
  words: string;
  version: number;
}

export function createChangeUndo<AuditRow, Work>(database: Database, today: () => string, subject: ChangeSubject<AuditRow, Work>) {
  /** The change `changeId` of this subject, read under the version lock, or a 404. */
  function withChange<T>(changeId: number, missing: string, work: (tx: Db, change: StaffChange, version: number) => Promise<T>): Promise<T> {
    return underVersionLock(database, subject.version, async (tx, version) => {
      const [change] = await tx.select().from(staffChanges).where(eq(staffChanges.id, changeId)).limit(1);
      if (!change || !subject.kinds.includes(change.kind)) throw notFound(`There is no ${missing} ${changeId}`, "change_id");
      return work(tx, change, version);
    });
  }

  /** What undoing `change` does today (the one rule: the audit log's words and the undo itself). */
  async function planOf(tx: Db, change: StaffChange): Promise<UndoPlan<Work>> {
    const id = change.id;
    if (change.cancelledAt) return { action: "refused", words: `Change #${id} was cancelled: there is nothing to undo.` };
    const on = today();
    const replaced = await subject.replacedBy(tx, change, on);
    if (replaced) {
      return { action: "refused", words: `Change #${id} cannot be undone: change #${replaced.by}, scheduled after it, replaces ${many(replaced.count, subject.noun)} of it. Undo change #${replaced.by} first.` };
    }
    if (change.effectiveFrom > on) {
      const held = await subject.scheduledRows(tx, change);
      return {
        action: "cancel",
        count: held,
        effectiveFrom: change.effectiveFrom,
        words: `This cancels the ${subject.scheduledNoun} scheduled for ${dayWords(change.effectiveFrom)}: ${many(held, subject.noun)} ${held === 1 ? "stays" : "stay"} as ${held === 1 ? "it is" : "they are"} today.`,
      };
    }
    const putBack = await subject.putBack(tx, change, on);
    if (putBack.movedSince) {
      const { count, by } = putBack.movedSince;
      const who = by === null ? "another change" : `change #${by}`;
      return { action: "refused", words: `Change #${id} cannot be undone: ${who} has since moved ${many(count, subject.noun)} of it. ${by === null ? "Change them back first" : `Undo change #${by} first`}.` };
    }
    if (putBack.count === 0) return { action: "refused", words: `Change #${id} moved no ${subject.noun}: there is nothing to undo.` };
    const what = putBack.count === 1 ? `the ${subject.noun}` : `the ${many(putBack.count, subject.noun)}`;
    return { action: "put_back", count: putBack.count, words: `This puts back ${what} it replaced, from today.`, work: putBack.work };
  }

  /** Cancels a change scheduled for a later day: its rows go, the audit keeps them. */
  async function cancelIn(tx: Db, staff: Staff, change: StaffChange) {
    const removed = await subject.removeScheduled(tx, change, today());
    await tx
      .update(staffChanges)
      .set({ cancelledAt: sql`now()`, cancelledBy: staff.email })
      .where(and(eq(staffChanges.id, change.id), isNull(staffChanges.cancelledAt)));
    const id = await recordChange(tx, staff, {
      kind: "cancel",
      effectiveFrom: change.effectiveFrom,
      counts: { removed: removed.length },
      rowsBefore: removed,
      rowsAfter: [],
      about: change.id,
    });
    return { id, removed: removed.length };
  }

  return {
    /** Cancels a change scheduled for a later day: its rows go, the audit keeps them. */
    cancel(staff: Staff, changeId: number) {
      return withChange(changeId, subject.missing.cancel, async (tx, change) => {
        if (change.cancelledAt) throw conflict(`Change ${changeId} was already cancelled`);
        if (change.effectiveFrom <= today()) throw conflict(`Change ${changeId} took effect on ${change.effectiveFrom}: ${subject.undoInstead} instead`);
        const { removed } = await cancelIn(tx, staff, change);
        return { change_id: String(changeId), removed };
      });
    },

    /**
     * Undoes change `changeId` as the audit log said (`planOf`), checked now, under the lock:
     * refused (409) with the reason when it can no longer be done, or when the subject's
     * version is no longer `seen` (the one the clerk read the words at).
     */
    undo(staff: Staff, changeId: number, seen?: number) {
      return withChange(changeId, subject.missing.restore, async (tx, change, version) => {
        if (seen !== undefined && seen !== version) {
          throw conflict(`The ${subject.noun}s changed since you read what undoing change #${changeId} does: read it again before undoing`, { field: "version" });
        }
        const plan = await planOf(tx, change);
        if (plan.action === "refused") throw new ApiError(409, plan.words, { code: "conflict", field: "change_id" });
        if (plan.action === "cancel") {
          const { id, removed } = await cancelIn(tx, staff, change);
          return { change_id: String(id), undone: String(changeId), action: plan.action, count: removed, effective_from: change.effectiveFrom };
        }
        const id = await subject.writePutBack(tx, staff, change, today(), plan.work);
        return { change_id: String(id), undone: String(changeId), action: plan.action, count: plan.count, effective_from: today() };
      });
    },

    /** What undoing each of the changes `ids` (of this subject; others are left out) does, read in one state. */
    async offers(ids: number[]): Promise<Map<number, UndoOffer>> {
      const offers = new Map<number, UndoOffer>();
      if (ids.length === 0) return offers;
      return readOneState(database, async (tx) => {
        const version = await versionOf(tx, subject.version);
        const changes = await tx.select().from(staffChanges).where(inArray(staffChanges.id, ids));
        for (const change of changes) {
          if (!subject.kinds.includes(change.kind)) continue;
          const plan = await planOf(tx, change);
          offers.set(change.id, { can: plan.action !== "refused", action: plan.action === "refused" ? "none" : plan.action, words: plan.words, version });
        }
        return offers;
      });
    },
  };
}

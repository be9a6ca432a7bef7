/**
 * The audit log of the staff console: every change to prices or fares (and every cancel and
 * restore) is one row of `staff_changes` with who, when, counts, the file's name and SHA-256,
 * and the rows before and after. The price list and the fares write it through
 * `recordChange`; the console reads it through `audit` and `auditEntry`.
 */
import { desc, eq } from "drizzle-orm";
import type { Database, Db } from "../../db/database";
import { staffChanges } from "../../db/schema";
import { notFound } from "../api-error";

/** The staff member who makes a change. */
export interface Staff {
  id: number;
  email: string;
}

type ChangeRow = typeof staffChanges.$inferSelect;

export interface NewChange {
  kind: ChangeRow["kind"];
  effectiveFrom: string;
  counts: Record<string, number>;
  rowsBefore: unknown[];
  rowsAfter: unknown[];
  fileName?: string | undefined;
  sha256?: string | undefined;
  /** The change this one restores or cancels. */
  about?: number | undefined;
}

/** Records a change in the caller's transaction; resolves with its id. */
export async function recordChange(tx: Db, staff: Staff, change: NewChange): Promise<number> {
  const [recorded] = await tx
    .insert(staffChanges)
    .values({
      kind: change.kind,
      staffId: staff.id,
      staffEmail: staff.email,
      effectiveFrom: change.effectiveFrom,
      fileName: change.fileName ?? null,
      fileSha256: change.sha256 ?? null,
      counts: change.counts,
      rowsBefore: change.rowsBefore,
      rowsAfter: change.rowsAfter,
      restoresChangeId: change.about ?? null,
    })
    .returning({ id: staffChanges.id });
  if (!recorded) throw new Error("the change was not recorded");
  return recorded.id;
}

/** An audited row as the staff pages read it: a price as `price` (its weight as `kg`), a port's fare as `fare`. */
const forTheWire = ({ ex_mill_usd, usd_per_tonne, kg_per_unit, ...row }: Record<string, string>) => ({
  ...row,
  ...(kg_per_unit !== undefined ? { kg: kg_per_unit } : {}),
  ...(usd_per_tonne !== undefined ? { fare: usd_per_tonne } : { price: ex_mill_usd ?? "" }),
});

/** What the audit shows of every change. */
const auditSummary = (change: Pick<ChangeRow, "id" | "kind" | "staffEmail" | "createdAt" | "effectiveFrom" | "fileName" | "fileSha256" | "counts">) => ({
  change_id: String(change.id),
  kind: change.kind,
  staff_email: change.staffEmail,
  created_at: change.createdAt.toISOString(),
  effective_from: change.effectiveFrom,
  file_name: change.fileName ?? "",
  file_sha256: change.fileSha256 ?? "",
  counts: change.counts,
});

/** `timeZone`: the mill's zone (MILL_TIME_ZONE), sent with each entry so its time is shown there. */
export function createAuditService(database: Database, timeZone: string) {
  const { db } = database;
  return {
    /** The newest changes first. */
    async audit(limit = 50) {
      const found = await db
        .select({
          id: staffChanges.id,
          kind: staffChanges.kind,
          staffEmail: staffChanges.staffEmail,
          createdAt: staffChanges.createdAt,
          effectiveFrom: staffChanges.effectiveFrom,
          fileName: staffChanges.fileName,
          fileSha256: staffChanges.fileSha256,
          counts: staffChanges.counts,
          restoresChangeId: staffChanges.restoresChangeId,
          cancelledAt: staffChanges.cancelledAt,
        })
        .from(staffChanges)
        .orderBy(desc(staffChanges.id))
        .limit(limit);
      return found.map((change) => ({
        ...auditSummary(change),
        time_zone: timeZone,
        restores_change_id: change.restoresChangeId === null ? "" : String(change.restoresChangeId),
        cancelled: change.cancelledAt !== null,
      }));
    },

    /** One change with its rows before and after. */
    async auditEntry(changeId: number) {
      const [change] = await db.select().from(staffChanges).where(eq(staffChanges.id, changeId)).limit(1);
      if (!change) throw notFound(`There is no change ${changeId}`, "change_id");
      return {
        ...auditSummary(change),
        time_zone: timeZone,
        rows_before: (change.rowsBefore as Record<string, string>[]).map(forTheWire),
        rows_after: (change.rowsAfter as Record<string, string>[]).map(forTheWire),
      };
    },
  };
}

export type AuditService = ReturnType<typeof createAuditService>;

/**
 * The staff inbox: contact enquiries and quote requests (stored by the enquiries service),
 * listed newest first and filtered by status, opened one at a time, and marked answered. The
 * member's "My enquiries" page reads the same status, so an answered quote request shows as
 * answered there.
 */
import { and, desc, eq, type SQL } from "drizzle-orm";
import type { Database } from "../../db/database";
import { enquiries } from "../../db/schema";
import { conflict, notFound } from "../api-error";
import type { Clock } from "../clock";

export type InboxStatus = "received" | "answered";

const summaryColumns = {
  id: enquiries.id,
  reference: enquiries.reference,
  kind: enquiries.kind,
  name: enquiries.name,
  email: enquiries.email,
  subject: enquiries.subject,
  status: enquiries.status,
  createdAt: enquiries.createdAt,
  answeredAt: enquiries.answeredAt,
};

type SummaryRow = { [K in keyof typeof summaryColumns]: (typeof enquiries.$inferSelect)[K extends "id" ? "id" : K] };

const toSummary = (row: SummaryRow) => ({
  id: String(row.id),
  reference: row.reference,
  kind: row.kind,
  name: row.name,
  email: row.email,
  subject: row.subject,
  status: row.status,
  created_at: row.createdAt.toISOString(),
  answered_at: row.answeredAt ? row.answeredAt.toISOString() : "",
});

export function createStaffInbox(database: Database, options: { clock: Clock }) {
  const { db } = database;
  return {
    async list(status?: InboxStatus) {
      const where: SQL | undefined = status ? eq(enquiries.status, status) : undefined;
      const rows = await db.select(summaryColumns).from(enquiries).where(where).orderBy(desc(enquiries.id)).limit(200);
      return rows.map(toSummary);
    },

    async open(id: number) {
      const [row] = await db.select().from(enquiries).where(eq(enquiries.id, id)).limit(1);
      if (!row) throw notFound(`There is no enquiry ${id}`, "enquiry_id");
      const quote = row.quote;
      return {
        ...toSummary(row),
        message: row.message,
        quote: quote
          ? {
              product: quote.product,
              spec: quote.spec,
              company: quote.company,
              port: quote.port,
              unit: quote.unit,
              quantity: quote.quantity,
              unit_price_usd: quote.unitPriceUsd,
              total_usd: quote.totalUsd,
              effective_from: quote.effectiveFrom,
            }
          : null,
      };
    },

    /** Marks an enquiry answered (once: a second time is refused, so nobody answers twice). */
    async markAnswered(id: number) {
      const [updated] = await db
        .update(enquiries)
        .set({ status: "answered", answeredAt: options.clock.now() })
        .where(and(eq(enquiries.id, id), eq(enquiries.status, "received")))
        .returning(summaryColumns);
      if (updated) return toSummary(updated);
      const [exists] = await db.select({ id: enquiries.id }).from(enquiries).where(eq(enquiries.id, id)).limit(1);
      throw exists ? conflict(`Enquiry ${id} is already answered`) : notFound(`There is no enquiry ${id}`, "enquiry_id");
    },
  };
}

export type StaffInbox = ReturnType<typeof createStaffInbox>;

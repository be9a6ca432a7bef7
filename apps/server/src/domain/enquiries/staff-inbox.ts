/**
 * The staff inbox: contact enquiries and quote requests (stored by the enquiries service),
 * listed newest first and filtered by status, opened one at a time, answered and reopened.
 *
 * - `reply` stores a staff reply as a message of the request's thread (threads.ts), queues it in the outbox to the enquirer (Reply-To the sales
 *   address, MAIL_REPLY_TO) and marks the enquiry answered, all in one transaction. A member's
 *   My enquiries shows the reply; a visitor's contact enquiry gets the mail only.
 * - `markAnswered` marks it answered without a reply (answered elsewhere, by phone).
 * - `reopen` puts an answered enquiry back to received; it can be answered again.
 *
 * Each move is one conditional UPDATE (`where status = ...`), so a reply racing another reply
 * or a reopen is decided at the write: one wins, the other is told 409 with the state it met.
 * Who answered and who reopened, and when, are kept on the enquiry; every time goes out as an
 * ISO instant with the mill's zone (`time_zone`) the pages show it in.
 */
import { and, asc, desc, eq, sql, type SQL } from "drizzle-orm";
import type { Database, Db } from "../../db/database";
import { enquiries, members, requestMessages, type QuoteSnapshot } from "../../db/schema";
import type { CatalogueService } from "../catalogue/catalogue";
import { conflict, notFound } from "../api-error";
import { DEFAULT_TIME_ZONE, type Clock } from "../clock";
import type { RegisteredNumbersByMill } from "../mail/templates";
import { appendMillMessage } from "./threads";

export type InboxStatus = "received" | "answered";

const summaryColumns = {
  id: enquiries.id,
  reference: enquiries.reference,
  kind: enquiries.kind,
  memberId: enquiries.memberId,
  name: enquiries.name,
  email: enquiries.email,
  subject: enquiries.subject,
  status: enquiries.status,
  createdAt: enquiries.createdAt,
  answeredAt: enquiries.answeredAt,
  answeredBy: enquiries.answeredBy,
  reopenedAt: enquiries.reopenedAt,
  reopenedBy: enquiries.reopenedBy,
};

type Row = typeof enquiries.$inferSelect;
type SummaryRow = Pick<Row, keyof typeof summaryColumns>;

export interface StaffInboxOptions {
  clock: Clock;
  /** MILL_TIME_ZONE, when the clock names none. */
  timeZone?: string;
  /** Reply-To of the reply mail (MAIL_REPLY_TO, the sales address). */
  replyTo?: string;
  /** Where links in mail point. */
  siteUrl?: string;
  /** The mills' registered numbers for the mail footers (settings). */
  registered?: RegisteredNumbersByMill;
  /** The prices in force, for each request line's price now (the offer form prefills it); without it, none. */
  catalogue?: Pick<CatalogueService, "costOf">;
}

/** A yarn line's spec as costQuote writes it ("count 8, 2 ply, VOT"), read back into the lookup's fields. */
const YARN_SPEC = /^count ([^,]+), (\d+) ply, (.+)$/;

/** The price in force now for a request line's spec at its mill and port, or null when none is (or the spec reads as several). */
async function priceNow(catalogue: Pick<CatalogueService, "costOf"> | undefined, line: QuoteSnapshot): Promise<number | null> {
  if (!catalogue) return null;
  const yarn = YARN_SPEC.exec(line.spec);
  const quotes = await catalogue.costOf({
    sub_category_id: String(line.subCategoryId),
    company_id: String(line.companyId),
    truck_fare_id: String(line.portId),
    product_size_id: line.productSizeId === null ? undefined : String(line.productSizeId),
    count: yarn?.[1],
    ply: yarn?.[2],
    oil: yarn?.[3],
  });
  const [quote] = quotes;
  return quotes.length === 1 && quote && quote.cost !== null ? quote.cost : null;
}

/** The staff member acting (requireStaff's). */
export interface Actor {
  id: number;
  email: string;
}

export function createStaffInbox(database: Database, options: StaffInboxOptions) {
  const { db } = database;
  const timeZone = options.clock.timeZone ?? options.timeZone ?? DEFAULT_TIME_ZONE;
  const iso = (at: Date | null) => (at ? at.toISOString() : "");

  const toSummary = (row: SummaryRow) => ({
    id: String(row.id),
    reference: row.reference,
    kind: row.kind,
    name: row.name,
    email: row.email,
    subject: row.subject,
    status: row.status,
    created_at: row.createdAt.toISOString(),
    answered_at: iso(row.answeredAt),
    answered_by: row.answeredBy ?? "",
    reopened_at: iso(row.reopenedAt),
    reopened_by: row.reopenedBy ?? "",
    time_zone: timeZone,
  });

  /** Why a conditional UPDATE matched nothing: no such enquiry (404) or another state (409). */
  async function refusal(executor: Db, id: number, wanted: InboxStatus): Promise<never> {
    const [row] = await executor.select(summaryColumns).from(enquiries).where(eq(enquiries.id, id)).limit(1);
    if (!row) throw notFound(`There is no enquiry ${id}`, "enquiry_id");
    if (wanted === "received") {
      const by = row.answeredBy ? ` by ${row.answeredBy}` : "";
      throw conflict(`Enquiry ${row.reference} is already answered${by}: reopen it to answer again`);
    }
    throw conflict(`Enquiry ${row.reference} is not answered: there is nothing to reopen`);
  }

  return {
    timeZone,

    async list(status?: InboxStatus) {
      const where: SQL | undefined = status ? eq(enquiries.status, status) : undefined;
      const rows = await db.select(summaryColumns).from(enquiries).where(where).orderBy(desc(enquiries.id)).limit(200);
      return rows.map(toSummary);
    },

    async open(id: number) {
      const [row] = await db.select().from(enquiries).where(eq(enquiries.id, id)).limit(1);
      if (!row) throw notFound(`There is no enquiry ${id}`, "enquiry_id");
      // The mill's messages of the thread (threads.ts has the whole thread).
      const replies = await db
        .select({ by: sql<string>`coalesce(${members.email}, ${requestMessages.staffName})`, at: requestMessages.createdAt, message: requestMessages.body })
        .from(requestMessages)
        .leftJoin(members, eq(members.id, requestMessages.staffId))
        .where(and(eq(requestMessages.enquiryId, id), eq(requestMessages.from, "mill")))
        .orderBy(asc(requestMessages.id));
      return {
        ...toSummary(row),
        message: row.message,
        replies: replies.map((reply) => ({ by: reply.by, at: reply.at.toISOString(), message: reply.message })),
        lines: await Promise.all((row.lines ?? []).map(async (line) => ({
          product: line.product,
          spec: line.spec,
          company: line.company,
          company_id: String(line.companyId),
          price_now: await priceNow(options.catalogue, line),
          port: line.port,
          unit: line.unit,
          quantity: line.quantity,
          unit_price: line.unitPriceUsd,
          total: line.totalUsd,
          effective_from: line.effectiveFrom,
          note: line.note ?? "",
        }))),
      };
    },

    /** Marks an enquiry answered without a reply (once: answered twice is refused, 409). */
    async markAnswered(id: number, by: Actor) {
      const [updated] = await db
        .update(enquiries)
        .set({ status: "answered", answeredAt: options.clock.now(), answeredBy: by.email })
        .where(and(eq(enquiries.id, id), eq(enquiries.status, "received")))
        .returning(summaryColumns);
      return updated ? toSummary(updated) : refusal(db, id, "received");
    },

    /**
     * Answers an enquiry with a reply: in one transaction the enquiry moves to answered (only
     * from received), the reply is stored and its mail queued, so a refused reply leaves
     * nothing behind and an accepted one is never lost.
     */
    async reply(id: number, message: string, by: Actor) {
      return db.transaction(async (tx) => {
        const now = options.clock.now();
        const [updated] = await tx
          .update(enquiries)
          .set({ status: "answered", answeredAt: now, answeredBy: by.email })
          .where(and(eq(enquiries.id, id), eq(enquiries.status, "received")))
          .returning();
        if (!updated) return refusal(tx, id, "received");
        const context = { siteUrl: options.siteUrl ?? "http://localhost:3000", ...(options.registered ? { registered: options.registered } : {}) };
        const { mailedTo } = await appendMillMessage(tx, { context, salesAddress: options.replyTo ?? null }, updated, { staffId: by.id, body: message, at: now });
        return { ...toSummary(updated), mailed_to: mailedTo };
      });
    },

    /** Puts an answered enquiry back to received, recording who and when (only from answered). */
    async reopen(id: number, by: Actor) {
      const [updated] = await db
        .update(enquiries)
        .set({ status: "received", reopenedAt: options.clock.now(), reopenedBy: by.email })
        .where(and(eq(enquiries.id, id), eq(enquiries.status, "answered")))
        .returning(summaryColumns);
      return updated ? toSummary(updated) : refusal(db, id, "answered");
    },
  };
}

export type StaffInbox = ReturnType<typeof createStaffInbox>;

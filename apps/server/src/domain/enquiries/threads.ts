/**
 * The thread of an enquiry or quote request (request_messages): the buyer and the mill's staff
 * write, each message is mailed to the other side through the outbox in the transaction that
 * stores it (so a message is mailed exactly once, whatever SMTP does), and each side's read
 * marker (`enquiries.buyer_seen_id`, `mill_seen_id`) counts what it has not seen yet.
 *
 * - A member reaches only the threads of their own requests, by account id: another's
 *   reference is told 404, exactly as one that does not exist.
 * - Staff reach every thread; what buyers are shown of them is `MILL_AUTHOR`.
 * - Posts are counted per account per hour (THREAD_LIMIT_PER_HOUR, attempt counters shared
 *   by every instance): past it, 429 with when to try again.
 * - The buyer's copy goes to the member's current address (the account's, by id; a visitor's
 *   contact enquiry: the address typed) with Reply-To the sales address; the mill's copy of a
 *   buyer's message goes to the sales address with Reply-To the buyer.
 * - The inbox's reply (staff-inbox.ts) and a change request on an offer (offer-answers.ts) are
 *   messages of the thread, written by `appendMillMessage` and `appendBuyerMessage` here.
 */
import { and, asc, eq, gt, sql } from "drizzle-orm";
import { particulars } from "@jute/api/company";
import { specSheetHref, type Thread } from "@jute/api/contract";
import type { Database, Db } from "../../db/database";
import { enquiries, members, requestMessages, subCategories } from "../../db/schema";
import { ApiError, notFound } from "../api-error";
import { DEFAULT_TIME_ZONE, type Clock } from "../clock";
import type { AttemptCounters } from "../limits/attempt-counters";
import { enqueueMail } from "../mail/outbox";
import { buyerMessageMail, staffReplyMail, type MailContext } from "../mail/templates";

/** What buyers are shown as the author of the mill's messages. */
export const MILL_AUTHOR = `Sales, ${particulars.groupName}`;

const HOUR_MS = 3_600_000;

type EnquiryRow = typeof enquiries.$inferSelect;

export interface ThreadOptions {
  clock: Clock;
  timeZone?: string;
  /** The sales address: Reply-To of the buyer's copy, and where the buyer's messages go. */
  salesAddress: string;
  mail: MailContext;
  counters: AttemptCounters;
  /** Posts per account per hour. */
  limitPerHour: number;
}

/** The buyer's address and greeting, by account id (a visitor: the address typed, "Dear customer,"). */
async function buyerOf(tx: Db, enquiry: EnquiryRow): Promise<{ email: string; name: string | null }> {
  if (enquiry.memberId === null) return { email: enquiry.email, name: null };
  const [member] = await tx.select({ email: members.email, name: members.name, provenAt: members.provenAt }).from(members).where(eq(members.id, enquiry.memberId)).limit(1);
  if (!member) return { email: enquiry.email, name: null };
  return { email: member.email, name: member.provenAt ? member.name : null };
}

/**
 * A message of the mill on `enquiry`, with its mail to the buyer (in `tx`). The mill's marker
 * moves to it: whoever writes has read what came before.
 */
export async function appendMillMessage(
  tx: Db,
  mail: { context: MailContext; salesAddress: string | null },
  enquiry: EnquiryRow,
  message: { staffId: number; body: string; specSubCategoryId?: number | undefined; at: Date },
): Promise<{ id: number; mailedTo: string }> {
  let specSheet: { product: string; href: string } | undefined;
  if (message.specSubCategoryId !== undefined) {
    const [product] = await tx.select().from(subCategories).where(eq(subCategories.id, message.specSubCategoryId)).limit(1);
    if (!product) throw notFound("There is no such product in the catalogue: choose its spec sheet again", "spec_sub_category_id");
    specSheet = { product: product.productName, href: `${mail.context.siteUrl.replace(/\/$/, "")}${hrefOf(product)}` };
  }
  const [row] = await tx
    .insert(requestMessages)
    .values({ enquiryId: enquiry.id, from: "mill", staffId: message.staffId, staffName: MILL_AUTHOR, body: message.body, specSubCategoryId: message.specSubCategoryId ?? null, createdAt: message.at })
    .returning({ id: requestMessages.id });
  if (!row) throw new Error("the message was not stored");
  await tx.update(enquiries).set({ millSeenId: row.id }).where(eq(enquiries.id, enquiry.id));
  const buyer = await buyerOf(tx, enquiry);
  // An erased request keeps no address: the message stays in the thread only.
  if (buyer.email) {
    const rendered = staffReplyMail(mail.context, {
      name: buyer.name,
      reference: enquiry.reference,
      kind: enquiry.kind,
      message: message.body,
      member: enquiry.memberId !== null,
      author: MILL_AUTHOR,
      ...(specSheet ? { specSheet } : {}),
    });
    await enqueueMail(tx, { to: buyer.email, replyTo: mail.salesAddress, kind: "staff-reply", reference: enquiry.reference, memberId: enquiry.memberId, ...rendered });
  }
  return { id: row.id, mailedTo: buyer.email };
}

/** A message of the buyer (the member `memberId`) on `enquiry`; the caller mails the mill. */
export async function appendBuyerMessage(tx: Db, enquiry: EnquiryRow, memberId: number, body: string, at: Date): Promise<number> {
  const [row] = await tx.insert(requestMessages).values({ enquiryId: enquiry.id, from: "buyer", memberId, body, createdAt: at }).returning({ id: requestMessages.id });
  if (!row) throw new Error("the message was not stored");
  await tx.update(enquiries).set({ buyerSeenId: row.id }).where(eq(enquiries.id, enquiry.id));
  return row.id;
}

const hrefOf = (product: { categoryId: number; childCategoryId: number | null; id: number }) =>
  specSheetHref({ category_id: String(product.categoryId), ...(product.childCategoryId !== null ? { child_category_id: String(product.childCategoryId) } : {}), sub_category_id: String(product.id) });

export function createThreads(database: Database, options: ThreadOptions) {
  const { db } = database;
  const timeZone = options.clock.timeZone ?? options.timeZone ?? DEFAULT_TIME_ZONE;
  const mail = { context: options.mail, salesAddress: options.salesAddress };

  /** Counts a post of `accountId`; past the hour's budget, 429 with when to try again. */
  async function countPost(accountId: number) {
    const { hits, ttlMs } = await options.counters.hit(`thread:${accountId}`, HOUR_MS);
    if (hits <= options.limitPerHour) return;
    const wait = Math.max(1, Math.ceil(ttlMs / 1000));
    throw new ApiError(429, `You have sent ${options.limitPerHour} messages in the last hour: send this one in ${Math.ceil(wait / 60)} minute(s), or write to us by mail`, {
      code: "rate_limited",
      retryAfterSeconds: wait,
    });
  }

  async function memberEnquiry(executor: Db, memberId: number, reference: string): Promise<EnquiryRow> {
    const [row] = await executor.select().from(enquiries).where(and(eq(enquiries.reference, reference), eq(enquiries.memberId, memberId))).limit(1);
    // Another member's request reads exactly as one that does not exist.
    if (!row) throw notFound(`You have no enquiry ${reference}`, "reference");
    return row;
  }

  async function staffEnquiry(executor: Db, id: number): Promise<EnquiryRow> {
    const [row] = await executor.select().from(enquiries).where(eq(enquiries.id, id)).limit(1);
    if (!row) throw notFound(`There is no enquiry ${id}`, "enquiry_id");
    return row;
  }

  /** The thread as `reader` sees it, oldest first. */
  async function threadOf(executor: Db, enquiry: EnquiryRow, reader: "buyer" | "mill"): Promise<Thread> {
    const rows = await executor
      .select({
        id: requestMessages.id,
        from: requestMessages.from,
        staffName: requestMessages.staffName,
        body: requestMessages.body,
        at: requestMessages.createdAt,
        product: subCategories.productName,
        categoryId: subCategories.categoryId,
        childCategoryId: subCategories.childCategoryId,
        subCategoryId: subCategories.id,
        staffEmail: members.email,
      })
      .from(requestMessages)
      .leftJoin(subCategories, eq(subCategories.id, requestMessages.specSubCategoryId))
      .leftJoin(members, eq(members.id, requestMessages.staffId))
      .where(eq(requestMessages.enquiryId, enquiry.id))
      .orderBy(asc(requestMessages.id));
    const seen = reader === "buyer" ? enquiry.buyerSeenId : enquiry.millSeenId;
    const messages = rows.map((row) => {
      const mine = row.from === reader;
      const author =
        row.from === "mill"
          ? reader === "mill" && row.staffEmail ? `${row.staffName} (${row.staffEmail})` : row.staffName
          : reader === "buyer" ? "You" : enquiry.name;
      return {
        id: String(row.id),
        from: row.from,
        author,
        body: row.body,
        at: row.at.toISOString(),
        spec_sheet: row.product !== null && row.categoryId !== null && row.subCategoryId !== null ? { product: row.product, href: hrefOf({ categoryId: row.categoryId, childCategoryId: row.childCategoryId, id: row.subCategoryId }) } : null,
        unread: !mine && row.id > seen,
      };
    });
    return { reference: enquiry.reference, enquiry_id: String(enquiry.id), messages, unread: messages.filter((message) => message.unread).length, time_zone: timeZone };
  }

  return {
    timeZone,

    /** The member's thread of their own request (404 for anyone else's). */
    async forMember(memberId: number, reference: string): Promise<Thread> {
      return threadOf(db, await memberEnquiry(db, memberId, reference), "buyer");
    },

    /** The member writes: stored and mailed to the sales address (Reply-To the member) at once. */
    async postAsMember(memberId: number, reference: string, body: string): Promise<Thread> {
      await memberEnquiry(db, memberId, reference);
      await countPost(memberId);
      return db.transaction(async (tx) => {
        const enquiry = await memberEnquiry(tx, memberId, reference);
        await appendBuyerMessage(tx, enquiry, memberId, body, options.clock.now());
        const [member] = await tx.select({ name: members.name, email: members.email }).from(members).where(eq(members.id, memberId)).limit(1);
        const buyer = member ?? { name: enquiry.name, email: enquiry.email };
        const rendered = buyerMessageMail(options.mail, { reference: enquiry.reference, enquiryId: enquiry.id, buyerName: buyer.name, buyerEmail: buyer.email, message: body });
        await enqueueMail(tx, { to: options.salesAddress, replyTo: buyer.email || null, kind: "thread-buyer", reference: enquiry.reference, ...rendered });
        return threadOf(tx, (await memberEnquiry(tx, memberId, reference)), "buyer");
      });
    },

    /** The member has seen their thread up to its newest message. */
    async markReadByMember(memberId: number, reference: string): Promise<Thread> {
      const enquiry = await memberEnquiry(db, memberId, reference);
      await db.execute(sql`update enquiries set buyer_seen_id = greatest(buyer_seen_id, coalesce((select max(id) from request_messages where enquiry_id = ${enquiry.id}), 0)) where id = ${enquiry.id}`);
      return threadOf(db, await memberEnquiry(db, memberId, reference), "buyer");
    },

    /** The mill's messages the member has not seen, over all their requests. */
    async unreadForMember(memberId: number): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(requestMessages)
        .innerJoin(enquiries, eq(enquiries.id, requestMessages.enquiryId))
        .where(and(eq(enquiries.memberId, memberId), eq(requestMessages.from, "mill"), gt(requestMessages.id, enquiries.buyerSeenId)));
      return Number(row?.count ?? 0);
    },

    async forStaff(enquiryId: number): Promise<Thread> {
      return threadOf(db, await staffEnquiry(db, enquiryId), "mill");
    },

    /** Staff write to the buyer (optionally with a product's spec sheet): stored and mailed at once. */
    async postAsStaff(staff: { id: number }, enquiryId: number, body: string, specSubCategoryId?: number): Promise<Thread> {
      await staffEnquiry(db, enquiryId);
      await countPost(staff.id);
      return db.transaction(async (tx) => {
        const enquiry = await staffEnquiry(tx, enquiryId);
        await appendMillMessage(tx, mail, enquiry, { staffId: staff.id, body, specSubCategoryId, at: options.clock.now() });
        return threadOf(tx, await staffEnquiry(tx, enquiryId), "mill");
      });
    },

    async markReadByStaff(enquiryId: number): Promise<Thread> {
      await staffEnquiry(db, enquiryId);
      await db.execute(sql`update enquiries set mill_seen_id = greatest(mill_seen_id, coalesce((select max(id) from request_messages where enquiry_id = ${enquiryId}), 0)) where id = ${enquiryId}`);
      return threadOf(db, await staffEnquiry(db, enquiryId), "mill");
    },

    /** The buyers' messages staff have not seen: in all, and per request. */
    async unreadForStaff(): Promise<{ total: number; requests: { enquiry_id: string; unread: number }[] }> {
      const rows = await db
        .select({ enquiryId: requestMessages.enquiryId, unread: sql<number>`count(*)::int` })
        .from(requestMessages)
        .innerJoin(enquiries, eq(enquiries.id, requestMessages.enquiryId))
        .where(and(eq(requestMessages.from, "buyer"), gt(requestMessages.id, enquiries.millSeenId)))
        .groupBy(requestMessages.enquiryId)
        .orderBy(asc(requestMessages.enquiryId));
      const requests = rows.map((row) => ({ enquiry_id: String(row.enquiryId), unread: Number(row.unread) }));
      return { total: requests.reduce((sum, row) => sum + row.unread, 0), requests };
    },
  };
}

export type Threads = ReturnType<typeof createThreads>;

/**
 * Enquiries: contact enquiries (anyone) and quote requests (members). Each is stored with a
 * reference (E-2026-000123) and, in the same transaction, two mails go into the outbox: one
 * to the mill (MAIL_TO, replying to the sender) and an acknowledgement to the sender.
 *
 * The acknowledgement goes to an address anyone can type, from the mill: it names the
 * reference and the mill and repeats nothing the sender typed (no name, subject or message),
 * so it cannot carry anyone's text to anyone; and one address gets at most ACK_LIMIT_PER_DAY
 * of them (counted in the shared attempt counters, so across instances on PostgreSQL). Past
 * the cap the enquiry is still stored and the mill still mailed.
 *
 * A quote request names a spec, never a price: the price is costed here from the catalogue
 * in force, and stored with what the member saw (product, spec, mill, port, unit price and
 * the day it took effect).
 */
import { createHash } from "node:crypto";
import { asc, desc, eq, inArray, sql } from "drizzle-orm";
import { containerLoads, formatNumber, formatQuantity, normaliseEmail, totalPrice } from "@jute/api/contract";
import type { EnquiryRequest, MyEnquiry, ParsedQuoteRequest, QuoteReceipt } from "@jute/api/contract";
import type { Database } from "../../db/database";
import { enquiries, enquiryReplies, members, type QuoteSnapshot } from "../../db/schema";
import { invalid, notFound } from "../api-error";
import type { CatalogueService } from "../catalogue/catalogue";
import { particulars } from "@jute/api/company";
import { DEFAULT_TIME_ZONE, type Clock } from "../clock";
import { enqueueMail } from "../mail/outbox";
import type { AttemptCounters } from "../limits/attempt-counters";
import { contactAckMail, contactMillMail, quoteAckMail, quoteMillMail, type QuoteDetails, type RenderedMail } from "../mail/templates";

export interface EnquiryService {
  /** Stores a contact enquiry and queues its two mails; resolves with its reference. */
  submitContact(input: Required<Pick<EnquiryRequest, "name" | "email" | "subject" | "message">>, memberId: number | null): Promise<{ reference: string }>;
  /**
   * Costs the spec, stores the request with its snapshot and queues its two mails. Refused
   * with 400 naming the field for a spec the catalogue does not hold, 404 when no price is in
   * force for it.
   */
  submitQuote(memberId: number, input: ParsedQuoteRequest): Promise<QuoteReceipt>;
  /** A member's enquiries and quote requests, newest first (at most 200). */
  listForMember(memberId: number): Promise<MyEnquiry[]>;
}

export const MY_ENQUIRIES_LIMIT = 200;


/** E-2026-000123: the year it was received and its number. */
export function formatReference(id: number, date: Date): string {
  return `E-${date.getUTCFullYear()}-${String(id).padStart(6, "0")}`;
}

/** How many containers a quantity comes to, e.g. "about 1.9 x 20' FCL or 1 x 40' FCL". */
export function describeContainers(quantity: number, fcl20: number | null, fcl40: number | null): string {
  if (!fcl20 || !fcl40) return "";
  const loads = (per: number) => formatNumber(containerLoads(quantity, per), 1);
  return `about ${loads(fcl20)} x 20' FCL or ${loads(fcl40)} x 40' FCL`;
}

interface NewEnquiry {
  kind: "contact" | "quote";
  memberId: number | null;
  name: string;
  email: string;
  subject: string;
  message: string;
  quote: QuoteSnapshot | null;
}

/** The window of the per-recipient cap of acknowledgements. */
const ACK_WINDOW_MS = 24 * 3600 * 1000;
const ackKey = (email: string) => `ack:${createHash("sha256").update(normaliseEmail(email)).digest("hex")}`;

export function createEnquiryService(
  database: Database,
  options: { mailTo: string; catalogue: CatalogueService; clock: Clock; counters: AttemptCounters; ackLimitPerDay: number; siteUrl?: string; replyTo?: string; timeZone?: string },
): EnquiryService {
  const { db } = database;
  const { catalogue, mailTo, clock, counters, ackLimitPerDay } = options;
  const context = { siteUrl: options.siteUrl ?? "http://localhost:3000" };
  const replyTo = options.replyTo ?? particulars.salesEmail;
  const timeZone = clock.timeZone ?? options.timeZone ?? DEFAULT_TIME_ZONE;

  /** Inserts the enquiry and its mails in one transaction; the mails are written by `mails`. */
  async function store(entry: NewEnquiry, mails: (reference: string) => { mill: RenderedMail; ack: RenderedMail }) {
    // Counted before the transaction (the counters are shared rows of their own).
    const acknowledge = ackLimitPerDay > 0 && (await counters.hit(ackKey(entry.email), ACK_WINDOW_MS)).hits <= ackLimitPerDay;
    return db.transaction(async (tx) => {
      const now = clock.now();
      const numbered = await tx.execute<{ id: number }>(sql`select nextval(pg_get_serial_sequence('enquiries', 'id'))::int as id`);
      const next = numbered.rows[0];
      if (!next) throw new Error("no id for the enquiry");
      const reference = formatReference(next.id, now);
      await tx.insert(enquiries).values({ id: next.id, reference, createdAt: now, ...entry });
      const { mill, ack } = mails(reference);
      await enqueueMail(tx, { to: mailTo, replyTo: entry.email, kind: `${entry.kind}-mill`, reference, ...mill });
      // A buyer's reply goes to the sales desk, not to the no-reply sender.
      if (acknowledge) await enqueueMail(tx, { to: entry.email, replyTo, kind: `${entry.kind}-ack`, reference, ...ack });
      return reference;
    });
  }

  return {
    async submitContact(input, memberId) {
      const reference = await store(
        { kind: "contact", memberId, name: input.name, email: input.email, subject: input.subject, message: input.message, quote: null },
        (ref) => ({
          mill: contactMillMail(context, { reference: ref, name: input.name, email: input.email, memberId, subject: input.subject, message: input.message }),
          ack: contactAckMail(context, { reference: ref }),
        }),
      );
      return { reference };
    },

    async submitQuote(memberId, input) {
      const subCategory = await catalogue.subCategory(Number(input.sub_category_id));
      if (!subCategory) throw invalid("There is no such product: look the price up again", "sub_category_id");
      const ports = await catalogue.truckFares();
      const port = ports.find((fare) => fare.truck_fare_id === String(Number(input.truck_fare_id)));
      if (!port) throw invalid("There is no such port: look the price up again", "truck_fare_id");
      if (input.product_size_id !== undefined) {
        const sizes = await catalogue.sizesOf({ categoryId: Number(subCategory.category_id), subCategoryId: Number(subCategory.sub_category_id) });
        if (!sizes.some((size) => size.product_size_id === String(Number(input.product_size_id)))) {
          throw invalid("This product has no such size: look the price up again", "product_size_id");
        }
      }
      const quotes = await catalogue.costOf(input);
      if (quotes.length === 0) {
        throw notFound("There is no price in force for this spec at this mill: ask us through the contact form instead");
      }
      const [quote] = quotes;
      if (quotes.length > 1 || !quote || quote.cost === null) {
        throw invalid("Say which product you mean: its size, or its yarn count, ply and oil type");
      }
      const [member] = await db.select({ name: members.name, email: members.email }).from(members).where(eq(members.id, memberId)).limit(1);
      if (!member) throw invalid("The member no longer exists");

      const item = quote.items[0];
      const spec = quote.size || (item?.cost_count ? `count ${item.cost_count}, ${item.ply} ply, ${item.oil}` : "");
      const unitPrice = quote.cost;
      const total = totalPrice(unitPrice, input.quantity);
      const fcl20 = subCategory.fcl_20 ? Number(subCategory.fcl_20) : null;
      const fcl40 = subCategory.fcl_40 ? Number(subCategory.fcl_40) : null;
      const snapshot: QuoteSnapshot = {
        subCategoryId: Number(quote.sub_category_id),
        product: quote.name,
        productSizeId: quote.product_size_id ? Number(quote.product_size_id) : null,
        spec,
        companyId: Number(quote.company_id),
        company: quote.company,
        portId: Number(port.truck_fare_id),
        port: port.location,
        unit: quote.unit,
        quantity: input.quantity,
        unitPriceUsd: unitPrice,
        effectiveFrom: quote.effective_from,
        totalUsd: total,
        fcl20,
        fcl40,
      };
      const product = spec ? `${quote.name}, ${spec}` : quote.name;
      const containers = describeContainers(input.quantity, fcl20, fcl40);
      const message = input.message ?? "";
      const details: QuoteDetails = {
        product,
        mill: quote.company,
        port: port.location,
        unit: quote.unit,
        quantity: input.quantity,
        containers,
        unitPrice,
        effectiveFrom: quote.effective_from,
        total,
      };
      const reference = await store(
        { kind: "quote", memberId, name: member.name, email: member.email, subject: `Quote request: ${product}`, message, quote: snapshot },
        (ref) => ({
          mill: quoteMillMail(context, { reference: ref, name: member.name, email: member.email, quote: details, message }),
          ack: quoteAckMail(context, { name: member.name, reference: ref, quote: details, message }),
        }),
      );
      return {
        reference,
        product: quote.name,
        spec,
        company: quote.company,
        port: port.location,
        unit: quote.unit,
        quantity: input.quantity,
        currency: "USD",
        unit_price: unitPrice,
        total,
        effective_from: quote.effective_from,
      };
    },

    async listForMember(memberId) {
      const found = await db
        .select()
        .from(enquiries)
        .where(eq(enquiries.memberId, memberId))
        .orderBy(desc(enquiries.createdAt), desc(enquiries.id))
        .limit(MY_ENQUIRIES_LIMIT);
      // The mill's replies to them, oldest first (staff's addresses stay inside the mill).
      const replies = found.length
        ? await db
            .select({ enquiryId: enquiryReplies.enquiryId, at: enquiryReplies.createdAt, message: enquiryReplies.body })
            .from(enquiryReplies)
            .where(inArray(enquiryReplies.enquiryId, found.map((row) => row.id)))
            .orderBy(asc(enquiryReplies.id))
        : [];
      return found.map((row) => ({
        reference: row.reference,
        kind: row.kind,
        created_at: row.createdAt.toISOString(),
        subject: row.subject,
        product: row.quote ? (row.quote.spec ? `${row.quote.product}, ${row.quote.spec}` : row.quote.product) : "",
        quantity: row.quote ? formatQuantity(row.quote.quantity, row.quote.unit) : "",
        port: row.quote ? row.quote.port : "",
        status: row.status,
        replies: replies.filter((reply) => reply.enquiryId === row.id).map((reply) => ({ at: reply.at.toISOString(), message: reply.message })),
        time_zone: timeZone,
      }));
    },
  };
}

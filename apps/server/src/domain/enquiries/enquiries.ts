/**
 * Enquiries: contact enquiries (anyone) and quote requests (members). Each is stored with a
 * reference (E-2026-000123) and, in the same transaction, two mails go into the outbox: one
 * to the mill (MAIL_TO, replying to the sender) and an acknowledgement to the sender.
 *
 * A quote request names a spec, never a price: the price is costed here from the catalogue
 * in force, and stored with what the member saw (product, spec, mill, port, unit price and
 * the day it took effect).
 */
import { desc, eq, sql } from "drizzle-orm";
import type { EnquiryRequest, MyEnquiry, ParsedQuoteRequest, QuoteReceipt } from "@jute/api/contract";
import type { Database, Db } from "../../db/database";
import { enquiries, members, type QuoteSnapshot } from "../../db/schema";
import { invalid, notFound } from "../api-error";
import type { CatalogueService } from "../catalogue/catalogue";
import type { Clock } from "../clock";
import { enqueueMail } from "../mail/outbox";

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

const money = (value: number) => value.toLocaleString("en", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const amount = (value: number) => value.toLocaleString("en", { maximumFractionDigits: 3 });

/** E-2026-000123: the year it was received and its number. */
export function formatReference(id: number, date: Date): string {
  return `E-${date.getUTCFullYear()}-${String(id).padStart(6, "0")}`;
}

/** How many containers a quantity comes to, e.g. "about 1.9 x 20' FCL or 1 x 40' FCL". */
export function describeContainers(quantity: number, fcl20: number | null, fcl40: number | null): string {
  if (!fcl20 || !fcl40) return "";
  const loads = (per: number) => Math.round((quantity / per) * 10) / 10;
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

export function createEnquiryService(database: Database, options: { mailTo: string; catalogue: CatalogueService; clock: Clock }): EnquiryService {
  const { db } = database;
  const { catalogue, mailTo, clock } = options;

  /** Inserts the enquiry and its mails in one transaction; the mails are written by `mails`. */
  async function store(entry: NewEnquiry, mails: (reference: string) => { mill: { subject: string; text: string }; ack: { subject: string; text: string } }) {
    return db.transaction(async (tx) => {
      const now = clock.now();
      const numbered = await tx.execute(sql`select nextval(pg_get_serial_sequence('enquiries', 'id'))::int as id`);
      const next = (numbered as unknown as { rows: { id: number }[] }).rows[0];
      if (!next) throw new Error("no id for the enquiry");
      const reference = formatReference(next.id, now);
      await tx.insert(enquiries).values({ id: next.id, reference, createdAt: now, ...entry });
      const { mill, ack } = mails(reference);
      await enqueueMail(tx as unknown as Db, { to: mailTo, replyTo: entry.email, kind: `${entry.kind}-mill`, reference, ...mill });
      await enqueueMail(tx as unknown as Db, { to: entry.email, kind: `${entry.kind}-ack`, reference, ...ack });
      return reference;
    });
  }

  return {
    async submitContact(input, memberId) {
      const reference = await store(
        { kind: "contact", memberId, name: input.name, email: input.email, subject: input.subject, message: input.message, quote: null },
        (ref) => ({
          mill: {
            subject: `Enquiry ${ref}: ${input.subject}`,
            text: [
              `Enquiry ${ref} from the website's contact form.`,
              "",
              `From: ${input.name} <${input.email}>${memberId !== null ? ` (member ${memberId})` : ""}`,
              `Subject: ${input.subject}`,
              "",
              input.message,
              "",
              "Reply to this mail to answer the sender.",
            ].join("\n"),
          },
          ack: {
            subject: `Your enquiry ${ref} has been received`,
            text: [
              `Dear ${input.name},`,
              "",
              `Thank you for writing to us. Your enquiry ${ref} has been received: we answer within two working days.`,
              "",
              `Subject: ${input.subject}`,
              "",
              input.message,
            ].join("\n"),
          },
        }),
      );
      return { reference };
    },

    async submitQuote(memberId, input) {
      const subCategory = await catalogue.subCategory(Number(input.sub_category_id));
      if (!subCategory) throw invalid("sub_category_id: there is no such product", "sub_category_id");
      const ports = await catalogue.truckFares();
      const port = ports.find((fare) => fare.truck_fare_id === String(Number(input.truck_fare_id)));
      if (!port) throw invalid("truck_fare_id: there is no such port", "truck_fare_id");
      if (input.product_size_id !== undefined) {
        const sizes = await catalogue.sizesOf({ categoryId: Number(subCategory.category_id), subCategoryId: Number(subCategory.sub_category_id) });
        if (!sizes.some((size) => size.product_size_id === String(Number(input.product_size_id)))) {
          throw invalid("product_size_id: this product has no such size", "product_size_id");
        }
      }
      const quotes = await catalogue.costOf(input);
      if (quotes.length === 0) {
        throw notFound("There is no price in force for this spec at this mill: ask us through the contact form instead");
      }
      const [quote] = quotes;
      if (quotes.length > 1 || !quote || quote.cost === null) {
        throw invalid("The spec is incomplete: give product_size_id, or count, ply and oil");
      }
      const [member] = await db.select({ name: members.name, email: members.email }).from(members).where(eq(members.id, memberId)).limit(1);
      if (!member) throw invalid("The member no longer exists");

      const item = quote.items[0];
      const spec = quote.size || (item?.cost_count ? `count ${item.cost_count}, ${item.ply} ply, ${item.oil}` : "");
      const unitPrice = quote.cost;
      const total = Math.round(unitPrice * input.quantity * 100) / 100;
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
      const details = [
        `Product: ${product}`,
        `Mill: ${quote.company}`,
        `Delivered to: ${port.location}`,
        `Quantity: ${amount(input.quantity)} ${quote.unit}${containers ? ` (${containers})` : ""}`,
        `Unit price: USD ${money(unitPrice)} per ${quote.unit} (price in force from ${quote.effective_from})`,
        `Indicative total: USD ${money(total)}`,
        ...(message ? ["", "Message:", message] : []),
      ];
      const reference = await store(
        { kind: "quote", memberId, name: member.name, email: member.email, subject: `Quote request: ${product}`, message, quote: snapshot },
        (ref) => ({
          mill: {
            subject: `Quote request ${ref}: ${product}`,
            text: [`Quote request ${ref} from member ${member.name} <${member.email}>.`, "", ...details, "", "Reply to this mail to send the proforma."].join("\n"),
          },
          ack: {
            subject: `Your quote request ${ref} has been received`,
            text: [
              `Dear ${member.name},`,
              "",
              `Thank you for your quote request ${ref}. We answer with a proforma within two working days.`,
              "",
              ...details,
              "",
              "The total is indicative: the proforma confirms the price and the delivery.",
            ].join("\n"),
          },
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
      return found.map((row) => ({
        reference: row.reference,
        kind: row.kind,
        created_at: row.createdAt.toISOString(),
        subject: row.subject,
        product: row.quote ? (row.quote.spec ? `${row.quote.product}, ${row.quote.spec}` : row.quote.product) : "",
        quantity: row.quote ? `${amount(row.quote.quantity)} ${row.quote.unit}` : "",
        port: row.quote ? row.quote.port : "",
        status: row.status,
      }));
    },
  };
}

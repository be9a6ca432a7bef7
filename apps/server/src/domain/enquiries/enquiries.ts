/**
 * Enquiries: contact enquiries (anyone) and quote requests (members). Each is stored with a
 * reference (E-2026-000123) and, in the same transaction, two mails go into the outbox: one
 * to the mill (MAIL_TO, replying to the sender) and an acknowledgement to the sender.
 *
 * The acknowledgement goes to an address anyone can type, from the mill: it names the
 * reference and the mill and repeats nothing the sender typed (no name, subject or message),
 * so it cannot carry anyone's text to anyone; and one address gets at most ACK_LIMIT_PER_DAY
 * of them, per mailbox (case and `+tag` folded: ../mail/mailbox.ts), counted in the shared
 * attempt counters, so across instances on PostgreSQL. A member's quote acknowledgement names
 * them only once their address is proven (it never repeats their message). Past
 * the cap the enquiry is still stored and the mill still mailed.
 *
 * A quote request names a spec, never a price: the price is costed from the catalogue in
 * force (quote-costing.ts), and stored with what the member saw (product, spec, mill, port,
 * unit price and the day it took effect). A member's list: my-enquiries.ts.
 */
import { createHash } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { linesTotal, requestTitle, type EnquiryRequest, type MyEnquiry, type ParsedQuoteLinesRequest, type ParsedQuoteRequest, type QuoteLinesReceipt, type QuoteReceipt } from "@jute/api/contract";
import type { Database } from "../../db/database";
import type { Tx } from "../../db/handle";
import { enquiries, members, type QuoteSnapshot } from "../../db/schema";
import { ApiError, invalid } from "../api-error";
import type { CatalogueService } from "../catalogue/catalogue";
import { particulars } from "@jute/api/company";
import { DEFAULT_TIME_ZONE, type Clock } from "../clock";
import { mailboxOf } from "../mail/mailbox";
import { enqueueMail } from "../mail/outbox";
import type { AttemptCounters } from "../limits/attempt-counters";
import { contactAckMail, contactMillMail, quoteAckMail, quoteMillMail, type RegisteredNumbersByMill, type RenderedMail } from "../mail/templates";
import { listMemberEnquiries } from "./my-enquiries";
import { costQuote } from "./quote-costing";

export interface EnquiryService {
  /** Stores a contact enquiry and queues its two mails; resolves with its reference. */
  submitContact(input: Required<Pick<EnquiryRequest, "name" | "email" | "subject" | "message">>, memberId: number | null): Promise<{ reference: string }>;
  /**
   * Costs the spec, stores the request with its snapshot and queues its two mails. Refused
   * with 400 naming the field for a spec the catalogue does not hold, 404 when no price is in
   * force for it.
   */
  submitQuote(memberId: number, input: ParsedQuoteRequest): Promise<QuoteReceipt>;
  /**
   * The same for a request of several lines: every line is costed (a refusal names its line,
   * "Line 2: ..."), and ONE request with one reference holds them all, with one mail to the
   * mill and one to the member listing every line.
   */
  submitQuoteLines(memberId: number, input: ParsedQuoteLinesRequest, options?: SubmitOptions): Promise<QuoteLinesReceipt>;
  /** A member's enquiries and quote requests, newest first (at most 200). */
  listForMember(memberId: number): Promise<MyEnquiry[]>;
}

/** E-2026-000123: the year it was received and its number. */
export function formatReference(id: number, date: Date): string {
  return `E-${date.getUTCFullYear()}-${String(id).padStart(6, "0")}`;
}

/** `within`: more to do in the request's own transaction (the quote list emptied), before it is stored; a throw stores nothing. */
export interface SubmitOptions {
  within?: (tx: Tx) => Promise<void>;
}

interface NewEnquiry {
  kind: "contact" | "quote";
  memberId: number | null;
  name: string;
  email: string;
  subject: string;
  message: string;
  lines: QuoteSnapshot[] | null;
}

/** The window of the per-recipient cap of acknowledgements. */
const ACK_WINDOW_MS = 24 * 3600 * 1000;
const ackKey = (email: string) => `ack:${createHash("sha256").update(mailboxOf(email)).digest("hex")}`;

export function createEnquiryService(
  database: Database,
  options: { mailTo: string; catalogue: CatalogueService; clock: Clock; counters: AttemptCounters; ackLimitPerDay: number; siteUrl?: string; replyTo?: string; timeZone?: string; /** The mills' registered numbers for the mail footers (settings). */ registered?: RegisteredNumbersByMill },
): EnquiryService {
  const { db } = database;
  const { catalogue, mailTo, clock, counters, ackLimitPerDay } = options;
  const context = { siteUrl: options.siteUrl ?? "http://localhost:3000", ...(options.registered ? { registered: options.registered } : {}) };
  const replyTo = options.replyTo ?? particulars.salesEmail;
  const timeZone = clock.timeZone ?? options.timeZone ?? DEFAULT_TIME_ZONE;

  /** Inserts the enquiry and its mails in one transaction; the mails are written by `mails`. */
  async function store(entry: NewEnquiry, mails: (reference: string) => { mill: RenderedMail; ack: RenderedMail }, within?: SubmitOptions["within"]) {
    // Counted before the transaction (the counters are shared rows of their own).
    const acknowledge = ackLimitPerDay > 0 && (await counters.hit(ackKey(entry.email), ACK_WINDOW_MS)).hits <= ackLimitPerDay;
    return db.transaction(async (tx) => {
      await within?.(tx);
      const now = clock.now();
      const numbered = await tx.execute<{ id: number }>(sql`select nextval(pg_get_serial_sequence('enquiries', 'id'))::int as id`);
      const next = numbered.rows[0];
      if (!next) throw new Error("no id for the enquiry");
      const reference = formatReference(next.id, now);
      await tx.insert(enquiries).values({ id: next.id, reference, createdAt: now, ...entry });
      const { mill, ack } = mails(reference);
      await enqueueMail(tx, { to: mailTo, replyTo: entry.email, kind: `${entry.kind}-mill`, reference, ...mill });
      // A buyer's reply goes to the sales desk, not to the no-reply sender.
      if (acknowledge) await enqueueMail(tx, { to: entry.email, replyTo, kind: `${entry.kind}-ack`, reference, memberId: entry.memberId, ...ack });
      return reference;
    });
  }

  async function submitQuoteLines(memberId: number, input: ParsedQuoteLinesRequest, options: SubmitOptions = {}): Promise<QuoteLinesReceipt> {
    const costed: Awaited<ReturnType<typeof costQuote>>[] = [];
    for (const [index, line] of input.lines.entries()) {
      try {
        costed.push(await costQuote(catalogue, line));
      } catch (error) {
        // Which line is at fault, when there are several: "Line 2: There is no such port ...".
        if (!(error instanceof ApiError) || input.lines.length === 1) throw error;
        throw new ApiError(error.status, `Line ${index + 1}: ${error.message}`, { code: error.code, field: `lines.${index}${error.field ? `.${error.field}` : ""}` });
      }
    }
    const [member] = await db.select({ name: members.name, email: members.email, provenAt: members.provenAt }).from(members).where(eq(members.id, memberId)).limit(1);
    if (!member) throw invalid("The member no longer exists");
    const message = input.message ?? "";
    const details = costed.map((line) => line.details);
    const reference = await store(
      { kind: "quote", memberId, name: member.name, email: member.email, subject: `Quote request: ${requestTitle(costed)}`, message, lines: costed.map((line) => line.snapshot) },
      (ref) => ({
        mill: quoteMillMail(context, { reference: ref, name: member.name, email: member.email, lines: details, message }),
        ack: quoteAckMail(context, { name: member.provenAt ? member.name : null, reference: ref, lines: details }),
      }),
      options.within,
    );
    const receipts = costed.map((line) => line.receipt);
    return { reference, lines: receipts, total: linesTotal(receipts) };
  }

  return {
    async submitContact(input, memberId) {
      const reference = await store(
        { kind: "contact", memberId, name: input.name, email: input.email, subject: input.subject, message: input.message, lines: null },
        (ref) => ({
          mill: contactMillMail(context, { reference: ref, name: input.name, email: input.email, memberId, subject: input.subject, message: input.message }),
          ack: contactAckMail(context, { reference: ref }),
        }),
      );
      return { reference };
    },

    async submitQuote(memberId, input) {
      const { message, ...line } = input;
      const { reference, lines } = await submitQuoteLines(memberId, { lines: [line], ...(message === undefined ? {} : { message }) });
      const [receipt] = lines;
      if (!receipt) throw new Error("a one-line request came back without its line");
      return { reference, ...receipt };
    },

    submitQuoteLines,

    listForMember: (memberId) => listMemberEnquiries(db, memberId, timeZone),
  };
}

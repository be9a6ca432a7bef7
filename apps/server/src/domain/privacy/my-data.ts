/**
 * "Download my data": everything the site holds about one member, as the JSON document the
 * account page offers (the privacy notice's right of access). Built from the database on each
 * request; nothing is cached. Token and password hashes are not personal data the member gave
 * us and would only help an attacker, so they are left out; sessions are listed by their dates.
 */
import { and, asc, eq, inArray } from "drizzle-orm";
import type { MyData } from "@jute/api/contract";
import type { Db } from "../../db/database";
import { enquiries, members, offerLines, offers, quoteListLines, requestMessages, sessions } from "../../db/schema";
import type { Clock } from "../clock";

const iso = (value: Date | null): string | null => (value ? value.toISOString() : null);

export function createMyDataService(db: Db, options: { clock: Clock }) {
  return {
    /** The member's data, or null when the account no longer exists. */
    async export(memberId: number, currentTokenHash: string): Promise<MyData | null> {
      const [member] = await db
        .select({ name: members.name, email: members.email, company: members.company, country: members.country, role: members.role, createdAt: members.createdAt })
        .from(members)
        .where(eq(members.id, memberId));
      if (!member) return null;

      // The enquiries the account made (sent while logged in, or joined to it once it proved
      // the address: claim-visitor-messages.ts), never those that merely share its address.
      const rows = await db.select().from(enquiries).where(eq(enquiries.memberId, memberId)).orderBy(asc(enquiries.createdAt));
      const enquiry = (row: (typeof rows)[number]) => ({
        reference: row.reference,
        subject: row.subject,
        message: row.message,
        status: row.status,
        created_at: row.createdAt.toISOString(),
        answered_at: iso(row.answeredAt),
      });

      // Offers made on the member's quote requests, every version, with their answers.
      const quoteIds = rows.filter((row) => row.kind === "quote").map((row) => row.id);
      const offerRows = quoteIds.length === 0 ? [] : await db.select().from(offers).where(inArray(offers.enquiryId, quoteIds)).orderBy(asc(offers.createdAt));
      const referenceOf = new Map(rows.map((row) => [row.id, row.reference]));
      const lineRows = offerRows.length === 0 ? [] : await db.select().from(offerLines).where(inArray(offerLines.offerId, offerRows.map((offer) => offer.id))).orderBy(asc(offerLines.offerId), asc(offerLines.position));
      const numberOrNull = (value: string | null) => (value === null ? null : Number(value));

      // The threads of those requests, by account id: the member's messages and the mill's to them.
      const messageRows = rows.length === 0 ? [] : await db.select().from(requestMessages).where(inArray(requestMessages.enquiryId, rows.map((row) => row.id))).orderBy(asc(requestMessages.id));

      const sessionRows = await db
        .select()
        .from(sessions)
        .where(and(eq(sessions.memberId, memberId)))
        .orderBy(asc(sessions.createdAt));
      const listRows = await db.select().from(quoteListLines).where(eq(quoteListLines.memberId, memberId)).orderBy(asc(quoteListLines.id));
      const now = options.clock.now();

      return {
        exported_at: now.toISOString(),
        account: { name: member.name, email: member.email, company: member.company, country: member.country, role: member.role, created_at: member.createdAt.toISOString() },
        enquiries: rows.filter((row) => row.kind === "contact").map(enquiry),
        quote_requests: rows
          .filter((row) => row.kind === "quote" && row.lines !== null)
          .map((row) => ({ ...enquiry(row), lines: (row.lines ?? []).map((line) => ({ ...line }) as Record<string, unknown>) })),
        offers: offerRows.map((offer) => ({
          quote_request: referenceOf.get(offer.enquiryId) ?? "",
          number: offer.number,
          version: offer.version,
          state: offer.state,
          mill: offer.mill,
          lines: lineRows
            .filter((line) => line.offerId === offer.id)
            .map((line) => ({
              position: line.position,
              request_line: line.requestLine,
              product: line.product,
              spec: line.spec,
              quantity: numberOrNull(line.quantity),
              unit: line.unit,
              unit_price: numberOrNull(line.unitPrice),
              amount: numberOrNull(line.amount),
              left_out: line.leftOut,
            })),
          goods_total: Number(offer.goodsTotal),
          freight: Number(offer.freight),
          insurance: Number(offer.insurance),
          total: Number(offer.total),
          incoterm: offer.incoterm,
          place: offer.place,
          valid_until: offer.validUntil,
          payment_terms: offer.paymentTerms,
          shipment_period: offer.shipmentPeriod,
          buyer: { name: offer.buyerName, company: offer.buyerCompany, country: offer.buyerCountry, address: offer.buyerAddress, tax_id: offer.buyerTaxId },
          consignee: offer.consignee,
          notify_party: offer.notifyParty,
          created_at: offer.createdAt.toISOString(),
          answered_at: iso(offer.answeredAt),
          answer_message: offer.answerMessage,
        })),
        quote_list: listRows.map((row) => ({
          product: row.added.product,
          spec: row.added.spec,
          company: row.added.company,
          port: row.added.port,
          unit: row.added.unit,
          quantity: row.quantity,
          note: row.note,
          unit_price_when_added: row.added.unitPriceUsd,
          effective_from_when_added: row.added.effectiveFrom,
          added_at: row.createdAt.toISOString(),
        })),
        messages: messageRows.map((message) => ({
          reference: referenceOf.get(message.enquiryId) ?? "",
          from: message.from,
          author: message.from === "mill" ? message.staffName : member.name,
          body: message.body,
          at: message.createdAt.toISOString(),
        })),
        sessions: sessionRows.map((row) => ({
          created_at: row.createdAt.toISOString(),
          expires_at: row.expiresAt.toISOString(),
          ended_at: iso(row.revokedAt ?? (row.expiresAt <= now ? row.expiresAt : null)),
          current: row.tokenHash === currentTokenHash,
        })),
      };
    },
  };
}

export type MyDataService = ReturnType<typeof createMyDataService>;

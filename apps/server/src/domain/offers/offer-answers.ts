/**
 * The buyer's answers to an offer: accept, decline, or ask for a change; and, on an offer that
 * expired unanswered, ask for a new one. Each is one conditional UPDATE from `sent` (to accept,
 * not expired; to ask for a new offer, expired and not asked before), with the mill told (and,
 * on acceptance, the buyer in writing with the proforma) in the same transaction; an answer
 * that finds the offer in another state is refused with why.
 */
import { sql } from "drizzle-orm";
import type { Offer } from "@jute/api/contract";
import type { Db } from "../../db/database";
import { enquiries } from "../../db/schema";
import { appendBuyerMessage } from "../enquiries/threads";
import { today, zoneOf, type Clock } from "../clock";
import { enqueueMail } from "../mail/outbox";
import { offerAcceptedMail, offerAnsweredMail, type BankDetails, type RegisteredNumbersByMill } from "../mail/templates";
import { findRow, proformaOf, refusalOf, termsOf, toOffer, type OfferRow } from "./offer-rows";
import { proformaFileName } from "./proforma-pdf";

type Answer = "accepted" | "declined" | "change_requested";

export function createOfferAnswers(db: Db, options: { clock: Clock; mailTo: string; replyTo: string; siteUrl: string; bank: BankDetails; registered: RegisteredNumbersByMill }) {
  const { clock } = options;

  /** Tells the mill a buyer answered (in the answer's transaction). */
  async function notifyMill(tx: Db, row: OfferRow, answer: Answer | "new_offer_requested") {
    const mail = offerAnsweredMail({ siteUrl: options.siteUrl, registered: options.registered }, { answer, enquiryId: row.enquiry_id, buyerName: row.buyer_name, buyerEmail: row.buyer_email, offer: termsOf(row), message: row.answer_message });
    await enqueueMail(tx, { to: options.mailTo, kind: `offer-${answer.replaceAll("_", "-")}`, reference: row.reference, ...mail });
  }

  /** The buyer's acceptance in writing, with the proforma they accepted (Reply-To sales). */
  async function confirmToBuyer(tx: Db, row: OfferRow) {
    if (!row.buyer_email) return;
    const mail = offerAcceptedMail({ siteUrl: options.siteUrl, registered: options.registered }, { buyerName: row.buyer_name, offer: termsOf(row) });
    await enqueueMail(tx, {
      to: row.buyer_email,
      replyTo: options.replyTo,
      kind: "offer-accepted-buyer",
      reference: row.reference,
      memberId: row.member_id,
      ...mail,
      attachments: [{ filename: proformaFileName(row.number), contentType: "application/pdf", content: await proformaOf(row, options) }],
    });
  }

  /** A change asked for: the request goes back to staff, listed as received again. */
  const reopenRequest = (tx: Db, offerId: number) =>
    tx.execute(sql`update enquiries set status = 'received', answered_at = null where id = (select enquiry_id from offers where id = ${offerId})`);

  async function answer(memberId: number, offerId: number, to: Answer, message: string): Promise<Offer> {
    const on = today(clock);
    const doing = { accepted: "accepted", declined: "declined", change_requested: "changed" }[to];
    const row = await db.transaction(async (tx) => {
      const [updated] = (
        await tx.execute<{ id: number }>(sql`
          update offers o set state = ${to}, answered_at = ${clock.now().toISOString()}, answered_by = ${memberId}, answer_message = ${message}
          from enquiries e
          where o.id = ${offerId} and e.id = o.enquiry_id and e.member_id = ${memberId} and o.state = 'sent'
            and (${to}::text <> 'accepted' or o.valid_until >= ${on}::date)
          returning o.id`)
      ).rows;
      if (!updated) return null;
      if (to === "change_requested") {
        await reopenRequest(tx, offerId);
        // The change asked for is a message of the request's thread (the mill's mail below carries it).
        const [enquiry] = await tx.select().from(enquiries).where(sql`${enquiries.id} = (select enquiry_id from offers where id = ${offerId})`).limit(1);
        if (enquiry && message.trim()) await appendBuyerMessage(tx, enquiry, memberId, message, clock.now());
      }
      const fresh = await findRow(tx, offerId);
      if (!fresh) throw new Error("the answered offer vanished");
      await notifyMill(tx, fresh, to);
      if (to === "accepted") await confirmToBuyer(tx, fresh);
      return fresh;
    });
    if (!row) throw await refusalOf(db, offerId, memberId, doing, today(clock));
    return toOffer(row, on, zoneOf(clock));
  }

  /**
   * On an offer that expired unanswered: the buyer asks for a new one. The offer stays as it was
   * (expired, its `answered_at` the day they asked, so it is asked once); the request goes back
   * to the staff inbox and the mill is told.
   */
  async function askForNewOffer(memberId: number, offerId: number): Promise<Offer> {
    const on = today(clock);
    const row = await db.transaction(async (tx) => {
      const [updated] = (
        await tx.execute<{ id: number }>(sql`
          update offers o set answered_at = now(), answered_by = ${memberId}
          from enquiries e
          where o.id = ${offerId} and e.id = o.enquiry_id and e.member_id = ${memberId} and o.state = 'sent'
            and o.valid_until < ${on}::date and o.answered_at is null
          returning o.id`)
      ).rows;
      if (!updated) return null;
      // Back in the inbox, marked: "Reopened ... by <buyer> (asked for a new offer)".
      await tx.execute(sql`
        update enquiries e set status = 'received', answered_at = null, reopened_at = now(),
          reopened_by = coalesce((select m.email from members m where m.id = ${memberId}), e.email) || ' (asked for a new offer)'
        where e.id = (select enquiry_id from offers where id = ${offerId})`);
      const fresh = await findRow(tx, offerId);
      if (!fresh) throw new Error("the expired offer vanished");
      await notifyMill(tx, fresh, "new_offer_requested");
      return fresh;
    });
    if (!row) {
      const refusal = await refusalOf(db, offerId, memberId, "renewed", on);
      const found = await findRow(db, offerId);
      // Expired and already asked for: say so rather than "cannot be renewed now".
      if (refusal.status === 409 && found && found.state === "sent" && found.answered_at) refusal.message = `A new offer in place of ${found.number} has already been asked for: the mill is preparing it`;
      // Still open: accept it, or ask for a change, instead.
      else if (refusal.status === 409 && found && found.state === "sent") refusal.message = `Offer ${found.number} is still open until ${String(toOffer(found, on, zoneOf(clock)).valid_until)}: accept it or ask for a change`;
      throw refusal;
    }
    return toOffer(row, on, zoneOf(clock));
  }

  return {
    accept: (memberId: number, offerId: number) => answer(memberId, offerId, "accepted", ""),
    decline: (memberId: number, offerId: number, message: string) => answer(memberId, offerId, "declined", message),
    askForChange: (memberId: number, offerId: number, message: string) => answer(memberId, offerId, "change_requested", message),
    askForNewOffer,
  };
}

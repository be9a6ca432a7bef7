/**
 * The buyer's answers to an offer: accept, decline, or ask for a change. Each is one
 * conditional UPDATE from `sent` (and, to accept, not expired), with the mill told in the same
 * transaction; an answer that finds the offer in another state is refused with why.
 */
import { sql } from "drizzle-orm";
import type { Offer } from "@jute/api/contract";
import type { Db } from "../../db/database";
import { today, zoneOf, type Clock } from "../clock";
import { enqueueMail } from "../mail/outbox";
import { offerAnsweredMail, type RegisteredNumbersByMill } from "../mail/templates";
import { findRow, refusalOf, termsOf, toOffer, type OfferRow } from "./offer-rows";

type Answer = "accepted" | "declined" | "change_requested";

export function createOfferAnswers(db: Db, options: { clock: Clock; mailTo: string; siteUrl: string; registered: RegisteredNumbersByMill }) {
  const { clock } = options;

  /** Tells the mill a buyer answered (in the answer's transaction). */
  async function notifyMill(tx: Db, row: OfferRow, answer: Answer) {
    const mail = offerAnsweredMail({ siteUrl: options.siteUrl, registered: options.registered }, { answer, buyerName: row.buyer_name, buyerEmail: row.buyer_email, offer: termsOf(row), message: row.answer_message });
    await enqueueMail(tx, { to: options.mailTo, kind: `offer-${answer.replace("_", "-")}`, reference: row.reference, ...mail });
  }

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
        // The request goes back to staff: the inbox lists it as received again.
        await tx.execute(sql`update enquiries set status = 'received', answered_at = null where id = (select enquiry_id from offers where id = ${offerId})`);
      }
      const fresh = await findRow(tx, offerId);
      if (!fresh) throw new Error("the answered offer vanished");
      await notifyMill(tx, fresh, to);
      return fresh;
    });
    if (!row) throw await refusalOf(db, offerId, memberId, doing, today(clock));
    return toOffer(row, on, zoneOf(clock));
  }

  return {
    accept: (memberId: number, offerId: number) => answer(memberId, offerId, "accepted", ""),
    decline: (memberId: number, offerId: number, message: string) => answer(memberId, offerId, "declined", message),
    askForChange: (memberId: number, offerId: number, message: string) => answer(memberId, offerId, "change_requested", message),
  };
}

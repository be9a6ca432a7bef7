/**
 * Reading offers: a member's own, staff's list (by state, expired read from the date, or by
 * request), a proforma PDF, and what the public verify page shows for a code.
 */
import { sql } from "drizzle-orm";
import { STAFF_OFFERS_LIMIT, type Offer, type OfferState } from "@jute/api/contract";
import type { Db } from "../../db/database";
import { today, zoneOf, type Clock } from "../clock";
import type { BankDetails, RegisteredNumbersByMill } from "../mail/templates";
import { findRow, OfferRefusal, offerRows, proformaOf, toOffer } from "./offer-rows";
import { proformaFileName } from "./proforma-pdf";

export function createOfferReads(db: Db, options: { clock: Clock; siteUrl: string; bank: BankDetails; registered: RegisteredNumbersByMill }) {
  const { clock } = options;
  return {
    /** The member's offers, every version, newest first. */
    async listForMember(memberId: number): Promise<Offer[]> {
      const on = today(clock);
      const rows = await offerRows(db, sql`e.member_id = ${memberId}`, sql`order by o.created_at desc, o.id desc limit 500`);
      return rows.map((row) => toOffer(row, on, zoneOf(clock)));
    },

    /**
     * Staff: every offer, or those in one state (expired is read from the date), or on one
     * request, newest first (at most 500), with the mill's today they were read on.
     */
    async listForStaff(filter: { state?: OfferState | undefined; enquiryId?: number | undefined }): Promise<{ offers: Offer[]; today: string; timeZone: string }> {
      const on = today(clock);
      const conditions = [sql`true`];
      if (filter.enquiryId !== undefined) conditions.push(sql`o.enquiry_id = ${filter.enquiryId}`);
      if (filter.state === "expired") conditions.push(sql`o.state = 'sent' and o.valid_until < ${on}::date`);
      else if (filter.state === "sent") conditions.push(sql`o.state = 'sent' and o.valid_until >= ${on}::date`);
      else if (filter.state) conditions.push(sql`o.state = ${filter.state}`);
      const rows = await offerRows(db, sql.join(conditions, sql` and `), sql`order by o.created_at desc, o.id desc limit ${STAFF_OFFERS_LIMIT}`);
      return { offers: rows.map((row) => toOffer(row, on, zoneOf(clock))), today: on, timeZone: zoneOf(clock) };
    },

    /** The proforma PDF of an offer: the member's own (`memberId`), or any for staff (null). */
    async proforma(offerId: number, memberId: number | null): Promise<{ fileName: string; pdf: Buffer }> {
      const row = await findRow(db, offerId);
      if (!row || (memberId !== null && row.member_id !== memberId)) throw new OfferRefusal(404, "There is no such offer");
      return { fileName: proformaFileName(row.number), pdf: await proformaOf(row, options) };
    },

    /** What the public verify page shows for a code, or null (wrong code and no code alike). */
    async verify(code: string) {
      const [row] = await offerRows(db, sql`o.verify_code = ${code}`);
      if (!row) return null;
      const offer = toOffer(row, today(clock), zoneOf(clock));
      return { offer, bank: options.bank, registered: options.registered };
    },
  };
}

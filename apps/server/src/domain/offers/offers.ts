/**
 * Offers on quote requests: staff make one (or a new version, superseding the open one) or
 * withdraw it; the buyer accepts, declines or asks for a change. Every change of state is one
 * conditional UPDATE (`... WHERE state = 'sent' ...`), so of two answers at once (accept and
 * withdraw, accept twice) exactly one finds the row in the state it needs, on PGlite and on
 * PostgreSQL alike; the loser is told why with a 409. An offer that is not the caller's is a
 * 404, worded as if it did not exist.
 *
 * The price and terms are copied into the offer when it is made: a price list applied later
 * changes nothing in it, accepted or not. "Expired" is never stored: a sent offer whose
 * validity date is before the mill's today reads as expired and cannot be accepted.
 */
import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { STAFF_OFFERS_LIMIT, type Offer, type OfferState, type ParsedOfferRequest } from "@jute/api/contract";
import type { Database, Db } from "../../db/database";
import type { QuoteSnapshot } from "../../db/schema";
import { DEFAULT_TIME_ZONE, today, type Clock } from "../clock";
import { describeContainers } from "../enquiries/enquiries";
import { enqueueMail } from "../mail/outbox";
import { offerAnsweredMail, offerMail, offerWithdrawnMail, type BankDetails, type OfferTerms } from "../mail/templates";
import { proformaFileName, renderProforma } from "./proforma-pdf";

/** A refusal the routes answer with its status and message. */
export class OfferRefusal extends Error {
  constructor(
    readonly status: 400 | 404 | 409,
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

export interface OfferServiceOptions {
  clock: Clock;
  /** Where the mill receives notifications (MAIL_TO). */
  mailTo: string;
  /** Reply-To of mail to buyers (the sales address). */
  replyTo: string;
  siteUrl: string;
  bank: BankDetails;
}

interface OfferRow {
  id: number;
  enquiry_id: number;
  reference: string;
  member_id: number | null;
  buyer_email: string;
  version: number;
  number: string;
  state: Exclude<OfferState, "expired">;
  verify_code: string;
  product: string;
  mill_company_id: number;
  mill: string;
  unit: string;
  quantity: string;
  unit_price: string;
  goods_total: string;
  freight: string;
  insurance: string;
  total: string;
  incoterm: Offer["incoterm"];
  place: string;
  containers: string;
  valid_until: string | Date;
  payment_terms: Offer["payment_terms"];
  advance_percent: number | null;
  shipment_period: string;
  packing: string;
  note: string;
  buyer_name: string;
  buyer_company: string;
  buyer_country: string;
  created_at: string | Date;
  answered_at: string | Date | null;
  answer_message: string;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const day = (value: string | Date) => (typeof value === "string" ? value.slice(0, 10) : value.toISOString().slice(0, 10));
const iso = (value: string | Date) => new Date(value).toISOString();
const round2 = (value: number) => Math.round(value * 100) / 100;

/** The columns every read selects: the offer, its request's reference and the buyer. */
const SELECT = sql`select o.*, e.reference, e.member_id, e.email as buyer_email from offers o join enquiries e on e.id = o.enquiry_id`;

export function createOfferService(database: Database, options: OfferServiceOptions) {
  const { db } = database;
  const { clock } = options;
  const mailContext = { siteUrl: options.siteUrl };

  const stateOf = (row: OfferRow, on: string): OfferState => (row.state === "sent" && day(row.valid_until) < on ? "expired" : row.state);

  const toOffer = (row: OfferRow, on = today(clock)): Offer => ({
    id: String(row.id),
    enquiry_id: String(row.enquiry_id),
    reference: row.reference,
    number: row.number,
    version: row.version,
    state: stateOf(row, on),
    product: row.product,
    mill: row.mill,
    unit: row.unit,
    quantity: Number(row.quantity),
    currency: "USD",
    unit_price: Number(row.unit_price),
    goods_total: Number(row.goods_total),
    freight: Number(row.freight),
    insurance: Number(row.insurance),
    total: Number(row.total),
    incoterm: row.incoterm,
    place: row.place,
    containers: row.containers,
    valid_until: day(row.valid_until),
    payment_terms: row.payment_terms,
    advance_percent: row.advance_percent,
    shipment_period: row.shipment_period,
    packing: row.packing,
    note: row.note,
    created_at: iso(row.created_at),
    answered_at: row.answered_at ? iso(row.answered_at) : "",
    answer_message: row.answer_message,
    buyer_name: row.buyer_name,
    buyer_company: row.buyer_company,
    buyer_country: row.buyer_country,
  });

  const termsOf = (row: OfferRow): OfferTerms => {
    const offer = toOffer(row);
    return {
      number: offer.number,
      reference: offer.reference,
      version: offer.version,
      product: offer.product,
      mill: offer.mill,
      unit: offer.unit,
      quantity: offer.quantity,
      unitPrice: offer.unit_price,
      goodsTotal: offer.goods_total,
      freight: offer.freight,
      insurance: offer.insurance,
      total: offer.total,
      incoterm: offer.incoterm,
      place: offer.place,
      containers: offer.containers,
      validUntil: offer.valid_until,
      paymentTerms: offer.payment_terms,
      advancePercent: offer.advance_percent,
      shipmentPeriod: offer.shipment_period,
      packing: offer.packing,
      note: offer.note,
    };
  };

  const pdfOf = (row: OfferRow) =>
    renderProforma({
      offer: { ...termsOf(row), millCompanyId: row.mill_company_id, createdAt: new Date(row.created_at), verifyCode: row.verify_code },
      buyer: { name: row.buyer_name, company: row.buyer_company, country: row.buyer_country, email: row.buyer_email },
      bank: options.bank,
      siteUrl: options.siteUrl,
    });

  const findRow = async (executor: Db, offerId: number): Promise<OfferRow | undefined> =>
    rowsOf<OfferRow>(await executor.execute(sql`${SELECT} where o.id = ${offerId}`))[0];

  /** Why a transition found no row in the state it needs: a 404 for others' offers, else a 409. */
  async function refusal(offerId: number, memberId: number | null, doing: string): Promise<OfferRefusal> {
    const row = await findRow(db, offerId);
    if (!row || (memberId !== null && row.member_id !== memberId)) return new OfferRefusal(404, "There is no such offer");
    const state = stateOf(row, today(clock));
    const reasons: Record<OfferState, string> = {
      sent: `Offer ${row.number} cannot be ${doing} now`,
      accepted: `Offer ${row.number} is already accepted: its price is locked`,
      declined: `Offer ${row.number} was declined`,
      change_requested: `A change to offer ${row.number} has been asked for: the mill is revising it`,
      withdrawn: `Offer ${row.number} was withdrawn by the mill`,
      superseded: `Offer ${row.number} was replaced by a newer version: answer that one`,
      expired: `Offer ${row.number} expired on ${day(row.valid_until)}: ask the mill for a new one`,
    };
    return new OfferRefusal(409, reasons[state]);
  }

  /** Tells the mill a buyer answered (in the answer's transaction). */
  async function notifyMill(tx: Db, row: OfferRow, answer: "accepted" | "declined" | "change_requested") {
    const mail = offerAnsweredMail(mailContext, { answer, buyerName: row.buyer_name, buyerEmail: row.buyer_email, offer: termsOf(row), message: row.answer_message });
    await enqueueMail(tx, { to: options.mailTo, kind: `offer-${answer.replace("_", "-")}`, reference: row.reference, ...mail });
  }

  /** A buyer's answer: one conditional UPDATE from `sent` (and, to accept, not expired). */
  async function answer(memberId: number, offerId: number, to: "accepted" | "declined" | "change_requested", message: string): Promise<Offer> {
    const on = today(clock);
    const doing = { accepted: "accepted", declined: "declined", change_requested: "changed" }[to];
    const row = await db.transaction(async (tx) => {
      const [updated] = rowsOf<{ id: number }>(
        await tx.execute(sql`
          update offers o set state = ${to}, answered_at = now(), answered_by = ${memberId}, answer_message = ${message}
          from enquiries e
          where o.id = ${offerId} and e.id = o.enquiry_id and e.member_id = ${memberId} and o.state = 'sent'
            and (${to}::text <> 'accepted' or o.valid_until >= ${on}::date)
          returning o.id`),
      );
      if (!updated) return null;
      if (to === "change_requested") {
        // The request goes back to staff: the inbox lists it as received again.
        await tx.execute(sql`update enquiries set status = 'received', answered_at = null where id = (select enquiry_id from offers where id = ${offerId})`);
      }
      const fresh = await findRow(tx as unknown as Db, offerId);
      if (!fresh) throw new Error("the answered offer vanished");
      await notifyMill(tx as unknown as Db, fresh, to);
      return fresh;
    });
    if (!row) throw await refusal(offerId, memberId, doing);
    return toOffer(row, on);
  }

  return {
    /**
     * Staff make an offer on a quote request. An open offer (sent or with a change asked for)
     * is superseded by this new version; an accepted one refuses (409): its price is locked.
     * The proforma goes to the buyer by mail, attached, in the same transaction.
     */
    async make(staffId: number, input: ParsedOfferRequest): Promise<Offer> {
      const on = today(clock);
      if (input.valid_until < on) throw new OfferRefusal(400, `Choose today (${on}) or a later day for the offer to be valid until`, "valid_until");
      const made = await db
        .transaction(async (tx) => {
          const executor = tx as unknown as Db;
          const [enquiry] = rowsOf<{ id: number; reference: string; kind: string; member_id: number | null; quote: QuoteSnapshot | null }>(
            await executor.execute(sql`select id, reference, kind, member_id, quote from enquiries where id = ${input.enquiry_id} for update`),
          );
          if (!enquiry || enquiry.kind !== "quote" || !enquiry.quote) throw new OfferRefusal(404, `There is no quote request ${input.enquiry_id}`);
          if (enquiry.member_id === null) throw new OfferRefusal(409, `The member who sent ${enquiry.reference} has deleted the account: there is nobody to offer to`);
          const [buyer] = rowsOf<{ name: string; email: string; company: string; country: string }>(
            await executor.execute(sql`select name, email, company, country from members where id = ${enquiry.member_id}`),
          );
          if (!buyer) throw new OfferRefusal(409, `The member who sent ${enquiry.reference} no longer exists`);
          const [accepted] = rowsOf<{ number: string }>(
            await executor.execute(sql`select number from offers where enquiry_id = ${enquiry.id} and state = 'accepted'`),
          );
          if (accepted) throw new OfferRefusal(409, `Offer ${accepted.number} on ${enquiry.reference} is accepted: its price is locked and it cannot be revised`);
          const superseded = rowsOf<{ version: number }>(
            await executor.execute(sql`update offers set state = 'superseded' where enquiry_id = ${enquiry.id} and state in ('sent', 'change_requested') returning version`),
          );
          const [latest] = rowsOf<{ version: number | null }>(await executor.execute(sql`select max(version)::int as version from offers where enquiry_id = ${enquiry.id}`));
          const version = (latest?.version ?? 0) + 1;
          const quote = enquiry.quote;
          const goodsTotal = round2(input.unit_price * input.quantity);
          const freight = input.incoterm === "CFR" || input.incoterm === "CIF" ? input.freight : 0;
          const insurance = input.incoterm === "CIF" ? input.insurance : 0;
          const number = `PI-${enquiry.reference.replace(/^E-/, "")}-${version}`;
          const product = quote.spec ? `${quote.product}, ${quote.spec}` : quote.product;
          const [inserted] = rowsOf<{ id: number }>(
            await executor.execute(sql`
              insert into offers (enquiry_id, version, number, verify_code, product, mill_company_id, mill, unit, quantity, unit_price,
                goods_total, freight, insurance, total, incoterm, place, containers, valid_until, payment_terms, advance_percent,
                shipment_period, packing, note, buyer_name, buyer_company, buyer_country, created_by, created_at)
              values (${enquiry.id}, ${version}, ${number}, ${randomBytes(16).toString("base64url")}, ${product}, ${quote.companyId}, ${quote.company},
                ${quote.unit}, ${input.quantity}, ${input.unit_price}, ${goodsTotal}, ${freight}, ${insurance}, ${round2(goodsTotal + freight + insurance)},
                ${input.incoterm}, ${input.incoterm === "EXW" ? "" : input.place}, ${describeContainers(input.quantity, quote.fcl20, quote.fcl40)},
                ${input.valid_until}::date, ${input.payment_terms}, ${input.payment_terms === "tt_advance" ? (input.advance_percent ?? 0) : null},
                ${input.shipment_period}, ${input.packing}, ${input.note}, ${buyer.name}, ${buyer.company}, ${buyer.country}, ${staffId}, ${clock.now().toISOString()})
              returning id`),
          );
          if (!inserted) throw new Error("the offer insert returned no row");
          await executor.execute(
            sql`update enquiries set status = 'answered', answered_at = now(), answered_by = (select email from members where id = ${staffId}) where id = ${enquiry.id} and status = 'received'`,
          );
          const row = await findRow(executor, inserted.id);
          if (!row) throw new Error("the new offer vanished");
          const mail = offerMail(mailContext, { buyerName: buyer.name, offer: termsOf(row), revised: superseded.length > 0 });
          await enqueueMail(executor, {
            to: buyer.email,
            replyTo: options.replyTo,
            kind: "offer",
            reference: enquiry.reference,
            ...mail,
            attachments: [{ filename: proformaFileName(row.number), contentType: "application/pdf", content: await pdfOf(row) }],
          });
          return row;
        })
        .catch((error: unknown) => {
          // Two staff making an offer on one request at once: the open-offer index lets one in.
          const code = (error as { code?: string; cause?: { code?: string } }).code ?? (error as { cause?: { code?: string } }).cause?.code;
          if (code === "23505") throw new OfferRefusal(409, "Another offer on this request was made at the same moment: reload and look again");
          throw error;
        });
      return toOffer(made, on);
    },

    /** Staff withdraw an offer the buyer has not accepted (sent, or a change asked for). */
    async withdraw(staffId: number, offerId: number): Promise<Offer> {
      // The buyer is told in the same transaction (Reply-To the sales desk), so a withdrawal
      // and its mail exist together or not at all.
      const row = await db.transaction(async (tx) => {
        const [updated] = rowsOf<{ id: number }>(
          await tx.execute(sql`
            update offers set state = 'withdrawn', answered_at = now(), answered_by = ${staffId}
            where id = ${offerId} and state in ('sent', 'change_requested') returning id`),
        );
        if (!updated) return null;
        const fresh = await findRow(tx as unknown as Db, offerId);
        if (!fresh) throw new Error("the withdrawn offer vanished");
        if (fresh.buyer_email) {
          const mail = offerWithdrawnMail(mailContext, { buyerName: fresh.buyer_name, offer: termsOf(fresh) });
          await enqueueMail(tx as unknown as Db, { to: fresh.buyer_email, replyTo: options.replyTo, kind: "offer-withdrawn", reference: fresh.reference, ...mail });
        }
        return fresh;
      });
      if (!row) throw await refusal(offerId, null, "withdrawn");
      return toOffer(row);
    },

    accept: (memberId: number, offerId: number) => answer(memberId, offerId, "accepted", ""),
    decline: (memberId: number, offerId: number, message: string) => answer(memberId, offerId, "declined", message),
    askForChange: (memberId: number, offerId: number, message: string) => answer(memberId, offerId, "change_requested", message),

    /** The member's offers, every version, newest first. */
    async listForMember(memberId: number): Promise<Offer[]> {
      const on = today(clock);
      const rows = rowsOf<OfferRow>(await db.execute(sql`${SELECT} where e.member_id = ${memberId} order by o.created_at desc, o.id desc limit 500`));
      return rows.map((row) => toOffer(row, on));
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
      const rows = rowsOf<OfferRow>(await db.execute(sql`${SELECT} where ${sql.join(conditions, sql` and `)} order by o.created_at desc, o.id desc limit ${STAFF_OFFERS_LIMIT}`));
      return { offers: rows.map((row) => toOffer(row, on)), today: on, timeZone: clock.timeZone ?? DEFAULT_TIME_ZONE };
    },

    /** The proforma PDF of an offer: the member's own (`memberId`), or any for staff (null). */
    async proforma(offerId: number, memberId: number | null): Promise<{ fileName: string; pdf: Buffer }> {
      const row = await findRow(db, offerId);
      if (!row || (memberId !== null && row.member_id !== memberId)) throw new OfferRefusal(404, "There is no such offer");
      return { fileName: proformaFileName(row.number), pdf: await pdfOf(row) };
    },

    /** What the public verify page shows for a code, or null (wrong code and no code alike). */
    async verify(code: string) {
      const [row] = rowsOf<OfferRow>(await db.execute(sql`${SELECT} where o.verify_code = ${code}`));
      if (!row) return null;
      const offer = toOffer(row);
      return { offer, bank: options.bank };
    },
  };
}

export type OfferService = ReturnType<typeof createOfferService>;

/**
 * An offer as stored and as the contract shows it: the one row every read selects (the offer,
 * its request's reference and the buyer), its state on a day ("expired" is read from the
 * validity date, never stored), its terms as the mail templates print them, its proforma, and
 * why a change of state found it in no state to move.
 */
import { sql, type SQL } from "drizzle-orm";
import { NOTIFY_SAME_AS_CONSIGNEE, productWithSpec, requestTitle, type Offer, type OfferState, type SeaPort } from "@jute/api/contract";
import type { Db } from "../../db/database";
import type { GoodsFacts } from "../../db/schema";
import type { BankDetails, OfferTerms, OfferTermsLine, RegisteredNumbersByMill } from "../mail/templates";
import { dayOf } from "@jute/api/mill-day";
import { DEFAULT_TIME_ZONE, zoneOf, type Clock } from "../clock";
import { renderProforma } from "./proforma-pdf";

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

export type OfferRow = {
  id: number;
  enquiry_id: number;
  reference: string;
  member_id: number | null;
  buyer_email: string;
  version: number;
  number: string;
  state: Exclude<OfferState, "expired">;
  verify_code: string;
  mill_company_id: number;
  mill: string;
  /** The offer's lines in order (offer_lines, as json: numbers are numbers). */
  lines: OfferLineRow[];
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
  port_of_loading: string;
  port_of_discharge: string;
  consignee: string;
  notify_party: string;
  buyer_address: string;
  buyer_tax_id: string;
  quantity_tolerance: number;
  partial_shipment: boolean;
  transhipment: boolean;
};

/** One line of an offer as stored (offer_lines). */
export type OfferLineRow = {
  position: number;
  request_line: number;
  product: string;
  spec: string;
  company_id: number;
  unit: string;
  quantity: number | null;
  unit_price: number | null;
  amount: number | null;
  containers: string;
  goods_facts: GoodsFacts | null;
  left_out: string;
};

export const day = (value: string | Date) => (typeof value === "string" ? value.slice(0, 10) : value.toISOString().slice(0, 10));
const iso = (value: string | Date) => new Date(value).toISOString();

/** The columns every read selects: the offer, its lines, its request's reference and the buyer. */
const SELECT = sql`select o.*, e.reference, e.member_id, e.email as buyer_email,
    (select coalesce(json_agg(l order by l.position), '[]'::json) from offer_lines l where l.offer_id = o.id) as lines
  from offers o join enquiries e on e.id = o.enquiry_id`;

/** The offers `where` selects, then `rest` (order and limit); both are SQL fragments. */
export async function offerRows(executor: Db, where: SQL, rest: SQL = sql``): Promise<OfferRow[]> {
  const rows = (await executor.execute<OfferRow>(sql`${SELECT} where ${where} ${rest}`)).rows;
  // json_agg writes numerics as JSON numbers; a driver may still hand the column over as text.
  return rows.map((row) => ({ ...row, lines: typeof row.lines === "string" ? (JSON.parse(row.lines) as OfferLineRow[]) : row.lines }));
}

/** The goods in a few words, as a request is named: the first line's product, "and N more" when there are more. */
const goodsSummary = (lines: OfferLineRow[]) => requestTitle(lines.map((line) => ({ product: productWithSpec(line) })));

const priced = (value: number | string | null) => (value === null ? null : Number(value));

export async function findRow(executor: Db, offerId: number): Promise<OfferRow | undefined> {
  return (await offerRows(executor, sql`o.id = ${offerId}`))[0];
}

/** The state an offer is in on the mill's day `on`: a sent offer past its validity is expired. */
export const stateOf = (row: OfferRow, on: string): OfferState => (row.state === "sent" && day(row.valid_until) < on ? "expired" : row.state);

/** The offer as the contract shows it on the mill's day `on`, its moments to be shown in `timeZone`. */
export const toOffer = (row: OfferRow, on: string, timeZone: string): Offer => ({
  id: String(row.id),
  enquiry_id: String(row.enquiry_id),
  reference: row.reference,
  number: row.number,
  version: row.version,
  state: stateOf(row, on),
  product: goodsSummary(row.lines),
  mill: row.mill,
  lines: row.lines.map((line) => ({
    position: line.position,
    request_line: line.request_line,
    product: line.product,
    spec: line.spec,
    unit: line.unit,
    quantity: priced(line.quantity),
    unit_price: priced(line.unit_price),
    amount: priced(line.amount),
    hs_code: line.goods_facts?.hsCode ?? "",
    left_out: line.left_out,
  })),
  currency: "USD",
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
  shipping: shippingOf(row),
  time_zone: timeZone,
});

/**
 * The export document's fields, with their defaults where staff left them empty (and for an
 * offer made before they existed): the consignee is the buyer's company (else name), address
 * and country; the notify party the consignee; a CFR or CIF offer discharges at its place.
 */
const shippingOf = (row: OfferRow): Offer["shipping"] => ({
  port_of_loading: (row.port_of_loading || (row.incoterm === "FOB" ? row.place : "Chattogram")) as SeaPort,
  port_of_discharge: row.port_of_discharge || (row.incoterm === "CFR" || row.incoterm === "CIF" ? row.place : ""),
  consignee: row.consignee || [row.buyer_company || row.buyer_name, row.buyer_address, row.buyer_country].filter(Boolean).join("\n"),
  notify_party: row.notify_party || NOTIFY_SAME_AS_CONSIGNEE,
  buyer_address: row.buyer_address,
  buyer_tax_id: row.buyer_tax_id,
  quantity_tolerance: row.quantity_tolerance,
  partial_shipment: row.partial_shipment ? "allowed" : "not_allowed",
  transhipment: row.transhipment ? "allowed" : "not_allowed",
});

/** The terms the mails and the proforma print. */
export const termsOf = (row: OfferRow): OfferTerms => {
  // The terms hold no state: any day reads them alike.
  const offer = toOffer(row, day(row.created_at), DEFAULT_TIME_ZONE);
  return {
    number: offer.number,
    reference: offer.reference,
    version: offer.version,
    product: offer.product,
    mill: offer.mill,
    lines: row.lines.map(
      (line): OfferTermsLine => ({ product: productWithSpec(line), unit: line.unit, quantity: priced(line.quantity), unitPrice: priced(line.unit_price), amount: priced(line.amount), leftOut: line.left_out }),
    ),
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

/** The proforma PDF of an offer. */
export const proformaOf = (row: OfferRow, options: { bank: BankDetails; registered: RegisteredNumbersByMill; siteUrl: string; clock: Clock }) =>
  renderProforma({
    offer: { ...termsOf(row), millCompanyId: row.mill_company_id, madeOn: dayOf(new Date(row.created_at), zoneOf(options.clock)), verifyCode: row.verify_code },
    buyer: { name: row.buyer_name, company: row.buyer_company, country: row.buyer_country, email: row.buyer_email },
    shipping: shippingOf(row),
    goods: row.lines.map((line) => line.goods_facts),
    bank: options.bank,
    registered: options.registered,
    siteUrl: options.siteUrl,
  });

/**
 * Why a change of state found no row in the state it needs, on the mill's day `on`: a 404 for
 * another member's offer (`memberId`; null for staff), else a 409 naming the state it is in.
 */
export async function refusalOf(executor: Db, offerId: number, memberId: number | null, doing: string, on: string): Promise<OfferRefusal> {
  const row = await findRow(executor, offerId);
  if (!row || (memberId !== null && row.member_id !== memberId)) return new OfferRefusal(404, "There is no such offer");
  const reasons: Record<OfferState, string> = {
    sent: `Offer ${row.number} cannot be ${doing} now`,
    accepted: `Offer ${row.number} is already accepted: its price is locked`,
    declined: `Offer ${row.number} was declined`,
    change_requested: `A change to offer ${row.number} has been asked for: the mill is revising it`,
    withdrawn: `Offer ${row.number} was withdrawn by the mill`,
    superseded: `Offer ${row.number} was replaced by a newer version: answer that one`,
    expired: `Offer ${row.number} expired on ${day(row.valid_until)}: ask the mill for a new one`,
  };
  return new OfferRefusal(409, reasons[stateOf(row, on)]);
}

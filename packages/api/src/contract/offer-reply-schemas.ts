/**
 * Reply schemas of the offer calls (zod/mini, each built on first use, like reply-schemas.ts).
 * An offer reads the same to both sides; staff also see the buyer.
 */
import * as z from "zod/mini";
import { once, type Built } from "./lazy-schema";
import { FOB_PORTS, INCOTERMS, OFFER_STATES, PAYMENT_TERMS, SHIPMENT_CLAUSES } from "./offer-terms";


/** One line of an offer: priced (quantity, unit price, amount) or left out with its reason (no price). */
export const offerLine = once(() =>
  z.object({
    /** 1 for the first line. */
    position: z.number(),
    /** The request's line it answers (its position from 1). */
    request_line: z.number(),
    product: z.string(),
    /** The spec: a size, or yarn count, ply and oil ("" when none). */
    spec: z.string(),
    unit: z.string(),
    /** Null on a line left out. */
    quantity: z.nullable(z.number()),
    unit_price: z.nullable(z.number()),
    amount: z.nullable(z.number()),
    /** The goods' HS code as the offer copied it ("" when the catalogue had none). */
    hs_code: z.string(),
    /** Why the line is left out ("not available this season"); "" on a priced line. */
    left_out: z.string(),
  }),
);

const ok = <T extends z.ZodMiniType>(data: T) => z.object({ success: z.literal(true), msg: z.string(), data });

export const offer = once(() =>
  z.object({
    id: z.string(),
    enquiry_id: z.string(),
    /** The quote request's reference (E-2026-000123). */
    reference: z.string(),
    /** The proforma's number, one per version (PI-2026-000123-2). */
    number: z.string(),
    version: z.number(),
    state: z.enum(OFFER_STATES),
    /** The goods in a few words: the first line's product, "and N more" when there are more. */
    product: z.string(),
    /** The mill company that issues the proforma (its code). */
    mill: z.string(),
    /** Every line in order, priced or left out. */
    lines: z.array(offerLine()),
    currency: z.literal("USD"),
    /** The priced lines' amounts summed. */
    goods_total: z.number(),
    freight: z.number(),
    insurance: z.number(),
    total: z.number(),
    incoterm: z.enum(INCOTERMS),
    place: z.string(),
    containers: z.string(),
    valid_until: z.string(),
    payment_terms: z.enum(PAYMENT_TERMS),
    advance_percent: z.nullable(z.number()),
    shipment_period: z.string(),
    packing: z.string(),
    note: z.string(),
    created_at: z.string(),
    /** When the buyer answered (accepted, declined, asked for a change) or staff withdrew; "" before. */
    answered_at: z.string(),
    /** The buyer's message with a decline or a change request; "". */
    answer_message: z.string(),
    /** "" once the buyer's details were removed, with company and country (buyerRemoved()). */
    buyer_name: z.string(),
    buyer_company: z.string(),
    buyer_country: z.string(),
    /** The export document's fields, as the proforma prints them (defaults filled in). */
    shipping: z.object({
      port_of_loading: z.enum(FOB_PORTS),
      port_of_discharge: z.string(),
      consignee: z.string(),
      notify_party: z.string(),
      buyer_address: z.string(),
      buyer_tax_id: z.string(),
      quantity_tolerance: z.number(),
      partial_shipment: z.enum(SHIPMENT_CLAUSES),
      transhipment: z.enum(SHIPMENT_CLAUSES),
    }),
    /** The mill's zone (MILL_TIME_ZONE): `created_at` and `answered_at` are shown on its day (`dayOf`). */
    time_zone: z.string(),
  }),
);

export const offersReply = once(() => ok(z.array(offer())));
export const offerReply = once(() => ok(offer()));

/**
 * Staff's list of offers (`GET staff/offers`): the offers, with the mill's today and its time
 * zone beside them, so a screen counts the days left to `valid_until` on the server's calendar
 * (the one that reads a `sent` offer as expired), not the browser's.
 */
export const staffOffersReply = once(() =>
  z.object({
    success: z.literal(true),
    msg: z.string(),
    data: z.array(offer()),
    /** The mill's day ("YYYY-MM-DD") in `time_zone` (`MILL_TIME_ZONE`). */
    today: z.string(),
    time_zone: z.string(),
  }),
);

// The replies' types, each derived from its schema.
export type Offer = Built<typeof offer>;
export type OfferLine = Built<typeof offerLine>;
export type StaffOffersReply = Built<typeof staffOffersReply>;

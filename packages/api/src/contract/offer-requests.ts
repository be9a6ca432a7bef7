/**
 * Request schemas of the offer calls (classic zod, server only, like requests.ts). Every
 * refusal names the field. Whether a validity date is in the past is the server's call (its
 * clock says which day it is at the mill); here it is only a date.
 */
import { z } from "zod";
import { CONTROL_CHARACTERS, LINE_BREAK, QUANTITY_MAX } from "./constants";
import { FOB_PORTS, INCOTERMS, OFFER_MESSAGE_MAX, OFFER_NOTE_MAX, OFFER_STATES, OFFER_TEXT_MAX, PAYMENT_TERMS } from "./offer-terms";

const id = (field: string) =>
  z
    .union([z.string(), z.number()], { error: `${field} is required` })
    .transform((value) => String(value).trim())
    .pipe(z.string().regex(/^[1-9]\d{0,8}$/, `${field} must be a positive whole number`))
    .transform(Number);

/** A positive decimal with at most `decimals` places, as text or a number. */
const positive = (field: string, decimals: number, max: number) =>
  z
    .union([z.number(), z.string()], { error: (issue) => (issue.input === undefined ? `${field} is required` : `${field} must be a number`) })
    .transform((value) => (typeof value === "string" ? value.trim() : String(value)))
    .pipe(
      z
        .string()
        .regex(new RegExp(`^-?[0-9]{1,9}(\\.[0-9]{1,${decimals}})?$`), `${field} must be a number with at most ${decimals} decimals`)
        .transform(Number)
        .refine((value) => value > 0, `${field} must be more than 0`)
        .refine((value) => value <= max, `${field} must be at most ${max.toLocaleString("en")}`),
    );

/** Zero or more US dollars (freight, insurance): empty means 0. */
const charge = (field: string) =>
  z
    .union([z.number(), z.string()], { error: `${field} must be a number` })
    .transform((value) => (typeof value === "string" ? value.trim() || "0" : String(value)))
    .pipe(
      z
        .string()
        .regex(/^[0-9]{1,9}(\.[0-9]{1,2})?$/, `${field} must be 0 or more US dollars, with at most 2 decimals`)
        .transform(Number),
    )
    .default(0);

const line = (field: string, max: number, required: boolean) =>
  z
    .string({ error: `${field} must be text` })
    .trim()
    .min(required ? 1 : 0, `${field} is required`)
    .max(max, `${field} must be at most ${max} characters`)
    .refine((value) => !CONTROL_CHARACTERS.test(value) && !LINE_BREAK.test(value), `${field} must not contain control characters or line breaks`);

const paragraphs = (field: string, max: number, required: boolean) =>
  z
    .string({ error: `${field} must be text` })
    .trim()
    .min(required ? 1 : 0, `${field} is required`)
    .max(max, `${field} must be at most ${max} characters`)
    .refine((value) => !CONTROL_CHARACTERS.test(value), `${field} must not contain control characters`);

const day = (field: string) =>
  z
    .string({ error: `${field} is required` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${field} must be a date (YYYY-MM-DD)`)
    .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value), `${field} is not a real date`);

/**
 * Staff make an offer on a quote request (a new version when one exists: the one still open
 * is superseded). Freight applies to CFR and CIF, insurance to CIF; FOB names Chattogram or
 * Mongla; CFR and CIF name the destination port.
 */
export const offerRequest = z
  .strictObject({
    enquiry_id: id("enquiry_id"),
    unit_price: positive("unit_price", 4, 1_000_000),
    quantity: positive("quantity", 3, QUANTITY_MAX),
    incoterm: z.enum(INCOTERMS, { error: `incoterm must be one of ${INCOTERMS.join(", ")}` }),
    place: line("place", OFFER_TEXT_MAX, false).default(""),
    freight: charge("freight"),
    insurance: charge("insurance"),
    valid_until: day("valid_until"),
    payment_terms: z.enum(PAYMENT_TERMS, { error: `payment_terms must be one of ${PAYMENT_TERMS.join(", ")}` }),
    advance_percent: z
      .union([z.number(), z.string()], { error: "advance_percent must be a number" })
      .transform((value) => (typeof value === "string" ? value.trim() : String(value)))
      .pipe(z.string().regex(/^(100|[1-9]?[0-9])$/, "advance_percent must be a whole number from 0 to 100").transform(Number))
      .optional(),
    shipment_period: line("shipment_period", OFFER_TEXT_MAX, true),
    packing: line("packing", OFFER_TEXT_MAX, true),
    note: paragraphs("note", OFFER_NOTE_MAX, false).default(""),
  })
  .superRefine((offer, context) => {
    if (offer.incoterm === "FOB" && !(FOB_PORTS as readonly string[]).includes(offer.place)) {
      context.addIssue({ code: "custom", path: ["place"], message: `place of an FOB offer must be ${FOB_PORTS.join(" or ")}` });
    }
    if ((offer.incoterm === "CFR" || offer.incoterm === "CIF" || offer.incoterm === "FCA") && offer.place === "") {
      context.addIssue({ code: "custom", path: ["place"], message: `place is required for ${offer.incoterm}: name the ${offer.incoterm === "FCA" ? "place of handover" : "destination port"}` });
    }
    if (offer.incoterm !== "CFR" && offer.incoterm !== "CIF" && offer.freight > 0) {
      context.addIssue({ code: "custom", path: ["freight"], message: "freight is charged on CFR and CIF offers only" });
    }
    if (offer.incoterm !== "CIF" && offer.insurance > 0) {
      context.addIssue({ code: "custom", path: ["insurance"], message: "insurance is charged on CIF offers only" });
    }
    if (offer.payment_terms === "tt_advance" && offer.advance_percent === undefined) {
      context.addIssue({ code: "custom", path: ["advance_percent"], message: "advance_percent is required for a telegraphic transfer" });
    }
  });
export type OfferRequest = z.input<typeof offerRequest>;
export type ParsedOfferRequest = z.output<typeof offerRequest>;

export const offerIdRequest = z.strictObject({ offer_id: id("offer_id") });

export const offerDeclineRequest = z.strictObject({
  offer_id: id("offer_id"),
  message: paragraphs("message", OFFER_MESSAGE_MAX, false).default(""),
});

export const offerChangeRequest = z.strictObject({
  offer_id: id("offer_id"),
  message: paragraphs("message", OFFER_MESSAGE_MAX, true),
});

export const staffOffersQuery = z.strictObject({
  state: z.enum(OFFER_STATES, { error: `state must be one of ${OFFER_STATES.join(", ")}` }).optional(),
  enquiry_id: id("enquiry_id").optional(),
});

/** An id in a path (`/api_offer_proforma/12`). */
export const offerIdParam = id("offer_id");

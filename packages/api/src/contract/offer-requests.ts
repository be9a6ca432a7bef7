/**
 * Request schemas of the offer calls (classic zod, server only, like requests.ts). Every
 * message is for the staff member or buyer at the form (the offer form's words, no wire
 * names); the refusal's `field` names the input. Whether a validity date is in the past is the
 * server's call (its clock says which day it is at the mill); here it is only a date.
 */
import { z } from "zod";
import { CONTROL_CHARACTERS, LINE_BREAK, QUANTITY_MAX, QUOTE_LINES_MAX } from "./constants";
import {
  FOB_PORTS,
  INCOTERMS,
  OFFER_ADDRESS_MAX,
  OFFER_MESSAGE_MAX,
  OFFER_NOTE_MAX,
  OFFER_STATES,
  OFFER_TAX_ID_MAX,
  OFFER_TEXT_MAX,
  PAYMENT_TERMS,
  QUANTITY_TOLERANCE_DEFAULT,
  QUANTITY_TOLERANCE_MAX,
  SHIPMENT_CLAUSES,
} from "./offer-terms";

/** A record's number: `called` as "offer". */
const id = (called: string) =>
  z
    .union([z.string(), z.number()], { error: `Say which ${called} this is about` })
    .transform((value) => String(value).trim())
    .pipe(z.string().regex(/^[1-9]\d{0,8}$/, `Say which ${called} this is about: its number is a whole number from 1`))
    .transform(Number);

const cap = (words: string) => words.charAt(0).toUpperCase() + words.slice(1);

/** A positive decimal with at most `decimals` places, as text or a number: `called` as "the unit price". */
const positive = (called: string, decimals: number, max: number) =>
  z
    .union([z.number(), z.string()], { error: (issue) => (issue.input === undefined ? `Enter ${called}` : `Enter ${called} as a number`) })
    .transform((value) => (typeof value === "string" ? value.trim() : String(value)))
    .pipe(
      z
        .string()
        .regex(new RegExp(`^-?[0-9]{1,9}(\\.[0-9]{1,${decimals}})?$`), `Enter ${called} as a number with at most ${decimals} decimals`)
        .transform(Number)
        .refine((value) => value > 0, `${cap(called)} must be more than 0`)
        .refine((value) => value <= max, `${cap(called)} can be at most ${max.toLocaleString("en")}`),
    );

/** Zero or more US dollars (freight, insurance): empty means 0. `called` as "the freight". */
const charge = (called: string) =>
  z
    .union([z.number(), z.string()], { error: `Enter ${called} as a number of US dollars` })
    .transform((value) => (typeof value === "string" ? value.trim() || "0" : String(value)))
    .pipe(
      z
        .string()
        .regex(/^[0-9]{1,9}(\.[0-9]{1,2})?$/, `Enter ${called} as 0 or more US dollars, with at most 2 decimals`)
        .transform(Number),
    )
    .default(0);

/** A one-line text: `called` as "the packing", `missing` what to do when a required one is empty. */
const line = (called: string, max: number, missing: string | null) =>
  z
    .string({ error: `${cap(called)} must be text` })
    .trim()
    .min(missing === null ? 0 : 1, missing ?? "")
    .max(max, `${cap(called)} can be at most ${max.toLocaleString("en")} characters`)
    .refine((value) => !CONTROL_CHARACTERS.test(value) && !LINE_BREAK.test(value), `Write ${called} on one line, without special (control) characters`);

const paragraphs = (called: string, max: number, missing: string | null) =>
  z
    .string({ error: `${cap(called)} must be text` })
    .trim()
    .min(missing === null ? 0 : 1, missing ?? "")
    .max(max, `${cap(called)} can be at most ${max.toLocaleString("en")} characters`)
    .refine((value) => !CONTROL_CHARACTERS.test(value), `Remove the special (control) characters from ${called}`);

const day = (called: string) =>
  z
    .string({ error: `Choose ${called}` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, `Give ${called} as a date (YYYY-MM-DD)`)
    .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value), `${cap(called)} is not a day of the calendar`);

const ADVANCE_WORDS = "Choose the advance as a whole percentage from 0 to 100";
const TOLERANCE_WORDS = `Enter the quantity tolerance as a whole percentage from 0 to ${QUANTITY_TOLERANCE_MAX}`;

/** A letter of credit's clause: allowed or not (allowed when not given). */
const clause = (called: string) => z.enum(SHIPMENT_CLAUSES, { error: `Choose whether ${called} is allowed` }).default("allowed");

/** What a staff member is told when another offer on the request was made after the form showed its offers. */
export const OFFER_MADE_MEANWHILE = "Another offer was just made on this request";

/**
 * One line of an offer: the request's line it answers (`request_line`, 1 for the first), priced
 * (unit price and quantity) or left out with the reason the buyer reads ("not available this
 * season") and no price.
 */
const offerLine = z
  .strictObject({
    request_line: z
      .union([z.string(), z.number()], { error: "Say which line of the request this is" })
      .transform((value) => String(value).trim())
      .pipe(z.string().regex(/^[1-9]\d{0,1}$/, "Say which line of the request this is: its position from 1").transform(Number)),
    unit_price: positive("the unit price", 4, 1_000_000).optional(),
    quantity: positive("the quantity", 3, QUANTITY_MAX).optional(),
    /** Why the line is left out; "" when it is priced. */
    left_out: line("the reason it is left out", OFFER_TEXT_MAX, null).default(""),
  }, { error: (issue) => (issue.code === "unrecognized_keys" ? "A line of the offer holds something the form does not ask for" : undefined) })
  .superRefine((offered, context) => {
    if (offered.left_out !== "") {
      if (offered.unit_price !== undefined) context.addIssue({ code: "custom", path: ["unit_price"], message: "A line left out has no price: clear its unit price or keep the line in" });
      return;
    }
    if (offered.unit_price === undefined) context.addIssue({ code: "custom", path: ["unit_price"], message: "Enter the unit price, or leave the line out with a reason" });
    if (offered.quantity === undefined) context.addIssue({ code: "custom", path: ["quantity"], message: "Enter the quantity, or leave the line out with a reason" });
  });
export type ParsedOfferLine = z.output<typeof offerLine>;

/**
 * Staff make an offer on a quote request (a new version when one exists: the one still open
 * is superseded). `seen_version` is the newest version of an offer on the request the staff
 * member saw (0: none); made since, the offer is refused (409, field `seen_version`). Freight applies to CFR and CIF, insurance to CIF; FOB names Chattogram or
 * Mongla; CFR and CIF name the destination port.
 */
export const offerRequest = z
  .strictObject({
    enquiry_id: id("quote request"),
    seen_version: z
      .union([z.string(), z.number()], { error: "Reload the request: the form does not say which offers you saw" })
      .transform((value) => String(value).trim())
      .pipe(z.string().regex(/^(0|[1-9]\d{0,8})$/, "Reload the request: the form does not say which offers you saw").transform(Number)),
    /** Every line of the request, in its order: priced or left out; at least one priced. */
    lines: z
      .array(offerLine, { error: "Send the offer's lines as a list" })
      .min(1, "Price at least one line of the request")
      .max(QUOTE_LINES_MAX, `An offer holds at most ${QUOTE_LINES_MAX} lines`)
      .superRefine((lines, context) => {
        if (lines.every((offered) => offered.left_out !== "")) context.addIssue({ code: "custom", path: [0, "left_out"], message: "Price at least one line: an offer cannot leave every line out" });
        lines.forEach((offered, index) => {
          if (offered.request_line !== index + 1) context.addIssue({ code: "custom", path: [index, "request_line"], message: "Reload the request: the offer's lines do not match the request's" });
        });
      }),
    /** The mill company that issues the proforma; left out, the first line's. */
    mill_company_id: id("mill").optional(),
    incoterm: z.enum(INCOTERMS, { error: `Choose the Incoterm: ${INCOTERMS.join(", ")}` }),
    place: line("the place", OFFER_TEXT_MAX, null).default(""),
    freight: charge("the freight"),
    insurance: charge("the insurance"),
    valid_until: day("the day the offer is valid until"),
    payment_terms: z.enum(PAYMENT_TERMS, { error: "Choose the payment terms from the list" }),
    advance_percent: z
      .union([z.number(), z.string()], { error: ADVANCE_WORDS })
      .transform((value) => (typeof value === "string" ? value.trim() : String(value)))
      .pipe(z.string().regex(/^(100|[1-9]?[0-9])$/, ADVANCE_WORDS).transform(Number))
      .optional(),
    shipment_period: line("the shipment period", OFFER_TEXT_MAX, "Enter the shipment period"),
    packing: line("the packing", OFFER_TEXT_MAX, "Enter the packing"),
    note: paragraphs("the note", OFFER_NOTE_MAX, null).default(""),
    // The export document's fields: each has a default, so a form without them still makes an offer.
    /** Chattogram or Mongla; empty: an FOB offer's port, else the port the request was priced to. */
    port_of_loading: z.union([z.enum(FOB_PORTS), z.literal("")], { error: `Choose the port of loading: ${FOB_PORTS.join(" or ")}` }).default(""),
    /** Empty: a CFR or CIF offer's destination port, else "to be named by the buyer". */
    port_of_discharge: line("the port of discharge", OFFER_TEXT_MAX, null).default(""),
    /** Empty: the buyer's company, address and country. */
    consignee: paragraphs("the consignee", OFFER_ADDRESS_MAX, null).default(""),
    /** Empty: "Same as consignee". */
    notify_party: paragraphs("the notify party", OFFER_ADDRESS_MAX, null).default(""),
    buyer_address: paragraphs("the buyer's address", OFFER_ADDRESS_MAX, null).default(""),
    buyer_tax_id: line("the buyer's tax or registration number", OFFER_TAX_ID_MAX, null).default(""),
    quantity_tolerance: z
      .union([z.number(), z.string()], { error: TOLERANCE_WORDS })
      .transform((value) => (typeof value === "string" ? value.trim() || String(QUANTITY_TOLERANCE_DEFAULT) : String(value)))
      .pipe(z.string().regex(/^[0-9]{1,2}$/, TOLERANCE_WORDS).transform(Number).refine((value) => value <= QUANTITY_TOLERANCE_MAX, TOLERANCE_WORDS))
      .default(QUANTITY_TOLERANCE_DEFAULT),
    partial_shipment: clause("partial shipment"),
    transhipment: clause("transhipment"),
  })
  .superRefine((offer, context) => {
    if (offer.incoterm === "FOB" && offer.port_of_loading !== "" && offer.port_of_loading !== offer.place) {
      context.addIssue({ code: "custom", path: ["port_of_loading"], message: `An FOB offer loads at its named port: choose ${offer.place || "it"} as the port of loading` });
    }
    if (offer.incoterm === "FOB" && !(FOB_PORTS as readonly string[]).includes(offer.place)) {
      context.addIssue({ code: "custom", path: ["place"], message: `Choose the port of an FOB offer: ${FOB_PORTS.join(" or ")}` });
    }
    if ((offer.incoterm === "CFR" || offer.incoterm === "CIF" || offer.incoterm === "FCA") && offer.place === "") {
      context.addIssue({ code: "custom", path: ["place"], message: `Name the ${offer.incoterm === "FCA" ? "place of handover" : "destination port"} of a ${offer.incoterm} offer` });
    }
    if (offer.incoterm !== "CFR" && offer.incoterm !== "CIF" && offer.freight > 0) {
      context.addIssue({ code: "custom", path: ["freight"], message: "Freight is charged on CFR and CIF offers only: leave it at 0" });
    }
    if (offer.incoterm !== "CIF" && offer.insurance > 0) {
      context.addIssue({ code: "custom", path: ["insurance"], message: "Insurance is charged on CIF offers only: leave it at 0" });
    }
    if (offer.payment_terms === "tt_advance" && offer.advance_percent === undefined) {
      context.addIssue({ code: "custom", path: ["advance_percent"], message: "Enter the advance of a telegraphic transfer, as a whole percentage from 0 to 100" });
    }
  });
export type OfferRequest = z.input<typeof offerRequest>;
export type ParsedOfferRequest = z.output<typeof offerRequest>;

export const offerIdRequest = z.strictObject({ offer_id: id("offer") });

export const offerDeclineRequest = z.strictObject({
  offer_id: id("offer"),
  message: paragraphs("your message", OFFER_MESSAGE_MAX, null).default(""),
});

export const offerChangeRequest = z.strictObject({
  offer_id: id("offer"),
  message: paragraphs("your message", OFFER_MESSAGE_MAX, "Write what you would like changed"),
});

export const staffOffersQuery = z.strictObject({
  state: z.enum(OFFER_STATES, { error: "Choose the offers to show from the list" }).optional(),
  enquiry_id: id("quote request").optional(),
});

/** An id in a path (`/api_offer_proforma/12`). */
export const offerIdParam = id("offer");

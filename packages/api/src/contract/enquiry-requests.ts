/**
 * Request schemas of the enquiry calls (classic zod, server only, like requests.ts): the
 * contact enquiry and the member's quote request. A refusal names the field.
 */
import { z } from "zod";
import {
  CONTROL_CHARACTERS,
  HONEYPOT_FIELD,
  LINE_BREAK,
  MESSAGE_MAX,
  MESSAGE_MIN,
  NAME_MAX,
  OIL_TYPES,
  PLIES,
  QUANTITY_MAX,
  QUOTE_MESSAGE_MAX,
  SUBJECT_MAX,
} from "./constants";
import { countField, email, enumField, idField } from "./requests";

/** A required one-line text: trimmed, bounded, with no control characters or line breaks. */
const line = (name: string, max: number) =>
  z
    .string({ error: `${name} must be text` })
    .trim()
    .min(1, `${name} is required`)
    .max(max, `${name} must be at most ${max} characters`)
    .refine((value) => !CONTROL_CHARACTERS.test(value) && !LINE_BREAK.test(value), `${name} must not contain control characters or line breaks`);

/** A multi-line text: line breaks and tabs allowed, other control characters not. */
const paragraphs = (name: string, min: number, max: number) =>
  z
    .string({ error: `${name} must be text` })
    .trim()
    .min(min, min <= 1 ? `${name} is required` : `${name} must be at least ${min} characters`)
    .max(max, `${name} must be at most ${max} characters`)
    .refine((value) => !CONTROL_CHARACTERS.test(value), `${name} must not contain control characters`);

export const enquiryRequest = z.object({
  name: line("name", NAME_MAX),
  email,
  subject: line("subject", SUBJECT_MAX),
  message: paragraphs("message", MESSAGE_MIN, MESSAGE_MAX),
  /** The honeypot: hidden from people; anything in it marks a robot. */
  [HONEYPOT_FIELD]: z.string({ error: `${HONEYPOT_FIELD} must be text` }).max(500, `${HONEYPOT_FIELD} is too long`).optional(),
});
export type EnquiryRequest = z.input<typeof enquiryRequest>;

const requiredId = (name: string) =>
  z
    .string({ error: `${name} is required` })
    .trim()
    .regex(/^[1-9][0-9]{0,8}$/, `${name} must be a positive whole number`);

/** A quantity in the product's unit: a positive number with at most three decimals. */
const quantity = z
  .union([z.number(), z.string()], { error: (issue) => (issue.input === undefined ? "quantity is required" : "quantity must be a number") })
  .transform((value) => (typeof value === "string" ? value.trim() : String(value)))
  .pipe(
    z
      .string()
      .regex(/^[0-9]{1,7}(\.[0-9]{1,3})?$/, "quantity must be a number such as 25 or 12.5")
      .transform(Number)
      .refine((value) => value > 0, "quantity must be more than 0")
      .refine((value) => value <= QUANTITY_MAX, `quantity must be at most ${QUANTITY_MAX.toLocaleString("en")}`),
  );

/**
 * A member's quote request: the spec of one quote the results show (product, company, port,
 * and the size or the yarn count, ply and oil), the quantity and an optional message. No
 * price: the server costs the spec itself.
 */
export const quoteRequestRequest = z.object({
  sub_category_id: requiredId("sub_category_id"),
  company_id: z.enum(["1", "2"], { error: "company_id must be one of 1, 2" }),
  truck_fare_id: requiredId("truck_fare_id"),
  product_size_id: idField("product_size_id"),
  count: countField("count"),
  ply: enumField("ply", PLIES),
  oil: enumField("oil", OIL_TYPES),
  quantity,
  message: z
    .string({ error: "message must be text" })
    .trim()
    .max(QUOTE_MESSAGE_MAX, `message must be at most ${QUOTE_MESSAGE_MAX} characters`)
    .refine((value) => !CONTROL_CHARACTERS.test(value), "message must not contain control characters")
    .optional(),
});
export type QuoteRequestRequest = z.input<typeof quoteRequestRequest>;
export type ParsedQuoteRequest = z.output<typeof quoteRequestRequest>;

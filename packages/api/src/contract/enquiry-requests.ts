/**
 * Request schemas of the enquiry calls, the contact enquiry and the member's quote request, in
 * zod's small build (zod/mini): the server validates the bodies with them, and the site's
 * contact and quote forms validate what is typed with the same schemas, so a rule and its
 * message live here once. A refusal names the field (`describeFailure`).
 */
import * as z from "zod/mini";
import { COMPANIES, CONTROL_CHARACTERS, HONEYPOT_FIELD, MESSAGE_MAX, MESSAGE_MIN, NAME_MAX, OIL_TYPES, PLIES, QUANTITY_MAX, QUOTE_MESSAGE_MAX, SUBJECT_MAX } from "./constants";
import { countField, email, enumField, idField, line, paragraphs } from "./fields";

export const enquiryRequest = z.object({
  name: line("name", NAME_MAX),
  email,
  subject: line("subject", SUBJECT_MAX),
  message: paragraphs("message", MESSAGE_MIN, MESSAGE_MAX),
  /** The honeypot: hidden from people; anything in it marks a robot. */
  [HONEYPOT_FIELD]: z.optional(z.string({ error: `${HONEYPOT_FIELD} must be text` }).check(z.maxLength(500, `${HONEYPOT_FIELD} is too long`))),
});
export type EnquiryRequest = z.input<typeof enquiryRequest>;

const requiredId = (name: string) =>
  z.string({ error: `${name} is required` }).check(z.trim(), z.regex(/^[1-9][0-9]{0,8}$/, `${name} must be a positive whole number`));

/** A quantity in the product's unit: a positive number with at most three decimals. */
const quantity = z.pipe(
  z.pipe(
    z.union([z.number(), z.string()], { error: (issue) => (issue.input === undefined ? "quantity is required" : "quantity must be a number") }),
    z.transform((value: number | string) => (typeof value === "string" ? value.trim() : String(value))),
  ),
  z
    .pipe(z.string().check(z.regex(/^[0-9]{1,7}(\.[0-9]{1,3})?$/, "quantity must be a number such as 25 or 12.5")), z.transform(Number))
    .check(z.positive("quantity must be more than 0"), z.lte(QUANTITY_MAX, `quantity must be at most ${QUANTITY_MAX.toLocaleString("en")}`)),
);

const companyIds = COMPANIES.map((company) => company.id) as [string, ...string[]];

/**
 * A member's quote request: the spec of one quote the results show (product, company, port,
 * and the size or the yarn count, ply and oil), the quantity and an optional message. No
 * price: the server costs the spec itself.
 */
export const quoteRequestRequest = z.object({
  sub_category_id: requiredId("sub_category_id"),
  company_id: z.enum(companyIds, { error: `company_id must be one of ${companyIds.join(", ")}` }),
  truck_fare_id: requiredId("truck_fare_id"),
  product_size_id: idField("product_size_id"),
  count: countField("count"),
  ply: enumField("ply", PLIES),
  oil: enumField("oil", OIL_TYPES),
  quantity,
  message: z.optional(
    z
      .string({ error: "message must be text" })
      .check(
        z.trim(),
        z.maxLength(QUOTE_MESSAGE_MAX, `message must be at most ${QUOTE_MESSAGE_MAX} characters`),
        z.refine((value) => !CONTROL_CHARACTERS.test(value), "message must not contain control characters"),
      ),
  ),
});
export type QuoteRequestRequest = z.input<typeof quoteRequestRequest>;
export type ParsedQuoteRequest = z.output<typeof quoteRequestRequest>;

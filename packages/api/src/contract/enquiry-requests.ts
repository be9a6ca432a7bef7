/**
 * Request schemas of the enquiry calls, the contact enquiry and the member's quote request, in
 * zod's small build (zod/mini): the server validates the bodies with them, and the site's
 * contact and quote forms validate what is typed with the same schemas, so a rule and its
 * message live here once. The messages are for people (`fieldWords`); a refusal names the field
 * in `field` (`describeFailure`).
 */
import * as z from "zod/mini";
import { COMPANIES, CONTROL_CHARACTERS, HONEYPOT_FIELD, OIL_TYPES, PLIES, QUOTE_MESSAGE_MAX } from "./constants";
import { contactFieldKeys, contactFields, type ContactField, type ContactFieldDef } from "./contact-form";
import { countField, email, enumField, idField, line, paragraphs } from "./fields";
import { fieldWords, ruleWords } from "./messages";
import { quantityWords, readQuantity } from "./quantity";

/** A contact field's schema, from its rule (contact-form.ts). */
const contactFieldSchema = ({ rule, words }: ContactFieldDef) =>
  rule.kind === "email" ? email : rule.kind === "line" ? line(words, rule.max) : paragraphs(words, rule.min, rule.max);

/** The contact enquiry: the contact form's fields (contact-form.ts), each by its rule, and the honeypot. */
export const enquiryRequest = z.object({
  ...(Object.fromEntries(contactFieldKeys.map((field) => [field, contactFieldSchema(contactFields[field])])) as Record<ContactField, ReturnType<typeof contactFieldSchema>>),
  /** The honeypot: hidden from people; anything in it marks a robot (whose words these are). */
  [HONEYPOT_FIELD]: z.optional(z.string({ error: "Leave the hidden field empty" }).check(z.maxLength(500, "Leave the hidden field empty"))),
});
export type EnquiryRequest = z.input<typeof enquiryRequest>;

/** A required choice the results offer by id: `called` as "the product". */
const requiredId = (called: string) =>
  z.string({ error: `Choose ${called} from the results` }).check(z.trim(), z.regex(/^[1-9][0-9]{0,8}$/, `Choose ${called} from the results`));

/**
 * A quantity in the product's unit, read as people type it (`readQuantity`, quantity.ts: the
 * site's quote dialog reads it the same): "95,000" and "95 000" are 95 thousand; "95.000" and
 * "95,5" are refused naming what they could mean. Whole numbers for counted units are checked
 * once the product is known (the server's costing; the dialog knows it at once).
 */
const quantity = z.pipe(
  z.union([z.number(), z.string()], { error: (issue) => (issue.input === undefined ? quantityWords.missing : quantityWords.number) }),
  z.transform((value: number | string, context) => {
    const read = readQuantity(value);
    if (read.ok) return read.quantity;
    context.issues.push({ code: "custom", message: read.message, input: value });
    return z.NEVER;
  }),
);

const companyIds = COMPANIES.map((company) => company.id) as [string, ...string[]];

/**
 * A member's quote request: the spec of one quote the results show (product, company, port,
 * and the size or the yarn count, ply and oil), the quantity and an optional message. No
 * price: the server costs the spec itself.
 */
export const quoteRequestRequest = z.object({
  sub_category_id: requiredId("the product"),
  company_id: z.enum(companyIds, { error: "Choose the mill from the results" }),
  truck_fare_id: requiredId("the port"),
  product_size_id: idField("the size"),
  count: countField("the yarn count"),
  ply: enumField("the ply", PLIES),
  oil: enumField("the oil type", OIL_TYPES),
  quantity,
  message: z.optional(
    z
      .string({ error: ruleWords.text(fieldWords.message) })
      .check(
        z.trim(),
        z.maxLength(QUOTE_MESSAGE_MAX, ruleWords.tooLong(fieldWords.message, QUOTE_MESSAGE_MAX)),
        z.refine((value) => !CONTROL_CHARACTERS.test(value), ruleWords.noControl(fieldWords.message)),
      ),
  ),
});
export type QuoteRequestRequest = z.input<typeof quoteRequestRequest>;
export type ParsedQuoteRequest = z.output<typeof quoteRequestRequest>;

/**
 * Request schemas of the enquiry calls, the contact enquiry and the member's quote request, in
 * zod's small build (zod/mini): the server validates the bodies with them, and the site's
 * contact and quote forms validate what is typed with the same schemas, so a rule and its
 * message live here once. The messages are for people (`fieldWords`); a refusal names the field
 * in `field` (`describeFailure`).
 */
import * as z from "zod/mini";
import { COMPANIES, CONTROL_CHARACTERS, HONEYPOT_FIELD, OIL_TYPES, PLIES, QUOTE_LINE_NOTE_MAX, QUOTE_LINES_MAX, QUOTE_MESSAGE_MAX } from "./constants";
import { contactFieldKeys, contactFields, type ContactField, type ContactFieldDef } from "./contact-form";
import { countField, email, enumField, idField, line, paragraphs } from "./fields";
import { fieldWords, ruleWords, type FieldWords } from "./messages";
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
export const quantity = z.pipe(
  z.union([z.number(), z.string()], { error: (issue) => (issue.input === undefined ? quantityWords.missing : quantityWords.number) }),
  z.transform((value: number | string, context) => {
    const read = readQuantity(value);
    if (read.ok) return read.quantity;
    context.issues.push({ code: "custom", message: read.message, input: value });
    return z.NEVER;
  }),
);

const companyIds = COMPANIES.map((company) => company.id) as [string, ...string[]];

/** An optional free text of at most `max` characters (line breaks allowed), trimmed: `words` name it. */
export const optionalParagraphs = (words: FieldWords, max: number) =>
  z.optional(
    z
      .string({ error: ruleWords.text(words) })
      .check(
        z.trim(),
        z.maxLength(max, ruleWords.tooLong(words, max)),
        z.refine((value) => !CONTROL_CHARACTERS.test(value), ruleWords.noControl(words)),
      ),
  );

/**
 * The spec of one quote the results show (product, company, port, and the size or the yarn
 * count, ply and oil) and the quantity. No price: the server costs the spec itself.
 */
const quoteSpec = {
  sub_category_id: requiredId("the product"),
  company_id: z.enum(companyIds, { error: "Choose the mill from the results" }),
  truck_fare_id: requiredId("the port"),
  product_size_id: idField("the size"),
  count: countField("the yarn count"),
  ply: enumField("the ply", PLIES),
  oil: enumField("the oil type", OIL_TYPES),
  quantity,
};

/** A member's quote request of one line: the spec, the quantity and an optional message. */
export const quoteRequestRequest = z.object({
  ...quoteSpec,
  message: optionalParagraphs(fieldWords.message, QUOTE_MESSAGE_MAX),
});
export type QuoteRequestRequest = z.input<typeof quoteRequestRequest>;
export type ParsedQuoteRequest = z.output<typeof quoteRequestRequest>;

/** One line of a quote request of several lines: the spec, the quantity and the buyer's note on it. */
export const quoteLineRequest = z.object({
  ...quoteSpec,
  note: optionalParagraphs(fieldWords.note, QUOTE_LINE_NOTE_MAX),
});
export type QuoteLineRequest = z.input<typeof quoteLineRequest>;
export type ParsedQuoteLine = z.output<typeof quoteLineRequest>;

/** A quote request of 1 to QUOTE_LINES_MAX lines, sent as one request with one reference. */
export const quoteLinesRequest = z.object({
  lines: z
    .array(quoteLineRequest, { error: "Send the lines of the request as a list" })
    .check(z.minLength(1, "Add at least one product to the request"), z.maxLength(QUOTE_LINES_MAX, `A request holds at most ${QUOTE_LINES_MAX} lines: send the rest as another request`)),
  message: optionalParagraphs(fieldWords.message, QUOTE_MESSAGE_MAX),
});
export type QuoteLinesRequest = z.input<typeof quoteLinesRequest>;
export type ParsedQuoteLinesRequest = z.output<typeof quoteLinesRequest>;

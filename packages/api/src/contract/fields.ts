/**
 * The request fields the browser checks too, in zod's small build (zod/mini): the same rule and
 * the same message on the site's forms and on the server. The server's request schemas (classic
 * zod, `requests.ts`) and the enquiry schemas (`enquiry-requests.ts`, zod/mini, which the contact
 * and quote forms validate with) are built from these.
 * Their words are in `messages.ts`.
 */
import * as z from "zod/mini";
import { CONTROL_CHARACTERS, EMAIL_MAX, LINE_BREAK } from "./constants";
import { emailWords, fieldWords, ruleWords, type FieldWords } from "./messages";

/** An email: trimmed, required, at most EMAIL_MAX characters, of the form name@example.com. */
export const email = z.pipe(
  z
    .string({ error: fieldWords.email.missing })
    .check(z.trim(), z.minLength(1, fieldWords.email.missing), z.maxLength(EMAIL_MAX, emailWords.tooLong)),
  z.email(emailWords.invalid),
);

/** A service credential of the original (kept for fidelity; it ships in the client, so it is no secret). */
export const serviceCredential = z.optional(z.string({ error: "The service credentials must be text" }).check(z.maxLength(200, "The service credentials are too long")));

/** The original's service credentials as the JSON calls carry them. */
export const serviceCredentialsJson = { api_user: serviceCredential, api_password: serviceCredential };

/** A required one-line text: trimmed, bounded, with no control characters or line breaks. */
export const line = (words: FieldWords, max: number) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? words.missing : ruleWords.text(words)) })
    .check(
      z.trim(),
      z.minLength(1, words.missing),
      z.maxLength(max, ruleWords.tooLong(words, max)),
      z.refine((value) => !CONTROL_CHARACTERS.test(value) && !LINE_BREAK.test(value), ruleWords.oneLine(words)),
    );

/** A multi-line text: line breaks and tabs allowed, other control characters not. */
export const paragraphs = (words: FieldWords, min: number, max: number) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? words.missing : ruleWords.text(words)) })
    .check(
      z.trim(),
      z.minLength(min, min <= 1 ? words.missing : ruleWords.tooShort(words, min)),
      z.maxLength(max, ruleWords.tooLong(words, max)),
      z.refine((value) => !CONTROL_CHARACTERS.test(value), ruleWords.noControl(words)),
    );

/**
 * Form fields arrive as strings, and the original's pages send the fields they do not use as
 * empty strings. An empty (or blank) field means "not given". Typed as the text a caller sends
 * (the inferred input types say so); any other value is refused by the schema that follows.
 */
const blankToUndefined = (value: string | undefined): unknown => (typeof value === "string" && value.trim() === "" ? undefined : value);

const optionalText = <T extends z.ZodMiniType>(schema: T) => z.optional(z.pipe(z.transform(blankToUndefined), z.optional(schema)));

/** A choice from a list the site offers by id (a product, a port): `called` as "the product". */
export const idField = (called: string) =>
  optionalText(z.string({ error: `Choose ${called} from the list` }).check(z.trim(), z.regex(/^[1-9][0-9]{0,8}$/, `Choose ${called} from the list`)));

/** A yarn count as typed: `called` as "the yarn count". */
export const countField = (called: string) =>
  optionalText(z.string({ error: `Enter ${called} as a number such as 8 or 11.5` }).check(z.trim(), z.regex(/^[0-9]{1,3}(\.[0-9]{1,2})?$/, `Enter ${called} as a number such as 8 or 11.5`)));

/** One of a few values the site offers in a list: `called` as "the ply". */
export const enumField = <T extends readonly [string, ...string[]]>(called: string, values: T) =>
  optionalText(z.enum(values, { error: `Choose ${called} from the list` }));

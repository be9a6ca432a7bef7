/**
 * The request fields the browser checks too, in zod's small build (zod/mini): the same rule and
 * the same message on the site's forms and on the server. The server's request schemas (classic
 * zod, `requests.ts`) and the enquiry schemas (`enquiry-requests.ts`, zod/mini, which the contact
 * and quote forms validate with) are built from these.
 *
 * Every message is written for the person at the form (docs/contract.md, "Messages"): it says
 * what to do in the words of the screen ("Enter your email address"), never a field's wire
 * name or an internal term. A caller's program reads the failure's `field` and `code` instead.
 */
import * as z from "zod/mini";
import { CONTROL_CHARACTERS, EMAIL_MAX, LINE_BREAK } from "./constants";

/** "your name" -> "Your name": a field's words at the start of a sentence. */
export const capitalise = (words: string) => words.charAt(0).toUpperCase() + words.slice(1);

/**
 * How messages speak of one field: `called` as it reads inside a sentence ("your name", "the
 * subject"), `missing` what to do when it is empty ("Enter your name").
 */
export interface FieldWords {
  called: string;
  missing: string;
}

/** The words of the fields several requests share; the site's forms use them for the same fields. */
export const fieldWords = {
  email: { called: "your email address", missing: "Enter your email address" },
  name: { called: "your name", missing: "Enter your name" },
  password: { called: "your password", missing: "Enter your password" },
  currentPassword: { called: "your current password", missing: "Enter your current password" },
  newPassword: { called: "the password", missing: "Choose a password" },
  confirmEmail: { called: "the email", missing: "Type your email to confirm" },
  subject: { called: "the subject", missing: "Enter a subject" },
  message: { called: "your message", missing: "Write your message" },
  quantity: { called: "the quantity", missing: "Enter a quantity" },
} as const satisfies Record<string, FieldWords>;

/** The messages of the rules below, for a field with these words. */
export const ruleWords = {
  text: (words: FieldWords) => `${capitalise(words.called)} must be text`,
  tooLong: (words: FieldWords, max: number) => `${capitalise(words.called)} can be at most ${max.toLocaleString("en")} characters`,
  tooShort: (words: FieldWords, min: number) => `${capitalise(words.called)} needs at least ${min.toLocaleString("en")} characters`,
  oneLine: (words: FieldWords) => `Write ${words.called} on one line, without special (control) characters`,
  noControl: (words: FieldWords) => `Remove the special (control) characters from ${words.called}`,
};

/** The email's messages (its form, and its length). */
export const emailWords = {
  invalid: "Enter an email address such as name@example.com",
  tooLong: ruleWords.tooLong(fieldWords.email, EMAIL_MAX),
};

/** An email: trimmed, required, at most EMAIL_MAX characters, of the form name@example.com. */
export const email = z.pipe(
  z
    .string({ error: fieldWords.email.missing })
    .check(z.trim(), z.minLength(1, fieldWords.email.missing), z.maxLength(EMAIL_MAX, emailWords.tooLong)),
  z.email(emailWords.invalid),
);

/** A required one-line text: trimmed, bounded, with no control characters or line breaks. */
export const line = (words: FieldWords, max: number) =>
  z
    .string({ error: ruleWords.text(words) })
    .check(
      z.trim(),
      z.minLength(1, words.missing),
      z.maxLength(max, ruleWords.tooLong(words, max)),
      z.refine((value) => !CONTROL_CHARACTERS.test(value) && !LINE_BREAK.test(value), ruleWords.oneLine(words)),
    );

/** A multi-line text: line breaks and tabs allowed, other control characters not. */
export const paragraphs = (words: FieldWords, min: number, max: number) =>
  z
    .string({ error: ruleWords.text(words) })
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

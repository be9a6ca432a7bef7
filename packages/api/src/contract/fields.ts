/**
 * The request fields the browser checks too, in zod's small build (zod/mini): the same rule and
 * the same message on the site's forms and on the server. The server's request schemas (classic
 * zod, `requests.ts`) and the enquiry schemas (`enquiry-requests.ts`, zod/mini, which the contact
 * and quote forms validate with) are built from these.
 */
import * as z from "zod/mini";
import { CONTROL_CHARACTERS, EMAIL_MAX, LINE_BREAK } from "./constants";

/** An email: trimmed, required, at most EMAIL_MAX characters, of the form name@example.com. */
export const email = z.pipe(
  z.string({ error: "email is required" }).check(z.trim(), z.minLength(1, "email is required"), z.maxLength(EMAIL_MAX, `email must be at most ${EMAIL_MAX} characters`)),
  z.email("email must be a valid email address"),
);

/** A required one-line text: trimmed, bounded, with no control characters or line breaks. */
export const line = (name: string, max: number) =>
  z
    .string({ error: `${name} must be text` })
    .check(
      z.trim(),
      z.minLength(1, `${name} is required`),
      z.maxLength(max, `${name} must be at most ${max} characters`),
      z.refine((value) => !CONTROL_CHARACTERS.test(value) && !LINE_BREAK.test(value), `${name} must not contain control characters or line breaks`),
    );

/** A multi-line text: line breaks and tabs allowed, other control characters not. */
export const paragraphs = (name: string, min: number, max: number) =>
  z
    .string({ error: `${name} must be text` })
    .check(
      z.trim(),
      z.minLength(min, min <= 1 ? `${name} is required` : `${name} must be at least ${min} characters`),
      z.maxLength(max, `${name} must be at most ${max} characters`),
      z.refine((value) => !CONTROL_CHARACTERS.test(value), `${name} must not contain control characters`),
    );

/**
 * Form fields arrive as strings, and the original's pages send the fields they do not use as
 * empty strings. An empty (or blank) field means "not given". Typed as the text a caller sends
 * (the inferred input types say so); any other value is refused by the schema that follows.
 */
const blankToUndefined = (value: string | undefined): unknown => (typeof value === "string" && value.trim() === "" ? undefined : value);

const optionalText = <T extends z.ZodMiniType>(schema: T) => z.optional(z.pipe(z.transform(blankToUndefined), z.optional(schema)));

export const idField = (name: string) =>
  optionalText(z.string({ error: `${name} must be text` }).check(z.trim(), z.regex(/^[1-9][0-9]{0,8}$/, `${name} must be a positive whole number`)));

export const countField = (name: string) =>
  optionalText(z.string({ error: `${name} must be text` }).check(z.trim(), z.regex(/^[0-9]{1,3}(\.[0-9]{1,2})?$/, `${name} must be a number such as 8 or 11.5`)));

export const enumField = <T extends readonly [string, ...string[]]>(name: string, values: T) =>
  optionalText(z.enum(values, { error: `${name} must be one of ${values.join(", ")}` }));

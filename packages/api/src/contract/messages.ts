/**
 * The words of the request fields' messages, for the person at the form (docs/contract.md,
 * "Messages"): each says what to do in the words of the screen ("Enter your email address"),
 * never a field's wire name or an internal term; a caller's program reads the failure's
 * `field` and `code` instead. The schemas (`fields.ts` and the request modules) and the site's
 * forms take their words from here. No zod: a screen may import the words alone.
 */
import { EMAIL_MAX } from "./constants";

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
  changedPassword: { called: "the new password", missing: "Choose a new password" },
  confirmEmail: { called: "the email", missing: "Type your email to confirm" },
  subject: { called: "the subject", missing: "Enter a subject" },
  message: { called: "your message", missing: "Write your message" },
  quantity: { called: "the quantity", missing: "Enter a quantity" },
  note: { called: "the note", missing: "Write a note" },
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


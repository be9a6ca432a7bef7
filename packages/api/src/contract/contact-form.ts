/**
 * The contact form's fields, once: each field's label, the rule it is checked by and how it is
 * typed. The request schema (`enquiryRequest`, enquiry-requests.ts) is built from this list, the
 * site's form renders, checks and sends these fields in this order, and the server's no-script
 * route names a refused field by its label. A new field is one entry here (and its storage on
 * the server: docs/change-cost.md). No zod here: the contact page's own chunk imports the list.
 */
import { MESSAGE_MAX, MESSAGE_MIN, NAME_MAX, SUBJECT_MAX } from "./constants";
import { fieldWords, type FieldWords } from "./messages";

/** How a field's value is checked: one line, an email address, or paragraphs. */
export type ContactFieldRule = { readonly kind: "line"; readonly max: number } | { readonly kind: "email" } | { readonly kind: "paragraphs"; readonly min: number; readonly max: number };

export interface ContactFieldDef {
  /** The label on the form (and on the no-script refusal page). */
  readonly label: string;
  /** How the rule's messages speak of the field (messages.ts). */
  readonly words: FieldWords;
  readonly rule: ContactFieldRule;
  /** The browser's autofill hint, where one fits. */
  readonly autoComplete?: string;
}

export const contactFields = {
  name: { label: "Name", words: fieldWords.name, rule: { kind: "line", max: NAME_MAX }, autoComplete: "name" },
  email: { label: "Email", words: fieldWords.email, rule: { kind: "email" }, autoComplete: "email" },
  subject: { label: "Subject", words: fieldWords.subject, rule: { kind: "line", max: SUBJECT_MAX } },
  message: { label: "Message", words: fieldWords.message, rule: { kind: "paragraphs", min: MESSAGE_MIN, max: MESSAGE_MAX } },
} as const satisfies Record<string, ContactFieldDef>;

export type ContactField = keyof typeof contactFields;

/** The fields in the form's order. */
export const contactFieldKeys = Object.keys(contactFields) as ContactField[];

/** What the form holds: every field as typed. */
export type ContactValues = Record<ContactField, string>;

/** A field's label, for a field name that may not be one of the form's (a refusal's `field`). */
export const contactFieldLabel = (field: string | undefined): string | undefined =>
  field !== undefined && Object.hasOwn(contactFields, field) ? contactFields[field as ContactField].label : undefined;

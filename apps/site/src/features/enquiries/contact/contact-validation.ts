/**
 * The contact form's checks in the browser: the server's own schema (`enquiryRequest` of
 * @jute/api/contract, in zod/mini), so the rules are the server's; each failed rule is told in
 * the form's words (`contactCopy.errors`). The server's refusals land on the field it names.
 * Plain functions: the page runs them without loading the flow's machine.
 */
import { enquiryRequest } from "@jute/api/contract";
import { contactCopy } from "../enquiries.copy";

export type ContactField = "name" | "email" | "subject" | "message";
export type ContactFieldErrors = Partial<Record<ContactField, string>>;
export const CONTACT_FIELDS: ContactField[] = ["name", "email", "subject", "message"];

export interface ContactInput {
  name: string;
  email: string;
  subject: string;
  message: string;
  /** The honeypot, hidden from people. */
  website: string;
}

/** The form's words for each field's failed rule: missing or too short, too long, other. */
function wordsFor(field: ContactField, issue: string): string {
  const errors = contactCopy.errors;
  const words: Record<ContactField, { tooSmall: string; tooBig: string; other: string }> = {
    name: { tooSmall: errors.nameMissing, tooBig: errors.nameTooLong, other: errors.controlCharacters },
    email: { tooSmall: errors.emailMissing, tooBig: errors.emailInvalid, other: errors.emailInvalid },
    subject: { tooSmall: errors.subjectMissing, tooBig: errors.subjectTooLong, other: errors.controlCharacters },
    message: { tooSmall: errors.messageTooShort, tooBig: errors.messageTooLong, other: errors.controlCharacters },
  };
  const forField = words[field];
  return issue === "too_small" ? forField.tooSmall : issue === "too_big" ? forField.tooBig : forField.other;
}

export function validateContact(input: ContactInput): ContactFieldErrors {
  const parsed = enquiryRequest.safeParse(input);
  const errors: ContactFieldErrors = {};
  if (parsed.success) return errors;
  for (const issue of parsed.error.issues) {
    const field = CONTACT_FIELDS.find((name) => name === issue.path[0]);
    if (field && errors[field] === undefined) errors[field] = wordsFor(field, issue.code);
  }
  return errors;
}

/**
 * The contact form's checks in the browser, with the server's bounds (the server checks
 * again and its refusals land on the same fields). Plain functions: the page runs them
 * without loading the flow's machine.
 */
import { CONTROL_CHARACTERS, LINE_BREAK, MESSAGE_MAX, MESSAGE_MIN, NAME_MAX, SUBJECT_MAX } from "@jute/api/contract";
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

/** Much like the server's check: something@something.tld, no spaces. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function validateContact(input: ContactInput): ContactFieldErrors {
  const errors: ContactFieldErrors = {};
  const { nameMissing, nameTooLong, emailMissing, emailInvalid, subjectMissing, subjectTooLong, messageTooShort, messageTooLong, controlCharacters } = contactCopy.errors;
  const line = (value: string) => CONTROL_CHARACTERS.test(value) || LINE_BREAK.test(value);
  const name = input.name.trim();
  const email = input.email.trim();
  const subject = input.subject.trim();
  const message = input.message.trim();
  if (!name) errors.name = nameMissing;
  else if (name.length > NAME_MAX) errors.name = nameTooLong;
  else if (line(name)) errors.name = controlCharacters;
  if (!email) errors.email = emailMissing;
  else if (!EMAIL.test(email) || email.length > 254) errors.email = emailInvalid;
  if (!subject) errors.subject = subjectMissing;
  else if (subject.length > SUBJECT_MAX) errors.subject = subjectTooLong;
  else if (line(subject)) errors.subject = controlCharacters;
  if (message.length < MESSAGE_MIN) errors.message = messageTooShort;
  else if (message.length > MESSAGE_MAX) errors.message = messageTooLong;
  else if (CONTROL_CHARACTERS.test(message)) errors.message = controlCharacters;
  return errors;
}

/** The field a server refusal is about: its message starts with the field's name. */
export function refusalField<F extends string>(msg: string, fields: readonly F[]): F | null {
  const first = /^([a-z_]+)\b/.exec(msg)?.[1];
  return fields.find((field) => field === first) ?? null;
}

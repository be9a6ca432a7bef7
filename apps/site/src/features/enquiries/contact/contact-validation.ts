/**
 * The contact form's checks in the browser: the server's own schema (`enquiryRequest` of
 * @jute/api/contract, in zod/mini, built from the contract's `contactFields`), so the rules and
 * their words are the server's: a failed rule shows the schema's message, the same sentence the
 * server answers for the same input. The server's refusals land on the field it names. Plain
 * functions: the page runs them without loading the flow's machine.
 */
import { contactFieldKeys, enquiryRequest, type ContactField, type ContactValues } from "@jute/api/contract";
import { schemaFieldErrors } from "../../../shared/api/schema-errors";

export type { ContactField };
export type ContactFieldErrors = Partial<Record<ContactField, string>>;
export const CONTACT_FIELDS: readonly ContactField[] = contactFieldKeys;

export type ContactInput = ContactValues & {
  /** The honeypot, hidden from people. */
  website: string;
};

export function validateContact(input: ContactInput): ContactFieldErrors {
  return schemaFieldErrors(enquiryRequest, input, Object.fromEntries(CONTACT_FIELDS.map((field) => [field, field])) as Record<ContactField, ContactField>);
}

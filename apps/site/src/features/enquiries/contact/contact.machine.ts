/**
 * The contact form (Contact Us): editing, submitting, sent, refused, failed. A submit is
 * checked first (errors on their fields, no request); the server's refusals go on the field
 * they name (or above the form: too many enquiries, a filled honeypot); a failure (network,
 * timeout) keeps everything typed for another try. Sent: the reference, in place of the form.
 */
import type { ApiResult } from "@jute/api/client";
import type { ContactValues } from "@jute/api/contract";
import { assertEvent, assign, fromPromise, setup } from "xstate";
import { apiClient } from "../../../shared/api/client";
import { contactCopy } from "../enquiries.copy";
import { refusedField } from "../../../shared/api/refusal";
import { CONTACT_FIELDS, validateContact, type ContactFieldErrors, type ContactInput } from "./contact-validation";

export interface ContactContext {
  fieldErrors: ContactFieldErrors;
  /** A refusal or failure not about one field. */
  error: string | null;
  reference: string | null;
}

/** Errors stay on their fields until the next submit (each field's own error clears as it is edited). */
export type ContactEvent = { type: "contact.submit" } & ContactInput;

type SendResult = ApiResult<{ reference: string }>;
type Submit = Extract<ContactEvent, { type: "contact.submit" }>;

const trimmed = (event: Submit): ContactInput => ({
  ...(Object.fromEntries(CONTACT_FIELDS.map((field) => [field, event[field].trim()])) as ContactValues),
  website: event.website,
});

/** What the form does while it can be edited (editing, refused, failed). */
const editable = {
  "contact.submit": [
    { guard: "invalid", target: "editing", actions: "showFieldErrors" },
    { target: "submitting", actions: "clearErrors" },
  ],
} as const;

export const contactMachine = setup({
  types: {
    context: {} as ContactContext,
    events: {} as ContactEvent,
  },
  actors: {
    sendEnquiry: fromPromise<SendResult, ContactInput>(async ({ input }) => (await apiClient()).sendEnquiry(input)),
  },
  actions: {
    showFieldErrors: assign({
      fieldErrors: ({ event }) => {
        assertEvent(event, "contact.submit");
        return validateContact(event);
      },
      error: null,
    }),
    clearErrors: assign({ fieldErrors: {}, error: null }),
  },
  guards: {
    invalid: ({ event }) => event.type === "contact.submit" && Object.keys(validateContact(event)).length > 0,
    sent: (_, params: { result: SendResult }) => params.result.kind === "ok",
    refused: (_, params: { result: SendResult }) => params.result.kind === "refused",
  },
}).createMachine({
  id: "contact",
  context: { fieldErrors: {}, error: null, reference: null },
  initial: "editing",
  states: {
    editing: { on: editable },
    submitting: {
      invoke: {
        id: "sendEnquiry",
        src: "sendEnquiry",
        input: ({ event }) => {
          assertEvent(event, "contact.submit");
          return trimmed(event);
        },
        onDone: [
          {
            guard: { type: "sent", params: ({ event }) => ({ result: event.output }) },
            target: "sent",
            actions: assign({ reference: ({ event }) => (event.output.kind === "ok" ? event.output.data.reference : null) }),
          },
          {
            guard: { type: "refused", params: ({ event }) => ({ result: event.output }) },
            target: "refused",
            actions: assign(({ event }) => {
              const field = refusedField(event.output, CONTACT_FIELDS);
              return field ? { fieldErrors: { [field]: event.output.msg }, error: null } : { fieldErrors: {}, error: event.output.msg || contactCopy.somethingWrong };
            }),
          },
          { target: "failed", actions: assign({ error: contactCopy.failed }) },
        ],
        onError: { target: "failed", actions: assign({ error: contactCopy.somethingWrong }) },
      },
    },
    refused: { on: editable },
    failed: { on: editable },
    sent: { type: "final" },
  },
});

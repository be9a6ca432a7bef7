/**
 * Sign-up: Full Name, Email Address, Enter Password and Confirm Password. Before any request, the fields are checked with the contract's own schema
 * (`../account-checks.ts`): a name too long or a password too short gets the server's sentence
 * on its field at once; different passwords: "The passwords do not match" on Confirm Password.
 * Either way no request. "Submitting…" while the call runs; on success a toast and /login, with the address
 * just given filled in and, with mail on, where its confirmation link went (the way back to a
 * price is then kept in this browser for the link: ../account-state.ts); and the address
 * just given filled in and the way back to a price (from a View Price link, through /login
 * and Sign up) handed on in history state (../account-state.ts). The server's
 * refusals go on the field they concern (a taken email on Email, a weak password on Enter
 * Password) and into the form's focused summary, with no toast repeating them (`tell`, issue 26). After a refusal, editing
 * any field clears the field errors, so the corrected form is sent again.
 */
import type { ApiResult } from "@jute/api/client";
import { tell, type Outcome } from "../../../shared/toasts";
import { assertEvent, assign, fromPromise, setup } from "xstate";
import { apiClient } from "../../../shared/api/client";
import { refusalOf } from "../../../shared/api/result";
import { refusedField } from "../../../shared/api/refusal";
import { navigateTo } from "../../../shared/flows/navigate";
import type { ReturnTo } from "../../../shared/session/session.machine";
import { accountState, keepReturnForLink } from "../account-state";
import { accountCopy } from "../account.copy";
import { checkRegistration, hasErrors } from "../account-checks";

export type RegistrationField = "name" | "email" | "password" | "confirm";
export type FieldErrors = Partial<Record<RegistrationField, string>>;

export interface RegistrationContext {
  /** Errors on the fields (each blocks the browser's submit while it stands). */
  fieldErrors: FieldErrors;
  /** The server's last refusal about one field: it stays in the summary after an edit, until the next submit. */
  refusal: { field: RegistrationField; msg: string } | null;
  /** A refusal or failure not about one field. */
  error: string | null;
  /** The way back to a price, handed on to /login (null: none). */
  returnTo: ReturnTo | null;
  /** The email address sent, which /login fills in after the sign-up. */
  email: string;
  /** Where the confirmation link went (mail on), "" when the account can log in at once. */
  sentTo: string;
}

export type RegistrationEvent =
  | { type: "registration.submit"; name: string; email: string; password: string; confirm: string }
  | { type: "registration.edit"; field: RegistrationField };

export const PASSWORD_MISMATCH = accountCopy.passwordMismatch;

/** The fields a refusal can be about (the server names them in `field`: a taken email, a weak password...). */
export const REFUSABLE_FIELDS = ["name", "email", "password"] as const satisfies readonly RegistrationField[];

export const registrationMachine = setup({
  types: {
    context: {} as RegistrationContext,
    events: {} as RegistrationEvent,
    input: {} as { returnTo?: ReturnTo | null },
  },
  actors: {
    register: fromPromise<ApiResult<string | null>, { name: string; email: string; password: string }>(async ({ input }) =>
      (await apiClient()).registerMember(input),
    ),
  },
  actions: {
    /** Through `tell`: a refusal is said by the form's focused summary; the new account by a toast on /login. */
    tell: (_, params: { outcome: Outcome; msg: string }) => {
      tell(params.outcome, params.msg);
    },
    /** To /login, with the address just signed up with and the way back to a price. */
    goToLogin: ({ context }) => {
      if (context.sentTo) keepReturnForLink(context.returnTo);
      navigateTo("/login", accountState(context.returnTo, context.email, context.sentTo));
    },
  },
  guards: {
    /** The contract's rules (the server's words) or different passwords: shown at once, nothing sent. */
    breaksRules: ({ event }) => event.type === "registration.submit" && hasErrors(checkRegistration(event)),
    succeeded: (_, params: { result: ApiResult<string | null> }) => params.result.kind === "ok",
    refused: (_, params: { result: ApiResult<string | null> }) => params.result.kind === "refused",
  },
}).createMachine({
  id: "registration",
  context: ({ input }) => ({ fieldErrors: {}, refusal: null, error: null, returnTo: input?.returnTo ?? null, email: "", sentTo: "" }),
  initial: "editing",
  states: {
    editing: {
      on: {
        "registration.submit": [
          {
            guard: "breaksRules",
            target: "editing",
            actions: assign({
              fieldErrors: ({ event }) => {
                assertEvent(event, "registration.submit");
                return checkRegistration(event);
              },
              refusal: null,
              error: null,
            }),
          },
          { target: "submitting", actions: assign({ fieldErrors: {}, refusal: null, error: null, email: ({ event }) => event.email.trim() }) },
        ],
        // Any edit after a refusal clears the field errors: each one blocks the browser's submit
        // while it stands, so a correction in another field would otherwise send nothing.
        "registration.edit": { actions: assign({ fieldErrors: {} }) },
      },
    },
    submitting: {
      invoke: {
        id: "register",
        src: "register",
        input: ({ event }) => {
          assertEvent(event, "registration.submit");
          const submit = event;
          return { name: submit.name.trim(), email: submit.email.trim(), password: submit.password };
        },
        onDone: [
          {
            guard: { type: "succeeded", params: ({ event }) => ({ result: event.output }) },
            target: "registered",
            actions: [
              assign({ sentTo: ({ event }) => (event.output.kind === "ok" ? (event.output.data ?? "") : "") }),
              { type: "tell", params: ({ event }) => ({ outcome: "registration.done" as const, msg: event.output.msg.trim() || "Successful" }) },
            ],
          },
          {
            guard: { type: "refused", params: ({ event }) => ({ result: event.output }) },
            target: "editing",
            actions: [
              assign(({ event }) => {
                const refusal = refusalOf(event.output);
                const field = refusedField(refusal, REFUSABLE_FIELDS);
                return field
                  ? { fieldErrors: { [field]: refusal.msg }, refusal: { field, msg: refusal.msg }, error: null }
                  : { fieldErrors: {}, refusal: null, error: refusal.msg || "Error" };
              }),
              { type: "tell", params: ({ event }) => ({ outcome: "registration.refused" as const, msg: event.output.msg || "Error" }) },
            ],
          },
          {
            target: "editing",
            actions: [
              assign({ error: ({ event }) => event.output.msg || "Error" }),
              { type: "tell", params: ({ event }) => ({ outcome: "registration.refused" as const, msg: event.output.msg || "Error" }) },
            ],
          },
        ],
        onError: {
          target: "editing",
          actions: [assign({ error: "Something went wrong" }), { type: "tell", params: { outcome: "registration.refused" as const, msg: "Something went wrong" } }],
        },
      },
    },
    registered: { type: "final", entry: "goToLogin" },
  },
});

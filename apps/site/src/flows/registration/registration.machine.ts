/**
 * Sign-up: Full Name, Email Address, the +880 prefix (shown, not sent), Enter Password and
 * Confirm Password. Different passwords: "Password not match" on Confirm Password and no
 * request. "Submitting…" while the call runs; on success a toast and /login. The server's
 * refusals go on the field they concern (a taken email on Email, a weak password on Enter
 * Password) and in a toast, as the original's error catalogue has it.
 */
import type { ApiResult } from "@jute/api/client";
import { notify } from "../../features/toasts";
import { assign, fromPromise, setup } from "xstate";
import { apiClient } from "../../app/api";
import { navigateTo } from "../navigate";

export type RegistrationField = "name" | "email" | "password" | "confirm";
export type FieldErrors = Partial<Record<RegistrationField, string>>;

export interface RegistrationContext {
  fieldErrors: FieldErrors;
  /** A refusal or failure not about one field. */
  error: string | null;
}

export type RegistrationEvent =
  | { type: "registration.submit"; name: string; email: string; password: string; confirm: string }
  | { type: "registration.edit"; field: RegistrationField };

export const PASSWORD_MISMATCH = "Password not match";

/** Which field a refusal is about, from its status and the server's words. */
export function refusalField(result: { status: number; msg: string }): RegistrationField | null {
  if (result.status === 409 || /email/i.test(result.msg)) return "email";
  if (/password/i.test(result.msg)) return "password";
  if (/\bname\b/i.test(result.msg)) return "name";
  return null;
}

export const registrationMachine = setup({
  types: {
    context: {} as RegistrationContext,
    events: {} as RegistrationEvent,
  },
  actors: {
    register: fromPromise<ApiResult<null>, { name: string; email: string; password: string }>(async ({ input }) =>
      (await apiClient()).registerMember(input),
    ),
  },
  actions: {
    toastError: (_, params: { msg: string }) => {
      notify.error(params.msg);
    },
    toastRegistered: (_, params: { msg: string }) => {
      notify.success(params.msg);
    },
    goToLogin: () => navigateTo("/login"),
  },
  guards: {
    passwordsDiffer: ({ event }) => event.type === "registration.submit" && event.password !== event.confirm,
    succeeded: (_, params: { result: ApiResult<null> }) => params.result.kind === "ok",
    refused: (_, params: { result: ApiResult<null> }) => params.result.kind === "refused",
  },
}).createMachine({
  id: "registration",
  context: { fieldErrors: {}, error: null },
  initial: "editing",
  states: {
    editing: {
      on: {
        "registration.submit": [
          {
            guard: "passwordsDiffer",
            target: "editing",
            actions: assign({ fieldErrors: { confirm: PASSWORD_MISMATCH }, error: null }),
          },
          { target: "submitting", actions: assign({ fieldErrors: {}, error: null }) },
        ],
        "registration.edit": {
          actions: assign({
            fieldErrors: ({ context, event }) => {
              const next = { ...context.fieldErrors };
              delete next[event.field];
              return next;
            },
          }),
        },
      },
    },
    submitting: {
      invoke: {
        id: "register",
        src: "register",
        input: ({ event }) => {
          const submit = event as Extract<RegistrationEvent, { type: "registration.submit" }>;
          return { name: submit.name.trim(), email: submit.email.trim(), password: submit.password };
        },
        onDone: [
          {
            guard: { type: "succeeded", params: ({ event }) => ({ result: event.output }) },
            target: "registered",
            actions: { type: "toastRegistered", params: ({ event }) => ({ msg: event.output.msg.trim() || "Registration successful: you can log in now" }) },
          },
          {
            guard: { type: "refused", params: ({ event }) => ({ result: event.output }) },
            target: "editing",
            actions: [
              assign(({ event }) => {
                const refusal = event.output as Extract<ApiResult<null>, { kind: "refused" }>;
                const field = refusalField(refusal);
                return field ? { fieldErrors: { [field]: refusal.msg }, error: null } : { fieldErrors: {}, error: refusal.msg || "Error" };
              }),
              { type: "toastError", params: ({ event }) => ({ msg: event.output.msg || "Error" }) },
            ],
          },
          {
            target: "editing",
            actions: [
              assign({ error: ({ event }) => event.output.msg || "Error" }),
              { type: "toastError", params: ({ event }) => ({ msg: event.output.msg || "Error" }) },
            ],
          },
        ],
        onError: {
          target: "editing",
          actions: [assign({ error: "Something went wrong" }), { type: "toastError", params: { msg: "Something went wrong" } }],
        },
      },
    },
    registered: { type: "final", entry: "goToLogin" },
  },
});

/**
 * Forgotten password: the email, "Sending…" while the call runs, then the server's reply, which
 * is the same whether or not the email is a member's. A refusal about the email goes on the
 * field; a limit or a failure at the top of the form.
 */
import type { ApiResult } from "@jute/api/client";
import { assign, fromPromise, setup } from "xstate";
import { apiClient } from "../../../shared/api/client";
import { refusalOf } from "../../../shared/api/result";
import { accountCopy } from "../account.copy";

export interface ForgotPasswordContext {
  email: string;
  /** The refusal of the email field. */
  fieldError: string | null;
  /** A limit or failure not about the field. */
  error: string | null;
  /** The server's reply once sent. */
  sent: string | null;
}

export type ForgotPasswordEvent = { type: "forgot.submit"; email: string } | { type: "forgot.edit" };


export const forgotPasswordMachine = setup({
  types: {
    context: {} as ForgotPasswordContext,
    events: {} as ForgotPasswordEvent,
  },
  actors: {
    requestReset: fromPromise<ApiResult<null>, { email: string }>(async ({ input }) => (await apiClient()).requestPasswordReset(input)),
  },
  guards: {
    succeeded: (_, params: { result: ApiResult<null> }) => params.result.kind === "ok",
    aboutEmail: (_, params: { result: ApiResult<null> }) => params.result.kind === "refused" && params.result.status === 400 && /email/i.test(params.result.msg),
  },
}).createMachine({
  id: "forgotPassword",
  context: { email: "", fieldError: null, error: null, sent: null },
  initial: "editing",
  states: {
    editing: {
      on: {
        "forgot.submit": {
          target: "submitting",
          actions: assign(({ event }) => ({ email: event.email.trim(), fieldError: null, error: null })),
        },
        "forgot.edit": { actions: assign({ fieldError: null }) },
      },
    },
    submitting: {
      invoke: {
        id: "requestReset",
        src: "requestReset",
        input: ({ context }) => ({ email: context.email }),
        onDone: [
          {
            guard: { type: "succeeded", params: ({ event }) => ({ result: event.output }) },
            target: "sent",
            actions: assign({ sent: ({ event }) => event.output.msg }),
          },
          {
            guard: { type: "aboutEmail", params: ({ event }) => ({ result: event.output }) },
            target: "editing",
            actions: assign({ fieldError: ({ event }) => refusalOf(event.output).msg }),
          },
          {
            target: "editing",
            actions: assign({ error: ({ event }) => (event.output.kind === "ok" ? null : event.output.msg || "Error") }),
          },
        ],
        onError: { target: "editing", actions: assign({ error: accountCopy.somethingWrong }) },
      },
    },
    sent: { type: "final" },
  },
});

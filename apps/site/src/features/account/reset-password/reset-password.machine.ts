/**
 * Reset form: the token comes from the link (after `#`), the new password twice. The password is
 * checked with the contract's schema before any request (`../account-checks.ts`: too short or too
 * long, in the server's words, on its field); different passwords: "The passwords do not match"
 * on the confirmation. Either way no request. The server's refusal of
 * the password goes on its field; a link that cannot be used (used, expired, forged, cut
 * short: 410, or a token missing or of the wrong shape in the link) leaves the form for one
 * message and a way to ask again, found as the page opens (the server is asked before anything is
 * typed). On
 * success every session of the member has ended, and the page offers to log in.
 */
import type { ApiResult } from "@jute/api/client";
import { assertEvent, assign, fromPromise, setup } from "xstate";
import { apiClient } from "../../../shared/api/client";
import { accountCopy } from "../account.copy";
import { checkReset, hasErrors } from "../account-checks";

export type ResetField = "password" | "confirm";

export interface ResetPasswordInput {
  token: string | null;
}

export interface ResetPasswordContext {
  token: string | null;
  fieldErrors: Partial<Record<ResetField, string>>;
  error: string | null;
  /** The server's confirmation, or the reason the link cannot be used. */
  message: string | null;
}

export type ResetPasswordEvent = { type: "reset.submit"; password: string; confirm: string } | { type: "reset.edit"; field: ResetField };

/** 256 random bits in base64url, as the server makes them. */
export const RESET_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const resetPasswordMachine = setup({
  types: {
    input: {} as ResetPasswordInput,
    context: {} as ResetPasswordContext,
    events: {} as ResetPasswordEvent,
  },
  actors: {
    /**
     * Whether the link can be used, asked as the page opens (before a password is typed): one
     * cut short is refused without a request; the server refuses a used or expired one (410).
     * When it cannot be asked (offline, busy), the form shows and the reset itself will tell.
     */
    checkToken: fromPromise<boolean, { token: string | null }>(async ({ input }) => {
      if (input.token === null || !RESET_TOKEN_PATTERN.test(input.token)) return false;
      const result = await (await apiClient()).checkResetLink({ token: input.token });
      return !(result.kind === "refused" && result.status === 410);
    }),
    resetPassword: fromPromise<ApiResult<null>, { token: string; password: string }>(async ({ input }) => (await apiClient()).resetPassword(input)),
  },
  guards: {
    wellFormed: (_, params: { wellFormed: boolean }) => params.wellFormed,
    /** The contract's rules for the new password (the server's words) or different passwords: nothing sent. */
    breaksRules: ({ context, event }) => event.type === "reset.submit" && hasErrors(checkReset({ token: context.token ?? "", ...event })),
    succeeded: (_, params: { result: ApiResult<null> }) => params.result.kind === "ok",
    linkGone: (_, params: { result: ApiResult<null> }) => params.result.kind === "refused" && params.result.status === 410,
    aboutPassword: (_, params: { result: ApiResult<null> }) => params.result.kind === "refused" && params.result.status === 400 && /password/i.test(params.result.msg),
  },
}).createMachine({
  id: "resetPassword",
  context: ({ input }) => ({ token: input.token, fieldErrors: {}, error: null, message: null }),
  initial: "checking",
  states: {
    checking: {
      invoke: {
        id: "checkToken",
        src: "checkToken",
        input: ({ context }) => ({ token: context.token }),
        onDone: [
          { guard: { type: "wellFormed", params: ({ event }) => ({ wellFormed: event.output }) }, target: "editing" },
          { target: "invalid", actions: assign({ message: accountCopy.reset.invalid }) },
        ],
        onError: { target: "invalid", actions: assign({ message: accountCopy.reset.invalid }) },
      },
    },
    editing: {
      on: {
        "reset.submit": [
          {
            guard: "breaksRules",
            actions: assign({
              fieldErrors: ({ context, event }) => {
                assertEvent(event, "reset.submit");
                return checkReset({ token: context.token ?? "", password: event.password, confirm: event.confirm });
              },
              error: null,
            }),
          },
          { target: "submitting", actions: assign({ fieldErrors: {}, error: null }) },
        ],
        "reset.edit": {
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
        id: "resetPassword",
        src: "resetPassword",
        input: ({ context, event }) => {
          assertEvent(event, "reset.submit");
          return { token: context.token ?? "", password: event.password };
        },
        onDone: [
          {
            guard: { type: "succeeded", params: ({ event }) => ({ result: event.output }) },
            target: "done",
            actions: assign({ message: ({ event }) => event.output.msg }),
          },
          {
            guard: { type: "linkGone", params: ({ event }) => ({ result: event.output }) },
            target: "invalid",
            actions: assign({ message: ({ event }) => event.output.msg || accountCopy.reset.invalid }),
          },
          {
            guard: { type: "aboutPassword", params: ({ event }) => ({ result: event.output }) },
            target: "editing",
            actions: assign({ fieldErrors: ({ event }) => ({ password: event.output.msg }) }),
          },
          {
            target: "editing",
            actions: assign({ error: ({ event }) => event.output.msg || "Error" }),
          },
        ],
        onError: { target: "editing", actions: assign({ error: accountCopy.somethingWrong }) },
      },
    },
    done: { type: "final" },
    invalid: { type: "final" },
  },
});

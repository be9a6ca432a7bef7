/**
 * The login form: a visitor with a stored token is sent to /; otherwise the form, "Logging in…"
 * while the call runs, and the server's words (or "Error") when it refuses. On success the
 * session takes over (stores, toasts, navigates to / or back to the costing page).
 *
 * Confirming an address (mail on, issue 32): /login opened from the link in the mail
 * (`#confirm=<token>`) confirms it and logs the member in, back to the price they came from;
 * a link that cannot be used leaves the form with the server's words. A login refused because
 * the address is not confirmed yet (`unconfirmed`), or the page reached right after a sign-up
 * (`sentTo`), says where the link went and offers "Send the link again".
 */
import type { Member } from "@jute/api/contract";
import type { ApiResult, LoginData } from "@jute/api/client";
import { tell, type Outcome } from "../../../shared/toasts";
import { assertEvent, assign, fromPromise, setup } from "xstate";
import { apiClient } from "../../../shared/api/client";
import { readSession } from "../../../shared/session/stored-session";
import { navigateTo } from "../../../shared/flows/navigate";
import type { ReturnTo } from "../../../shared/session/session.machine";
import { accountCopy } from "../account.copy";

const linkCopy = accountCopy.addressLink;

export interface LoginInput {
  returnTo: ReturnTo | null;
}

export interface LoginContext {
  returnTo: ReturnTo | null;
  /** The last refusal or failure, shown at the top of the form. */
  error: string | null;
  confirmToken: string | null;
  /** The address whose link is awaited ("" when none). */
  email: string;
  /** Where the link went, or what "Send the link again" answered. */
  notice: string | null;
}

export type LoginEvent =
  | { type: "login.submit"; email: string; password: string }
  /** The page was opened from the mail's link: confirm the address with its token. */
  | { type: "login.confirm"; token: string }
  /** The page was reached right after a sign-up whose link went to `email`. */
  | { type: "login.linkSent"; email: string }
  | { type: "login.resend" };

/**
 * Sent by the page as it opens, before or after the stored session is checked: the mail's link
 * confirms whoever holds it, logged in or not.
 */
const opening = {
  "login.confirm": { target: "confirming", actions: "keepConfirmToken" },
  "login.linkSent": { target: "unconfirmed", actions: "noteLinkSent" },
} as const;

export const loginMachine = setup({
  types: {
    input: {} as LoginInput,
    context: {} as LoginContext,
    events: {} as LoginEvent,
  },
  actors: {
    /** Whether a token is stored (the original sends such a visitor to /). */
    checkSession: fromPromise<boolean>(async () => readSession() !== null),
    logIn: fromPromise<ApiResult<LoginData>, { email: string; password: string }>(async ({ input }) =>
      (await apiClient()).login(input),
    ),
    confirmAddress: fromPromise<ApiResult<LoginData>, { token: string }>(async ({ input }) => (await apiClient()).confirmAddress(input)),
    sendLink: fromPromise<ApiResult<null>, { email: string }>(async ({ input }) => (await apiClient()).sendAddressLink(input)),
  },
  actions: {
    keepConfirmToken: assign({ confirmToken: ({ event }) => (event.type === "login.confirm" ? event.token : null) }),
    noteLinkSent: assign(({ event }) => (event.type === "login.linkSent" ? { email: event.email, notice: linkCopy.sentTo(event.email) } : {})),
    goHome: () => navigateTo("/"),
    /** Hands the member to the session actor (loaded with this flow). */
    startSession: (_, params: { user: Member; token: string; msg: string; returnTo: ReturnTo | null }) => {
      void import("../../../shared/session/session-service").then(({ sendToSession }) => sendToSession({ type: "session.login", ...params }));
    },
    /** Through `tell`: a refusal is said by the form's focused error summary, so no toast repeats it. */
    tell: (_, params: { outcome: Outcome; msg: string }) => {
      tell(params.outcome, params.msg);
    },
  },
  guards: {
    hasToken: (_, params: { stored: boolean }) => params.stored,
    succeeded: (_, params: { result: ApiResult<LoginData> }) => params.result.kind === "ok",
    unconfirmed: (_, params: { result: ApiResult<LoginData> }) => params.result.kind === "refused" && params.result.code === "unconfirmed",
  },
}).createMachine({
  id: "login",
  context: ({ input }) => ({ returnTo: input.returnTo, error: null, confirmToken: null, email: "", notice: null }),
  initial: "checking",
  states: {
    confirming: {
      invoke: {
        id: "confirmAddress",
        src: "confirmAddress",
        input: ({ context }) => ({ token: context.confirmToken ?? "" }),
        onDone: [
          {
            guard: { type: "succeeded", params: ({ event }) => ({ result: event.output }) },
            target: "done",
            actions: {
              type: "startSession",
              params: ({ context, event }) => {
                const data = event.output.kind === "ok" ? event.output : null;
                return { user: data?.data.user as Member, token: data?.data.token ?? "", msg: data?.msg ?? "", returnTo: context.returnTo };
              },
            },
          },
          {
            target: "editing",
            actions: [
              assign({ error: ({ event }) => (event.output.kind === "ok" ? null : event.output.msg || "Error") }),
              { type: "tell", params: ({ event }) => ({ outcome: "login.refused" as const, msg: event.output.kind === "ok" ? "" : event.output.msg || "Error" }) },
            ],
          },
        ],
        onError: {
          target: "editing",
          actions: [assign({ error: "Something went wrong" }), { type: "tell", params: { outcome: "login.refused" as const, msg: "Something went wrong" } }],
        },
      },
    },
    unconfirmed: {
      on: { "login.submit": "submitting", "login.resend": "resending" },
    },
    resending: {
      invoke: {
        id: "sendLink",
        src: "sendLink",
        input: ({ context }) => ({ email: context.email }),
        onDone: { target: "unconfirmed", actions: assign({ notice: ({ event }) => event.output.msg || linkCopy.failed }) },
        onError: { target: "unconfirmed", actions: assign({ notice: linkCopy.failed }) },
      },
    },
    checking: {
      on: opening,
      invoke: {
        id: "checkSession",
        src: "checkSession",
        onDone: [
          { guard: { type: "hasToken", params: ({ event }) => ({ stored: event.output }) }, target: "redirecting" },
          { target: "editing" },
        ],
        onError: "editing",
      },
    },
    redirecting: { type: "final", entry: "goHome" },
    editing: {
      on: { "login.submit": "submitting", ...opening },
    },
    submitting: {
      entry: assign({ error: null, notice: null, email: ({ event }) => (event.type === "login.submit" ? event.email : "") }),
      invoke: {
        id: "logIn",
        src: "logIn",
        input: ({ event }) => {
          assertEvent(event, "login.submit");
          return { email: event.email, password: event.password };
        },
        onDone: [
          {
            guard: { type: "succeeded", params: ({ event }) => ({ result: event.output }) },
            target: "done",
            actions: {
              type: "startSession",
              params: ({ context, event }) => {
                const data = event.output.kind === "ok" ? event.output : null;
                // Staff land on their console: on the console page that sent them to log in
                // again (their session ended there), else on its home, whatever else sent them.
                const backToConsole = context.returnTo && /^\/staff(\/|$)/.test(context.returnTo.path) ? context.returnTo : { path: "/staff" };
                const returnTo = data?.data.user.role === "staff" ? backToConsole : context.returnTo;
                return { user: data?.data.user as Member, token: data?.data.token ?? "", msg: data?.msg ?? "", returnTo };
              },
            },
          },
          {
            // The right password, but the address is not confirmed yet: where the link went, and "Send the link again".
            guard: { type: "unconfirmed", params: ({ event }) => ({ result: event.output }) },
            target: "unconfirmed",
            actions: [
              assign({ error: ({ event }) => (event.output.kind === "ok" ? null : event.output.msg) }),
              { type: "tell", params: ({ event }) => ({ outcome: "login.refused" as const, msg: event.output.kind === "ok" ? "" : event.output.msg }) },
            ],
          },
          {
            target: "editing",
            actions: [
              assign({ error: ({ event }) => (event.output.kind === "ok" ? null : event.output.msg || "Error") }),
              { type: "tell", params: ({ event }) => ({ outcome: "login.refused" as const, msg: event.output.kind === "ok" ? "" : event.output.msg || "Error" }) },
            ],
          },
        ],
        onError: {
          target: "editing",
          actions: [assign({ error: "Something went wrong" }), { type: "tell", params: { outcome: "login.refused" as const, msg: "Something went wrong" } }],
        },
      },
    },
    done: { type: "final" },
  },
});

/**
 * The login form: a visitor with a stored token is sent to /; otherwise the form, "Logging in…"
 * while the call runs, and the server's words (or "Error") when it refuses. On success the
 * session takes over (stores, toasts, navigates to / or back to the costing page).
 */
import type { Member } from "@jute/api/contract";
import type { ApiResult, LoginData } from "@jute/api/client";
import { tell, type Outcome } from "../../../shared/toasts";
import { assertEvent, assign, fromPromise, setup } from "xstate";
import { apiClient } from "../../../shared/api/client";
import { readSession } from "../../../shared/session/stored-session";
import { navigateTo } from "../../../shared/flows/navigate";
import type { ReturnTo } from "../../../shared/session/session.machine";

export interface LoginInput {
  returnTo: ReturnTo | null;
}

export interface LoginContext {
  returnTo: ReturnTo | null;
  /** The last refusal or failure, shown at the top of the form. */
  error: string | null;
}

export type LoginEvent = { type: "login.submit"; email: string; password: string };

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
  },
  actions: {
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
  },
}).createMachine({
  id: "login",
  context: ({ input }) => ({ returnTo: input.returnTo, error: null }),
  initial: "checking",
  states: {
    checking: {
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
      on: { "login.submit": "submitting" },
    },
    submitting: {
      entry: assign({ error: null }),
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

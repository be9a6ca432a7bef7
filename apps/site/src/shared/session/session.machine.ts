/**
 * The member's session: the stored user and token, login (store both, go to / with a toast, or
 * back to the costing page the visitor came from with the login said politely and no toast:
 * the page shows the prices, and a toast covered them and the selects on a phone, issue 26), logout (clear both, go to /, revoke the token on
 * the server) and other tabs logging in or out (the `storage` event).
 *
 * The header reads the stored session directly (no XState on content pages); this machine is
 * the only writer of it.
 */
import type { Member } from "@jute/api/contract";
import { tell } from "../toasts";
import { assign, fromCallback, fromPromise, setup } from "xstate";
import { env } from "../config/env";
import { clearSession, readSession, TOKEN_KEY, USER_KEY, writeSession } from "./stored-session";
import { log } from "../flows/log";
import { navigateTo } from "../flows/navigate";

/** Where a login started from a costing page's View Price link returns to, with its selections. */
export interface ReturnTo {
  readonly path: string;
  readonly state?: unknown;
}

export interface StoredMember {
  readonly user: Pick<Member, "name"> & Partial<Member>;
  readonly token: string;
}

export interface SessionContext {
  user: StoredMember["user"] | null;
  token: string | null;
}

export type SessionEvent =
  | { type: "session.login"; user: Member; token: string; msg: string; returnTo: ReturnTo | null }
  | { type: "session.logout" }
  | { type: "session.storage.changed" }
  /** The server already ended the session (log out everywhere, account deleted): forget it, stay on the page. */
  | { type: "session.ended" }
  /** The member's name changed (the account page): the stored user follows. */
  | { type: "session.renamed"; user: Member };

const readStoredMember = (): StoredMember | null => {
  const stored = readSession();
  return stored ? { token: stored.token, user: { name: stored.userName } } : null;
};

/** Said once the member pressed Logout (the header's Login link alone says nothing happened). */
export const LOGGED_OUT = "You are logged out";

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
  },
  actors: {
    /** Reads the stored user and token (localStorage). */
    restore: fromPromise<StoredMember | null>(async () => readStoredMember()),
    /** Revokes `token` on the server; the token is passed in because storage is already cleared. */
    revoke: fromPromise<string, { token: string }>(async ({ input }) => {
      const { createApiClient } = await import("@jute/api/client");
      const client = createApiClient({
        baseURL: env.apiBase,
        ...(env.serviceCredentials ? { serviceCredentials: env.serviceCredentials } : {}),
        getToken: () => input.token,
      });
      const result = await client.logout();
      if (result.kind !== "ok") throw new Error(result.msg);
      return result.msg;
    }),
    /** Another tab logged in or out. */
    watchStorage: fromCallback<SessionEvent>(({ sendBack }) => {
      const onStorage = (event: StorageEvent) => {
        if (event.key === null || event.key === USER_KEY || event.key === TOKEN_KEY) sendBack({ type: "session.storage.changed" });
      };
      window.addEventListener("storage", onStorage);
      return () => window.removeEventListener("storage", onStorage);
    }),
  },
  actions: {
    storeSession: (_, params: { user: Member; token: string }) => writeSession(params.user, params.token),
    clearStoredSession: () => clearSession(),
    announceLogin: (_, params: { msg: string; returnTo: ReturnTo | null }) => {
      const words = params.msg.trim() === "" ? "Successful" : params.msg;
      tell(params.returnTo ? "login.returned" : "login.done", words);
    },
    announceLogout: () => {
      tell("logout.done", LOGGED_OUT);
    },
    goAfterLogin: (_, params: { returnTo: ReturnTo | null }) => navigateTo(params.returnTo?.path ?? "/", params.returnTo?.state),
    goHome: () => navigateTo("/"),
    logRevokeFailure: (_, params: { error: unknown }) => log("logout: the server did not revoke the token", params.error),
  },
  guards: {
    hasStoredMember: (_, params: { member: StoredMember | null }) => params.member !== null,
  },
}).createMachine({
  id: "session",
  context: { user: null, token: null },
  invoke: { id: "watchStorage", src: "watchStorage" },
  initial: "restoring",
  states: {
    restoring: {
      invoke: {
        id: "restore",
        src: "restore",
        onDone: [
          {
            guard: { type: "hasStoredMember", params: ({ event }) => ({ member: event.output }) },
            target: "loggedIn",
            actions: assign(({ event }) => ({ user: event.output?.user ?? null, token: event.output?.token ?? null })),
          },
          { target: "loggedOut", actions: assign({ user: null, token: null }) },
        ],
        onError: { target: "loggedOut", actions: assign({ user: null, token: null }) },
      },
    },
    loggedOut: {
      on: {
        "session.login": {
          target: "loggedIn",
          actions: [
            assign(({ event }) => ({ user: event.user, token: event.token })),
            { type: "storeSession", params: ({ event }) => ({ user: event.user, token: event.token }) },
            // Navigate first: the toast then belongs to the page it is read on.
            { type: "goAfterLogin", params: ({ event }) => ({ returnTo: event.returnTo }) },
            { type: "announceLogin", params: ({ event }) => ({ msg: event.msg, returnTo: event.returnTo }) },
          ],
        },
        "session.storage.changed": "restoring",
      },
    },
    loggedIn: {
      on: {
        // A member logs in over another (the same tab after another tab's login, say).
        "session.login": {
          target: "loggedIn",
          actions: [
            assign(({ event }) => ({ user: event.user, token: event.token })),
            { type: "storeSession", params: ({ event }) => ({ user: event.user, token: event.token }) },
            // Navigate first: the toast then belongs to the page it is read on.
            { type: "goAfterLogin", params: ({ event }) => ({ returnTo: event.returnTo }) },
            { type: "announceLogin", params: ({ event }) => ({ msg: event.msg, returnTo: event.returnTo }) },
          ],
        },
        "session.logout": "loggingOut",
        "session.storage.changed": "restoring",
        "session.ended": { target: "loggedOut", actions: ["clearStoredSession", assign({ user: null, token: null })] },
        "session.renamed": {
          actions: [
            assign(({ event }) => ({ user: event.user })),
            { type: "storeSession", params: ({ context, event }) => ({ user: event.user, token: context.token ?? "" }) },
          ],
        },
      },
    },
    loggingOut: {
      // Home first, then the words: the notice is read on the page it belongs to.
      entry: ["clearStoredSession", "goHome", "announceLogout"],
      invoke: {
        id: "revoke",
        src: "revoke",
        input: ({ context }) => ({ token: context.token ?? "" }),
        onDone: { target: "loggedOut", actions: assign({ user: null, token: null }) },
        onError: {
          target: "loggedOut",
          actions: [{ type: "logRevokeFailure", params: ({ event }) => ({ error: event.error }) }, assign({ user: null, token: null })],
        },
      },
    },
  },
});

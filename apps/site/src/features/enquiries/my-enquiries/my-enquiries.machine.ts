/**
 * "My enquiries": the member's contact enquiries and quote requests. loading, then results
 * or empty; a visitor (no stored token, asked nothing; or a token the server no longer
 * accepts) is loggedOut; a
 * failure is error, with a retry.
 */
import type { ApiResult } from "@jute/api/client";
import type { MyEnquiry } from "@jute/api/contract";
import { assign, fromPromise, setup } from "xstate";
import { apiClient } from "../../../shared/api/client";
import { readSession } from "../../../shared/session";

type LoadResult = ApiResult<MyEnquiry[]>;

export interface MyEnquiriesContext {
  enquiries: MyEnquiry[];
  error: string | null;
}

export type MyEnquiriesEvent = { type: "enquiries.retry" };

export const myEnquiriesMachine = setup({
  types: {
    context: {} as MyEnquiriesContext,
    events: {} as MyEnquiriesEvent,
  },
  actors: {
    // A visitor (no stored session) is not asked about: the server would only say 401.
    loadEnquiries: fromPromise<LoadResult>(async () =>
      readSession() ? (await apiClient()).getMyEnquiries() : { kind: "refused", status: 401, msg: "Log in to see your enquiries" },
    ),
  },
  guards: {
    found: (_, params: { result: LoadResult }) => params.result.kind === "ok" && params.result.data.length > 0,
    none: (_, params: { result: LoadResult }) => params.result.kind === "ok",
    notLoggedIn: (_, params: { result: LoadResult }) => params.result.kind === "refused" && params.result.status === 401,
  },
}).createMachine({
  id: "myEnquiries",
  context: { enquiries: [], error: null },
  initial: "loading",
  states: {
    loading: {
      invoke: {
        id: "loadEnquiries",
        src: "loadEnquiries",
        onDone: [
          {
            guard: { type: "found", params: ({ event }) => ({ result: event.output }) },
            target: "results",
            actions: assign({ enquiries: ({ event }) => (event.output.kind === "ok" ? event.output.data : []), error: null }),
          },
          { guard: { type: "none", params: ({ event }) => ({ result: event.output }) }, target: "empty" },
          { guard: { type: "notLoggedIn", params: ({ event }) => ({ result: event.output }) }, target: "loggedOut" },
          { target: "error", actions: assign({ error: ({ event }) => event.output.msg || null }) },
        ],
        onError: { target: "error", actions: assign({ error: null }) },
      },
    },
    results: {},
    empty: {},
    loggedOut: {},
    error: { on: { "enquiries.retry": "loading" } },
  },
});

/**
 * "My enquiries": the member's contact enquiries and quote requests. loading, then results
 * or empty; a visitor (no stored token, asked nothing; or a token the server no longer
 * accepts) is loggedOut; a
 * failure is error, with a retry.
 */
import type { ApiResult } from "@jute/api/client";
import type { MyEnquiry } from "@jute/api/contract";
import { fromPromise, setup } from "xstate";
import { apiClient } from "../../../shared/api/client";
import { loadWithRetry } from "../../../shared/flows/load-with-retry";
import { readSession } from "../../../shared/session";

type LoadResult = ApiResult<MyEnquiry[]>;

export interface MyEnquiriesContext {
  enquiries: MyEnquiry[];
  error: string | null;
}

export type MyEnquiriesEvent = { type: "enquiries.retry" };

const load = loadWithRetry<MyEnquiriesContext, MyEnquiry[], "error">({
  actor: "loadEnquiries",
  replies: [
    { guard: "found", target: "results", set: (reply) => ({ enquiries: reply.kind === "ok" ? reply.data : [], error: null }) },
    { guard: "none", target: "empty" },
    { guard: "notLoggedIn", target: "loggedOut" },
  ],
  failed: { state: "error", retry: "enquiries.retry", reply: { set: (reply) => ({ error: reply.msg || null }) }, thrown: { set: () => ({ error: null }) } },
});

export const myEnquiriesMachine = setup({
  types: {
    context: {} as MyEnquiriesContext,
    events: {} as MyEnquiriesEvent,
  },
  actors: {
    // A visitor (no stored session) is not asked about: the server would only say 401.
    loadEnquiries: fromPromise<LoadResult>(async () =>
      readSession() ? (await apiClient()).getMyEnquiries() : { kind: "refused", status: 401, code: "unauthenticated", msg: "Log in to see your enquiries" },
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
    loading: load.loading,
    results: {},
    empty: {},
    loggedOut: {},
    error: load.error,
  },
});

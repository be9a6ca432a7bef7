/**
 * The thread of one enquiry or quote request, for the member (My enquiries, by reference) or
 * for staff (the inbox, by id). loading, then ready (through seeing, which marks the unread
 * messages seen, when there are any; the form takes edits and Send there as in ready); a failed
 * load is loadFailed, with a retry. From ready a
 * message is posted (posting): sent, it lands in ready with the thread as it now stands and the
 * draft cleared; refused on its text (400, field `body`), the words go on the field and the
 * draft stays; past the hour's budget (429) it is rateLimited, with the server's words and the
 * draft kept; a network failure is postFailed, the draft kept. From both, Send tries again.
 */
import type { ApiResult } from "@jute/api/client";
import { THREAD_MESSAGE_MAX, type Thread } from "@jute/api/contract";
import { assertEvent, assign, fromPromise, setup } from "xstate";
import { loadWithRetry } from "../flows/load-with-retry";
import { threadClient } from "../api/threads";
import { loadUnreadMessages } from "../api/unread-messages";
import { threadCopy as copy } from "./thread.copy";

export type ThreadSide = "member" | "staff";

export interface ThreadInput {
  side: ThreadSide;
  /** The member's request (by reference) or, for staff, its inbox id. */
  reference: string;
  enquiryId: string;
}

export interface RequestThreadContext extends ThreadInput {
  thread: Thread | null;
  /** The messages that were new to the reader when the thread opened (still marked after it is seen). */
  newIds: string[];
  draft: string;
  /** Staff: the product whose spec sheet goes with the message ("" none). */
  spec: string;
  /** The message's own problem (empty, too long), shown on the field. */
  fieldError: string | null;
  /** What the last load or post ended with, said in the panel. */
  notice: { kind: "sent" | "refused" | "failed"; msg: string } | null;
}

export type RequestThreadEvent =
  | { type: "thread.retry" }
  | { type: "thread.edit"; body: string }
  | { type: "thread.attach"; subCategoryId: string }
  | { type: "thread.post" };

type Result = ApiResult<Thread>;

const load = loadWithRetry<RequestThreadContext, Thread, "loadFailed">({
  actor: "loadThread",
  input: ({ context }) => ({ side: context.side, reference: context.reference, enquiryId: context.enquiryId }),
  entry: () => ({ notice: null }),
  replies: [
    { guard: "hasUnread", target: "seeing", set: (reply) => (reply.kind === "ok" ? { thread: reply.data, newIds: reply.data.messages.filter((message) => message.unread).map((message) => message.id) } : {}) },
    { guard: "loaded", target: "ready", set: (reply) => ({ thread: reply.kind === "ok" ? reply.data : null }) },
  ],
  failed: {
    state: "loadFailed",
    retry: "thread.retry",
    reply: { set: (reply) => ({ notice: { kind: "failed", msg: reply.msg ? `${copy.loadFailed} ${reply.msg}` : copy.loadFailed } }) },
    thrown: { set: () => ({ notice: { kind: "failed", msg: copy.loadFailed } }) },
  },
});

/** The message's own problem before it is sent, in the contract's words. */
export function draftProblem(draft: string): string | null {
  const text = draft.trim();
  if (!text) return copy.missing;
  if (text.length > THREAD_MESSAGE_MAX) return copy.tooLong;
  return null;
}

/** What the form does wherever it is on screen (seeing, ready): an edit, a spec sheet, Send. */
const theForm = {
  "thread.edit": { actions: "edit" },
  "thread.attach": { actions: "attach" },
  "thread.post": [{ guard: "draftReady", target: "posting", actions: "startPost" }, { actions: "sayDraftProblem" }],
} as const;

export const requestThreadMachine = setup({
  types: {
    context: {} as RequestThreadContext,
    events: {} as RequestThreadEvent,
    input: {} as ThreadInput,
  },
  actors: {
    loadThread: fromPromise<Result, ThreadInput>(async ({ input }) => {
      const client = await threadClient();
      return input.side === "staff" ? client.getStaffThread(input.enquiryId) : client.getThread(input.reference);
    }),
    markSeen: fromPromise<Result, ThreadInput>(async ({ input }) => {
      const client = await threadClient();
      return input.side === "staff" ? client.markStaffRead(input.enquiryId) : client.markRead(input.reference);
    }),
    postMessage: fromPromise<Result, ThreadInput & { body: string; spec: string }>(async ({ input }) => {
      const client = await threadClient();
      return input.side === "staff" ? client.postStaffMessage(input.enquiryId, input.body, input.spec || undefined) : client.postMessage(input.reference, input.body);
    }),
  },
  guards: {
    loaded: (_, params: { result: Result }) => params.result.kind === "ok",
    hasUnread: (_, params: { result: Result }) => params.result.kind === "ok" && params.result.data.unread > 0,
    draftReady: ({ context }) => draftProblem(context.draft) === null,
    sent: (_, params: { result: Result }) => params.result.kind === "ok",
    refusedOnField: (_, params: { result: Result }) => params.result.kind === "refused" && params.result.field === "body",
    rateLimited: (_, params: { result: Result }) => params.result.kind === "refused" && params.result.status === 429,
    refused: (_, params: { result: Result }) => params.result.kind === "refused",
  },
  actions: {
    edit: assign(({ event }) => {
      assertEvent(event, "thread.edit");
      return { draft: event.body, fieldError: null };
    }),
    attach: assign(({ event }) => {
      assertEvent(event, "thread.attach");
      return { spec: event.subCategoryId };
    }),
    startPost: assign({ notice: null, fieldError: null }),
    sayDraftProblem: assign({ fieldError: ({ context }) => draftProblem(context.draft) }),
    /** The header's count follows what this thread marked seen (the member's side). */
    recountUnread: ({ context }) => {
      if (context.side === "member") void loadUnreadMessages();
    },
  },
}).createMachine({
  id: "requestThread",
  context: ({ input }) => ({ ...input, thread: null, newIds: [], draft: "", spec: "", fieldError: null, notice: null }),
  initial: "loading",
  states: {
    loading: load.loading,
    loadFailed: load.loadFailed,
    seeing: {
      invoke: {
        id: "markSeen",
        src: "markSeen",
        input: ({ context }) => ({ side: context.side, reference: context.reference, enquiryId: context.enquiryId }),
        // Seen or not, the thread is shown; a thread marked seen is shown as it now stands.
        onDone: { target: "ready", actions: [assign({ thread: ({ context, event }) => (event.output.kind === "ok" ? event.output.data : context.thread) }), "recountUnread"] },
        onError: { target: "ready" },
      },
      // The form is on screen while the thread is marked seen: what is typed then is kept, and a
      // Send is not lost (the mark was asked for already; the header's count is read after the post).
      on: theForm,
    },
    ready: {
      on: theForm,
    },
    posting: {
      invoke: {
        id: "postMessage",
        src: "postMessage",
        input: ({ context }) => ({ side: context.side, reference: context.reference, enquiryId: context.enquiryId, body: context.draft.trim(), spec: context.spec }),
        onDone: [
          {
            guard: { type: "sent", params: ({ event }) => ({ result: event.output }) },
            target: "ready",
            actions: [
              assign(({ event }) => ({ thread: event.output.kind === "ok" ? event.output.data : null, draft: "", spec: "", notice: { kind: "sent" as const, msg: event.output.msg || copy.sent } })),
              "recountUnread",
            ],
          },
          {
            guard: { type: "refusedOnField", params: ({ event }) => ({ result: event.output }) },
            target: "ready",
            actions: assign({ fieldError: ({ event }) => event.output.msg }),
          },
          {
            guard: { type: "rateLimited", params: ({ event }) => ({ result: event.output }) },
            target: "rateLimited",
            actions: assign({ notice: ({ event }) => ({ kind: "refused" as const, msg: event.output.msg }) }),
          },
          {
            guard: { type: "refused", params: ({ event }) => ({ result: event.output }) },
            target: "ready",
            actions: assign({ notice: ({ event }) => ({ kind: "refused" as const, msg: event.output.msg }) }),
          },
          { target: "postFailed", actions: assign({ notice: ({ event }) => ({ kind: "failed" as const, msg: `${copy.notSent} ${event.output.msg}` }) }) },
        ],
        onError: { target: "postFailed", actions: assign({ notice: { kind: "failed", msg: copy.notSent } }) },
      },
    },
    // After a refusal or a failure the draft is as it was sent: Send tries again; an edit is back to ready.
    rateLimited: {
      on: {
        "thread.edit": { target: "ready", actions: "edit" },
        "thread.attach": { target: "ready", actions: "attach" },
        "thread.post": { target: "posting", actions: "startPost" },
      },
    },
    postFailed: {
      on: {
        "thread.edit": { target: "ready", actions: "edit" },
        "thread.attach": { target: "ready", actions: "attach" },
        "thread.post": { target: "posting", actions: "startPost" },
      },
    },
  },
});

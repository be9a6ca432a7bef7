/**
 * Answering one opened enquiry in the staff inbox. idle shows, by the enquiry's status, the
 * reply form and "Mark answered" (received) or "Reopen" (answered). Sending a reply mails it to
 * the enquirer and marks the enquiry answered (sending); "Mark answered" marks it without a
 * reply (marking); "Reopen" puts it back to received (reopening). Each ends in idle: done with
 * the server's words and the new status (`changed`: the page reloads the entry and the list); refused with the server's words (an empty or too long reply stays in the form
 * with its field's message; another clerk's answer or reopen first is a 409, and the page
 * reloads to show it); failed keeps the draft for another try.
 */
import type { ApiResult } from "@jute/api/client";
import type { InboxSummary } from "@jute/api/contract";
import { assertEvent, assign, fromPromise, setup } from "xstate";
import { staffClient } from "../staff-api";

export type EnquiryStatus = "received" | "answered";

export interface EnquiryAnswerContext {
  enquiryId: string;
  status: EnquiryStatus;
  /** The reply being written, kept until it is sent. */
  draft: string;
  /** The server's refusal of the reply's text (its `field` is `message`), shown on the field. */
  fieldError: string | null;
  /** The outcome of the last action. */
  notice: { kind: "done" | "refused" | "failed"; msg: string } | null;
  /** The last action changed the enquiry (done, or refused because it changed meanwhile). */
  changed: boolean;
}

export type EnquiryAnswerEvent =
  | { type: "reply.edit"; message: string }
  | { type: "reply.send" }
  | { type: "answer.mark" }
  | { type: "enquiry.reopen" };

type Result = ApiResult<InboxSummary>;

const outcome = (result: Result, failedPrefix: string): EnquiryAnswerContext["notice"] =>
  result.kind === "ok"
    ? { kind: "done", msg: result.msg }
    : result.kind === "refused"
      ? { kind: "refused", msg: result.msg }
      : { kind: "failed", msg: `${failedPrefix}: ${result.msg}` };

/** A refusal because the enquiry moved meanwhile (409): the page reloads it. */
const changedMeanwhile = (result: Result) => result.kind === "refused" && result.status === 409;

export const enquiryAnswerMachine = setup({
  types: {
    context: {} as EnquiryAnswerContext,
    events: {} as EnquiryAnswerEvent,
    input: {} as { enquiryId: string; status: EnquiryStatus },
  },
  actors: {
    sendReply: fromPromise<Result, { enquiryId: string; message: string }>(async ({ input }) => (await staffClient()).replyToEnquiry(input.enquiryId, input.message)),
    markAnswered: fromPromise<Result, { enquiryId: string }>(async ({ input }) => (await staffClient()).markEnquiryAnswered(input.enquiryId)),
    reopen: fromPromise<Result, { enquiryId: string }>(async ({ input }) => (await staffClient()).reopenEnquiry(input.enquiryId)),
  },
  guards: {
    isReceived: ({ context }) => context.status === "received",
    isAnswered: ({ context }) => context.status === "answered",
    accepted: (_, params: { result: Result }) => params.result.kind === "ok",
    refusedOnField: (_, params: { result: Result }) => params.result.kind === "refused" && params.result.field === "message",
  },
  actions: {
    settle: assign((_, params: { result: Result; failedPrefix: string }) => ({ notice: outcome(params.result, params.failedPrefix) })),
    noteChange: assign((_, params: { result: Result }) => ({ changed: params.result.kind === "ok" || changedMeanwhile(params.result) })),
  },
}).createMachine({
  id: "enquiryAnswer",
  context: ({ input }) => ({ enquiryId: input.enquiryId, status: input.status, draft: "", fieldError: null, notice: null, changed: false }),
  initial: "idle",
  states: {
    idle: {
      on: {
        "reply.edit": {
          actions: assign(({ event }) => {
            assertEvent(event, "reply.edit");
            return { draft: event.message, fieldError: null };
          }),
        },
        "reply.send": [
          { guard: { type: "isReceived" }, target: "sending", actions: assign({ notice: null, fieldError: null, changed: false }) },
          { actions: assign({ notice: { kind: "refused", msg: "This enquiry is answered: reopen it to reply again" } }) },
        ],
        "answer.mark": { guard: { type: "isReceived" }, target: "marking", actions: assign({ notice: null, changed: false }) },
        "enquiry.reopen": { guard: { type: "isAnswered" }, target: "reopening", actions: assign({ notice: null, changed: false }) },
      },
    },
    sending: {
      invoke: {
        id: "sendReply",
        src: "sendReply",
        input: ({ context }) => ({ enquiryId: context.enquiryId, message: context.draft }),
        onDone: [
          {
            guard: { type: "accepted", params: ({ event }) => ({ result: event.output }) },
            target: "idle",
            actions: [
              assign({ status: "answered", draft: "" }),
              { type: "settle", params: ({ event }) => ({ result: event.output, failedPrefix: "" }) },
              { type: "noteChange", params: ({ event }) => ({ result: event.output }) },
            ],
          },
          {
            guard: { type: "refusedOnField", params: ({ event }) => ({ result: event.output }) },
            target: "idle",
            actions: assign({ fieldError: ({ event }) => event.output.msg }),
          },
          {
            target: "idle",
            actions: [
              { type: "settle", params: ({ event }) => ({ result: event.output, failedPrefix: "The reply was not sent" }) },
              { type: "noteChange", params: ({ event }) => ({ result: event.output }) },
            ],
          },
        ],
        onError: { target: "idle", actions: assign({ notice: { kind: "failed", msg: "The reply was not sent: try again" } }) },
      },
    },
    marking: {
      invoke: {
        id: "markAnswered",
        src: "markAnswered",
        input: ({ context }) => ({ enquiryId: context.enquiryId }),
        onDone: [
          {
            guard: { type: "accepted", params: ({ event }) => ({ result: event.output }) },
            target: "idle",
            actions: [
              assign({ status: "answered" }),
              { type: "settle", params: ({ event }) => ({ result: event.output, failedPrefix: "" }) },
              { type: "noteChange", params: ({ event }) => ({ result: event.output }) },
            ],
          },
          {
            target: "idle",
            actions: [
              { type: "settle", params: ({ event }) => ({ result: event.output, failedPrefix: "Not marked answered" }) },
              { type: "noteChange", params: ({ event }) => ({ result: event.output }) },
            ],
          },
        ],
        onError: { target: "idle", actions: assign({ notice: { kind: "failed", msg: "Not marked answered: try again" } }) },
      },
    },
    reopening: {
      invoke: {
        id: "reopen",
        src: "reopen",
        input: ({ context }) => ({ enquiryId: context.enquiryId }),
        onDone: [
          {
            guard: { type: "accepted", params: ({ event }) => ({ result: event.output }) },
            target: "idle",
            actions: [
              assign({ status: "received" }),
              { type: "settle", params: ({ event }) => ({ result: event.output, failedPrefix: "" }) },
              { type: "noteChange", params: ({ event }) => ({ result: event.output }) },
            ],
          },
          {
            target: "idle",
            actions: [
              { type: "settle", params: ({ event }) => ({ result: event.output, failedPrefix: "Not reopened" }) },
              { type: "noteChange", params: ({ event }) => ({ result: event.output }) },
            ],
          },
        ],
        onError: { target: "idle", actions: assign({ notice: { kind: "failed", msg: "Not reopened: try again" } }) },
      },
    },
  },
});

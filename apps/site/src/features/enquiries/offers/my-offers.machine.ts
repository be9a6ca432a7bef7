/**
 * The buyer's side of an offer, in My enquiries: the member's offers load (every version of
 * every quote request, newest first), then each open one can be accepted, declined (with an
 * optional message) or sent back with a request for a change (a message); on one that expired
 * unanswered the buyer asks for a new offer (the request goes back to the mill). One answer at a
 * time: while it is on its way the buttons wait. The server's word is final: an answer it
 * refuses (the offer expired, was withdrawn or superseded meanwhile) shows its message beside
 * that offer, and the list is loaded again so every offer shows its state as it now is.
 */
import type { ApiResult } from "@jute/api/client";
import type { Offer } from "@jute/api/contract";
import { assertEvent, assign, fromPromise, setup } from "xstate";
import { offerClient } from "../../../shared/api/offers";
import { loadWithRetry } from "../../../shared/flows/load-with-retry";
import { readSession } from "../../../shared/session";

type ListResult = ApiResult<Offer[]>;
type AnswerResult = ApiResult<Offer>;

export type OfferAnswer = "accept" | "decline" | "change" | "renew";

export interface MyOffersContext {
  offers: Offer[];
  /** The offer an answer is for, while it is sent and after. */
  offerId: string | null;
  answer: OfferAnswer | null;
  /** The buyer's message with a decline or a change request. */
  message: string;
  /** What the server said about the last answer: its confirmation or its refusal. */
  notice: { offerId: string; kind: "done" | "refused" | "failed"; msg: string } | null;
  error: string | null;
}

export type MyOffersEvent =
  | { type: "offers.retry" }
  | { type: "offer.accept"; offerId: string }
  | { type: "offer.decline"; offerId: string; message: string }
  | { type: "offer.change"; offerId: string; message: string }
  | { type: "offer.renew"; offerId: string };

const load = loadWithRetry<MyOffersContext, Offer[], "error">({
  actor: "loadOffers",
  replies: [
    { guard: "found", target: "ready", set: (reply) => ({ offers: reply.kind === "ok" ? reply.data : [], error: null }) },
    { guard: "none", target: "none", set: () => ({ offers: [] }) },
    { guard: "notLoggedIn", target: "loggedOut" },
  ],
  failed: { state: "error", retry: "offers.retry", reply: { set: (reply) => ({ error: reply.msg || null }) }, thrown: { set: () => ({ error: null }) } },
});

export const myOffersMachine = setup({
  types: {
    context: {} as MyOffersContext,
    events: {} as MyOffersEvent,
  },
  actors: {
    // A visitor (no stored session) is not asked about: the server would only say 401.
    loadOffers: fromPromise<ListResult>(async () =>
      readSession() ? (await offerClient()).getMyOffers() : { kind: "refused", status: 401, code: "unauthenticated", msg: "Log in to see your offers" },
    ),
    sendAnswer: fromPromise<AnswerResult, { offerId: string; answer: OfferAnswer; message: string }>(async ({ input }) => {
      const client = await offerClient();
      if (input.answer === "accept") return client.acceptOffer(input.offerId);
      if (input.answer === "renew") return client.askForNewOffer(input.offerId);
      if (input.answer === "decline") return client.declineOffer({ offerId: input.offerId, message: input.message });
      return client.askForChange({ offerId: input.offerId, message: input.message });
    }),
  },
  guards: {
    found: (_, params: { result: ListResult }) => params.result.kind === "ok" && params.result.data.length > 0,
    none: (_, params: { result: ListResult }) => params.result.kind === "ok",
    notLoggedIn: (_, params: { result: ListResult | AnswerResult }) => params.result.kind === "refused" && params.result.status === 401,
    answered: (_, params: { result: AnswerResult }) => params.result.kind === "ok",
    refused: (_, params: { result: AnswerResult }) => params.result.kind === "refused",
  },
}).createMachine({
  id: "myOffers",
  context: { offers: [], offerId: null, answer: null, message: "", notice: null, error: null },
  initial: "loading",
  states: {
    loading: load.loading,
    ready: {
      on: {
        "offer.accept": {
          target: "answering",
          actions: assign(({ event }) => {
            assertEvent(event, "offer.accept");
            return { offerId: event.offerId, answer: "accept" as const, message: "", notice: null };
          }),
        },
        "offer.decline": {
          target: "answering",
          actions: assign(({ event }) => {
            assertEvent(event, "offer.decline");
            return { offerId: event.offerId, answer: "decline" as const, message: event.message, notice: null };
          }),
        },
        "offer.change": {
          target: "answering",
          actions: assign(({ event }) => {
            assertEvent(event, "offer.change");
            return { offerId: event.offerId, answer: "change" as const, message: event.message, notice: null };
          }),
        },
        "offer.renew": {
          target: "answering",
          actions: assign(({ event }) => {
            assertEvent(event, "offer.renew");
            return { offerId: event.offerId, answer: "renew" as const, message: "", notice: null };
          }),
        },
      },
    },
    answering: {
      invoke: {
        id: "sendAnswer",
        src: "sendAnswer",
        input: ({ context }) => ({ offerId: context.offerId ?? "", answer: context.answer ?? "accept", message: context.message }),
        onDone: [
          {
            guard: { type: "answered", params: ({ event }) => ({ result: event.output }) },
            target: "ready",
            actions: assign(({ context, event }) => {
              const output = event.output;
              if (output.kind !== "ok") return {};
              return {
                offers: context.offers.map((offer) => (offer.id === output.data.id ? output.data : offer)),
                notice: { offerId: output.data.id, kind: "done" as const, msg: output.msg },
              };
            }),
          },
          { guard: { type: "notLoggedIn", params: ({ event }) => ({ result: event.output }) }, target: "loggedOut" },
          {
            // Refused (expired, withdrawn, superseded meanwhile): say why, and read the list again.
            guard: { type: "refused", params: ({ event }) => ({ result: event.output }) },
            target: "refreshing",
            actions: assign(({ context, event }) => ({ notice: { offerId: context.offerId ?? "", kind: "refused" as const, msg: event.output.msg } })),
          },
          {
            target: "ready",
            actions: assign(({ context, event }) => ({ notice: { offerId: context.offerId ?? "", kind: "failed" as const, msg: event.output.msg } })),
          },
        ],
        onError: {
          target: "ready",
          actions: assign(({ context }) => ({ notice: { offerId: context.offerId ?? "", kind: "failed" as const, msg: "" } })),
        },
      },
    },
    refreshing: {
      invoke: {
        id: "reloadOffers",
        src: "loadOffers",
        onDone: { target: "ready", actions: assign({ offers: ({ context, event }) => (event.output.kind === "ok" ? event.output.data : context.offers) }) },
        onError: { target: "ready" },
      },
    },
    none: {},
    loggedOut: {},
    error: load.error,
  },
});

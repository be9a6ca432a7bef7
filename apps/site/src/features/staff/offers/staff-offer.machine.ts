/**
 * The staff's side of an offer, in the opened quote request: the request's offers load (every
 * version, with its state); "Make an offer" opens the form (editing); sending it makes the
 * offer, or a new version that supersedes the open one, and the list loads again. A refusal
 * (bad terms, a validity date in the past, an accepted offer that cannot be revised) keeps the
 * form with the server's words; a failure keeps it too, for another try. An open offer can be
 * withdrawn; if the buyer answered meanwhile the server refuses, and the list shows why. The
 * offer carries the newest version the list showed: another offer made meanwhile (by another
 * staff member) is refused (409, field seen_version), and the form offers to reload the list.
 */
import type { ApiResult } from "@jute/api/client";
import type { OfferInput } from "@jute/api/client/offers";
import type { Offer } from "@jute/api/contract";
import { assertEvent, assign, fromPromise, setup } from "xstate";
import { offerClient as staffOfferClient } from "../../../shared/api/offers";
import { loadWithRetry } from "../../../shared/flows/load-with-retry";
import { endedOn401 } from "../staff-api";

export interface StaffOfferContext {
  enquiryId: string;
  offers: Offer[];
  /** The server's words on the last action (made, withdrawn, refused). */
  notice: { kind: "done" | "refused" | "failed"; msg: string } | null;
  /** Why the form was not accepted, shown in the form. */
  formError: string | null;
  /** Set when `formError` is the server's refusal (not a failure): the input it is about (`unit_price`), or null for none. */
  formRefusal: { field: string | null } | null;
  /** The terms last sent, kept for another try. */
  draft: OfferInput | null;
  withdrawId: string | null;
  /** Another offer was made after the list loaded: the form offers to reload it. */
  stale: boolean;
}

export type StaffOfferEvent =
  | { type: "offers.retry" }
  | { type: "offer.open" }
  | { type: "offer.cancel" }
  | { type: "offers.reload" }
  | { type: "offer.submit"; input: OfferInput }
  | { type: "offer.withdraw"; offerId: string };

const load = loadWithRetry<StaffOfferContext, Offer[], "error">({
  actor: "loadOffers",
  input: ({ context }) => ({ enquiryId: context.enquiryId }),
  replies: [{ guard: "loaded", target: "idle", set: (reply) => ({ offers: reply.kind === "ok" ? reply.data : [] }) }],
  failed: {
    state: "error",
    retry: "offers.retry",
    retrySet: () => ({ notice: null }),
    reply: { set: (reply) => ({ notice: { kind: "failed", msg: reply.msg } }) },
    thrown: { set: () => ({ notice: { kind: "failed", msg: "" } }) },
  },
});

export const staffOfferMachine = setup({
  types: {
    context: {} as StaffOfferContext,
    events: {} as StaffOfferEvent,
    input: {} as { enquiryId: string },
  },
  actors: {
    loadOffers: fromPromise<ApiResult<Offer[]>, { enquiryId: string }>(async ({ input }) => {
      const result = endedOn401(await (await staffOfferClient()).getOffers({ enquiryId: input.enquiryId }));
      return result.kind === "ok" ? { ...result, data: result.data.offers } : result;
    }),
    makeOffer: fromPromise<ApiResult<Offer>, OfferInput>(async ({ input }) => endedOn401(await (await staffOfferClient()).makeOffer(input))),
    withdrawOffer: fromPromise<ApiResult<Offer>, { offerId: string }>(async ({ input }) => endedOn401(await (await staffOfferClient()).withdrawOffer(input.offerId))),
  },
  guards: {
    loaded: (_, params: { result: ApiResult<unknown> }) => params.result.kind === "ok",
    refused: (_, params: { result: ApiResult<unknown> }) => params.result.kind === "refused",
    stale: ({ context }) => context.stale,
    madeMeanwhile: (_, params: { result: ApiResult<unknown> }) => params.result.kind === "refused" && params.result.field === "seen_version",
  },
}).createMachine({
  id: "staffOffer",
  context: ({ input }) => ({ enquiryId: input.enquiryId, offers: [], notice: null, formError: null, formRefusal: null, draft: null, withdrawId: null, stale: false }),
  initial: "loading",
  states: {
    loading: load.loading,
    error: load.error,
    idle: {
      on: {
        "offer.open": { target: "editing", actions: assign({ notice: null, formError: null, formRefusal: null }) },
        "offer.withdraw": {
          target: "withdrawing",
          actions: assign(({ event }) => {
            assertEvent(event, "offer.withdraw");
            return { withdrawId: event.offerId, notice: null };
          }),
        },
      },
    },
    editing: {
      on: {
        "offer.cancel": { target: "idle", actions: assign({ formError: null, formRefusal: null, stale: false }) },
        // The list again, with the offer made meanwhile; what the form said stays on the status line.
        "offers.reload": {
          guard: "stale",
          target: "loading",
          actions: assign(({ context }) => ({ notice: { kind: "refused" as const, msg: context.formError ?? "" }, formError: null, formRefusal: null, stale: false })),
        },
        "offer.submit": {
          target: "sending",
          actions: assign(({ event }) => {
            assertEvent(event, "offer.submit");
            return { draft: event.input, formError: null, formRefusal: null, stale: false };
          }),
        },
      },
    },
    sending: {
      invoke: {
        id: "makeOffer",
        src: "makeOffer",
        input: ({ context }) => context.draft as OfferInput,
        onDone: [
          {
            guard: { type: "loaded", params: ({ event }) => ({ result: event.output }) },
            target: "loading",
            actions: assign({ notice: ({ event }) => ({ kind: "done" as const, msg: event.output.msg }), draft: null }),
          },
          {
            guard: { type: "madeMeanwhile", params: ({ event }) => ({ result: event.output }) },
            target: "editing",
            actions: assign({ formError: ({ event }) => event.output.msg, stale: true }),
          },
          {
            guard: { type: "refused", params: ({ event }) => ({ result: event.output }) },
            target: "editing",
            actions: assign({ formError: ({ event }) => event.output.msg, formRefusal: ({ event }) => ({ field: event.output.kind === "refused" ? (event.output.field ?? null) : null }) }),
          },
          { target: "editing", actions: assign({ formError: ({ event }) => `The offer was not sent: ${event.output.msg}` }) },
        ],
        onError: { target: "editing", actions: assign({ formError: "The offer was not sent: try again" }) },
      },
    },
    withdrawing: {
      invoke: {
        id: "withdrawOffer",
        src: "withdrawOffer",
        input: ({ context }) => ({ offerId: context.withdrawId ?? "" }),
        onDone: [
          {
            guard: { type: "loaded", params: ({ event }) => ({ result: event.output }) },
            target: "loading",
            actions: assign({ notice: ({ event }) => ({ kind: "done" as const, msg: event.output.msg }) }),
          },
          {
            // The buyer answered first (or the offer changed meanwhile): say so, show it as it is.
            guard: { type: "refused", params: ({ event }) => ({ result: event.output }) },
            target: "loading",
            actions: assign({ notice: ({ event }) => ({ kind: "refused" as const, msg: event.output.msg }) }),
          },
          { target: "idle", actions: assign({ notice: ({ event }) => ({ kind: "failed" as const, msg: event.output.msg }) }) },
        ],
        onError: { target: "idle", actions: assign({ notice: { kind: "failed", msg: "" } }) },
      },
    },
  },
});

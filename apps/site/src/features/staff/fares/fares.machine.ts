/**
 * The port fares (staff), with the price list's safety net: the fares in force load (loading;
 * loadFailed and a retry); the clerk types new fares and a day (editing), asks for a preview
 * (previewing: the server checks every fare, and refuses a bad one naming its port and field,
 * which goes back to editing with the field marked); the preview shows each port whose fare
 * moves, old and new, the percentage, the ones beyond ±25% flagged (reviewing); saving needs
 * the flagged fares confirmed (the server refuses them otherwise) and carries the preview's id,
 * so what is saved is what was previewed (applying). It ends applied (in force today) or
 * scheduled (a later day). When another staff member changed the fares meanwhile, the
 * server's fresh preview replaces the old one (reviewing again, with a notice). A scheduled
 * change can be cancelled from the page (cancelling). Nothing changes before "applied".
 */
import type { ApiResult } from "@jute/api/client";
import type { FaresChange } from "@jute/api/client/staff";
import type { FaresApplied, FaresData, FaresDiff } from "@jute/api/contract";
import { assertEvent, assign, fromPromise, setup } from "xstate";
import { okData } from "../../../shared/api/result";
import { loadWithRetry } from "../../../shared/flows/load-with-retry";
import { staffClient } from "../staff-api";

export interface FaresContext {
  fares: FaresData | null;
  /** The change previewed (and saved): each port's fare as typed, and the day. */
  change: FaresChange | null;
  diff: FaresDiff | null;
  /** The server's words for the last refusal or failure. */
  error: string | null;
  /** The input the server named (`fares.1.fare`, `effective_from`), when it named one. */
  field: string | null;
  /** Said when the preview shown was refreshed because the fares changed meanwhile. */
  notice: string | null;
  applied: FaresApplied | null;
  /** What the last cancel removed ("" before any). */
  cancelled: string;
  flagsConfirmed: boolean;
  /** Which call the last failure (`failed`) was: the page says what did not happen. */
  failedStep: FaresStep | null;
}

/** The calls that can end in `failed`. */
export type FaresStep = "preview" | "save" | "cancel";

export type FaresEvent =
  | { type: "fares.retry" }
  | { type: "fares.preview"; change: FaresChange }
  | { type: "fares.apply"; flagsConfirmed: boolean }
  | { type: "fares.edit" }
  | { type: "fares.cancelScheduled"; changeId: string }
  | { type: "fares.again" };

/** What a save sends: the previewed fares and day, bound by the preview's id. */
export type FaresApplyInput = FaresChange & { version: number; previewId: string; confirmFlagged: boolean };

const empty: FaresContext = { fares: null, change: null, diff: null, error: null, field: null, notice: null, applied: null, cancelled: "", flagsConfirmed: false, failedStep: null };

const messageOf = (result: ApiResult<unknown>) => (result.kind === "ok" ? null : result.msg || "Error");
const fieldOf = (result: ApiResult<unknown>) => (result.kind === "refused" ? (result.field ?? null) : null);
const freshDiffOf = (result: ApiResult<unknown>): FaresDiff | null =>
  result.kind === "refused" && result.status === 409 ? ((result.details as { diff?: FaresDiff } | undefined)?.diff ?? null) : null;

const load = loadWithRetry<FaresContext, FaresData, "loadFailed">({
  actor: "loadFares",
  replies: [{ guard: "ok", target: "editing", set: (reply) => ({ fares: okData(reply), error: null }) }],
  failed: {
    state: "loadFailed",
    retry: "fares.retry",
    reply: { set: (reply) => ({ error: messageOf(reply) }) },
    thrown: { set: () => ({ error: "Something went wrong" }) },
  },
});

export const faresMachine = setup({
  types: {
    context: {} as FaresContext,
    events: {} as FaresEvent,
  },
  actors: {
    loadFares: fromPromise<ApiResult<FaresData>>(async () => (await staffClient()).getFares()),
    previewFares: fromPromise<ApiResult<FaresDiff>, FaresChange>(async ({ input }) => (await staffClient()).previewFares(input)),
    applyFares: fromPromise<ApiResult<FaresApplied>, FaresApplyInput>(async ({ input }) => (await staffClient()).applyFares(input)),
    cancelScheduled: fromPromise<ApiResult<{ change_id: string; removed: number }>, string>(async ({ input }) => (await staffClient()).cancelScheduledFares(input)),
  },
  guards: {
    ok: (_, params: { result: ApiResult<unknown> }) => params.result.kind === "ok",
    refused: (_, params: { result: ApiResult<unknown> }) => params.result.kind === "refused" && params.result.status === 400,
    scheduled: (_, params: { result: ApiResult<FaresApplied> }) => params.result.kind === "ok" && params.result.data.scheduled,
    faresMoved: (_, params: { result: ApiResult<FaresApplied> }) => freshDiffOf(params.result) !== null,
    flagsConfirmed: ({ context }, params: { confirmed: boolean }) => (context.diff?.counts.flagged ?? 0) === 0 || params.confirmed,
  },
}).createMachine({
  id: "fares",
  context: empty,
  initial: "loading",
  states: {
    loading: load.loading,
    loadFailed: load.loadFailed,
    editing: {
      on: {
        "fares.preview": {
          target: "previewing",
          actions: assign(({ event }) => {
            assertEvent(event, "fares.preview");
            return { change: event.change, error: null, field: null, notice: null, cancelled: "" };
          }),
        },
        "fares.cancelScheduled": { target: "cancelling" },
      },
    },
    previewing: {
      invoke: {
        id: "previewFares",
        src: "previewFares",
        input: ({ context }) => context.change as FaresChange,
        onDone: [
          {
            guard: { type: "ok", params: ({ event }) => ({ result: event.output }) },
            target: "reviewing",
            actions: assign({ diff: ({ event }) => okData(event.output), flagsConfirmed: false }),
          },
          {
            guard: { type: "refused", params: ({ event }) => ({ result: event.output }) },
            target: "editing",
            actions: assign({ error: ({ event }) => messageOf(event.output), field: ({ event }) => fieldOf(event.output) }),
          },
          { target: "failed", actions: assign({ error: ({ event }) => messageOf(event.output), failedStep: "preview" }) },
        ],
        onError: { target: "failed", actions: assign({ error: "Something went wrong", failedStep: "preview" }) },
      },
    },
    reviewing: {
      on: {
        "fares.apply": {
          guard: { type: "flagsConfirmed", params: ({ event }) => ({ confirmed: event.flagsConfirmed }) },
          target: "applying",
          actions: assign({ flagsConfirmed: ({ event }) => event.flagsConfirmed }),
        },
        "fares.edit": { target: "editing", actions: assign({ diff: null, notice: null }) },
      },
    },
    applying: {
      invoke: {
        id: "applyFares",
        src: "applyFares",
        input: ({ context }): FaresApplyInput => ({
          ...(context.change as FaresChange),
          version: context.diff?.version ?? 0,
          previewId: context.diff?.preview_id ?? "",
          confirmFlagged: context.flagsConfirmed,
        }),
        onDone: [
          {
            guard: { type: "scheduled", params: ({ event }) => ({ result: event.output }) },
            target: "scheduled",
            actions: assign({ applied: ({ event }) => okData(event.output) }),
          },
          {
            guard: { type: "ok", params: ({ event }) => ({ result: event.output }) },
            target: "applied",
            actions: assign({ applied: ({ event }) => okData(event.output) }),
          },
          {
            guard: { type: "faresMoved", params: ({ event }) => ({ result: event.output }) },
            target: "reviewing",
            actions: assign({ diff: ({ event }) => freshDiffOf(event.output), notice: ({ event }) => messageOf(event.output), flagsConfirmed: false }),
          },
          { target: "failed", actions: assign({ error: ({ event }) => messageOf(event.output), field: ({ event }) => fieldOf(event.output), failedStep: "save" }) },
        ],
        onError: { target: "failed", actions: assign({ error: "Something went wrong", failedStep: "save" }) },
      },
    },
    applied: {
      on: { "fares.again": { target: "loading", actions: assign({ change: null, diff: null, applied: null, notice: null }) } },
    },
    scheduled: {
      on: { "fares.again": { target: "loading", actions: assign({ change: null, diff: null, applied: null, notice: null }) } },
    },
    cancelling: {
      invoke: {
        id: "cancelScheduled",
        src: "cancelScheduled",
        input: ({ event }) => {
          assertEvent(event, "fares.cancelScheduled");
          return event.changeId;
        },
        onDone: [
          {
            guard: { type: "ok", params: ({ event }) => ({ result: event.output }) },
            target: "loading",
            actions: assign({
              cancelled: ({ event }) => {
                const { change_id, removed } = okData(event.output);
                return `Change #${change_id} is cancelled: ${removed} fare${removed === 1 ? "" : "s"} will not take effect`;
              },
            }),
          },
          { target: "failed", actions: assign({ error: ({ event }) => messageOf(event.output), failedStep: "cancel" }) },
        ],
        onError: { target: "failed", actions: assign({ error: "Something went wrong", failedStep: "cancel" }) },
      },
    },
    failed: {
      on: {
        "fares.edit": { target: "editing", actions: assign({ diff: null, notice: null }) },
        "fares.again": { target: "loading", actions: assign({ change: null, diff: null, applied: null, notice: null, error: null, field: null }) },
      },
    },
  },
});

/**
 * The price list upload (staff): a file is sent for a dry run (parsing: the server parses,
 * validates every row and diffs it against the list in force on the chosen day); a file with
 * problems is shown with its line numbers (invalid); a good one as its diff (previewing).
 * Applying needs the flagged changes (beyond +/-25%) confirmed (the server refuses them
 * otherwise); what is applied is the file, date and options that were checked (the preview's
 * `preview_id` binds them, and the screen locks the date and options meanwhile). When another
 * staff member changed the list meanwhile, the server's fresh diff replaces the old one and the
 * staff member looks again. Nothing changes before "applied".
 *
 * "Apply" is never disabled (issue 26): pressed before there is anything to apply, it stays
 * where it is and names what is missing (`missing`: no file chosen, the file not checked, or
 * not checked again after its problems, the changes beyond ±25% not confirmed), which the
 * screen puts beside the button and focuses.
 */
import type { ApiResult } from "@jute/api/client";
import type { PriceUpload } from "@jute/api/client/staff";
import type { PriceApplied, PriceDiff, UploadProblem } from "@jute/api/contract";
import { assertEvent, assign, fromPromise, setup } from "xstate";
import { tell } from "../../../shared/toasts";
import { okData } from "../../../shared/api/result";
import { staffClient } from "../staff-api";

export interface PriceUploadContext {
  upload: PriceUpload | null;
  diff: PriceDiff | null;
  problems: UploadProblem[];
  /** How many problems the file has (the list may be cut short). */
  problemTotal: number;
  /** The server's words for the last refusal or failure. */
  error: string | null;
  /** Said when the diff shown was refreshed because the list changed meanwhile. */
  notice: string | null;
  applied: PriceApplied | null;
  /** The flagged changes were confirmed when "apply" was pressed. */
  flagsConfirmed: boolean;
  /** What "Apply" still needs, when it was pressed too early. */
  missing: ApplyMissing | null;
}

/**
 * Why "Apply" cannot apply yet: no file chosen; a file chosen but not checked; a file whose
 * problems are shown (correct it and check it again); a list already applied (check another);
 * the changes beyond ±25% not confirmed.
 */
export type ApplyMissing = "file" | "check" | "recheck" | "another" | "flags";

export type PriceUploadEvent =
  | { type: "upload.submit"; upload: PriceUpload }
  /** `fileChosen`: whether the file field holds a file (what to say when nothing was checked). */
  | { type: "upload.apply"; flagsConfirmed: boolean; fileChosen: boolean }
  | { type: "upload.reset" };

const empty: PriceUploadContext = { upload: null, diff: null, problems: [], problemTotal: 0, error: null, notice: null, applied: null, flagsConfirmed: false, missing: null };

/** What an apply sends: the checked file, date and options, bound by the preview's id. */
export type ApplyInput = PriceUpload & { version: number; previewId: string; confirmFlagged: boolean };

const problemsOf = (result: ApiResult<unknown>): { problems: UploadProblem[]; total: number } => {
  if (result.kind !== "refused") return { problems: [], total: 0 };
  const details = result.details as { problems?: UploadProblem[]; total?: number } | undefined;
  return { problems: details?.problems ?? [], total: details?.total ?? 0 };
};

const freshDiffOf = (result: ApiResult<unknown>): PriceDiff | null =>
  result.kind === "refused" && result.status === 409 ? ((result.details as { diff?: PriceDiff } | undefined)?.diff ?? null) : null;

const messageOf = (result: ApiResult<unknown>) => (result.kind === "ok" ? null : result.msg || "Error");

export const priceUploadMachine = setup({
  types: {
    context: {} as PriceUploadContext,
    events: {} as PriceUploadEvent,
  },
  actors: {
    previewUpload: fromPromise<ApiResult<PriceDiff>, PriceUpload>(async ({ input }) => (await staffClient()).previewPriceList(input)),
    applyUpload: fromPromise<ApiResult<PriceApplied>, ApplyInput>(async ({ input }) => (await staffClient()).applyPriceList(input)),
  },
  actions: {
    announceApplied: (_, params: { applied: PriceApplied }) => {
      tell("priceList.applied", params.applied.scheduled ? `Price list scheduled for ${params.applied.effective_from}` : "Price list applied");
    },
    announceError: (_, params: { msg: string }) => {
      tell("priceList.failed", params.msg);
    },
    /** Apply was pressed before a checked file: say what comes first. */
    notYetChecked: assign({
      missing: ({ event }) => {
        assertEvent(event, "upload.apply");
        return event.fileChosen ? "check" : "file";
      },
    }),
  },
  guards: {
    previewed: (_, params: { result: ApiResult<PriceDiff> }) => params.result.kind === "ok",
    refusedFile: (_, params: { result: ApiResult<PriceDiff> }) => params.result.kind === "refused",
    applied: (_, params: { result: ApiResult<PriceApplied> }) => params.result.kind === "ok",
    listMoved: (_, params: { result: ApiResult<PriceApplied> }) => freshDiffOf(params.result) !== null,
    flagsConfirmed: ({ context }, params: { confirmed: boolean }) => (context.diff?.counts.flagged ?? 0) === 0 || params.confirmed,
  },
}).createMachine({
  id: "priceUpload",
  context: empty,
  initial: "idle",
  states: {
    idle: {
      on: {
        "upload.submit": { target: "parsing", actions: assign({ upload: ({ event }) => event.upload }) },
        "upload.apply": { actions: "notYetChecked" },
      },
    },
    parsing: {
      entry: assign({ diff: null, problems: [], problemTotal: 0, error: null, notice: null, applied: null, missing: null }),
      invoke: {
        id: "previewUpload",
        src: "previewUpload",
        input: ({ context }) => context.upload as PriceUpload,
        onDone: [
          {
            guard: { type: "previewed", params: ({ event }) => ({ result: event.output }) },
            target: "previewing",
            actions: assign({ diff: ({ event }) => (event.output.kind === "ok" ? event.output.data : null) }),
          },
          {
            guard: { type: "refusedFile", params: ({ event }) => ({ result: event.output }) },
            target: "invalid",
            actions: assign(({ event }) => {
              const { problems, total } = problemsOf(event.output);
              return { problems, problemTotal: total, error: messageOf(event.output) };
            }),
          },
          { target: "failed", actions: assign({ error: ({ event }) => messageOf(event.output) }) },
        ],
        onError: { target: "failed", actions: assign({ error: "Something went wrong" }) },
      },
    },
    invalid: {
      on: {
        "upload.submit": { target: "parsing", actions: assign({ upload: ({ event }) => event.upload }) },
        "upload.apply": { actions: assign({ missing: "recheck" }) },
        "upload.reset": { target: "idle", actions: assign(empty) },
      },
    },
    previewing: {
      on: {
        "upload.submit": { target: "parsing", actions: assign({ upload: ({ event }) => event.upload }) },
        "upload.apply": [
          {
            guard: { type: "flagsConfirmed", params: ({ event }) => ({ confirmed: event.flagsConfirmed }) },
            target: "applying",
            actions: assign({ flagsConfirmed: ({ event }) => event.flagsConfirmed, missing: null }),
          },
          { actions: assign({ missing: "flags" }) },
        ],
        "upload.reset": { target: "idle", actions: assign(empty) },
      },
    },
    applying: {
      invoke: {
        id: "applyUpload",
        src: "applyUpload",
        input: ({ context }): ApplyInput => ({
          ...(context.upload as PriceUpload),
          version: context.diff?.version ?? 0,
          previewId: context.diff?.preview_id ?? "",
          confirmFlagged: context.flagsConfirmed,
        }),
        onDone: [
          {
            guard: { type: "applied", params: ({ event }) => ({ result: event.output }) },
            target: "applied",
            actions: [
              assign({ applied: ({ event }) => (event.output.kind === "ok" ? event.output.data : null) }),
              { type: "announceApplied", params: ({ event }) => ({ applied: okData(event.output) }) },
            ],
          },
          {
            guard: { type: "listMoved", params: ({ event }) => ({ result: event.output }) },
            target: "previewing",
            actions: assign({ diff: ({ event }) => freshDiffOf(event.output), notice: ({ event }) => messageOf(event.output) }),
          },
          {
            target: "failed",
            actions: [
              assign({ error: ({ event }) => messageOf(event.output) }),
              { type: "announceError", params: ({ event }) => ({ msg: messageOf(event.output) ?? "Error" }) },
            ],
          },
        ],
        onError: { target: "failed", actions: [assign({ error: "Something went wrong" }), { type: "announceError", params: { msg: "Something went wrong" } }] },
      },
    },
    applied: {
      on: {
        "upload.submit": { target: "parsing", actions: assign({ upload: ({ event }) => event.upload }) },
        "upload.apply": { actions: assign({ missing: "another" }) },
        "upload.reset": { target: "idle", actions: assign(empty) },
      },
    },
    failed: {
      on: {
        "upload.submit": { target: "parsing", actions: assign({ upload: ({ event }) => event.upload }) },
        "upload.apply": { actions: "notYetChecked" },
        "upload.reset": { target: "idle", actions: assign(empty) },
      },
    },
  },
});

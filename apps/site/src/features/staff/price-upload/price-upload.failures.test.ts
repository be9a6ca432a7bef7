/**
 * The price list upload step by step on a live actor with fake network actors: what the clerk
 * sees when a preview or a save fails or is refused, when the list changed meanwhile, and how a
 * new file or Start again leaves each outcome (invalid, previewing, applied, failed).
 */
import type { ApiResult } from "@jute/api/client";
import type { PriceUpload } from "@jute/api/client/staff";
import type { PriceApplied, PriceDiff } from "@jute/api/contract";
import { createActor, fromPromise, waitFor } from "xstate";
import { type ApplyInput, priceUploadMachine } from "./price-upload.machine";

const upload: PriceUpload = { fileName: "prices.csv", csv: "company,...", effectiveFrom: "2026-11-23", retireMissing: false };
const fixed: PriceUpload = { ...upload, fileName: "prices-fixed.csv" };
const line = { line: 2, key: "1|1||8|1|MOT", company: "SJSML", sub_category_id: "1", sub_category: "CRX", size: "", yarn_count: "8", ply: "1", oil: "MOT", old_kg: "1000", new_kg: "1000", flagged: false, rounded: false };
const diff = (version: number, flagged: number): PriceDiff => ({
  version,
  effective_from: "2026-11-23",
  preview_id: `${version}`.padStart(64, "a"),
  notices: [],
  counts: { added: 0, changed: 1, unchanged: 99, missing: 0, retired: 0, flagged, rounded: 0 },
  added: [],
  changed: [{ ...line, old_price: "1300", new_price: flagged ? "2000" : "1430", percent: flagged ? 53.85 : 10, flagged: flagged > 0 }],
  missing: [],
});
const applied: PriceApplied = { change_id: "4", effective_from: "2026-11-23", scheduled: false, added: 0, changed: 1, unchanged: 99, missing: 0, retired: 0, flagged: 0, rounded: 0 };
const problems = [{ line: 3, msg: 'unknown company "NOPE" (expected SJSML or OJML)' }];
const badFile: ApiResult<PriceDiff> = { kind: "refused", status: 400, code: "invalid_input", msg: "The file has 1 problem: nothing was changed", details: { problems, total: 1 } };
const unreachable = { kind: "failed", reason: "network", msg: "The server could not be reached" } as const;
const ok = <T>(data: T, msg = ""): ApiResult<T> => ({ kind: "ok", data, msg });

type Reply<T> = ApiResult<T> | Error;

/** The machine with fake actors answering in turn (an Error rejects: the client chunk failed), what it hands to `tell` (shared/toasts: the page says these, so no toast shows) and what each actor was asked. */
function start(script: { preview?: Reply<PriceDiff>[]; apply?: Reply<PriceApplied>[] }) {
  const asked = { preview: [] as PriceUpload[], apply: [] as ApplyInput[] };
  const toasts: string[] = [];
  const next = <T>(queue: Reply<T>[] | undefined, what: string): ApiResult<T> => {
    const reply = queue?.shift();
    if (reply === undefined) throw new Error(`no scripted reply for ${what}`);
    if (reply instanceof Error) throw reply;
    return reply;
  };
  const machine = priceUploadMachine.provide({
    actors: {
      previewUpload: fromPromise(async ({ input }: { input: PriceUpload }) => {
        asked.preview.push(input);
        return next(script.preview, "previewUpload");
      }),
      applyUpload: fromPromise(async ({ input }: { input: ApplyInput }) => {
        asked.apply.push(input);
        return next(script.apply, "applyUpload");
      }),
    },
    actions: {
      announceApplied: (_, params) => void toasts.push(`success: ${(params as { applied: PriceApplied }).applied.change_id}`),
      announceError: (_, params) => void toasts.push(`error: ${(params as { msg: string }).msg}`),
    },
  });
  return { actor: createActor(machine).start(), asked, toasts };
}

const chunkFailed = () => new Error("chunk failed");

describe("the price list upload flow", () => {
  it("says the server could not be reached when a file cannot be previewed, and a new file is previewed", async () => {
    const { actor, asked, toasts } = start({ preview: [unreachable, ok(diff(7, 0))] });
    actor.send({ type: "upload.submit", upload });
    const failed = await waitFor(actor, (s) => s.matches("failed"));
    expect(failed.context.error).toBe("The server could not be reached");
    expect(failed.context.diff).toBeNull();
    expect(toasts).toEqual([]);
    actor.send({ type: "upload.submit", upload: fixed });
    const previewing = await waitFor(actor, (s) => s.matches("previewing"));
    expect(previewing.context.error).toBeNull();
    expect(previewing.context.diff?.version).toBe(7);
    expect(asked.preview).toEqual([upload, fixed]);
  });

  it("says Something went wrong when the client cannot load for a preview, and Start again clears it", async () => {
    const { actor } = start({ preview: [chunkFailed()] });
    actor.send({ type: "upload.submit", upload });
    const failed = await waitFor(actor, (s) => s.matches("failed"));
    expect(failed.context.error).toBe("Something went wrong");
    actor.send({ type: "upload.reset" });
    const idle = actor.getSnapshot();
    expect(idle.matches("idle")).toBe(true);
    expect(idle.context).toMatchObject({ upload: null, error: null, diff: null });
  });

  it("lists a refused file's problems, and Start again clears them", async () => {
    const { actor } = start({ preview: [badFile] });
    actor.send({ type: "upload.submit", upload });
    const invalid = await waitFor(actor, (s) => s.matches("invalid"));
    expect(invalid.context.problems).toEqual(problems);
    expect(invalid.context.problemTotal).toBe(1);
    actor.send({ type: "upload.reset" });
    const idle = actor.getSnapshot();
    expect(idle.matches("idle")).toBe(true);
    expect(idle.context).toMatchObject({ upload: null, problems: [], problemTotal: 0, error: null });
  });

  it("previews another file in place of the one shown", async () => {
    const { actor, asked } = start({ preview: [ok(diff(7, 1)), ok(diff(7, 0))] });
    actor.send({ type: "upload.submit", upload });
    await waitFor(actor, (s) => s.matches("previewing"));
    actor.send({ type: "upload.submit", upload: fixed });
    const second = await waitFor(actor, (s) => s.matches("previewing") && asked.preview.length === 2 && s.context.diff !== null);
    expect(second.context.upload).toEqual(fixed);
    expect(second.context.diff?.counts.flagged).toBe(0);
  });

  it("shows the fresh diff with its notice when the list changed meanwhile, and applies that one", async () => {
    const moved = "The price list changed since your preview: check the fresh preview below before applying";
    const { actor, asked, toasts } = start({
      preview: [ok(diff(7, 0))],
      apply: [{ kind: "refused", status: 409, code: "conflict", msg: moved, details: { diff: diff(8, 0) } }, ok(applied)],
    });
    actor.send({ type: "upload.submit", upload });
    await waitFor(actor, (s) => s.matches("previewing"));
    actor.send({ type: "upload.apply", flagsConfirmed: false, fileChosen: true });
    const fresh = await waitFor(actor, (s) => s.matches("previewing") && s.context.notice !== null);
    expect(fresh.context.notice).toBe(moved);
    expect(fresh.context.diff?.version).toBe(8);
    expect(toasts).toEqual([]);
    actor.send({ type: "upload.apply", flagsConfirmed: false, fileChosen: true });
    await waitFor(actor, (s) => s.matches("applied"));
    expect(asked.apply.map((a) => [a.version, a.previewId])).toEqual([
      [7, diff(7, 0).preview_id],
      [8, diff(8, 0).preview_id],
    ]);
    expect(toasts).toEqual(["success: 4"]);
  });

  it("says why a save was refused (on the page, handed to tell once), and a new file starts over", async () => {
    const refusal = "1 price moves beyond ±25%: confirm it to apply (confirm_flagged)";
    const { actor, toasts } = start({ preview: [ok(diff(7, 0)), ok(diff(7, 0))], apply: [{ kind: "refused", status: 409, code: "conflict", field: "confirm_flagged", msg: refusal }] });
    actor.send({ type: "upload.submit", upload });
    await waitFor(actor, (s) => s.matches("previewing"));
    actor.send({ type: "upload.apply", flagsConfirmed: false, fileChosen: true });
    const failed = await waitFor(actor, (s) => s.matches("failed"));
    expect(failed.context.error).toBe(refusal);
    expect(toasts).toEqual([`error: ${refusal}`]);
    actor.send({ type: "upload.submit", upload: fixed });
    const again = await waitFor(actor, (s) => s.matches("previewing"));
    expect(again.context.error).toBeNull();
    expect(again.context.upload).toEqual(fixed);
  });

  it("says Something went wrong when the client cannot load for a save", async () => {
    const { actor, toasts } = start({ preview: [ok(diff(7, 0))], apply: [chunkFailed()] });
    actor.send({ type: "upload.submit", upload });
    await waitFor(actor, (s) => s.matches("previewing"));
    actor.send({ type: "upload.apply", flagsConfirmed: false, fileChosen: true });
    const failed = await waitFor(actor, (s) => s.matches("failed"));
    expect(failed.context.error).toBe("Something went wrong");
    expect(toasts).toEqual(["error: Something went wrong"]);
  });

  it("after a list is applied, uploads the next file, or starts again from nothing", async () => {
    const { actor, asked } = start({ preview: [ok(diff(7, 0)), ok(diff(8, 0))], apply: [ok(applied)] });
    actor.send({ type: "upload.submit", upload });
    await waitFor(actor, (s) => s.matches("previewing"));
    actor.send({ type: "upload.apply", flagsConfirmed: false, fileChosen: true });
    const done = await waitFor(actor, (s) => s.matches("applied"));
    expect(done.context.applied).toEqual(applied);
    actor.send({ type: "upload.submit", upload: fixed });
    const next = await waitFor(actor, (s) => s.matches("previewing"));
    expect(next.context.applied).toBeNull();
    expect(next.context.diff?.version).toBe(8);
    expect(asked.preview).toEqual([upload, fixed]);
  });

  it("Start again after an applied list empties the page", async () => {
    const { actor } = start({ preview: [ok(diff(7, 0))], apply: [ok(applied)] });
    actor.send({ type: "upload.submit", upload });
    await waitFor(actor, (s) => s.matches("previewing"));
    actor.send({ type: "upload.apply", flagsConfirmed: false, fileChosen: true });
    await waitFor(actor, (s) => s.matches("applied"));
    actor.send({ type: "upload.reset" });
    const idle = actor.getSnapshot();
    expect(idle.matches("idle")).toBe(true);
    expect(idle.context).toMatchObject({ upload: null, applied: null, diff: null });
  });

  it("previews a fixed file after a refused one", async () => {
    const { actor, asked } = start({ preview: [badFile, ok(diff(7, 0))] });
    actor.send({ type: "upload.submit", upload });
    await waitFor(actor, (s) => s.matches("invalid"));
    actor.send({ type: "upload.submit", upload: fixed });
    const previewing = await waitFor(actor, (s) => s.matches("previewing"));
    expect(previewing.context).toMatchObject({ upload: fixed, problems: [], problemTotal: 0, error: null });
    expect(asked.preview).toEqual([upload, fixed]);
  });

  it("Start again from a preview drops it and applies nothing", async () => {
    const { actor, asked } = start({ preview: [ok(diff(7, 0))] });
    actor.send({ type: "upload.submit", upload });
    await waitFor(actor, (s) => s.matches("previewing"));
    actor.send({ type: "upload.reset" });
    const idle = actor.getSnapshot();
    expect(idle.matches("idle")).toBe(true);
    expect(idle.context).toMatchObject({ upload: null, diff: null });
    expect(asked.apply).toEqual([]);
  });

  it("says what Apply still needs when pressed too early, in every state, and sends nothing", async () => {
    const { actor, asked } = start({ preview: [badFile, ok(diff(7, 1)), unreachable], apply: [ok(applied)] });
    actor.send({ type: "upload.apply", flagsConfirmed: false, fileChosen: false });
    expect(actor.getSnapshot().value).toBe("idle");
    expect(actor.getSnapshot().context.missing).toBe("file");

    actor.send({ type: "upload.submit", upload });
    await waitFor(actor, (s) => s.matches("invalid"));
    actor.send({ type: "upload.apply", flagsConfirmed: false, fileChosen: true });
    expect(actor.getSnapshot().value).toBe("invalid");
    expect(actor.getSnapshot().context.missing).toBe("recheck");

    actor.send({ type: "upload.submit", upload: fixed });
    await waitFor(actor, (s) => s.matches("previewing"));
    actor.send({ type: "upload.apply", flagsConfirmed: false, fileChosen: true });
    expect(actor.getSnapshot().value).toBe("previewing");
    expect(actor.getSnapshot().context.missing).toBe("flags");
    expect(asked.apply).toEqual([]);

    actor.send({ type: "upload.apply", flagsConfirmed: true, fileChosen: true });
    await waitFor(actor, (s) => s.matches("applied"));
    actor.send({ type: "upload.apply", flagsConfirmed: true, fileChosen: true });
    expect(actor.getSnapshot().value).toBe("applied");
    expect(actor.getSnapshot().context.missing).toBe("another");

    actor.send({ type: "upload.submit", upload });
    await waitFor(actor, (s) => s.matches("failed"));
    actor.send({ type: "upload.apply", flagsConfirmed: false, fileChosen: true });
    expect(actor.getSnapshot().value).toBe("failed");
    expect(actor.getSnapshot().context.missing).toBe("check");
    expect(asked.apply).toHaveLength(1);
  });
});

/**
 * The port fares flow step by step on a live actor with fake network actors: what the clerk
 * sees when the fares cannot load (and Try again), when a preview or a save is refused or
 * fails, when another staff member changed the fares meanwhile, when a change is saved for
 * today or for a later day, and when a scheduled change is cancelled (or cannot be).
 */
import type { ApiResult } from "@jute/api/client";
import type { FaresChange } from "@jute/api/client/staff";
import type { FaresApplied, FaresData, FaresDiff } from "@jute/api/contract";
import { createActor, fromPromise, waitFor } from "xstate";
import { type FaresApplyInput, faresMachine } from "./fares.machine";

const fares: FaresData = {
  today: "2026-11-25",
  time_zone: "Asia/Dhaka",
  version: 7,
  fares: [
    { truck_fare_id: "1", location: "Chattogram Port", fare: "19.5", effective_from: "2026-11-01" },
    { truck_fare_id: "2", location: "Mongla Port", fare: "22", effective_from: "" },
  ],
  scheduled: [{ change_id: "9", truck_fare_id: "2", location: "Mongla Port", fare: "24", effective_from: "2026-12-01" }],
};
const change: FaresChange = { effectiveFrom: "2026-11-25", fares: [{ truckFareId: "1", fare: "30" }, { truckFareId: "2", fare: "22" }] };
const diff = (version: number, flagged: number): FaresDiff => ({
  version,
  effective_from: "2026-11-25",
  preview_id: `${version}`.padStart(64, "a"),
  scheduled: false,
  counts: { changed: 1, unchanged: 1, flagged },
  changed: [{ truck_fare_id: "1", location: "Chattogram Port", old_fare: "19.5", new_fare: "30", percent: 53.85, flagged: flagged > 0 }],
});
const applied: FaresApplied = { change_id: "12", effective_from: "2026-11-25", scheduled: false, changed: 1, flagged: 1 };
const unreachable = { kind: "failed", reason: "network", msg: "The server could not be reached" } as const;
const ok = <T>(data: T, msg = ""): ApiResult<T> => ({ kind: "ok", data, msg });

type Reply<T> = ApiResult<T> | Error;
interface Script {
  load?: Reply<FaresData>[];
  preview?: Reply<FaresDiff>[];
  apply?: Reply<FaresApplied>[];
  cancel?: Reply<{ change_id: string; removed: number }>[];
}

/** The machine with fake actors answering from `script` in turn (an Error rejects: the client chunk failed), and what each was asked. */
function start(script: Script) {
  const asked = { load: 0, preview: [] as FaresChange[], apply: [] as FaresApplyInput[], cancel: [] as string[] };
  const next = <T>(queue: Reply<T>[] | undefined, what: string): ApiResult<T> => {
    const reply = queue?.shift();
    if (reply === undefined) throw new Error(`no scripted reply for ${what}`);
    if (reply instanceof Error) throw reply;
    return reply;
  };
  const machine = faresMachine.provide({
    actors: {
      loadFares: fromPromise(async () => {
        asked.load += 1;
        return next(script.load, "loadFares");
      }),
      previewFares: fromPromise(async ({ input }: { input: FaresChange }) => {
        asked.preview.push(input);
        return next(script.preview, "previewFares");
      }),
      applyFares: fromPromise(async ({ input }: { input: FaresApplyInput }) => {
        asked.apply.push(input);
        return next(script.apply, "applyFares");
      }),
      cancelScheduled: fromPromise(async ({ input }: { input: string }) => {
        asked.cancel.push(input);
        return next(script.cancel, "cancelScheduled");
      }),
    },
  });
  return { actor: createActor(machine).start(), asked };
}

const chunkFailed = () => new Error("chunk failed");

describe("the port fares flow", () => {
  it("says why the fares could not load, and Try again loads them", async () => {
    const { actor, asked } = start({ load: [unreachable, ok(fares)] });
    const failed = await waitFor(actor, (s) => s.matches("loadFailed"));
    expect(failed.context.error).toBe("The server could not be reached");
    expect(failed.context.fares).toBeNull();
    actor.send({ type: "fares.retry" });
    const editing = await waitFor(actor, (s) => s.matches("editing"));
    expect(editing.context.fares).toEqual(fares);
    expect(editing.context.error).toBeNull();
    expect(asked.load).toBe(2);
  });

  it("says Something went wrong when the client cannot load", async () => {
    const { actor } = start({ load: [chunkFailed()] });
    const failed = await waitFor(actor, (s) => s.matches("loadFailed"));
    expect(failed.context.error).toBe("Something went wrong");
  });

  it("saves the previewed fares for today once the flagged ones are confirmed, then starts again on fresh fares", async () => {
    const { actor, asked } = start({ load: [ok(fares), ok({ ...fares, version: 8 })], preview: [ok(diff(7, 1))], apply: [ok(applied, "Fares saved")] });
    await waitFor(actor, (s) => s.matches("editing"));
    actor.send({ type: "fares.preview", change });
    const reviewing = await waitFor(actor, (s) => s.matches("reviewing"));
    expect(reviewing.context.diff?.counts.flagged).toBe(1);
    expect(asked.preview).toEqual([change]);

    // A flagged fare not confirmed: nothing is sent, the preview stays.
    actor.send({ type: "fares.apply", flagsConfirmed: false });
    expect(actor.getSnapshot().matches("reviewing")).toBe(true);
    expect(asked.apply).toEqual([]);

    actor.send({ type: "fares.apply", flagsConfirmed: true });
    const done = await waitFor(actor, (s) => s.matches("applied"));
    expect(done.context.applied).toEqual(applied);
    expect(asked.apply).toEqual([{ ...change, version: 7, previewId: diff(7, 1).preview_id, confirmFlagged: true }]);

    actor.send({ type: "fares.again" });
    const again = await waitFor(actor, (s) => s.matches("editing"));
    expect(again.context).toMatchObject({ fares: { version: 8 }, change: null, diff: null, applied: null, notice: null });
  });

  it("ends scheduled when the day is a later one, and starts again from there", async () => {
    const later: FaresApplied = { ...applied, effective_from: "2026-12-05", scheduled: true };
    const { actor, asked } = start({ load: [ok(fares), ok(fares)], preview: [ok(diff(7, 0))], apply: [ok(later, "Fares scheduled for 2026-12-05")] });
    await waitFor(actor, (s) => s.matches("editing"));
    actor.send({ type: "fares.preview", change: { ...change, effectiveFrom: "2026-12-05" } });
    await waitFor(actor, (s) => s.matches("reviewing"));
    // Nothing flagged: saving needs no confirmation.
    actor.send({ type: "fares.apply", flagsConfirmed: false });
    const scheduled = await waitFor(actor, (s) => s.matches("scheduled"));
    expect(scheduled.context.applied).toEqual(later);
    expect(asked.apply[0]).toMatchObject({ effectiveFrom: "2026-12-05", confirmFlagged: false });
    actor.send({ type: "fares.again" });
    const again = await waitFor(actor, (s) => s.matches("editing"));
    expect(again.context.applied).toBeNull();
    expect(asked.load).toBe(2);
  });

  it("goes back to the form from the preview, keeping what was typed and dropping the preview", async () => {
    const { actor } = start({ load: [ok(fares)], preview: [ok(diff(7, 0))] });
    await waitFor(actor, (s) => s.matches("editing"));
    actor.send({ type: "fares.preview", change });
    await waitFor(actor, (s) => s.matches("reviewing"));
    actor.send({ type: "fares.edit" });
    const editing = actor.getSnapshot();
    expect(editing.matches("editing")).toBe(true);
    expect(editing.context.diff).toBeNull();
    expect(editing.context.change).toEqual(change);
  });

  it("shows the server's fresh preview with its notice when the fares changed meanwhile, and saves that one", async () => {
    const moved = "The fares changed since your preview: check the fresh preview below before saving";
    const { actor, asked } = start({
      load: [ok(fares)],
      preview: [ok(diff(7, 1))],
      apply: [{ kind: "refused", status: 409, code: "conflict", msg: moved, details: { diff: diff(8, 1) } }, ok(applied)],
    });
    await waitFor(actor, (s) => s.matches("editing"));
    actor.send({ type: "fares.preview", change });
    await waitFor(actor, (s) => s.matches("reviewing"));
    actor.send({ type: "fares.apply", flagsConfirmed: true });
    const fresh = await waitFor(actor, (s) => s.matches("reviewing") && s.context.notice !== null);
    expect(fresh.context.notice).toBe(moved);
    expect(fresh.context.diff?.version).toBe(8);
    expect(fresh.context.flagsConfirmed).toBe(false);
    actor.send({ type: "fares.apply", flagsConfirmed: true });
    await waitFor(actor, (s) => s.matches("applied"));
    expect(asked.apply.map((a) => a.version)).toEqual([7, 8]);
  });

  it("says why a save was refused, and Edit goes back to the form with the field named", async () => {
    const refusal = "1 fare moves beyond ±25%: confirm it to apply (confirm_flagged)";
    const { actor } = start({ load: [ok(fares)], preview: [ok(diff(7, 1))], apply: [{ kind: "refused", status: 409, code: "conflict", field: "confirm_flagged", msg: refusal }] });
    await waitFor(actor, (s) => s.matches("editing"));
    actor.send({ type: "fares.preview", change });
    await waitFor(actor, (s) => s.matches("reviewing"));
    actor.send({ type: "fares.apply", flagsConfirmed: true });
    const failed = await waitFor(actor, (s) => s.matches("failed"));
    expect(failed.context.error).toBe(refusal);
    expect(failed.context.field).toBe("confirm_flagged");
    expect(failed.context.failedStep).toBe("save");
    actor.send({ type: "fares.edit" });
    const editing = actor.getSnapshot();
    expect(editing.matches("editing")).toBe(true);
    expect(editing.context.diff).toBeNull();
    expect(editing.context.change).toEqual(change);
  });

  it("says Something went wrong when the client cannot load for a save, and Start again reloads the fares", async () => {
    const { actor, asked } = start({ load: [ok(fares), ok(fares)], preview: [ok(diff(7, 0))], apply: [chunkFailed()] });
    await waitFor(actor, (s) => s.matches("editing"));
    actor.send({ type: "fares.preview", change });
    await waitFor(actor, (s) => s.matches("reviewing"));
    actor.send({ type: "fares.apply", flagsConfirmed: false });
    const failed = await waitFor(actor, (s) => s.matches("failed"));
    expect(failed.context.error).toBe("Something went wrong");
    actor.send({ type: "fares.again" });
    const again = await waitFor(actor, (s) => s.matches("editing"));
    expect(again.context).toMatchObject({ change: null, diff: null, error: null, field: null });
    expect(asked.load).toBe(2);
  });

  it("says why a preview could not be made (unreachable, or the client cannot load), keeping the fares typed", async () => {
    const { actor } = start({ load: [ok(fares)], preview: [unreachable, chunkFailed()] });
    await waitFor(actor, (s) => s.matches("editing"));
    actor.send({ type: "fares.preview", change });
    const unreached = await waitFor(actor, (s) => s.matches("failed"));
    expect(unreached.context.error).toBe("The server could not be reached");
    expect(unreached.context.change).toEqual(change);
    expect(unreached.context.failedStep).toBe("preview");
    actor.send({ type: "fares.edit" });
    actor.send({ type: "fares.preview", change });
    const broken = await waitFor(actor, (s) => s.matches("failed"));
    expect(broken.context.error).toBe("Something went wrong");
    expect(broken.context.failedStep).toBe("preview");
  });

  it("cancels a scheduled change and says what it removed, on the fares loaded again", async () => {
    const { actor, asked } = start({ load: [ok(fares), ok({ ...fares, scheduled: [] })], cancel: [ok({ change_id: "9", removed: 1 })] });
    await waitFor(actor, (s) => s.matches("editing"));
    actor.send({ type: "fares.cancelScheduled", changeId: "9" });
    const reloaded = await waitFor(actor, (s) => s.matches("editing") && asked.load === 2);
    expect(asked.cancel).toEqual(["9"]);
    expect(reloaded.context.cancelled).toBe("Change #9 is cancelled: 1 fare will not take effect");
    expect(reloaded.context.fares?.scheduled).toEqual([]);
  });

  it("says why a scheduled change could not be cancelled (refused, or the client cannot load)", async () => {
    const tookEffect = "Change 9 took effect on 2026-11-25: restore the fares before it instead";
    const { actor } = start({ load: [ok(fares)], cancel: [{ kind: "refused", status: 409, code: "conflict", msg: tookEffect }, chunkFailed()] });
    await waitFor(actor, (s) => s.matches("editing"));
    actor.send({ type: "fares.cancelScheduled", changeId: "9" });
    const refused = await waitFor(actor, (s) => s.matches("failed"));
    expect(refused.context.error).toBe(tookEffect);
    expect(refused.context.cancelled).toBe("");
    expect(refused.context.failedStep).toBe("cancel");
    actor.send({ type: "fares.edit" });
    actor.send({ type: "fares.cancelScheduled", changeId: "9" });
    const broken = await waitFor(actor, (s) => s.matches("failed") && s.context.error !== tookEffect);
    expect(broken.context.error).toBe("Something went wrong");
  });
});

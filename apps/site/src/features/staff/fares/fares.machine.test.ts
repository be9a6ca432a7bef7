import type { FaresApplied, FaresData, FaresDiff } from "@jute/api/contract";
import { expect } from "vitest";
import { flowTests } from "../../../shared/flows/testing/flow-test";
import { faresMachine } from "./fares.machine";

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
const change = { effectiveFrom: "2026-11-25", fares: [{ truckFareId: "1", fare: "1950" }, { truckFareId: "2", fare: "22" }] };
const diff = (version: number, flagged: number): FaresDiff => ({
  version,
  effective_from: "2026-11-25",
  preview_id: `${version}`.padStart(64, "a"),
  scheduled: false,
  counts: { changed: 1, unchanged: 1, flagged },
  changed: [{ truck_fare_id: "1", location: "Chattogram Port", old_fare: "19.5", new_fare: flagged ? "1950" : "20", percent: flagged ? 9900 : 2.56, flagged: flagged > 0 }],
});
const applied: FaresApplied = { change_id: "12", effective_from: "2026-11-25", scheduled: false, changed: 1, flagged: 1 };
const scheduled: FaresApplied = { ...applied, effective_from: "2026-11-26", scheduled: true };
const badFare = { kind: "refused", status: 400, code: "invalid_input", field: "fares.0.fare", msg: 'Chattogram Port: "abc" is not a fare: type a number of US dollars per tonne (0 or more, at most 2 decimals, e.g. 19.50)' };

describe("the port fares machine", () => {
  flowTests({
    // Each event once from each state: the context makes thousands of snapshots (coveringPaths).
    perState: true,
    machine: faresMachine,
    diagramOf: faresMachine,
    actorSources: ["loadFares", "previewFares", "applyFares", "cancelScheduled"],
    events: [
      { type: "fares.retry" },
      { type: "fares.preview", change },
      { type: "fares.apply", flagsConfirmed: false },
      { type: "fares.apply", flagsConfirmed: true },
      { type: "fares.edit" },
      { type: "fares.cancelScheduled", changeId: "9" },
      { type: "fares.again" },
      { type: "xstate.done.actor.loadFares", output: { kind: "ok", data: fares, msg: "Truck fares" } },
      { type: "xstate.done.actor.loadFares", output: { kind: "failed", reason: "network", msg: "The server could not be reached" } },
      { type: "xstate.error.actor.loadFares", error: "chunk failed" },
      { type: "xstate.done.actor.previewFares", output: { kind: "ok", data: diff(7, 1), msg: "Preview" } },
      { type: "xstate.done.actor.previewFares", output: { kind: "ok", data: diff(7, 0), msg: "Preview" } },
      { type: "xstate.done.actor.previewFares", output: badFare },
      { type: "xstate.done.actor.previewFares", output: { kind: "failed", reason: "network", msg: "The server could not be reached" } },
      { type: "xstate.error.actor.previewFares", error: "chunk failed" },
      { type: "xstate.done.actor.applyFares", output: { kind: "ok", data: applied, msg: "Fares saved" } },
      { type: "xstate.done.actor.applyFares", output: { kind: "ok", data: scheduled, msg: "Fares scheduled for 2026-11-26" } },
      {
        type: "xstate.done.actor.applyFares",
        output: { kind: "refused", status: 409, code: "conflict", msg: "The fares changed since your preview: check the fresh preview below before saving", details: { diff: diff(8, 1) } },
      },
      { type: "xstate.done.actor.applyFares", output: { kind: "refused", status: 409, code: "conflict", field: "confirm_flagged", msg: "1 fare moves beyond ±25%: confirm it to apply (confirm_flagged)" } },
      { type: "xstate.error.actor.applyFares", error: "chunk failed" },
      { type: "xstate.done.actor.cancelScheduled", output: { kind: "ok", data: { change_id: "9", removed: 1 }, msg: "Scheduled fares cancelled" } },
      { type: "xstate.done.actor.cancelScheduled", output: { kind: "refused", status: 409, code: "conflict", msg: "Change 9 took effect on 2026-11-25: restore the fares before it instead" } },
      { type: "xstate.error.actor.cancelScheduled", error: "chunk failed" },
    ],
    check: (snapshot, step) => {
      const { context } = snapshot;
      if (snapshot.matches("editing")) {
        expect(context.fares).toEqual(fares);
        // A refused preview comes back to the form with the server's words on the port's field.
        if (step.event.type === "xstate.done.actor.previewFares") expect(context).toMatchObject({ error: badFare.msg, field: "fares.0.fare" });
        if (step.event.type === "xstate.done.actor.loadFares") expect(context.error).toBeNull();
      }
      if (snapshot.matches("reviewing")) {
        expect(context.change).toEqual(change);
        expect(context.diff?.counts.changed).toBe(1);
        if (step.event.type === "xstate.done.actor.applyFares") {
          expect(context.diff?.version).toBe(8);
          expect(context.notice).toBe("The fares changed since your preview: check the fresh preview below before saving");
        }
      }
      // Flagged fares are saved only once confirmed.
      if (step.event.type === "fares.apply" && !(step.event as unknown as { flagsConfirmed: boolean }).flagsConfirmed && (context.diff?.counts.flagged ?? 0) > 0) {
        expect(snapshot.matches("reviewing")).toBe(true);
      }
      if (snapshot.matches("applied")) expect(context.applied).toEqual(applied);
      if (snapshot.matches("scheduled")) expect(context.applied).toEqual(scheduled);
      if (snapshot.matches("loadFailed")) expect(context.error).toMatch(/^(The server could not be reached|Something went wrong)$/);
      if (snapshot.matches("failed")) {
        expect(context.error).toMatch(/^(The server could not be reached|Something went wrong|1 fare moves beyond ±25%: confirm it to apply \(confirm_flagged\)|Change 9 took effect on 2026-11-25: restore the fares before it instead)$/);
      }
      if (snapshot.matches("loading") && step.event.type === "xstate.done.actor.cancelScheduled") {
        expect(context.cancelled).toBe("Change #9 is cancelled: 1 fare will not take effect");
      }
    },
    // What is saved is what was previewed: the fares and the day, bound by the preview's id.
    checkInputs: (inputs) => {
      for (const input of inputs.previewFares ?? []) expect(input).toEqual(change);
      for (const input of inputs.applyFares ?? []) {
        expect(input).toMatchObject({ ...change, previewId: expect.stringMatching(/^a{63}[78]$/), confirmFlagged: expect.any(Boolean) });
      }
      for (const input of inputs.cancelScheduled ?? []) expect(input).toBe("9");
    },
    snapshotFile: "./fares.machine.mmd",
  });
});

import type { PriceApplied, PriceDiff } from "@jute/api/contract";
import { expect } from "vitest";
import { flowTests } from "../../../shared/flows/testing/flow-test";
import { priceUploadMachine } from "./price-upload.machine";

let calls: string[] = [];
const machine = priceUploadMachine.provide({
  actions: {
    announceApplied: (_, params) => calls.push(`announceApplied ${JSON.stringify(params)}`),
    announceError: (_, params) => calls.push(`announceError ${(params as { msg: string }).msg}`),
  },
});

const upload = { fileName: "prices.csv", csv: "company,...", effectiveFrom: "2026-11-23", retireMissing: false };
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

describe("the price list upload machine", () => {
  flowTests({
    // Each event once from each state: the context makes thousands of snapshots (coveringPaths).
    perState: true,
    machine,
    diagramOf: priceUploadMachine,
    actorSources: ["previewUpload", "applyUpload"],
    events: [
      { type: "upload.submit", upload },
      { type: "upload.apply", flagsConfirmed: false, fileChosen: false },
      { type: "upload.apply", flagsConfirmed: false, fileChosen: true },
      { type: "upload.apply", flagsConfirmed: true, fileChosen: true },
      { type: "upload.reset" },
      { type: "xstate.done.actor.previewUpload", output: { kind: "ok", data: diff(7, 0), msg: "Preview" } },
      { type: "xstate.done.actor.previewUpload", output: { kind: "ok", data: diff(7, 1), msg: "Preview" } },
      { type: "xstate.done.actor.previewUpload", output: { kind: "refused", status: 400, msg: "The file has 1 problem: nothing was changed", details: { problems, total: 1 } } },
      { type: "xstate.done.actor.previewUpload", output: { kind: "refused", status: 400, msg: "Line 1 (the header) is wrong: missing column company" } },
      { type: "xstate.done.actor.previewUpload", output: { kind: "failed", reason: "network", msg: "The server could not be reached" } },
      { type: "xstate.error.actor.previewUpload", error: "chunk failed" },
      { type: "xstate.done.actor.applyUpload", output: { kind: "ok", data: applied, msg: "Applied" } },
      { type: "xstate.done.actor.applyUpload", output: { kind: "refused", status: 409, msg: "The price list changed since your preview: check the fresh diff below before applying", details: { diff: diff(8, 0) } } },
      { type: "xstate.done.actor.applyUpload", output: { kind: "refused", status: 403, msg: "This is for the mill's staff only" } },
      { type: "xstate.error.actor.applyUpload", error: "chunk failed" },
    ],
    beforePath: () => {
      calls = [];
    },
    check: (snapshot, step) => {
      const { context } = snapshot;
      if (snapshot.matches("invalid")) {
        expect(context.error).toMatch(/^(The file has 1 problem: nothing was changed|Line 1 \(the header\) is wrong: missing column company)$/);
        if (context.problems.length > 0) expect(context).toMatchObject({ problems, problemTotal: 1 });
      }
      if (snapshot.matches("previewing")) {
        expect(context.diff?.counts.changed).toBe(1);
        // A refreshed diff says why it changed; the first one says nothing.
        if (step.event.type === "xstate.done.actor.applyUpload") {
          expect(context.diff?.version).toBe(8);
          expect(context.notice).toBe("The price list changed since your preview: check the fresh diff below before applying");
        }
      }
      // Flagged changes are applied only once confirmed.
      if (step.event.type === "upload.apply" && !(step.event as unknown as { flagsConfirmed: boolean }).flagsConfirmed && (context.diff?.counts.flagged ?? 0) > 0) {
        expect(snapshot.matches("applying")).toBe(false);
        if (snapshot.matches("previewing")) expect(context.missing).toBe("flags");
      }
      // Apply pressed before a checked file stays put and names what is missing (issue 26).
      if (step.event.type === "upload.apply" && !snapshot.matches("applying") && !snapshot.matches("previewing")) {
        const { fileChosen } = step.event as unknown as { fileChosen: boolean };
        const expected = snapshot.matches("invalid") ? "recheck" : snapshot.matches("applied") ? "another" : fileChosen ? "check" : "file";
        expect(context.missing).toBe(expected);
      }
      if (snapshot.matches("applying") || snapshot.matches("parsing")) expect(context.missing).toBeNull();
      if (snapshot.matches("applied")) {
        expect(context.applied).toEqual(applied);
        expect(calls.at(-1)).toBe(`announceApplied ${JSON.stringify({ applied })}`);
      }
      if (snapshot.matches("failed")) {
        expect(context.error).toMatch(/^(The server could not be reached|Something went wrong|This is for the mill's staff only)$/);
      }
      if (snapshot.matches("idle")) expect(context).toMatchObject({ upload: null, diff: null, problems: [], error: null });
    },
    // What is applied is what was checked: the previewed file, date and options, bound by the preview's id.
    checkInputs: (inputs) => {
      for (const input of inputs.applyUpload ?? []) {
        expect(input).toMatchObject({ ...upload, previewId: expect.stringMatching(/^a{63}[78]$/), confirmFlagged: expect.any(Boolean) });
      }
    },
    snapshotFile: "./price-upload.machine.mmd",
  });
});

import { expect } from "vitest";
import { flowTests } from "../../../shared/flows/testing/flow-test";
import { quoteListCopy } from "./quote-list.copy";
import { changedBag, CONFLICT, conflictList, emptyList, sentList, twoLines } from "./fixtures";
import { quoteListMachine } from "./quote-list.machine";

const counted: number[] = [];
const machine = quoteListMachine.provide({ actions: { countLines: (_, params: { lines: number }) => void counted.push(params.lines) } });
const TOO_LONG = "The note can be at most 500 characters";

describe("the quote list machine", () => {
  flowTests({
    // Each event once from each state: the context makes hundreds of snapshots (coveringPaths).
    perState: true,
    machine,
    diagramOf: quoteListMachine,
    actorSources: ["loadList", "editList", "sendList"],
    beforePath: () => counted.splice(0),
    events: [
      { type: "xstate.done.actor.loadList", output: { kind: "ok", data: twoLines, msg: "Data Found" } },
      { type: "xstate.done.actor.loadList", output: { kind: "ok", data: emptyList, msg: "Your quote list is empty" } },
      { type: "xstate.done.actor.loadList", output: { kind: "failed", reason: "network", msg: "The server could not be reached" } },
      { type: "xstate.done.actor.loadList", output: { kind: "refused", msg: "Log in to keep a quote list", code: "unauthenticated", status: 401 } },
      { type: "xstate.error.actor.loadList", error: "chunk failed" },
      { type: "list.retry" },
      { type: "line.save", lineId: "12", quantity: "50,000", note: "" },
      { type: "line.save", lineId: "12", quantity: "95.5", note: "" },
      { type: "line.remove", lineId: "12" },
      { type: "list.send", message: "One letter of credit" },
      { type: "xstate.done.actor.editList", output: { kind: "ok", data: changedBag, msg: "Line changed" } },
      { type: "xstate.done.actor.editList", output: { kind: "ok", data: emptyList, msg: "Line removed" } },
      { type: "xstate.done.actor.editList", output: { kind: "refused", msg: CONFLICT, code: "conflict", status: 409, details: { list: conflictList } } },
      { type: "xstate.done.actor.editList", output: { kind: "refused", msg: TOO_LONG, field: "note", code: "invalid_input", status: 400 } },
      { type: "xstate.done.actor.editList", output: { kind: "failed", reason: "timeout", msg: "The server took too long to answer" } },
      { type: "xstate.error.actor.editList", error: "chunk failed" },
      { type: "xstate.done.actor.sendList", output: { kind: "ok", data: sentList, msg: "Quote request E-2026-000131 received" } },
      { type: "xstate.done.actor.sendList", output: { kind: "refused", msg: CONFLICT, code: "conflict", status: 409, details: { list: conflictList } } },
      { type: "xstate.done.actor.sendList", output: { kind: "refused", msg: "Line 2: There is no such port", field: "lines.1.truck_fare_id", code: "invalid_input", status: 400 } },
      { type: "xstate.done.actor.sendList", output: { kind: "refused", msg: CONFLICT, code: "conflict", status: 409, details: { list: emptyList } } },
      { type: "xstate.error.actor.sendList", error: "chunk failed" },
    ],
    check: (snapshot, step) => {
      const event = step.event as { type: string; quantity?: string; output?: { kind: string; msg: string; status?: number } };
      if (event.type === "line.save" && event.quantity === "95.5" && snapshot.value === "ready") {
        expect(snapshot.context.fieldErrors).toEqual({ "12": { quantity: "Pieces are counted in whole numbers: did you mean 95 pieces or 96 pieces?" } });
      }
      if (event.output?.status === 409) {
        // Another device's change: its words, and the page shows the list as it now is.
        expect(snapshot.context.notice).toBe(CONFLICT);
        expect(snapshot.context.list?.version).toBeGreaterThanOrEqual(6);
      }
      if (event.output?.msg === TOO_LONG) expect(snapshot.context.fieldErrors).toEqual({ "12": { note: TOO_LONG } });
      if (event.output?.msg === "Line 2: There is no such port") expect(snapshot.context.error).toBe("Line 2: There is no such port");
      if (event.output?.kind === "failed" && step.event.type.endsWith("editList")) expect(snapshot.context.error).toBe(quoteListCopy.failed);
      if (snapshot.value === "sent") {
        expect(snapshot.context.sent).toEqual(sentList);
        expect(counted.at(-1)).toBe(0);
      }
      if (event.output?.msg === "Line changed") {
        expect(snapshot.context.list).toEqual(changedBag);
        expect(counted.at(-1)).toBe(2);
      }
      if (snapshot.value === "saving") expect(snapshot.context.busyLine).toBe("12");
    },
    snapshotFile: "./quote-list.machine.mmd",
  });
});

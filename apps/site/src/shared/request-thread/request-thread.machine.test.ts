import { expect } from "vitest";
import { flowTests } from "../flows/testing/flow-test";
import { requestThreadMachine } from "./request-thread.machine";
import { answeredThread, RATE_LIMITED, seenThread, unreadThread } from "./thread-fixtures";

let recounts = 0;
const recorded = requestThreadMachine.provide({ actions: { recountUnread: () => void (recounts += 1) } });

describe("the request thread machine", () => {
  flowTests({
    // Each event once from each state: the context makes thousands of snapshots (coveringPaths).
    perState: true,
    machine: recorded,
    beforePath: () => {
      recounts = 0;
    },
    diagramOf: requestThreadMachine,
    input: { side: "member", reference: "E-2026-000124", enquiryId: "" },
    actorSources: ["loadThread", "markSeen", "postMessage"],
    events: [
      { type: "xstate.done.actor.loadThread", output: { kind: "ok", data: unreadThread, msg: "Thread" } },
      { type: "xstate.done.actor.loadThread", output: { kind: "ok", data: seenThread, msg: "Thread" } },
      { type: "xstate.done.actor.loadThread", output: { kind: "refused", status: 404, code: "not_found", msg: "You have no enquiry E-2026-000124" } },
      { type: "xstate.error.actor.loadThread", error: "chunk failed" },
      { type: "thread.retry" },
      { type: "xstate.done.actor.markSeen", output: { kind: "ok", data: seenThread, msg: "Read" } },
      { type: "xstate.error.actor.markSeen", error: "chunk failed" },
      { type: "thread.edit", body: "Thank you: March suits us." },
      { type: "thread.attach", subCategoryId: "1" },
      { type: "thread.post" },
      { type: "xstate.done.actor.postMessage", output: { kind: "ok", data: answeredThread, msg: "Message sent: the mill is told by mail" } },
      { type: "xstate.done.actor.postMessage", output: { kind: "refused", status: 400, code: "invalid_input", field: "body", msg: "Write your message" } },
      { type: "xstate.done.actor.postMessage", output: { kind: "refused", status: 429, code: "rate_limited", msg: RATE_LIMITED } },
      { type: "xstate.done.actor.postMessage", output: { kind: "refused", status: 404, code: "not_found", msg: "You have no enquiry E-2026-000124" } },
      { type: "xstate.done.actor.postMessage", output: { kind: "failed", reason: "network", msg: "The server could not be reached" } },
      { type: "xstate.error.actor.postMessage", error: "chunk failed" },
    ],
    check: (snapshot, step) => {
      const { context } = snapshot;
      const type = step.event.type;
      if (snapshot.matches("seeing")) expect(context.thread?.unread).toBe(1);
      if (type === "xstate.done.actor.markSeen") {
        // Shown as it now stands, and the header's count read again.
        expect(context.thread).toEqual(seenThread);
        expect(recounts).toBeGreaterThan(0);
      }
      if (snapshot.matches("rateLimited")) expect(context.notice).toEqual({ kind: "refused", msg: RATE_LIMITED });
      if (snapshot.matches("postFailed")) expect(context.notice?.kind).toBe("failed");
      if (type === "xstate.done.actor.postMessage" && snapshot.matches("ready")) {
        const output = step.event.output as { kind: string; field?: string };
        if (output.kind === "ok") expect(context).toMatchObject({ thread: answeredThread, draft: "", spec: "", notice: { kind: "sent" } });
        else if (output.field === "body") expect(context.fieldError).toBe("Write your message");
        else expect(context.notice).toEqual({ kind: "refused", msg: "You have no enquiry E-2026-000124" });
      }
      // A draft of spaces is never sent: its problem goes on the field.
      if (type === "thread.post" && context.draft.trim() === "" && !snapshot.matches("loading")) expect(context.fieldError).toBe("Write your message");
    },
    checkInputs: (inputs) => {
      for (const input of inputs.postMessage ?? []) expect(input).toMatchObject({ side: "member", reference: "E-2026-000124", body: expect.stringMatching(/\S/) });
      for (const input of inputs.markSeen ?? []) expect(input).toEqual({ side: "member", reference: "E-2026-000124", enquiryId: "" });
    },
    snapshotFile: "./request-thread.machine.mmd",
  });
});

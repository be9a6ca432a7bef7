import { expect } from "vitest";
import type { InboxSummary } from "@jute/api/contract";
import { flowTests } from "../../../shared/flows/testing/flow-test";
import { enquiryAnswerMachine } from "./enquiry-answer.machine";

const summary = (status: "received" | "answered"): InboxSummary => ({
  id: "12", reference: "E-2026-000012", kind: "quote", name: "Nasrin Akter", email: "nasrin@example.com", subject: "Quote request: CRX Jute Yarn",
  status, created_at: "2026-11-25T09:00:00.000Z", answered_at: status === "answered" ? "2026-11-25T19:30:00.000Z" : "", answered_by: status === "answered" ? "clerk@mill.example" : "",
  reopened_at: "", reopened_by: "", time_zone: "Asia/Dhaka",
});

const events = [
  { type: "reply.edit", message: "We can ship 25 MT in March." },
  { type: "reply.send" },
  { type: "answer.mark" },
  { type: "enquiry.reopen" },
  { type: "xstate.done.actor.sendReply", output: { kind: "ok", data: { ...summary("answered"), mailed_to: "nasrin@example.com" }, msg: "Reply to E-2026-000012 sent to nasrin@example.com; marked answered" } },
  { type: "xstate.done.actor.sendReply", output: { kind: "refused", status: 400, code: "invalid_input", field: "message", msg: "Write the reply" } },
  { type: "xstate.done.actor.sendReply", output: { kind: "refused", status: 409, code: "conflict", msg: "Enquiry E-2026-000012 is already answered by clerk@mill.example: reopen it to answer again" } },
  { type: "xstate.done.actor.sendReply", output: { kind: "failed", reason: "network", msg: "The server could not be reached" } },
  { type: "xstate.error.actor.sendReply", error: "chunk failed" },
  { type: "xstate.done.actor.markAnswered", output: { kind: "ok", data: summary("answered"), msg: "E-2026-000012 is marked answered" } },
  { type: "xstate.done.actor.markAnswered", output: { kind: "refused", status: 409, code: "conflict", msg: "Enquiry E-2026-000012 is already answered: reopen it to answer again" } },
  { type: "xstate.error.actor.markAnswered", error: "chunk failed" },
  { type: "xstate.done.actor.reopen", output: { kind: "ok", data: summary("received"), msg: "E-2026-000012 reopened" } },
  { type: "xstate.done.actor.reopen", output: { kind: "refused", status: 409, code: "conflict", msg: "Enquiry E-2026-000012 is not answered: there is nothing to reopen" } },
  { type: "xstate.error.actor.reopen", error: "chunk failed" },
];

describe("the enquiry answer machine", () => {
  flowTests({
    // Each event once from each state: the context makes hundreds of snapshots (coveringPaths).
    perState: true,
    machine: enquiryAnswerMachine,
    diagramOf: enquiryAnswerMachine,
    input: { enquiryId: "12", status: "received" },
    actorSources: ["sendReply", "markAnswered", "reopen"],
    events,
    check: (snapshot, step) => {
      const { context } = snapshot;
      expect(context.enquiryId).toBe("12");
      const type = step.event.type;
      if (type === "xstate.done.actor.sendReply" && snapshot.matches("idle")) {
        const output = step.event.output as { kind: string; field?: string };
        if (output.kind === "ok") {
          // Sent: answered, the draft cleared, the change reported once.
          expect(context).toMatchObject({ status: "answered", draft: "", changed: true, notice: { kind: "done" } });
        } else if (output.field === "message") {
          // Refused on the text: the words go on the field, the draft stays.
          expect(context.fieldError).toBe("Write the reply");
          expect(context.status).toBe("received");
        } else if (output.kind === "refused") {
          // Another clerk answered first: the page reloads to show it.
          expect(context.notice).toEqual({ kind: "refused", msg: "Enquiry E-2026-000012 is already answered by clerk@mill.example: reopen it to answer again" });
          expect(context.changed).toBe(true);
        } else {
          expect(context.notice).toEqual({ kind: "failed", msg: "The reply was not sent: The server could not be reached" });
          expect(context.changed).toBe(false);
        }
      }
      if (type === "xstate.done.actor.reopen" && snapshot.matches("idle")) {
        const output = step.event.output as { kind: string };
        expect(context.status).toBe(output.kind === "ok" ? "received" : "answered");
      }
      if (type === "xstate.done.actor.markAnswered" && snapshot.matches("idle")) {
        const output = step.event.output as { kind: string };
        expect(context.status).toBe(output.kind === "ok" ? "answered" : "received");
      }
      if (type.startsWith("xstate.error.actor.")) expect(context.notice?.kind).toBe("failed");
      if (type === "reply.edit") expect(context.draft).toBe("We can ship 25 MT in March.");
    },
    checkInputs: (inputs) => {
      for (const input of inputs.sendReply ?? []) expect(input).toMatchObject({ enquiryId: "12" });
      for (const input of inputs.reopen ?? []) expect(input).toEqual({ enquiryId: "12" });
    },
    snapshotFile: "./enquiry-answer.machine.mmd",
  });
});

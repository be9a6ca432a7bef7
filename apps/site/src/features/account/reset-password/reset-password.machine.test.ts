import { expect } from "vitest";
import { accountCopy } from "../account.copy";
import { flowTests } from "../../../shared/flows/testing/flow-test";
import { createActor, waitFor } from "xstate";
import { resetPasswordMachine } from "./reset-password.machine";

const DONE = "Your password has been changed and every session of your account has ended: log in with the new password.";
const GONE = "This reset link cannot be used: it has been used already, has expired or is incomplete. Ask for a new link.";
const WEAK = "This password is too easy to guess: choose one that is not a common password, your name or your email";
const events = [
  { type: "xstate.done.actor.checkToken", output: true },
  { type: "xstate.done.actor.checkToken", output: false },
  { type: "xstate.error.actor.checkToken", error: "chunk failed" },
  { type: "reset.submit", password: "tossa-white-1982", confirm: "tossa-white-1968" },
  { type: "reset.submit", password: "tossa-white-1982", confirm: "tossa-white-1982" },
  { type: "reset.submit", password: "jute-1", confirm: "jute-1" },
  { type: "reset.edit", field: "confirm" },
  { type: "xstate.done.actor.resetPassword", output: { kind: "ok", data: null, msg: DONE } },
  { type: "xstate.done.actor.resetPassword", output: { kind: "refused", msg: GONE, status: 410 } },
  { type: "xstate.done.actor.resetPassword", output: { kind: "refused", msg: WEAK, status: 400 } },
  { type: "xstate.done.actor.resetPassword", output: { kind: "refused", msg: "Too many requests: try again in 60 seconds", status: 429 } },
  { type: "xstate.done.actor.resetPassword", output: { kind: "failed", reason: "timeout", msg: "The server took too long to answer" } },
  { type: "xstate.error.actor.resetPassword", error: "chunk failed" },
];

describe("the reset password machine", () => {
  flowTests({
    machine: resetPasswordMachine,
    diagramOf: resetPasswordMachine,
    input: { token: "k7Yt0b2d3Qm9xw4Lr8sPz1cVn6fHj5aEgUi0oTyRw2E" },
    actorSources: ["checkToken", "resetPassword"],
    events,
    check: (snapshot, step) => {
      const submit = step.event as { type: string; password?: string; confirm?: string };
      if (submit.type === "reset.submit" && submit.password !== submit.confirm) {
        expect(snapshot.value).toBe("editing");
        expect(snapshot.context.fieldErrors).toEqual({ confirm: accountCopy.passwordMismatch });
      }
      if (submit.type === "reset.submit" && submit.password === "jute-1") {
        // The contract's rule, checked before any request: still editing, the server's words on the field.
        expect(snapshot.value).toBe("editing");
        expect(snapshot.context.fieldErrors).toEqual({ password: "The password must be at least 8 characters" });
      }
      if (snapshot.value === "done") expect(snapshot.context.message).toBe(DONE);
      if (snapshot.value === "invalid") expect(snapshot.context.message).toBe(GONE);
      const output = (step.event as { output?: { msg?: string } }).output;
      if (output?.msg === WEAK) expect(snapshot.context.fieldErrors).toEqual({ password: WEAK });
      if (output?.msg?.startsWith("Too many")) expect(snapshot.context.error).toBe(output.msg);
    },
    snapshotFile: "./reset-password.machine.mmd",
  });

  it("opens the form only for a token of the server's shape; anything else is one message, without a request", async () => {
    for (const [token, expected] of [
      ["k7Yt0b2d3Qm9xw4Lr8sPz1cVn6fHj5aEgUi0oTyRw2E", "editing"],
      [null, "invalid"],
      ["", "invalid"],
      ["k7Yt0b2d3Qm9xw4Lr8sPz1c", "invalid"],
      ["k7Yt0b2d3Qm9xw4Lr8sPz1cVn6fHj5aEgUi0oTyRw2E=", "invalid"],
    ] as const) {
      const actor = createActor(resetPasswordMachine, { input: { token } }).start();
      const settled = await waitFor(actor, (snapshot) => !snapshot.matches("checking"));
      expect(settled.value, String(token)).toBe(expected);
      if (expected === "invalid") expect(settled.context.message).toBe(accountCopy.reset.invalid);
      actor.stop();
    }
  });
});

import { expect } from "vitest";
import { flowTests } from "../testing/flow-test";
import { PASSWORD_MISMATCH, refusalField, registrationMachine } from "./registration.machine";

let calls: string[] = [];
const machine = registrationMachine.provide({
  actions: {
    toastError: (_, params) => calls.push(`toastError ${(params as { msg: string }).msg}`),
    toastRegistered: (_, params) => calls.push(`toastRegistered ${(params as { msg: string }).msg}`),
    goToLogin: () => calls.push("goToLogin"),
  },
});

const form = { name: "Karim Uddin", email: "karim@example.com", password: "golden-fibre-1982" };
const TAKEN = "An account with this email already exists: log in, or register with another email";
const WEAK = "This password is too easy to guess: choose another";

describe("the registration machine", () => {
  flowTests({
    machine,
    diagramOf: registrationMachine,
    actorSources: ["register"],
    events: [
      { type: "registration.submit", ...form, confirm: "golden-fibre-1968" },
      { type: "registration.submit", ...form, confirm: form.password },
      { type: "registration.edit", field: "confirm" },
      { type: "xstate.done.actor.register", output: { kind: "ok", data: null, msg: "Registration successful" } },
      { type: "xstate.done.actor.register", output: { kind: "refused", msg: TAKEN, status: 409 } },
      { type: "xstate.done.actor.register", output: { kind: "refused", msg: WEAK, status: 400 } },
      { type: "xstate.done.actor.register", output: { kind: "refused", msg: "Too many requests", status: 429 } },
      { type: "xstate.done.actor.register", output: { kind: "failed", reason: "network", msg: "The server could not be reached" } },
      { type: "xstate.error.actor.register", error: "chunk failed" },
    ],
    beforePath: () => {
      calls = [];
    },
    check: (snapshot, step) => {
      if (step.event.type === "registration.submit" && (step.event as unknown as { confirm: string }).confirm !== form.password) {
        // No request: still editing, the mismatch on Confirm Password.
        expect(snapshot.value).toBe("editing");
        expect(snapshot.context.fieldErrors).toEqual({ confirm: PASSWORD_MISMATCH });
      }
      if (snapshot.value === "registered") expect(calls.slice(-2)).toEqual(["toastRegistered Registration successful", "goToLogin"]);
      const output = (step.event as { output?: { kind: string; msg: string } }).output;
      if (output?.msg === TAKEN) expect(snapshot.context.fieldErrors).toEqual({ email: TAKEN });
      if (output?.msg === WEAK) expect(snapshot.context.fieldErrors).toEqual({ password: WEAK });
      if (output?.msg === "Too many requests") expect(snapshot.context.error).toBe("Too many requests");
    },
    snapshotFile: "./registration.machine.mmd",
  });

  it("puts each refusal on the field it concerns", () => {
    expect(refusalField({ status: 409, msg: TAKEN })).toBe("email");
    expect(refusalField({ status: 400, msg: WEAK })).toBe("password");
    expect(refusalField({ status: 400, msg: "password must be at least 8 characters" })).toBe("password");
    expect(refusalField({ status: 400, msg: "name is required" })).toBe("name");
    expect(refusalField({ status: 429, msg: "Too many requests" })).toBeNull();
  });
});

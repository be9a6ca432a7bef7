import { expect } from "vitest";
import { flowTests } from "../../../shared/flows/testing/flow-test";
import { coveringPaths } from "../../../shared/flows/testing/model";
import { refusedField as fieldOfRefusal } from "../../../shared/api/refusal";
import { PASSWORD_MISMATCH, REFUSABLE_FIELDS, registrationMachine } from "./registration.machine";

let calls: string[] = [];
/** Per path: the field of the last refusal, and whether a field was edited since. */
let refusedField: string | null = null;
let editedSinceRefusal = false;
const machine = registrationMachine.provide({
  actions: {
    tell: (_, params) => calls.push(`tell ${(params as { outcome: string }).outcome} ${(params as { msg: string }).msg}`),
    goToLogin: () => calls.push("goToLogin"),
  },
});

const form = { name: "Karim Uddin", email: "karim@example.com", password: "golden-fibre-1982" };
const TAKEN = "An account with this email already exists: log in, or register with another email";
const WEAK = "This password is too easy to guess: choose one that is not a common password, your name or your email";

/** Breaks the contract's rules: a name one past the bound and a password too short (the server's words, no request). */
const TOO_LONG = { type: "registration.submit", name: "K".repeat(101), email: form.email, password: "jute-1", confirm: "jute-1" };
const RULE_WORDS = { name: "Your name can be at most 100 characters", password: "The password must be at least 8 characters" };

const events = [
  TOO_LONG,
  { type: "registration.submit", ...form, confirm: "golden-fibre-1968" },
  { type: "registration.submit", ...form, confirm: form.password },
  { type: "registration.edit", field: "confirm" },
  { type: "registration.edit", field: "email" },
  { type: "registration.edit", field: "password" },
  { type: "registration.edit", field: "name" },
  { type: "xstate.done.actor.register", output: { kind: "ok", data: null, msg: "Registration successful" } },
  { type: "xstate.done.actor.register", output: { kind: "refused", msg: TAKEN, field: "email", code: "conflict", status: 409 } },
  { type: "xstate.done.actor.register", output: { kind: "refused", msg: WEAK, field: "password", code: "invalid_input", status: 400 } },
  { type: "xstate.done.actor.register", output: { kind: "refused", msg: "Enter your name", field: "name", code: "invalid_input", status: 400 } },
  { type: "xstate.done.actor.register", output: { kind: "refused", msg: "Too many requests", code: "rate_limited", status: 429 } },
  { type: "xstate.done.actor.register", output: { kind: "failed", reason: "network", msg: "The server could not be reached" } },
  { type: "xstate.error.actor.register", error: "chunk failed" },
];

describe("the registration machine", () => {
  flowTests({
    machine,
    diagramOf: registrationMachine,
    actorSources: ["register"],
    events,
    beforePath: () => {
      calls = [];
      refusedField = null;
      editedSinceRefusal = false;
    },
    check: (snapshot, step) => {
      // Refusal -> edit -> submit sends the form again, whichever field was refused or edited.
      if (step.event.type === "registration.edit" && refusedField !== null) {
        editedSinceRefusal = true;
        expect(snapshot.context.fieldErrors).toEqual({});
        expect(snapshot.context.refusal?.field).toBe(refusedField);
      }
      const submitted = step.event as unknown as { type: string; password?: string; confirm?: string };
      const breaksRules = step.event === TOO_LONG;
      if (breaksRules) {
        // Checked with the contract's schema before any request (still editing: the register
        // actor is not invoked): the server's words, on their fields.
        expect(snapshot.value).toBe("editing");
        expect(snapshot.context.fieldErrors).toEqual(RULE_WORDS);
      }
      if (submitted.type === "registration.submit" && !breaksRules && submitted.password === submitted.confirm && editedSinceRefusal) {
        expect(snapshot.value).toBe("submitting");
      }
      if (step.event.type === "registration.submit" && !breaksRules && (step.event as unknown as { confirm: string }).confirm !== form.password) {
        // No request: still editing, the mismatch on Confirm Password.
        expect(snapshot.value).toBe("editing");
        expect(snapshot.context.fieldErrors).toEqual({ confirm: PASSWORD_MISMATCH });
      }
      if (snapshot.value === "registered") expect(calls.slice(-2)).toEqual(["tell registration.done Registration successful", "goToLogin"]);
      const output = (step.event as { output?: { kind: string; msg: string } }).output;
      if (output?.msg === TAKEN) expect(snapshot.context.fieldErrors).toEqual({ email: TAKEN });
      if (output?.msg === WEAK) expect(snapshot.context.fieldErrors).toEqual({ password: WEAK });
      if (output?.msg === "Enter your name") expect(snapshot.context.fieldErrors).toEqual({ name: "Enter your name" });
      if (output?.kind === "refused") {
        refusedField = Object.keys(snapshot.context.fieldErrors)[0] ?? null;
        editedSinceRefusal = false;
      }
      if (output?.msg === "Too many requests") expect(snapshot.context.error).toBe("Too many requests");
      // A new submit clears the last refusal (the machine assigns refusal: null), matched or not.
      if (step.event.type === "registration.submit") {
        expect(snapshot.context.refusal).toBeNull();
        refusedField = null;
        editedSinceRefusal = false;
      }
      // The address sent is what /login will fill in.
      if (step.event.type === "registration.submit" && snapshot.value === "submitting") expect(snapshot.context.email).toBe(form.email);
    },
    snapshotFile: "./registration.machine.mmd",
  });

  it("has paths that go refusal -> edit -> submit for the email, the password and the name", () => {
    const resubmitted = new Set<string>();
    const record = (line: string) => {
      const match = /^resubmitted after (\w+)$/.exec(line);
      if (match?.[1]) resubmitted.add(match[1]);
    };
    // The generated paths (replayed above) must include each field's journey.
    for (const path of coveringPaths(machine, { events })) {
      let refused: string | null = null;
      let edited = false;
      for (const step of path.steps) {
        const output = (step.event as { output?: { kind: string } }).output;
        if (output?.kind === "refused") {
          refused = Object.keys((step.state.context as { fieldErrors: object }).fieldErrors)[0] ?? null;
          edited = false;
        }
        if (step.event.type === "registration.edit" && refused) edited = true;
        if (step.event.type === "registration.submit" && edited && step.state.value === "submitting") record(`resubmitted after ${refused ?? ""}`);
      }
    }
    expect([...resubmitted].sort()).toEqual(["email", "name", "password"]);
  });

  it("puts each refusal on the field the server names, whatever its words say", () => {
    const refused = (msg: string, field?: string) => ({ kind: "refused" as const, msg, code: "invalid_input", status: 400, ...(field ? { field } : {}) });
    expect(fieldOfRefusal(refused(TAKEN, "email"), REFUSABLE_FIELDS)).toBe("email");
    // The weak-password sentence names "name" and "email" too: the field decides, not the words.
    expect(fieldOfRefusal(refused(WEAK, "password"), REFUSABLE_FIELDS)).toBe("password");
    expect(fieldOfRefusal(refused("Enter your name", "name"), REFUSABLE_FIELDS)).toBe("name");
    expect(fieldOfRefusal(refused("password is required"), REFUSABLE_FIELDS)).toBeNull();
    expect(fieldOfRefusal(refused("api_user is too long", "api_user"), REFUSABLE_FIELDS)).toBeNull();
  });
});

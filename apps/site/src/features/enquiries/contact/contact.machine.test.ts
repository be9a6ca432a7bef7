import { expect } from "vitest";
import { flowTests } from "../../../shared/flows/testing/flow-test";
import { contactCopy } from "../enquiries.copy";
import { contactMachine } from "./contact.machine";
import { refusedField } from "../../../shared/api/refusal";
import { validateContact } from "./contact-validation";

const form = { name: "Rahim Traders", email: "rahim@traders.example", subject: "Hessian for export", message: "Please send your terms for 10 oz hessian.", website: "" };
const TOO_MANY = "Too many requests: try again in 3600 seconds";
const BAD_EMAIL = "email must be a valid email address";

describe("the contact machine", () => {
  flowTests({
    machine: contactMachine,
    diagramOf: contactMachine,
    actorSources: ["sendEnquiry"],
    events: [
      { type: "contact.submit", ...form, name: " ", message: "short" },
      { type: "contact.submit", ...form },
      { type: "xstate.done.actor.sendEnquiry", output: { kind: "ok", data: { reference: "E-2026-000123" }, msg: "Enquiry E-2026-000123 received" } },
      { type: "xstate.done.actor.sendEnquiry", output: { kind: "refused", msg: BAD_EMAIL, field: "email", code: "invalid_input", status: 400 } },
      { type: "xstate.done.actor.sendEnquiry", output: { kind: "refused", msg: TOO_MANY, code: "rate_limited", status: 429 } },
      { type: "xstate.done.actor.sendEnquiry", output: { kind: "failed", reason: "network", msg: "The server could not be reached" } },
      { type: "xstate.error.actor.sendEnquiry", error: "chunk failed" },
    ],
    check: (snapshot, step) => {
      const event = step.event as { type: string; name?: string; output?: { kind: string; msg: string } };
      if (event.type === "contact.submit" && event.name === " " && snapshot.value !== "submitting") {
        // Checked in the browser: no request, each error on its field.
        expect(snapshot.value).toBe("editing");
        expect(snapshot.context.fieldErrors).toEqual({ name: "Enter your name", message: "Your message needs at least 10 characters" });
      }
      if (snapshot.value === "sent") expect(snapshot.context.reference).toBe("E-2026-000123");
      if (event.output?.msg === BAD_EMAIL) expect(snapshot.context.fieldErrors).toEqual({ email: BAD_EMAIL });
      if (event.output?.msg === TOO_MANY) expect(snapshot.context).toMatchObject({ fieldErrors: {}, error: TOO_MANY });
      if (event.output?.kind === "failed") expect(snapshot.context.error).toBe(contactCopy.failed);
    },
    snapshotFile: "./contact.machine.mmd",
  });

  it("checks each field with the server's bounds", () => {
    expect(validateContact(form)).toEqual({});
    expect(validateContact({ ...form, email: "rahim@", subject: "a\u0007b", name: "x".repeat(101), message: "y".repeat(5001) })).toEqual({
      name: "Your name can be at most 100 characters",
      email: "Enter an email address such as name@example.com",
      subject: "Write the subject on one line, without special (control) characters",
      message: "Your message can be at most 5,000 characters",
    });
  });

  it("puts a refusal on the field the server names, never on one read out of its words", () => {
    const refused = (field?: string) => ({ kind: "refused" as const, msg: "The subject can be at most 150 characters", code: "invalid_input", status: 400, ...(field ? { field } : {}) });
    expect(refusedField(refused("subject"), ["name", "subject"])).toBe("subject");
    expect(refusedField(refused(), ["name", "subject"])).toBeNull();
    expect(refusedField(refused("website"), ["name", "subject"])).toBeNull();
    expect(refusedField({ kind: "refused", msg: TOO_MANY, code: "rate_limited", status: 429 }, ["name", "subject"])).toBeNull();
    expect(refusedField(refused("current_password"), { current_password: "currentPassword" })).toBe("currentPassword");
    expect(refusedField(refused("toString"), { current_password: "currentPassword" })).toBeNull();
  });

  it("refuses what the server's schema refuses, in the schema's words (the server's)", () => {
    // z.email() is the server's rule: an address without a top-level domain is refused here too.
    expect(validateContact({ ...form, email: "rahim@traders" })).toEqual({ email: "Enter an email address such as name@example.com" });
    expect(validateContact({ ...form, email: `${"r".repeat(250)}@traders.example` })).toEqual({ email: "Your email address can be at most 254 characters" });
    expect(validateContact({ ...form, email: "  " })).toEqual({ email: "Enter your email address" });
    expect(validateContact({ ...form, name: "Rahim\nTraders" })).toEqual({ name: "Write your name on one line, without special (control) characters" });
  });
});

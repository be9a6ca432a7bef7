import { expect } from "vitest";
import { flowTests } from "../../../shared/flows/testing/flow-test";
import { contactCopy } from "../enquiries.copy";
import { contactMachine } from "./contact.machine";
import { refusalField, validateContact } from "./contact-validation";

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
      { type: "xstate.done.actor.sendEnquiry", output: { kind: "refused", msg: BAD_EMAIL, status: 400 } },
      { type: "xstate.done.actor.sendEnquiry", output: { kind: "refused", msg: TOO_MANY, status: 429 } },
      { type: "xstate.done.actor.sendEnquiry", output: { kind: "failed", reason: "network", msg: "The server could not be reached" } },
      { type: "xstate.error.actor.sendEnquiry", error: "chunk failed" },
    ],
    check: (snapshot, step) => {
      const event = step.event as { type: string; name?: string; output?: { kind: string; msg: string } };
      if (event.type === "contact.submit" && event.name === " " && snapshot.value !== "submitting") {
        // Checked in the browser: no request, each error on its field.
        expect(snapshot.value).toBe("editing");
        expect(snapshot.context.fieldErrors).toEqual({ name: contactCopy.errors.nameMissing, message: contactCopy.errors.messageTooShort });
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
      name: contactCopy.errors.nameTooLong,
      email: contactCopy.errors.emailInvalid,
      subject: contactCopy.errors.controlCharacters,
      message: contactCopy.errors.messageTooLong,
    });
  });

  it("puts a refusal on the field it names", () => {
    expect(refusalField("subject must be at most 150 characters", ["name", "subject"])).toBe("subject");
    expect(refusalField(TOO_MANY, ["name", "subject"])).toBeNull();
  });
});

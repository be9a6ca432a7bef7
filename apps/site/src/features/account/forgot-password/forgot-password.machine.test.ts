import { expect } from "vitest";
import { flowTests } from "../../../shared/flows/testing/flow-test";
import { forgotPasswordMachine } from "./forgot-password.machine";

const SENT = "If an account exists for that address, we have sent a link to reset its password.";
const BAD_EMAIL = "email must be a valid email address";
const LIMIT = "Too many reset requests for this email. Try again in 60 minute(s).";

describe("the forgotten password machine", () => {
  flowTests({
    machine: forgotPasswordMachine,
    diagramOf: forgotPasswordMachine,
    actorSources: ["requestReset"],
    events: [
      { type: "forgot.submit", email: "  ayesha@example.com " },
      { type: "forgot.edit" },
      { type: "xstate.done.actor.requestReset", output: { kind: "ok", data: null, msg: SENT } },
      { type: "xstate.done.actor.requestReset", output: { kind: "refused", msg: BAD_EMAIL, status: 400 } },
      { type: "xstate.done.actor.requestReset", output: { kind: "refused", msg: LIMIT, status: 429, retryAfterSeconds: 3600 } },
      { type: "xstate.done.actor.requestReset", output: { kind: "failed", reason: "network", msg: "The server could not be reached" } },
      { type: "xstate.error.actor.requestReset", error: "chunk failed" },
    ],
    check: (snapshot, step) => {
      if (step.event.type === "forgot.submit") expect(snapshot.context.email).toBe("ayesha@example.com");
      // The server's one reply for any email, shown as it words it.
      if (snapshot.value === "sent") expect(snapshot.context.sent).toBe(SENT);
      const output = (step.event as { output?: { msg: string } }).output;
      if (output?.msg === BAD_EMAIL) expect(snapshot.context).toMatchObject({ fieldError: BAD_EMAIL, error: null });
      if (output?.msg === LIMIT) expect(snapshot.context).toMatchObject({ fieldError: null, error: LIMIT });
      if (step.event.type === "forgot.edit") expect(snapshot.context.fieldError).toBeNull();
    },
    snapshotFile: "./forgot-password.machine.mmd",
  });
});

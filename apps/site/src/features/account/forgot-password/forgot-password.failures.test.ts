/**
 * Forgot password on a live actor with a fake sender: an address the server refuses is marked
 * on the field (and typing clears it), a limit or failure is said above the form, and the client
 * that cannot load says Something went wrong; the form stays for another try.
 */
import type { ApiResult } from "@jute/api/client";
import { createActor, fromPromise, waitFor } from "xstate";
import { accountCopy } from "../account.copy";
import { forgotPasswordMachine } from "./forgot-password.machine";

/** The machine whose sender answers `replies` in turn (an Error rejects: the client chunk failed), and what it sent. */
function start(replies: (ApiResult<null> | Error)[]) {
  const sent: { email: string }[] = [];
  const machine = forgotPasswordMachine.provide({
    actors: {
      requestReset: fromPromise(async ({ input }: { input: { email: string } }) => {
        const reply = replies[sent.length];
        sent.push(input);
        if (reply === undefined) throw new Error("no scripted reply");
        if (reply instanceof Error) throw reply;
        return reply;
      }),
    },
  });
  return { actor: createActor(machine).start(), sent };
}

describe("the forgot password flow", () => {
  it("marks a refused address on its field, and typing clears the mark", async () => {
    const { actor, sent } = start([{ kind: "refused", status: 400, code: "invalid_input", field: "email", msg: "Enter a valid email address" }]);
    actor.send({ type: "forgot.submit", email: " ayesha@example " });
    const editing = await waitFor(actor, (s) => s.matches("editing") && s.context.fieldError !== null);
    expect(sent).toEqual([{ email: "ayesha@example" }]);
    expect(editing.context.fieldError).toBe("Enter a valid email address");
    expect(editing.context.error).toBeNull();
    actor.send({ type: "forgot.edit" });
    expect(actor.getSnapshot().context.fieldError).toBeNull();
    expect(actor.getSnapshot().matches("editing")).toBe(true);
  });

  it("says a limit above the form, not on the field", async () => {
    const { actor, sent } = start([{ kind: "refused", status: 429, code: "rate_limited", msg: "Too many requests: try again in 15 minutes" }]);
    actor.send({ type: "forgot.submit", email: "ayesha@example.com" });
    const editing = await waitFor(actor, (s) => s.matches("editing") && s.context.error !== null);
    expect(editing.context).toMatchObject({ error: "Too many requests: try again in 15 minutes", fieldError: null, sent: null });
    expect(sent).toEqual([{ email: "ayesha@example.com" }]);
  });

  it("says Something went wrong when the client cannot load, and a second try is sent", async () => {
    const { actor, sent } = start([new Error("chunk failed"), { kind: "ok", data: null, msg: "Check your mail" }]);
    actor.send({ type: "forgot.submit", email: "ayesha@example.com" });
    const failed = await waitFor(actor, (s) => s.matches("editing") && s.context.error !== null);
    expect(failed.context.error).toBe(accountCopy.somethingWrong);
    actor.send({ type: "forgot.submit", email: "ayesha@example.com" });
    const done = await waitFor(actor, (s) => s.matches("sent"));
    expect(done.context.sent).toBe("Check your mail");
    expect(sent).toHaveLength(2);
  });
});

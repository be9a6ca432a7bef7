/**
 * Reset password on a live actor with fake actors: a link that cannot be checked is treated as
 * unusable, a refusal not about the password is said above the form, and the client that cannot
 * load says Something went wrong; the form stays for another try.
 */
import type { ApiResult } from "@jute/api/client";
import { createActor, fromPromise, waitFor } from "xstate";
import { accountCopy } from "../account.copy";
import { resetPasswordMachine } from "./reset-password.machine";

const token = "A".repeat(43);
const password = "jute-and-tea-2025";

/** The machine whose link check says the link can be used (or rejects) and whose reset answers `replies` in turn (an Error rejects: the client chunk failed). */
function start(replies: (ApiResult<null> | Error)[], checkFails = false) {
  const sent: { token: string; password: string }[] = [];
  const machine = resetPasswordMachine.provide({
    actors: {
      checkToken: fromPromise<boolean, { token: string | null }>(async () => {
        if (checkFails) throw new Error("check failed");
        return true;
      }),
      resetPassword: fromPromise(async ({ input }: { input: { token: string; password: string } }) => {
        const reply = replies[sent.length];
        sent.push(input);
        if (reply === undefined) throw new Error("no scripted reply");
        if (reply instanceof Error) throw reply;
        return reply;
      }),
    },
  });
  return { actor: createActor(machine, { input: { token } }).start(), sent };
}

describe("the reset password flow", () => {
  it("checks the new password with the contract's schema before sending: the server's words on the field, no call made", async () => {
    const { actor, sent } = start([{ kind: "ok", data: null, msg: "Changed" }]);
    await waitFor(actor, (s) => s.matches("editing"));
    actor.send({ type: "reset.submit", password: "jute-1", confirm: "jute-1" });
    expect(actor.getSnapshot().value).toBe("editing");
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ password: "The password must be at least 8 characters" });
    actor.send({ type: "reset.edit", field: "password" });
    actor.send({ type: "reset.submit", password: "j".repeat(129), confirm: "j".repeat(129) });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ password: "The password must be at most 128 characters" });
    expect(sent).toEqual([]);
  });

  it("treats a link that cannot be checked as unusable", async () => {
    const { actor, sent } = start([], true);
    const invalid = await waitFor(actor, (s) => s.matches("invalid"));
    expect(invalid.context.message).toBe(accountCopy.reset.invalid);
    expect(sent).toEqual([]);
  });

  it("says a refusal not about the password above the form", async () => {
    const { actor, sent } = start([{ kind: "refused", status: 429, code: "rate_limited", msg: "Too many requests: try again in 15 minutes" }]);
    await waitFor(actor, (s) => s.matches("editing"));
    actor.send({ type: "reset.submit", password, confirm: password });
    const editing = await waitFor(actor, (s) => s.matches("editing") && s.context.error !== null);
    expect(editing.context.error).toBe("Too many requests: try again in 15 minutes");
    expect(editing.context.fieldErrors).toEqual({});
    expect(sent).toEqual([{ token, password }]);
  });

  it("says Something went wrong when the client cannot load, and a second try resets the password", async () => {
    const { actor, sent } = start([new Error("chunk failed"), { kind: "ok", data: null, msg: "Password changed" }]);
    await waitFor(actor, (s) => s.matches("editing"));
    actor.send({ type: "reset.submit", password, confirm: password });
    const failed = await waitFor(actor, (s) => s.matches("editing") && s.context.error !== null);
    expect(failed.context.error).toBe(accountCopy.somethingWrong);
    actor.send({ type: "reset.submit", password, confirm: password });
    const done = await waitFor(actor, (s) => s.matches("done"));
    expect(done.context.message).toBe("Password changed");
    expect(sent).toHaveLength(2);
  });

  it("marks a confirmation that differs without sending, and typing in it clears the mark", async () => {
    const { actor, sent } = start([]);
    await waitFor(actor, (s) => s.matches("editing"));
    actor.send({ type: "reset.submit", password, confirm: "jute-and-tea" });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ confirm: accountCopy.passwordMismatch });
    actor.send({ type: "reset.edit", field: "confirm" });
    const editing = actor.getSnapshot();
    expect(editing.matches("editing")).toBe(true);
    expect(editing.context.fieldErrors).toEqual({});
    expect(sent).toEqual([]);
  });

  it("marks a password the server refuses on its field", async () => {
    const { actor } = start([{ kind: "refused", status: 400, code: "invalid_input", field: "password", msg: "The password must have at least 10 characters" }]);
    await waitFor(actor, (s) => s.matches("editing"));
    // Within the contract's bounds (a shorter one is refused before any request): only the server refuses it.
    actor.send({ type: "reset.submit", password: "password1", confirm: "password1" });
    const editing = await waitFor(actor, (s) => s.matches("editing") && s.context.fieldErrors.password !== undefined);
    expect(editing.context.fieldErrors).toEqual({ password: "The password must have at least 10 characters" });
    expect(editing.context.error).toBeNull();
  });

  it("says the link cannot be used when the server says it is gone", async () => {
    const gone = "This reset link has expired: ask for a new one";
    const { actor } = start([{ kind: "refused", status: 410, code: "gone", msg: gone }]);
    await waitFor(actor, (s) => s.matches("editing"));
    actor.send({ type: "reset.submit", password, confirm: password });
    const invalid = await waitFor(actor, (s) => s.matches("invalid"));
    expect(invalid.context.message).toBe(gone);
  });
});

/**
 * The mailed confirmation link and "Send the link again" on a live actor (issue 32): a link that
 * can no longer be used, or whose call cannot be made, leaves the form with the reason; after a
 * sign-up the page says where the link went, says so again when sending it again fails, and a
 * login from there is still a login.
 */
import { createActor, fromPromise, waitFor } from "xstate";
import { loginMachine } from "./login.machine";

const thrown = async (): Promise<never> => {
  throw new Error("chunk failed");
};

function start(confirm: () => Promise<unknown>, sendLink: () => Promise<unknown>) {
  const machine = loginMachine.provide({
    actors: {
      checkSession: fromPromise(async () => false) as never,
      confirmAddress: fromPromise(confirm) as never,
      sendLink: fromPromise(sendLink) as never,
      logIn: fromPromise(async () => ({ kind: "refused", msg: "The email or password is incorrect", status: 401 })) as never,
    },
    actions: { tell: () => undefined, goHome: () => undefined, startSession: () => undefined },
  });
  return createActor(machine, { input: { returnTo: null } }).start();
}

it("a link that can no longer be used, or whose call cannot be made, leaves the form saying why", async () => {
  const refused = start(async () => ({ kind: "refused", msg: "This confirmation link cannot be used", code: "gone", status: 410 }), thrown);
  await waitFor(refused, (s) => s.matches("editing"));
  refused.send({ type: "login.confirm", token: "used-token" });
  expect(refused.getSnapshot().value).toBe("confirming");
  expect((await waitFor(refused, (s) => s.matches("editing"))).context.error).toBe("This confirmation link cannot be used");

  const broken = start(thrown, thrown);
  await waitFor(broken, (s) => s.matches("editing"));
  broken.send({ type: "login.confirm", token: "any-token" });
  expect((await waitFor(broken, (s) => s.matches("editing") && s.context.error !== null)).context.error).toBe("Something went wrong");
});

it("after a sign-up says where the link went; a failed resend says so; a login from there is sent", async () => {
  const actor = start(thrown, thrown);
  await waitFor(actor, (s) => s.matches("editing"));
  actor.send({ type: "login.linkSent", email: "ayesha@example.com" });
  const waiting = actor.getSnapshot();
  expect(waiting.value).toBe("unconfirmed");
  expect(waiting.context.notice ?? waiting.context.error).toContain("ayesha@example.com");
  actor.send({ type: "login.resend" });
  expect(actor.getSnapshot().value).toBe("resending");
  const failed = await waitFor(actor, (s) => s.matches("unconfirmed"));
  expect(failed.context.notice).toMatch(/could not be sent/i);
  actor.send({ type: "login.submit", email: "ayesha@example.com", password: "jute-and-tea-2025" });
  expect(actor.getSnapshot().value).toBe("submitting");
  expect((await waitFor(actor, (s) => s.matches("editing"))).context.error).toBe("The email or password is incorrect");
});

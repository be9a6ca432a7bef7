/**
 * Login when its work cannot be done: the stored session cannot be read (the form shows), and
 * the client cannot load (Something went wrong, on the form). Behaviour on a live actor.
 */
import { createActor, fromPromise, waitFor } from "xstate";
import { loginMachine } from "./login.machine";

it("shows the form when the stored session cannot be read, and Something went wrong when the client cannot load", async () => {
  const toasts: string[] = [];
  const machine = loginMachine.provide({
    actors: {
      checkSession: fromPromise(async () => {
        throw new Error("storage blocked");
      }) as never,
      logIn: fromPromise(async () => {
        throw new Error("chunk failed");
      }) as never,
    },
    actions: { tell: (_, params) => void toasts.push((params as { msg: string }).msg), goHome: () => undefined },
  });
  const actor = createActor(machine, { input: { returnTo: null } }).start();
  await waitFor(actor, (s) => s.matches("editing"));
  actor.send({ type: "login.submit", email: "ayesha@example.com", password: "jute-and-tea-2025" });
  const back = await waitFor(actor, (s) => s.matches("editing") && s.context.error !== null);
  expect(back.context.error).toBe("Something went wrong");
  expect(toasts).toEqual(["Something went wrong"]);
});

/**
 * Sign-up when the call cannot be made or fails on the network: the form stays with the words
 * a visitor reads, and nothing typed is lost (behaviour on a live actor).
 */
import { createActor, fromPromise, waitFor } from "xstate";
import { PASSWORD_MISMATCH, registrationMachine } from "./registration.machine";

const form = { name: "Karim Uddin", email: "karim@example.com", password: "golden-fibre-1969", confirm: "golden-fibre-1969" };

function start(answer: () => unknown) {
  const toasts: string[] = [];
  const machine = registrationMachine.provide({
    actors: { register: fromPromise(async () => answer()) as never },
    actions: { tell: (_, params) => void toasts.push((params as { msg: string }).msg) },
  });
  return { actor: createActor(machine, { input: {} }).start(), toasts };
}

it("says Something went wrong when the client cannot load, back on the form", async () => {
  const { actor, toasts } = start(() => {
    throw new Error("chunk failed");
  });
  actor.send({ type: "registration.submit", ...form });
  const back = await waitFor(actor, (s) => s.matches("editing") && s.context.error !== null);
  expect(back.context.error).toBe("Something went wrong");
  expect(toasts).toEqual(["Something went wrong"]);
});

it("shows the client's words when the network fails, back on the form", async () => {
  const { actor, toasts } = start(() => ({ kind: "failed", reason: "network", msg: "The server could not be reached" }));
  actor.send({ type: "registration.submit", ...form });
  const back = await waitFor(actor, (s) => s.matches("editing") && s.context.error !== null);
  expect(back.context.error).toBe("The server could not be reached");
  expect(toasts).toEqual(["The server could not be reached"]);
});

it("marks a confirmation that differs without sending, and typing clears the mark", async () => {
  let calls = 0;
  const { actor } = start(() => {
    calls += 1;
    return { kind: "ok", data: null, msg: "Welcome" };
  });
  actor.send({ type: "registration.submit", ...form, confirm: "golden-fibre-1970" });
  expect(actor.getSnapshot().context.fieldErrors).toEqual({ confirm: PASSWORD_MISMATCH });
  actor.send({ type: "registration.edit", field: "confirm" });
  const editing = actor.getSnapshot();
  expect(editing.matches("editing")).toBe(true);
  expect(editing.context.fieldErrors).toEqual({});
  expect(calls).toBe(0);
});

/**
 * My offers when things go wrong: no offers yet, a list that cannot be loaded (Try again), an
 * answer the server refuses (the list is reloaded to show the offer as it is now), an answer
 * that cannot be sent, a session that ended while answering, a decline. Behaviour on a live
 * actor with answers queued per call, beside the generated graph paths.
 */
import { createActor, fromPromise, waitFor } from "xstate";
import { acceptedOffer, sentOffer } from "./offer-fixtures";
import { myOffersMachine } from "./my-offers.machine";

const thrown = () => {
  throw new Error("chunk failed");
};
const listed = () => ({ kind: "ok", data: [sentOffer], msg: "Offers" });
const unreachable = () => ({ kind: "failed", reason: "network", msg: "The server could not be reached" });

function start(loads: Array<() => unknown>, answers: Array<() => unknown>) {
  const queue = (list: Array<() => unknown>) => fromPromise(async () => (list.shift() ?? thrown)()) as never;
  return createActor(myOffersMachine.provide({ actors: { loadOffers: queue(loads), sendAnswer: queue(answers) } })).start();
}

it("says when there are no offers yet", async () => {
  const actor = start([() => ({ kind: "ok", data: [], msg: "Offers" })], []);
  expect((await waitFor(actor, (s) => s.matches("none"))).context.offers).toEqual([]);
});

it("offers Try again when the list cannot be loaded, by the network or at all", async () => {
  const actor = start([unreachable, thrown, listed], []);
  expect((await waitFor(actor, (s) => s.matches("error"))).context.error).toBe("The server could not be reached");
  actor.send({ type: "offers.retry" });
  await waitFor(actor, (s) => s.matches("loading"));
  expect((await waitFor(actor, (s) => s.matches("error"))).context.error).toBeNull();
  actor.send({ type: "offers.retry" });
  expect((await waitFor(actor, (s) => s.matches("ready"))).context.offers).toEqual([sentOffer]);
});

it("reloads the list after a refused answer (kept as it was when the reload fails), and says so when an answer cannot be sent", async () => {
  const actor = start(
    [listed, () => ({ kind: "ok", data: [acceptedOffer], msg: "Offers" }), thrown],
    [() => ({ kind: "refused", msg: "This offer has expired", status: 409 }), () => ({ kind: "refused", msg: "This offer has expired", status: 409 }), unreachable, thrown],
  );
  await waitFor(actor, (s) => s.matches("ready"));
  actor.send({ type: "offer.decline", offerId: sentOffer.id, message: "Too dear" });
  expect(actor.getSnapshot().context.answer).toBe("decline");
  const reloaded = await waitFor(actor, (s) => s.matches("ready") && s.context.notice !== null);
  expect(reloaded.context.notice).toEqual({ offerId: sentOffer.id, kind: "refused", msg: "This offer has expired" });
  expect(reloaded.context.offers).toEqual([acceptedOffer]);

  actor.send({ type: "offer.accept", offerId: sentOffer.id });
  const kept = await waitFor(actor, (s) => s.matches("ready") && s.context.notice !== null);
  expect(kept.context.offers).toEqual([acceptedOffer]);

  actor.send({ type: "offer.accept", offerId: sentOffer.id });
  expect((await waitFor(actor, (s) => s.matches("ready") && s.context.notice !== null)).context.notice).toEqual({
    offerId: sentOffer.id,
    kind: "failed",
    msg: "The server could not be reached",
  });
  actor.send({ type: "offer.accept", offerId: sentOffer.id });
  expect((await waitFor(actor, (s) => s.matches("ready") && s.context.notice !== null)).context.notice).toEqual({ offerId: sentOffer.id, kind: "failed", msg: "" });
});

it("ends in logged out when the session ended while answering", async () => {
  const actor = start([listed], [() => ({ kind: "refused", msg: "Please log in", status: 401 })]);
  await waitFor(actor, (s) => s.matches("ready"));
  actor.send({ type: "offer.change", offerId: sentOffer.id, message: "CIF Hamburg, please" });
  await waitFor(actor, (s) => s.matches("loggedOut"));
  expect(actor.getSnapshot().status).toBe("active");
});

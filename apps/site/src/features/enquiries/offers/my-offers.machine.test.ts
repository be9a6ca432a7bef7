import { expect } from "vitest";
import { createActor, fromPromise, waitFor } from "xstate";
import type { ApiResult } from "@jute/api/client";
import type { Offer } from "@jute/api/contract";
import { flowTests } from "../../../shared/flows/testing/flow-test";
import { acceptedOffer, expiredOffer, sentOffer } from "./offer-fixtures";
import { myOffersMachine, type OfferAnswer } from "./my-offers.machine";

const changed: Offer = { ...sentOffer, state: "change_requested", answer_message: "CIF Hamburg, please" };

describe("the my offers machine", () => {
  flowTests({
    // Each event once from each state: the context makes hundreds of snapshots (coveringPaths).
    perState: true,
    machine: myOffersMachine,
    diagramOf: myOffersMachine,
    actorSources: ["loadOffers", "sendAnswer", "reloadOffers"],
    events: [
      { type: "xstate.done.actor.loadOffers", output: { kind: "ok", data: [sentOffer], msg: "Offers" } },
      { type: "xstate.done.actor.loadOffers", output: { kind: "ok", data: [], msg: "No offers yet" } },
      { type: "xstate.done.actor.loadOffers", output: { kind: "refused", status: 401, msg: "Log in to see and answer your offers" } },
      { type: "xstate.done.actor.loadOffers", output: { kind: "failed", reason: "network", msg: "The server could not be reached" } },
      { type: "xstate.error.actor.loadOffers", error: "chunk failed" },
      { type: "offers.retry" },
      { type: "offer.accept", offerId: "7" },
      { type: "offer.change", offerId: "7", message: "CIF Hamburg, please" },
      { type: "offer.decline", offerId: "7", message: "" },
      { type: "offer.renew", offerId: "7" },
      { type: "xstate.done.actor.sendAnswer", output: { kind: "ok", data: acceptedOffer, msg: "Offer PI-2026-000012-1 accepted: the price is locked" } },
      { type: "xstate.done.actor.sendAnswer", output: { kind: "refused", status: 409, msg: "Offer PI-2026-000012-1 expired on 2026-12-09: ask the mill for a new one" } },
      { type: "xstate.done.actor.sendAnswer", output: { kind: "refused", status: 401, msg: "Log in to see and answer your offers" } },
      { type: "xstate.done.actor.sendAnswer", output: { kind: "failed", reason: "timeout", msg: "The server took too long to answer" } },
      { type: "xstate.error.actor.sendAnswer", error: "chunk failed" },
      { type: "xstate.done.actor.reloadOffers", output: { kind: "ok", data: [{ ...sentOffer, state: "expired" }], msg: "Offers" } },
      { type: "xstate.error.actor.reloadOffers", error: "chunk failed" },
    ],
    check: (snapshot, step) => {
      const { context } = snapshot;
      if (snapshot.matches("none")) expect(context.offers).toEqual([]);
      if (snapshot.matches("error")) expect(context.offers).toEqual([]);
      if (snapshot.matches("answering")) expect(context.offerId).toBe("7");
      if (snapshot.matches("refreshing")) expect(context.notice).toEqual({ offerId: "7", kind: "refused", msg: "Offer PI-2026-000012-1 expired on 2026-12-09: ask the mill for a new one" });
      if (snapshot.matches("ready") && step.event.type === "xstate.done.actor.sendAnswer" && (step.event as unknown as { output: ApiResult<Offer> }).output.kind === "ok") {
        expect(context.offers).toEqual([acceptedOffer]);
        expect(context.notice).toEqual({ offerId: "7", kind: "done", msg: "Offer PI-2026-000012-1 accepted: the price is locked" });
      }
      if (snapshot.matches("ready") && step.event.type === "xstate.done.actor.reloadOffers") expect(context.offers[0]?.state).toBe("expired");
    },
    snapshotFile: "./my-offers.machine.mmd",
  });
});

/** What the buyer sees in each state, with fake actors answering as the server would. */
describe("the my offers machine, state by state", () => {
  const run = (answer: ApiResult<Offer>, list: ApiResult<Offer[]> = { kind: "ok", data: [sentOffer], msg: "Offers" }) => {
    const sent: { offerId: string; answer: string; message: string }[] = [];
    const actor = createActor(
      myOffersMachine.provide({
        actors: {
          loadOffers: fromPromise(async () => list),
          sendAnswer: fromPromise(async ({ input }: { input: { offerId: string; answer: OfferAnswer; message: string } }) => {
            sent.push(input);
            return answer;
          }),
        },
      }),
    ).start();
    return { actor, sent };
  };

  it("loads the offers into ready", async () => {
    const { actor } = run({ kind: "ok", data: acceptedOffer, msg: "" });
    await waitFor(actor, (snapshot) => snapshot.matches("ready"));
    expect(actor.getSnapshot().context.offers).toEqual([sentOffer]);
  });

  it("sends a change request with its message and shows the offer as the server returns it", async () => {
    const { actor, sent } = run({ kind: "ok", data: changed, msg: "Your request for a change to PI-2026-000012-1 has gone to the mill" });
    await waitFor(actor, (snapshot) => snapshot.matches("ready"));
    actor.send({ type: "offer.change", offerId: "7", message: "CIF Hamburg, please" });
    expect(actor.getSnapshot().matches("answering")).toBe(true);
    await waitFor(actor, (snapshot) => snapshot.matches("ready"));
    expect(sent).toEqual([{ offerId: "7", answer: "change", message: "CIF Hamburg, please" }]);
    expect(actor.getSnapshot().context.offers).toEqual([changed]);
    expect(actor.getSnapshot().context.notice?.msg).toBe("Your request for a change to PI-2026-000012-1 has gone to the mill");
  });

  it("keeps the offer and says so when the answer does not reach the mill", async () => {
    const { actor } = run({ kind: "failed", reason: "network", msg: "The server could not be reached" });
    await waitFor(actor, (snapshot) => snapshot.matches("ready"));
    actor.send({ type: "offer.accept", offerId: "7" });
    await waitFor(actor, (snapshot) => snapshot.matches("ready") && snapshot.context.notice !== null);
    expect(actor.getSnapshot().context).toMatchObject({ offers: [sentOffer], notice: { offerId: "7", kind: "failed", msg: "The server could not be reached" } });
  });

  it("asks for a new offer on an expired one and shows it as the server returns it (the day it was asked)", async () => {
    const asked: Offer = { ...expiredOffer, answered_at: "2026-12-10T08:00:00.000Z" };
    const { actor, sent } = run({ kind: "ok", data: asked, msg: "Your request E-2026-000013 is back with the mill" }, { kind: "ok", data: [expiredOffer], msg: "Offers" });
    await waitFor(actor, (snapshot) => snapshot.matches("ready"));
    actor.send({ type: "offer.renew", offerId: expiredOffer.id });
    expect(actor.getSnapshot().matches("answering")).toBe(true);
    await waitFor(actor, (snapshot) => snapshot.matches("ready"));
    expect(sent).toEqual([{ offerId: expiredOffer.id, answer: "renew", message: "" }]);
    expect(actor.getSnapshot().context.offers).toEqual([asked]);
    expect(actor.getSnapshot().context.notice).toEqual({ offerId: expiredOffer.id, kind: "done", msg: "Your request E-2026-000013 is back with the mill" });
  });

  it("a visitor is loggedOut without an offer shown", async () => {
    const { actor } = run({ kind: "ok", data: acceptedOffer, msg: "" }, { kind: "refused", status: 401, code: "unauthenticated", msg: "Log in" });
    await waitFor(actor, (snapshot) => snapshot.matches("loggedOut"));
    expect(actor.getSnapshot().context.offers).toEqual([]);
  });
});

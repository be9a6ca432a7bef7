import { expect } from "vitest";
import { createActor, fromPromise, waitFor } from "xstate";
import type { ApiResult } from "@jute/api/client";
import type { OfferInput } from "@jute/api/client/offers";
import type { Offer } from "@jute/api/contract";
import { flowTests } from "../../../shared/flows/testing/flow-test";
import { staffOfferMachine } from "./staff-offer.machine";

const offer: Offer = {
  id: "7", enquiry_id: "12", reference: "E-2026-000012", number: "PI-2026-000012-1", version: 1, state: "sent",
  product: "CRX Jute Yarn, count 8, 2 ply, VOT", mill: "OJML", lines: [{ position: 1, request_line: 1, product: "CRX Jute Yarn", spec: "count 8, 2 ply, VOT", unit: "MT", quantity: 26, unit_price: 1525.5, amount: 39663, hs_code: "5307.10 / 5307.20", left_out: "" }], currency: "USD",
  goods_total: 39663, freight: 0, insurance: 0, total: 39663, incoterm: "FOB", place: "Chattogram",
  containers: "", valid_until: "2026-12-09", payment_terms: "lc_at_sight", advance_percent: null, shipment_period: "January 2027",
  packing: "Bales", note: "", created_at: "2026-11-25T10:00:00.000Z", answered_at: "", answer_message: "",
  buyer_name: "Nasrin Akter", buyer_company: "", buyer_country: "", time_zone: "Asia/Dhaka",
  shipping: { port_of_loading: "Chattogram", port_of_discharge: "", consignee: "Nasrin Akter", notify_party: "Same as consignee", buyer_address: "", buyer_tax_id: "", quantity_tolerance: 5, partial_shipment: "allowed", transhipment: "allowed" },
};
const input: OfferInput = {
  enquiryId: "12", seenVersion: 0, lines: [{ requestLine: 1, unitPrice: "1525.5", quantity: "26", leftOut: "" }], millCompanyId: "", incoterm: "FOB", place: "Chattogram", freight: "", insurance: "",
  validUntil: "2026-12-09", paymentTerms: "lc_at_sight", advancePercent: "", shipmentPeriod: "January 2027", packing: "Bales", note: "",
};

describe("the staff offer machine", () => {
  flowTests({
    // Each event once from each state: the context makes hundreds of snapshots (coveringPaths).
    perState: true,
    machine: staffOfferMachine,
    diagramOf: staffOfferMachine,
    input: { enquiryId: "12" },
    actorSources: ["loadOffers", "makeOffer", "withdrawOffer"],
    events: [
      { type: "xstate.done.actor.loadOffers", output: { kind: "ok", data: [offer], msg: "Offers" } },
      { type: "xstate.done.actor.loadOffers", output: { kind: "failed", reason: "network", msg: "The server could not be reached" } },
      { type: "xstate.error.actor.loadOffers", error: "chunk failed" },
      { type: "offers.retry" },
      { type: "offer.open" },
      { type: "offer.cancel" },
      { type: "offers.reload" },
      { type: "offer.submit", input },
      { type: "offer.withdraw", offerId: "7" },
      { type: "xstate.done.actor.makeOffer", output: { kind: "ok", data: offer, msg: "Offer PI-2026-000012-1 sent to Nasrin Akter" } },
      { type: "xstate.done.actor.makeOffer", output: { kind: "refused", status: 400, msg: "Choose today (2026-11-25) or a later day for the offer to be valid until" } },
      { type: "xstate.done.actor.makeOffer", output: { kind: "refused", status: 409, code: "conflict", field: "seen_version", msg: "Another offer was just made on this request" } },
      { type: "xstate.done.actor.makeOffer", output: { kind: "failed", reason: "timeout", msg: "The server took too long to answer" } },
      { type: "xstate.error.actor.makeOffer", error: "chunk failed" },
      { type: "xstate.done.actor.withdrawOffer", output: { kind: "ok", data: { ...offer, state: "withdrawn" }, msg: "Offer PI-2026-000012-1 withdrawn" } },
      { type: "xstate.done.actor.withdrawOffer", output: { kind: "refused", status: 409, msg: "Offer PI-2026-000012-1 is already accepted: its price is locked" } },
      { type: "xstate.done.actor.withdrawOffer", output: { kind: "failed", reason: "network", msg: "The server could not be reached" } },
      { type: "xstate.error.actor.withdrawOffer", error: "chunk failed" },
    ],
    check: (snapshot, step) => {
      const { context } = snapshot;
      expect(context.enquiryId).toBe("12");
      if (snapshot.matches("sending")) expect(context.draft).toEqual(input);
      if (snapshot.matches("editing") && step.event.type === "xstate.done.actor.makeOffer") {
        expect(context.formError).toMatch(/^(Choose today \(2026-11-25\) or a later day for the offer to be valid until|Another offer was just made on this request|The offer was not sent: The server took too long to answer)$/);
        expect(context.stale).toBe(context.formError === "Another offer was just made on this request");
        expect(context.draft).toEqual(input);
      }
      if (snapshot.matches("withdrawing")) expect(context.withdrawId).toBe("7");
      if (snapshot.matches("idle") && step.event.type === "xstate.done.actor.loadOffers") expect(context.offers).toEqual([offer]);
    },
    snapshotFile: "./staff-offer.machine.mmd",
  });
});

describe("the staff offer machine, state by state", () => {
  const start = (made: ApiResult<Offer>, lists: ApiResult<Offer[]>[]) => {
    const actor = createActor(
      staffOfferMachine.provide({
        actors: {
          loadOffers: fromPromise<ApiResult<Offer[]>, { enquiryId: string }>(async () => lists.shift() ?? { kind: "ok", data: [], msg: "" }),
          makeOffer: fromPromise<ApiResult<Offer>, OfferInput>(async () => made),
          withdrawOffer: fromPromise<ApiResult<Offer>, { offerId: string }>(async () => ({ kind: "refused", status: 409, code: "conflict", msg: "Offer PI-2026-000012-1 is already accepted: its price is locked" })),
        },
      }),
      { input: { enquiryId: "12" } },
    ).start();
    return actor;
  };

  it("a sent offer loads the list again and says it was sent", async () => {
    const actor = start({ kind: "ok", data: offer, msg: "Offer PI-2026-000012-1 sent to Nasrin Akter" }, [{ kind: "ok", data: [], msg: "" }, { kind: "ok", data: [offer], msg: "" }]);
    await waitFor(actor, (snapshot) => snapshot.matches("idle"));
    actor.send({ type: "offer.open" });
    actor.send({ type: "offer.submit", input });
    await waitFor(actor, (snapshot) => snapshot.matches("idle") && snapshot.context.offers.length === 1);
    expect(actor.getSnapshot().context).toMatchObject({ notice: { kind: "done", msg: "Offer PI-2026-000012-1 sent to Nasrin Akter" }, draft: null, formError: null });
  });

  it("a refused withdrawal reloads the list and says why", async () => {
    const accepted = { ...offer, state: "accepted" as const };
    const actor = start({ kind: "ok", data: offer, msg: "" }, [{ kind: "ok", data: [offer], msg: "" }, { kind: "ok", data: [accepted], msg: "" }]);
    await waitFor(actor, (snapshot) => snapshot.matches("idle"));
    actor.send({ type: "offer.withdraw", offerId: "7" });
    await waitFor(actor, (snapshot) => snapshot.matches("idle") && snapshot.context.offers[0]?.state === "accepted");
    expect(actor.getSnapshot().context.notice).toEqual({ kind: "refused", msg: "Offer PI-2026-000012-1 is already accepted: its price is locked" });
  });

  it("an offer refused because another was made meanwhile keeps the form, offers to reload, and the reload shows it and says why", async () => {
    const other = { ...offer, id: "8" };
    const actor = start(
      { kind: "refused", status: 409, code: "conflict", field: "seen_version", msg: "Another offer was just made on this request" },
      [{ kind: "ok", data: [], msg: "" }, { kind: "ok", data: [other], msg: "" }],
    );
    await waitFor(actor, (snapshot) => snapshot.matches("idle"));
    actor.send({ type: "offer.open" });
    actor.send({ type: "offer.submit", input });
    await waitFor(actor, (snapshot) => snapshot.matches("editing") && snapshot.context.stale);
    expect(actor.getSnapshot().context).toMatchObject({ formError: "Another offer was just made on this request", draft: input });
    actor.send({ type: "offers.reload" });
    await waitFor(actor, (snapshot) => snapshot.matches("idle") && snapshot.context.offers.length === 1);
    expect(actor.getSnapshot().context).toMatchObject({ offers: [other], notice: { kind: "refused", msg: "Another offer was just made on this request" }, formError: null, stale: false, draft: input });
  });
});

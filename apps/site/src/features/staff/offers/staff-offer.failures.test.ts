/**
 * The staff offer panel's machine when things go wrong: the list cannot be loaded (Try again),
 * a draft is cancelled, an offer the server refuses or cannot send, and a withdrawal that fails.
 * Behaviour on a live actor with answers queued per call, beside the generated graph paths.
 */
import { createActor, fromPromise, waitFor } from "xstate";
import type { OfferInput } from "@jute/api/client/offers";
import type { Offer } from "@jute/api/contract";
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

const thrown = () => {
  throw new Error("chunk failed");
};
const listed = () => ({ kind: "ok", data: [offer], msg: "Offers" });

function start(loads: Array<() => unknown>, sends: Array<() => unknown>, withdrawals: Array<() => unknown>) {
  const queue = (answers: Array<() => unknown>) => fromPromise(async () => (answers.shift() ?? thrown)()) as never;
  const machine = staffOfferMachine.provide({ actors: { loadOffers: queue(loads), makeOffer: queue(sends), withdrawOffer: queue(withdrawals) } });
  return createActor(machine, { input: { enquiryId: "12" } }).start();
}

it("a list that cannot be loaded, by the network or at all, offers Try again, which loads it", async () => {
  const actor = start([() => ({ kind: "failed", reason: "network", msg: "The server could not be reached" }), thrown, listed], [], []);
  expect((await waitFor(actor, (s) => s.matches("error"))).context.notice).toEqual({ kind: "failed", msg: "The server could not be reached" });
  actor.send({ type: "offers.retry" });
  await waitFor(actor, (s) => s.matches("loading"));
  const failed = await waitFor(actor, (s) => s.matches("error"));
  expect(failed.context.notice).toEqual({ kind: "failed", msg: "" });
  actor.send({ type: "offers.retry" });
  const shown = await waitFor(actor, (s) => s.matches("idle"));
  expect(shown.context.offers).toEqual([offer]);
  expect(shown.context.notice).toBeNull();
});

it("keeps the draft open with the server's words when it refuses or cannot send, and Cancel closes it", async () => {
  const actor = start([listed], [() => ({ kind: "refused", msg: "Choose today (2026-11-25) or a later day for the offer to be valid until", status: 400 }), () => ({ kind: "failed", reason: "network", msg: "The server could not be reached" }), thrown], []);
  await waitFor(actor, (s) => s.matches("idle"));
  actor.send({ type: "offer.open" });
  actor.send({ type: "offer.submit", input });
  expect((await waitFor(actor, (s) => s.matches("editing") && s.context.formError !== null)).context.formError).toBe("Choose today (2026-11-25) or a later day for the offer to be valid until");
  actor.send({ type: "offer.submit", input });
  expect((await waitFor(actor, (s) => s.matches("editing") && s.context.formError?.startsWith("The offer was not sent") === true)).context.formError).toBe(
    "The offer was not sent: The server could not be reached",
  );
  actor.send({ type: "offer.submit", input });
  expect((await waitFor(actor, (s) => s.matches("editing") && s.context.formError === "The offer was not sent: try again")).context.draft).toEqual(input);
  actor.send({ type: "offer.cancel" });
  expect(actor.getSnapshot().matches("idle")).toBe(true);
  expect(actor.getSnapshot().context.formError).toBeNull();
});

it("reloads the list with a notice once an offer is sent", async () => {
  const actor = start([listed, listed], [() => ({ kind: "ok", data: offer, msg: "Offer sent" })], []);
  await waitFor(actor, (s) => s.matches("idle"));
  actor.send({ type: "offer.open" });
  actor.send({ type: "offer.submit", input });
  const shown = await waitFor(actor, (s) => s.matches("idle") && s.context.notice !== null);
  expect(shown.context.notice).toEqual({ kind: "done", msg: "Offer sent" });
  expect(shown.context.draft).toBeNull();
});

it("says so when a withdrawal fails, and shows the list as it is after a refusal or a withdrawal", async () => {
  const actor = start([listed, listed, listed], [], [
    () => ({ kind: "failed", reason: "network", msg: "The server could not be reached" }),
    thrown,
    () => ({ kind: "refused", msg: "The buyer answered first", status: 409 }),
    () => ({ kind: "ok", data: null, msg: "Offer withdrawn" }),
  ]);
  await waitFor(actor, (s) => s.matches("idle"));
  actor.send({ type: "offer.withdraw", offerId: "7" });
  expect((await waitFor(actor, (s) => s.matches("idle") && s.context.notice !== null)).context.notice).toEqual({ kind: "failed", msg: "The server could not be reached" });
  actor.send({ type: "offer.withdraw", offerId: "7" });
  expect((await waitFor(actor, (s) => s.matches("idle") && s.context.notice !== null)).context.notice).toEqual({ kind: "failed", msg: "" });
  actor.send({ type: "offer.withdraw", offerId: "7" });
  expect((await waitFor(actor, (s) => s.matches("idle") && s.context.notice?.kind === "refused")).context.notice).toEqual({ kind: "refused", msg: "The buyer answered first" });
  actor.send({ type: "offer.withdraw", offerId: "7" });
  expect((await waitFor(actor, (s) => s.matches("idle") && s.context.notice?.kind === "done")).context.notice).toEqual({ kind: "done", msg: "Offer withdrawn" });
});

/**
 * The staff offer panel after acting: where focus goes after a clerk sends or withdraws an
 * offer (the form, or the Withdraw button, is gone, so focus rests on the line that says what
 * happened, not on the page), and what "Revise the offer" starts from (the open offer).
 */
import type { InboxEntry, Offer } from "@jute/api/contract";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { answers, renderFlow } from "../../../shared/flows/testing/render-flow";
import { StaffOfferPanel } from "./staff-offer-panel";
import { staffOfferMachine } from "./staff-offer.machine";

const entry: InboxEntry = {
  id: "12", reference: "E-2026-000012", kind: "quote", name: "Nasrin Akter", email: "nasrin@example.com", subject: "Quote request: CRX Jute Yarn",
  status: "received", created_at: "2026-11-25T09:00:00.000Z", answered_at: "", answered_by: "", reopened_at: "", reopened_by: "", time_zone: "Asia/Dhaka",
  message: "", replies: [],
  quote: { product: "CRX Jute Yarn", spec: "count 8, 2 ply, VOT", company: "OJML", port: "Chattogram Port", unit: "MT", quantity: 26, unit_price: 1480.25, total: 38486.5, effective_from: "2026-11-01" },
};
const sent: Offer = {
  id: "7", enquiry_id: "12", reference: entry.reference, number: "PI-2026-000012-1", version: 1, state: "sent",
  product: "CRX Jute Yarn, count 8, 2 ply, VOT", mill: "OJML", unit: "MT", quantity: 26, currency: "USD",
  unit_price: 1525.5, goods_total: 39663, freight: 0, insurance: 0, total: 39663, incoterm: "FOB", place: "Chattogram",
  containers: "", valid_until: "2099-12-09", payment_terms: "lc_at_sight", advance_percent: null, shipment_period: "January 2027",
  packing: "Bales", note: "", created_at: "2026-11-25T10:00:00.000Z", answered_at: "", answer_message: "",
  buyer_name: "Nasrin Akter", buyer_company: "", buyer_country: "",
};

function setup(listed: Offer[]) {
  const lists = [listed, [{ ...sent, state: listed.length ? ("withdrawn" as const) : ("sent" as const) }]];
  const machine = staffOfferMachine.provide({
    actors: {
      loadOffers: answers(() => ({ kind: "ok", data: lists.shift() ?? [], msg: "Offers" })) as never,
      makeOffer: answers({ kind: "ok", data: sent, msg: `Offer ${sent.number} sent to Nasrin Akter` }) as never,
      withdrawOffer: answers({ kind: "ok", data: { ...sent, state: "withdrawn" }, msg: `Offer ${sent.number} withdrawn` }) as never,
    },
  });
  renderFlow(<StaffOfferPanel entry={entry} machine={machine} />, { path: "/staff/enquiries" });
  return userEvent.setup();
}

it("rests focus on the line that says the offer was sent", async () => {
  const user = setup([]);
  await user.click(await screen.findByRole("button", { name: "Make an offer" }));
  await user.type(screen.getByRole("textbox", { name: /Shipment period/ }), "January 2027");
  await user.type(screen.getByRole("textbox", { name: /Packing/ }), "Bales");
  await user.click(screen.getByRole("button", { name: "Send offer" }));
  const said = await screen.findByText(`Offer ${sent.number} sent to Nasrin Akter`);
  await waitFor(() => expect(said).toHaveFocus());
  expect(screen.queryByRole("button", { name: "Send offer" })).toBeNull();
});

it("rests focus on the line that says the offer was withdrawn", async () => {
  const user = setup([sent]);
  await user.click(await screen.findByRole("button", { name: `Withdraw ${sent.number}` }));
  const said = await screen.findByText(`Offer ${sent.number} withdrawn`);
  await waitFor(() => expect(said).toHaveFocus());
  expect(screen.queryByRole("button", { name: `Withdraw ${sent.number}` })).toBeNull();
});

it("starts a revision from the offer the buyer asked to change, not from the list price", async () => {
  const asked: Offer = { ...sent, state: "change_requested", incoterm: "CFR", place: "Hamburg", freight: 1200, payment_terms: "tt_advance", advance_percent: 40, note: "Loaded at Mongla", answer_message: "CFR Hamburg, please" };
  const machine = staffOfferMachine.provide({ actors: { loadOffers: answers({ kind: "ok", data: [asked], msg: "Offers" }) as never } });
  renderFlow(<StaffOfferPanel entry={entry} machine={machine} />, { path: "/staff/enquiries" });
  const user = userEvent.setup();
  await user.click(await screen.findByRole("button", { name: "Revise the offer" }));
  expect(screen.getByRole("textbox", { name: /Unit price/ })).toHaveValue("1525.5");
  expect(screen.getByRole("combobox", { name: /Delivery term/ })).toHaveValue("CFR");
  expect(screen.getByRole("textbox", { name: /Destination/ })).toHaveValue("Hamburg");
  expect(screen.getByRole("textbox", { name: /Sea freight/ })).toHaveValue("1200");
  expect(screen.getByRole("textbox", { name: /Advance share/ })).toHaveValue("40");
  expect(screen.getByRole("textbox", { name: /Shipment period/ })).toHaveValue("January 2027");
  expect(screen.getByRole("textbox", { name: /Packing/ })).toHaveValue("Bales");
  expect(screen.getByRole("textbox", { name: /Note to the buyer/ })).toHaveValue("Loaded at Mongla");
});

it("says another offer was just made, sends the version it saw, and offers to reload the list", async () => {
  const made: unknown[] = [];
  const lists: Offer[][] = [[sent], [sent, { ...sent, id: "8", number: "PI-2026-000012-2", version: 2 }]];
  const machine = staffOfferMachine.provide({
    actors: {
      loadOffers: answers(() => ({ kind: "ok", data: lists.shift() ?? [], msg: "Offers" })) as never,
      makeOffer: answers((input: unknown) => {
        made.push(input);
        return { kind: "refused", status: 409, code: "conflict", field: "seen_version", msg: "Another offer was just made on this request" };
      }) as never,
    },
  });
  renderFlow(<StaffOfferPanel entry={entry} machine={machine} />, { path: "/staff/enquiries" });
  const user = userEvent.setup();
  await user.click(await screen.findByRole("button", { name: "Revise the offer" }));
  await user.click(screen.getByRole("button", { name: "Send offer" }));
  expect(await screen.findByRole("alert")).toHaveTextContent(/^Another offer was just made on this request\. Reload the offers to see it/);
  expect(made).toEqual([expect.objectContaining({ seenVersion: 1 })]);
  await user.click(screen.getByRole("button", { name: "Reload the offers" }));
  expect(await screen.findByText("PI-2026-000012-2")).toBeVisible();
  await waitFor(() => expect(screen.getByText("Another offer was just made on this request")).toHaveFocus());
});

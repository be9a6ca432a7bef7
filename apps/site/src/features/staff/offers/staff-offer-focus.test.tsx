/**
 * The staff offer panel after acting: where focus goes after a clerk sends or withdraws an
 * offer (the form, or the Withdraw button, is gone, so focus rests on the line that says what
 * happened, not on the page), what "Revise the offer" starts from (the open offer), and what
 * it says once the buyer's details were removed. Issue 34: Withdraw asks first; Cancel on the
 * form, Keep it and a failed withdrawal leave focus on the button the clerk pressed; the form's
 * errors follow the account forms' pattern.
 */
import type { InboxEntry, Offer } from "@jute/api/contract";
import type { ApiResult } from "@jute/api/client";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { answers, renderFlow } from "../../../shared/flows/testing/render-flow";
import { StaffOfferPanel } from "./staff-offer-panel";
import { staffOfferMachine } from "./staff-offer.machine";

const entry: InboxEntry = {
  id: "12", reference: "E-2026-000012", kind: "quote", name: "Nasrin Akter", email: "nasrin@example.com", subject: "Quote request: CRX Jute Yarn",
  status: "received", created_at: "2026-11-25T09:00:00.000Z", answered_at: "", answered_by: "", reopened_at: "", reopened_by: "", time_zone: "Asia/Dhaka",
  message: "", replies: [],
  lines: [{ product: "CRX Jute Yarn", spec: "count 8, 2 ply, VOT", company: "OJML", company_id: "2", port: "Chattogram Port", unit: "MT", quantity: 26, unit_price: 1480.25, price_now: 1480.25, total: 38486.5, effective_from: "2026-11-01", note: "" }],
};
const sent: Offer = {
  id: "7", enquiry_id: "12", reference: entry.reference, number: "PI-2026-000012-1", version: 1, state: "sent",
  product: "CRX Jute Yarn, count 8, 2 ply, VOT", mill: "OJML", lines: [{ position: 1, request_line: 1, product: "CRX Jute Yarn", spec: "count 8, 2 ply, VOT", unit: "MT", quantity: 26, unit_price: 1525.5, amount: 39663, hs_code: "5307.10 / 5307.20", left_out: "" }], currency: "USD",
  goods_total: 39663, freight: 0, insurance: 0, total: 39663, incoterm: "FOB", place: "Chattogram",
  containers: "", valid_until: "2099-12-09", payment_terms: "lc_at_sight", advance_percent: null, shipment_period: "January 2027",
  packing: "Bales", note: "", created_at: "2026-11-25T10:00:00.000Z", answered_at: "", answer_message: "",
  buyer_name: "Nasrin Akter", buyer_company: "", buyer_country: "", time_zone: "Asia/Dhaka",
  shipping: { port_of_loading: "Chattogram", port_of_discharge: "", consignee: "Nasrin Akter", notify_party: "Same as consignee", buyer_address: "", buyer_tax_id: "", quantity_tolerance: 5, partial_shipment: "allowed", transhipment: "allowed" },
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
  await user.click(screen.getByRole("button", { name: `Yes, withdraw ${sent.number}` }));
  const said = await screen.findByText(`Offer ${sent.number} withdrawn`);
  await waitFor(() => expect(said).toHaveFocus());
  expect(screen.queryByRole("button", { name: `Withdraw ${sent.number}` })).toBeNull();
});

it("starts a revision from the offer the buyer asked to change, not from the list price", async () => {
  const asked: Offer = { ...sent, state: "change_requested", incoterm: "CFR", place: "Hamburg", freight: 1200, payment_terms: "tt_advance", advance_percent: 40, note: "Loaded at Mongla", answer_message: "CFR Hamburg, please",
    shipping: { ...sent.shipping, consignee: "To the order of Commerzbank AG", quantity_tolerance: 3, transhipment: "not_allowed" } };
  const machine = staffOfferMachine.provide({ actors: { loadOffers: answers({ kind: "ok", data: [asked], msg: "Offers" }) as never } });
  renderFlow(<StaffOfferPanel entry={entry} machine={machine} />, { path: "/staff/enquiries" });
  const user = userEvent.setup();
  // The buyer's words across the panel's width, under the table (not squeezed into its State column).
  const words = await screen.findByText("CFR Hamburg, please");
  expect(words.closest("table")).toBeNull();
  expect(words.closest("figure")).toHaveTextContent(`The buyer's message on ${sent.number} (Change asked for):`);
  await user.click(await screen.findByRole("button", { name: "Revise the offer" }));
  expect(screen.getByRole("textbox", { name: /Unit price/ })).toHaveValue("1525.5");
  expect(screen.getByRole("combobox", { name: /Delivery term/ })).toHaveValue("CFR");
  expect(screen.getByRole("textbox", { name: /Destination/ })).toHaveValue("Hamburg");
  expect(screen.getByRole("textbox", { name: /Sea freight/ })).toHaveValue("1200");
  expect(screen.getByRole("textbox", { name: /Advance share/ })).toHaveValue("40");
  expect(screen.getByRole("textbox", { name: /Shipment period/ })).toHaveValue("January 2027");
  expect(screen.getByRole("textbox", { name: /Packing/ })).toHaveValue("Bales");
  expect(screen.getByRole("textbox", { name: /Note to the buyer/ })).toHaveValue("Loaded at Mongla");
  expect(screen.getByRole("textbox", { name: /Consignee/ })).toHaveValue("To the order of Commerzbank AG");
  expect(screen.getByRole("textbox", { name: /Tolerance/ })).toHaveValue("3");
  expect(screen.getByRole("combobox", { name: /Transhipment/ })).toHaveValue("not_allowed");
  // Not FOB: the port of loading is its own field, from the offer revised.
  expect(screen.getByRole("combobox", { name: /Port of loading/ })).toHaveValue("Chattogram");
});

it("proposes the port the request was priced to and sends the proforma's export fields with their defaults", async () => {
  const sentInputs: unknown[] = [];
  const machine = staffOfferMachine.provide({
    actors: {
      loadOffers: answers({ kind: "ok", data: [], msg: "Offers" }) as never,
      makeOffer: answers((input: unknown) => (sentInputs.push(input), { kind: "ok", data: sent, msg: `Offer ${sent.number} sent to Nasrin Akter` })) as never,
    },
  });
  const mongla: InboxEntry = { ...entry, lines: entry.lines.map((line) => ({ ...line, port: "Mongla Port" })) };
  renderFlow(<StaffOfferPanel entry={mongla} machine={machine} />, { path: "/staff/enquiries" });
  const user = userEvent.setup();
  await user.click(await screen.findByRole("button", { name: "Make an offer" }));
  const group = screen.getByRole("group", { name: "For the proforma (export document)" });
  // FOB: the one port is the Incoterm's, and it is the request's.
  expect(screen.getByRole("combobox", { name: /Port of loading/ })).toHaveValue("Mongla");
  expect(within(group).getByRole("textbox", { name: "Notify party" })).toHaveValue("Same as consignee");
  expect(within(group).getByRole("textbox", { name: /Tolerance/ })).toHaveValue("5");
  expect(within(group).getByRole("combobox", { name: /Partial shipment/ })).toHaveValue("allowed");
  expect(within(group).getByRole("combobox", { name: /Transhipment/ })).toHaveValue("allowed");
  await user.type(within(group).getByRole("textbox", { name: /Buyer's street address/ }), "Am Sandtorkai 12, 20457 Hamburg");
  await user.type(within(group).getByRole("textbox", { name: /tax or registration number/ }), "DE811234567");
  await user.type(screen.getByRole("textbox", { name: /Shipment period/ }), "January 2027");
  await user.type(screen.getByRole("textbox", { name: /Packing/ }), "Bales");
  await user.click(screen.getByRole("button", { name: "Send offer" }));
  await screen.findByText(`Offer ${sent.number} sent to Nasrin Akter`);
  expect(sentInputs).toEqual([
    expect.objectContaining({
      incoterm: "FOB",
      place: "Mongla",
      shipping: {
        portOfLoading: "Mongla",
        portOfDischarge: "",
        consignee: "",
        notifyParty: "Same as consignee",
        buyerAddress: "Am Sandtorkai 12, 20457 Hamburg",
        buyerTaxId: "DE811234567",
        quantityTolerance: "5",
        partialShipment: "allowed",
        transhipment: "allowed",
      },
    }),
  ]);
});

it("asks before withdrawing (the buyer is mailed); Keep it withdraws nothing and gives focus back to Withdraw", async () => {
  const withdrawn = vi.fn(() => ({ kind: "ok", data: { ...sent, state: "withdrawn" }, msg: "withdrawn" }));
  const machine = staffOfferMachine.provide({ actors: { loadOffers: answers({ kind: "ok", data: [sent], msg: "Offers" }) as never, withdrawOffer: answers(withdrawn) as never } });
  renderFlow(<StaffOfferPanel entry={entry} machine={machine} />, { path: "/staff/enquiries" });
  const user = userEvent.setup();
  const withdraw = await screen.findByRole("button", { name: `Withdraw ${sent.number}` });
  await user.click(withdraw);
  const question = screen.getByRole("group", { name: `Withdraw ${sent.number}: the buyer is mailed. It can no longer be accepted; a new offer can be made afterwards.` });
  expect(question).toContainElement(document.activeElement as HTMLElement);
  await user.click(within(question).getByRole("button", { name: "Keep it" }));
  expect(withdraw).toHaveFocus();
  expect(screen.queryByRole("group")).toBeNull();
  expect(withdrawn).not.toHaveBeenCalled();
});

it("a failed withdrawal leaves focus on Withdraw (aria-disabled while it is sent, never disabled) and says so", async () => {
  let fail: (result: ApiResult<Offer>) => void = () => undefined;
  const machine = staffOfferMachine.provide({
    actors: {
      loadOffers: answers({ kind: "ok", data: [sent], msg: "Offers" }) as never,
      withdrawOffer: answers(() => new Promise<ApiResult<Offer>>((resolve) => (fail = resolve))) as never,
    },
  });
  renderFlow(<StaffOfferPanel entry={entry} machine={machine} />, { path: "/staff/enquiries" });
  const user = userEvent.setup();
  const withdraw = await screen.findByRole("button", { name: `Withdraw ${sent.number}` });
  await user.click(withdraw);
  await user.click(screen.getByRole("button", { name: `Yes, withdraw ${sent.number}` }));
  await waitFor(() => expect(withdraw).toHaveAttribute("aria-disabled", "true"));
  expect(withdraw).toBeEnabled();
  expect(withdraw).toHaveFocus();
  fail({ kind: "failed", reason: "network", msg: "The server could not be reached" });
  await waitFor(() => expect(screen.getByRole("alert")).toHaveTextContent(`${sent.number} was not withdrawn: The server could not be reached. Try again.`));
  expect(withdraw).toHaveFocus();
  expect(withdraw).not.toHaveAttribute("aria-disabled");
});

/** The form's error summary (an alert headed "There is a problem"). */
const errorSummary = async () => (await screen.findByRole("heading", { name: "There is a problem" })).closest("[role=alert]") as HTMLElement;

it("Cancel on the offer form gives focus back to the button that opened it", async () => {
  const user = setup([]);
  await user.click(await screen.findByRole("button", { name: "Make an offer" }));
  expect(screen.getByRole("heading", { name: "New offer" })).toHaveFocus();
  await user.click(screen.getByRole("button", { name: "Cancel" }));
  await waitFor(() => expect(screen.getByRole("button", { name: "Make an offer" })).toHaveFocus());
});

it("an empty required field is listed in the error summary, marked invalid and described by its words; nothing is sent", async () => {
  const made = vi.fn(() => ({ kind: "ok", data: sent, msg: "sent" }));
  const machine = staffOfferMachine.provide({ actors: { loadOffers: answers({ kind: "ok", data: [], msg: "Offers" }) as never, makeOffer: answers(made) as never } });
  renderFlow(<StaffOfferPanel entry={entry} machine={machine} />, { path: "/staff/enquiries" });
  const user = userEvent.setup();
  await user.click(await screen.findByRole("button", { name: "Make an offer" }));
  await user.type(screen.getByRole("textbox", { name: /Shipment period/ }), "January 2027");
  const packing = screen.getByRole("textbox", { name: /Packing/ });
  // No browser bubble: the field is not natively required, the form does not validate natively.
  expect(packing).not.toHaveAttribute("required");
  expect(packing.closest("form")).toHaveAttribute("novalidate");
  await user.click(screen.getByRole("button", { name: "Send offer" }));
  const summary = await errorSummary();
  expect(within(summary).getByRole("link", { name: "Enter the packing" })).toHaveAttribute("href", `#${packing.id}`);
  expect(packing).toHaveAttribute("aria-invalid", "true");
  expect(packing).toHaveAccessibleDescription("Enter the packing");
  expect(made).not.toHaveBeenCalled();
});

it("the server's refusal of a field (a unit price of abc) marks that field, described by the server's words", async () => {
  const msg = "Enter the unit price as a number, such as 1480.25";
  const machine = staffOfferMachine.provide({
    actors: {
      loadOffers: answers({ kind: "ok", data: [], msg: "Offers" }) as never,
      makeOffer: answers({ kind: "refused", status: 400, code: "invalid_input", field: "lines.0.unit_price", msg }) as never,
    },
  });
  renderFlow(<StaffOfferPanel entry={entry} machine={machine} />, { path: "/staff/enquiries" });
  const user = userEvent.setup();
  await user.click(await screen.findByRole("button", { name: "Make an offer" }));
  const price = screen.getByRole("textbox", { name: /Unit price/ });
  await user.clear(price);
  await user.type(price, "abc");
  await user.type(screen.getByRole("textbox", { name: /Shipment period/ }), "January 2027");
  await user.type(screen.getByRole("textbox", { name: /Packing/ }), "Bales");
  await user.click(screen.getByRole("button", { name: "Send offer" }));
  const summary = await errorSummary();
  expect(within(summary).getByRole("link", { name: msg })).toHaveAttribute("href", `#${price.id}`);
  await waitFor(() => expect(price).toHaveAttribute("aria-invalid", "true"));
  expect(price).toHaveAccessibleDescription(expect.stringContaining(msg));
});

it("says the buyer's details were removed, and shows no message, once the buyer was erased", async () => {
  setup([{ ...sent, state: "declined", answered_at: "2026-11-26T10:00:00.000Z", buyer_name: "", answer_message: "" }]);
  expect(await screen.findByText(/^Buyer's details removed: the buyer's account was deleted, or the retention period of trade records ended\./)).toBeInTheDocument();
  expect(screen.getByRole("rowheader", { name: sent.number })).toBeInTheDocument();
  expect(document.querySelector("blockquote")).toBeNull();
});

it("proposes FOB at the port the request was priced to (Mongla), not always Chattogram", async () => {
  const mongla: InboxEntry = { ...entry, lines: entry.lines.map((line) => ({ ...line, port: "Mongla Port" })) };
  const machine = staffOfferMachine.provide({ actors: { loadOffers: answers({ kind: "ok", data: [], msg: "No offers" }) as never } });
  renderFlow(<StaffOfferPanel entry={mongla} machine={machine} />, { path: "/staff/enquiries" });
  const user = userEvent.setup();
  await user.click(await screen.findByRole("button", { name: "Make an offer" }));
  expect(screen.getByRole("combobox", { name: /Delivery term/ })).toHaveValue("FOB");
  expect(screen.getByRole("combobox", { name: /Port of loading/ })).toHaveValue("Mongla");
});

it("marks an expired offer on which the buyer asked for a new one", async () => {
  const asked: Offer = { ...sent, state: "expired", answered_at: "2026-12-10T08:00:00.000Z" };
  const machine = staffOfferMachine.provide({ actors: { loadOffers: answers({ kind: "ok", data: [asked], msg: "Offers" }) as never } });
  renderFlow(<StaffOfferPanel entry={entry} machine={machine} />, { path: "/staff/enquiries" });
  expect(await screen.findByText(/The buyer asked for a new offer/)).toBeVisible();
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

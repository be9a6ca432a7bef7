/**
 * The offer form on a request of several lines (issue 35, item 2): each line is prefilled from
 * the price in force now (the quoted price when none is), its amount and the totals follow what
 * is typed, a line left out needs a reason (the error summary says so, nothing is sent), and
 * what is sent is every line in the request's order with the seller chosen.
 */
import type { InboxEntry, Offer } from "@jute/api/contract";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { expect, it } from "vitest";
import { answers, renderFlow } from "../../../shared/flows/testing/render-flow";
import { StaffOfferPanel } from "./staff-offer-panel";
import { staffOfferMachine } from "./staff-offer.machine";

const line = { product: "CRX Jute Yarn", spec: "count 8, 2 ply, VOT", company: "OJML", company_id: "2", port: "Chattogram Port", unit: "MT", quantity: 12, unit_price: 1150, price_now: 1180, total: 13800, effective_from: "2026-11-01", note: "" };
const entry: InboxEntry = {
  id: "14", reference: "E-2026-000014", kind: "quote", name: "Nasrin Akter", email: "nasrin@example.com", subject: "Quote request: CRX Jute Yarn and 2 more",
  status: "received", created_at: "2026-11-25T09:00:00.000Z", answered_at: "", answered_by: "", reopened_at: "", reopened_by: "", time_zone: "Asia/Dhaka",
  message: "", replies: [],
  lines: [
    line,
    { ...line, product: "Sacking Bag", spec: "112 x 67 cm", company: "SJSML", company_id: "1", unit: "piece", quantity: 5000, unit_price: 0.72, price_now: 0.74, total: 3600, note: "Printed with our mark" },
    { ...line, product: "Jute Rope", spec: "12 mm", unit: "kg", quantity: 800, unit_price: 2.1, price_now: null, total: 1680 },
  ],
};

/** What the server answers: the offer made (its figures are not what this test reads). */
const made = { id: "9", enquiry_id: entry.id, number: "PI-2026-000014-1" } as Offer;

function setup() {
  const sentInputs: unknown[] = [];
  const machine = staffOfferMachine.provide({
    actors: {
      loadOffers: answers({ kind: "ok", data: [], msg: "Offers" }) as never,
      makeOffer: answers((input: unknown) => (sentInputs.push(input), { kind: "ok", data: made, msg: `Offer ${made.number} sent to Nasrin Akter` })) as never,
    },
  });
  renderFlow(<StaffOfferPanel entry={entry} machine={machine} />, { path: "/staff/enquiries" });
  return { sentInputs, user: userEvent.setup() };
}

const row = (name: RegExp) => screen.getByRole("row", { name });

it("prefills each line from the price in force now (the quoted one when none is), and works out the amounts and totals as typed", async () => {
  const { user } = setup();
  await user.click(await screen.findByRole("button", { name: "Make an offer" }));
  const lines = screen.getByRole("table", { name: "Lines of the offer" });
  expect(within(lines).getAllByRole("row")).toHaveLength(4);
  const yarnPrice = screen.getByRole("textbox", { name: "Unit price of line 1, CRX Jute Yarn, count 8, 2 ply, VOT (USD per MT)" });
  expect(yarnPrice).toHaveValue("1180");
  expect(yarnPrice).toHaveAccessibleDescription(/the member was quoted USD 1150/);
  expect(screen.getByRole("textbox", { name: /Unit price of line 3/ })).toHaveValue("2.1");
  expect(screen.getByRole("textbox", { name: /Unit price of line 3/ })).toHaveAccessibleDescription(/No price in force now/);
  expect(screen.getByRole("textbox", { name: /Quantity of line 2, Sacking Bag, 112 x 67 cm \(piece\)/ })).toHaveValue("5000");
  expect(row(/Sacking Bag/)).toHaveTextContent("Buyer's note: Printed with our mark");
  // 12 x 1180 + 5000 x 0.74 + 800 x 2.1
  expect(row(/CRX Jute Yarn/)).toHaveTextContent("USD 14,160.00");
  expect(screen.getByText("Goods subtotal").nextElementSibling).toHaveTextContent("USD 19,540.00 (3 of 3 lines priced)");

  // Typed as people type: 5,500 pieces; the amount and the totals follow.
  const bags = screen.getByRole("textbox", { name: /Quantity of line 2/ });
  await user.clear(bags);
  await user.type(bags, "5,500");
  expect(row(/Sacking Bag/)).toHaveTextContent("USD 4,070.00");
  expect(screen.getByText("Goods subtotal").nextElementSibling).toHaveTextContent("USD 19,910.00");
  // CIF: the freight and insurance go into the total.
  await user.selectOptions(screen.getByRole("combobox", { name: /Delivery term/ }), "CIF");
  await user.type(screen.getByRole("textbox", { name: /Destination port/ }), "Hamburg");
  await user.type(screen.getByRole("textbox", { name: /Sea freight/ }), "1500");
  await user.type(screen.getByRole("textbox", { name: /Insurance, total/ }), "80.5");
  expect(screen.getByText("Total", { selector: "dt" }).nextElementSibling).toHaveTextContent("USD 21,490.50");
});

it("a line left out needs a reason: the summary says so and nothing is sent; with one, every line goes in order with the seller chosen", async () => {
  const { sentInputs, user } = setup();
  await user.click(await screen.findByRole("button", { name: "Make an offer" }));
  await user.click(screen.getByRole("checkbox", { name: "Leave line 3 out" }));
  expect(screen.queryByRole("textbox", { name: /Unit price of line 3/ })).toBeNull();
  expect(row(/Jute Rope/)).toHaveTextContent("Not offered");
  expect(screen.getByText("Goods subtotal").nextElementSibling).toHaveTextContent("USD 17,860.00 (2 of 3 lines priced)");
  await user.type(screen.getByRole("textbox", { name: /Shipment period/ }), "January 2027");
  await user.type(screen.getByRole("textbox", { name: /Packing/ }), "Bales");
  await user.click(screen.getByRole("button", { name: "Send offer" }));
  const summary = (await screen.findByRole("heading", { name: "There is a problem" })).closest("[role=alert]") as HTMLElement;
  const reason = screen.getByRole("textbox", { name: /Why line 3 is left out/ });
  expect(within(summary).getByRole("link", { name: "Say why line 3 is left out" })).toHaveAttribute("href", `#${reason.id}`);
  expect(sentInputs).toEqual([]);

  await user.type(reason, "not available this season");
  // Two mills on the request: the clerk says which issues the proforma.
  const seller = screen.getByRole("combobox", { name: /Issued by/ });
  expect(seller).toHaveValue("2");
  expect(seller).toHaveAccessibleDescription("The mill company that issues the proforma and is named as seller on it.");
  await user.selectOptions(seller, "SJSML");
  await user.click(screen.getByRole("button", { name: "Send offer" }));
  await screen.findByText(`Offer ${made.number} sent to Nasrin Akter`);
  expect(sentInputs).toEqual([
    expect.objectContaining({
      enquiryId: "14",
      millCompanyId: "1",
      lines: [
        { requestLine: 1, unitPrice: "1180", quantity: "12", leftOut: "" },
        { requestLine: 2, unitPrice: "0.74", quantity: "5000", leftOut: "" },
        { requestLine: 3, unitPrice: "", quantity: "", leftOut: "not available this season" },
      ],
    }),
  ]);
});

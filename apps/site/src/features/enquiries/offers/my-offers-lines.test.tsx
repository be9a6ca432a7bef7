/**
 * The buyer's card of an offer of several lines (issue 35, item 2): every line with its
 * quantity, unit price and amount, the one left out with the mill's reason; the total with
 * freight and insurance; the dialog that asks before accepting says how many lines and the
 * total, and the accepted card says the price of all of them is locked.
 */
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { expect, it } from "vitest";
import { answers, renderFlow } from "../../../shared/flows/testing/render-flow";
import { multiLineOffer } from "./offer-fixtures";
import { myOffersMachine } from "./my-offers.machine";
import { MyOffersScreen } from "./my-offers-screen";

it("lists every line of the offer, the one left out with its reason, and accepts all of them at one total", async () => {
  const accepted = { ...multiLineOffer, state: "accepted" as const, answered_at: "2026-11-26T09:00:00.000Z" };
  const machine = myOffersMachine.provide({
    actors: {
      loadOffers: answers({ kind: "ok", data: [multiLineOffer], msg: "Offers" }) as never,
      sendAnswer: answers({ kind: "ok", data: accepted, msg: `Offer ${multiLineOffer.number} accepted: the price is locked` }) as never,
    },
  });
  renderFlow(<MyOffersScreen machine={machine} />, { path: "/my-enquiries" });
  const user = userEvent.setup();
  const article = await screen.findByRole("article", { name: new RegExp(multiLineOffer.number) });
  const lines = within(article).getByRole("table", { name: `Lines of ${multiLineOffer.number}` });
  const cells = (name: RegExp) => within(within(lines).getByRole("row", { name })).getAllByRole("cell").map((cell) => cell.textContent);
  expect(within(lines).getAllByRole("rowheader").map((header) => header.textContent)).toEqual([
    "CRX Jute Yarn, count 8, 2 ply, VOT",
    "Sacking Bag, 112 x 67 cm",
    "Jute Rope, 12 mm",
    "Hessian Cloth, 10 oz, 40 in",
  ]);
  expect(cells(/CRX Jute Yarn/)).toEqual(["12 MT", "USD 1,180.00 per MT", "USD 14,160.00"]);
  expect(cells(/Sacking Bag/)).toEqual(["5,000 pieces", "USD 0.74 per piece", "USD 3,700.00"]);
  expect(cells(/Jute Rope/)).toEqual(["–", "–", "Not offered: not available this season"]);
  // The card's total (the question that asks before accepting is drawn in the card too, hidden).
  const cardTotal = within(article)
    .getAllByText("Total")
    .filter((term) => term.closest("dialog") === null);
  expect(cardTotal).toHaveLength(1);
  expect(cardTotal[0]?.nextElementSibling).toHaveTextContent("USD 24,440.50 (goods USD 22,860.00, sea freight USD 1,500.00, insurance USD 80.50)");

  await user.click(within(article).getByRole("button", { name: `Accept offer ${multiLineOffer.number}` }));
  const dialog = await screen.findByRole("dialog", { name: `Accept offer ${multiLineOffer.number}?` });
  expect(within(dialog).getByText("Lines").nextElementSibling).toHaveTextContent("3 lines offered, 1 left out: 12 MT, 5,000 pieces, 4,000 metres");
  expect(within(dialog).getByText("Total").nextElementSibling).toHaveTextContent("USD 24,440.50");
  await user.click(within(dialog).getByRole("button", { name: "Accept and lock the price" }));
  expect(await screen.findByText(/Price locked: USD 24,440.50, 3 lines offered, 1 left out/)).toBeInTheDocument();
});

/**
 * The proforma download says when the file is saved (a polite status beside the button): before,
 * the page said nothing when it was done. The API is faked at the site's offer client.
 */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { vi } from "vitest";
import { answers, renderFlow } from "../../../shared/flows/testing/render-flow";
import { sentOffer } from "./offer-fixtures";
import { myOffersMachine } from "./my-offers.machine";
import { MyOffersScreen } from "./my-offers-screen";

vi.mock("../../../shared/api/offers", () => ({
  offerClient: async () => ({ downloadProforma: async () => ({ kind: "ok", data: new Blob(["%PDF-1.7"], { type: "application/pdf" }), msg: "" }) }),
}));

it("announces the saved proforma by its file name", async () => {
  const saved: string[] = [];
  Object.assign(URL, { createObjectURL: () => "blob:proforma", revokeObjectURL: () => {} });
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  const machine = myOffersMachine.provide({ actors: { loadOffers: answers({ kind: "ok", data: [sentOffer], msg: "Offers" }) as never } });
  renderFlow(<MyOffersScreen machine={machine} />, { path: "/my-enquiries" });
  const article = await screen.findByRole("article", { name: new RegExp(sentOffer.number) });
  await userEvent.setup().click(within(article).getByRole("button", { name: "Download proforma (PDF)" }));
  const status = await within(article).findByText(`Proforma saved: proforma-${sentOffer.number}.pdf`);
  expect(status).toHaveAttribute("role", "status");
  await waitFor(() => expect(saved).toEqual([`proforma-${sentOffer.number}.pdf`]));
});

/**
 * The staff's Offers page in each of its states: loading, the list (row contents, the link to
 * the request, "expires in N days"), empty, a failure with Try again, and the filter kept in
 * the address (?state=), read at load and written on change.
 */
import type { ApiResult } from "@jute/api/client";
import type { StaffOfferList } from "@jute/api/client/offers";
import type { Offer, OfferState } from "@jute/api/contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route } from "wouter";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { renderFlow } from "../../shared/flows/testing/render-flow";
import { OffersPage, validUntilText } from "./offers-page";

const getOffers = vi.fn<(filter: { state?: OfferState }) => Promise<ApiResult<StaffOfferList>>>();
vi.mock("../../shared/api/offers", () => ({ offerClient: () => Promise.resolve({ getOffers }) }));

const base: Offer = {
  id: "7", enquiry_id: "12", reference: "E-2026-000012", number: "PI-2026-000012-1", version: 1, state: "sent",
  product: "Hessian cloth", mill: "SJSML", lines: [{ position: 1, request_line: 1, product: "CRX Jute Yarn", spec: "count 8, 2 ply, VOT", unit: "MT", quantity: 26, unit_price: 1525.5, amount: 39663, hs_code: "5307.10 / 5307.20", left_out: "" }], currency: "USD",
  goods_total: 39663, freight: 0, insurance: 0, total: 39663, incoterm: "FOB", place: "Chattogram",
  containers: "", valid_until: "2026-11-27", payment_terms: "lc_at_sight", advance_percent: null, shipment_period: "January 2027",
  packing: "Bales", note: "", created_at: "2026-11-25T10:00:00.000Z", answered_at: "", answer_message: "",
  buyer_name: "Nasrin Akter", buyer_company: "Akter Trading", buyer_country: "BD", time_zone: "Asia/Dhaka",
  shipping: { port_of_loading: "Chattogram", port_of_discharge: "", consignee: "Nasrin Akter", notify_party: "Same as consignee", buyer_address: "", buyer_tax_id: "", quantity_tolerance: 5, partial_shipment: "allowed", transhipment: "allowed" },
};
const accepted: Offer = { ...base, id: "5", enquiry_id: "9", reference: "E-2026-000009", number: "PI-2026-000009-1", state: "accepted", lines: [{ position: 1, request_line: 1, product: "Sacking Bag", spec: "", unit: "piece", quantity: 48000, unit_price: 0.45, amount: 21600, hs_code: "6305.10", left_out: "" }], total: 21600, buyer_company: "", valid_until: "2026-11-26" };
const list = (offers: Offer[]): ApiResult<StaffOfferList> => ({ kind: "ok", data: { offers, today: "2026-11-25", timeZone: "Asia/Dhaka" }, msg: offers.length ? "Offers" : "No offers" });

const render = (path = "/staff/offers") =>
  renderFlow(
    <Route path="/staff" nest>
      <OffersPage />
    </Route>,
    { path },
  );

beforeEach(() => {
  getOffers.mockReset();
});

describe("the staff's Offers page", () => {
  it("says it is loading while the list comes", async () => {
    getOffers.mockReturnValue(new Promise(() => {}));
    render();
    expect(await screen.findByText("Loading…")).toHaveAttribute("role", "status");
    expect(document.title).toMatch(/^Loading: Offers \| Staff console/);
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
  });

  it("lists each offer: number, a link opening its request in the inbox, buyer and company, product, quantity, total, validity, state", async () => {
    getOffers.mockResolvedValue(list([base, accepted]));
    render();
    const table = await screen.findByRole("table", { name: "2 offers" });
    expect(getOffers).toHaveBeenCalledWith({});
    const [, first, second] = within(table).getAllByRole("row") as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(first).getByRole("rowheader")).toHaveTextContent("PI-2026-000012-1");
    expect(within(first).getByRole("link", { name: "Open E-2026-000012" })).toHaveAttribute("href", "/staff/enquiries?open=12");
    const cells = within(first).getAllByRole("cell").map((cell) => cell.textContent);
    expect(cells).toEqual(["E-2026-000012", "Nasrin Akter, Akter Trading", "Hessian cloth", "26 MT", "$39,663.00 FOB Chattogram", "2026-11-27 (expires in 2 days)", "Sent, awaiting the buyer"]);
    // An accepted offer has no countdown; a buyer without a company is named alone; a word unit is plural.
    expect(within(second).getAllByRole("cell").map((cell) => cell.textContent)).toEqual(["E-2026-000009", "Nasrin Akter", "Hessian cloth", "48,000 pieces", "$21,600.00 FOB Chattogram", "2026-11-26", "Accepted"]);
    expect(screen.getByText("Today is 2026-11-25 at the mill (Asia/Dhaka); an offer stands to the end of its last valid day there.")).toBeInTheDocument();
    // Under 640 px the same rows are cards, a list named by the caption.
    expect(within(screen.getByRole("list", { name: "2 offers" })).getAllByRole("listitem")).toHaveLength(2);
    expect(document.title).toMatch(/^Offers \| Staff console/);
  });

  it("reads \"Buyer's details removed\" for an offer whose buyer was erased (account deleted, retention ended)", async () => {
    const erased: Offer = { ...base, id: "3", state: "declined", answered_at: "2026-11-25T11:00:00.000Z", buyer_name: "", buyer_company: "", buyer_country: "" };
    getOffers.mockResolvedValue(list([erased]));
    render();
    const [, row] = within(await screen.findByRole("table", { name: "1 offer" })).getAllByRole("row") as [HTMLElement, HTMLElement];
    expect(within(row).getAllByRole("cell").map((cell) => cell.textContent)).toEqual(["E-2026-000012", "Buyer's details removed", "Hessian cloth", "26 MT", "$39,663.00 FOB Chattogram", "2026-11-27", "Declined"]);
  });

  it("says so when there is no offer, in all or in the state chosen", async () => {
    getOffers.mockResolvedValue(list([]));
    render();
    // The table's empty cell (and the cards' empty state under 640 px).
    expect(within(await screen.findByRole("table", { name: "0 offers" })).getByRole("cell")).toHaveTextContent("No offer has been made yet.");
    await userEvent.selectOptions(screen.getByRole("combobox", { name: "Show" }), "Withdrawn");
    expect(within(await screen.findByRole("table", { name: "0 offers: Withdrawn" })).getByRole("cell")).toHaveTextContent("No offer in this state: Withdrawn.");
  });

  it("says why the list could not load, and Try again loads it", async () => {
    getOffers.mockResolvedValueOnce({ kind: "failed", reason: "network", msg: "The server could not be reached" });
    render();
    expect(await screen.findByRole("alert")).toHaveTextContent("The server could not be reached");
    expect(document.title).toMatch(/^Error: could not load: Offers \| Staff console/);
    getOffers.mockResolvedValueOnce(list([base]));
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("table", { name: "1 offer" })).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(getOffers).toHaveBeenCalledTimes(2);
  });

  it("reads the filter from the address, and writes the one chosen there (a link can be shared, Back returns)", async () => {
    getOffers.mockResolvedValue(list([accepted]));
    render("/staff/offers?state=accepted");
    expect(await screen.findByRole("table", { name: "1 offer: Accepted" })).toBeInTheDocument();
    expect(getOffers).toHaveBeenLastCalledWith({ state: "accepted" });
    const filter = screen.getByRole("combobox", { name: "Show" });
    expect(filter).toHaveDisplayValue("Accepted");
    expect(document.title).toMatch(/^Showing Accepted: Offers \| Staff console/);

    getOffers.mockResolvedValue(list([base]));
    await userEvent.selectOptions(filter, "Change asked for");
    await waitFor(() => expect(window.location.search).toBe("?state=change_requested"));
    expect(getOffers).toHaveBeenLastCalledWith({ state: "change_requested" });
    expect(await screen.findByRole("table", { name: "1 offer: Change asked for" })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText("1 offer shown: Change asked for")).toBeInTheDocument());

    await userEvent.selectOptions(filter, "All offers");
    await waitFor(() => expect(window.location.search).toBe(""));
    expect(getOffers).toHaveBeenLastCalledWith({});
  });

  it("shows every offer for a state it does not know in the address", async () => {
    getOffers.mockResolvedValue(list([base]));
    render("/staff/offers?state=shipped");
    expect(await screen.findByRole("table", { name: "1 offer" })).toBeInTheDocument();
    expect(getOffers).toHaveBeenCalledWith({});
    expect(screen.getByRole("combobox", { name: "Show" })).toHaveDisplayValue("All offers");
  });
});

describe("valid until", () => {
  it("counts the days left of an open offer within 3 days, on the mill's today", () => {
    expect(validUntilText({ state: "sent", valid_until: "2026-11-25" }, "2026-11-25")).toBe("2026-11-25 (expires today)");
    expect(validUntilText({ state: "sent", valid_until: "2026-11-26" }, "2026-11-25")).toBe("2026-11-26 (expires in 1 day)");
    expect(validUntilText({ state: "sent", valid_until: "2026-11-28" }, "2026-11-25")).toBe("2026-11-28 (expires in 3 days)");
    expect(validUntilText({ state: "sent", valid_until: "2026-11-29" }, "2026-11-25")).toBe("2026-11-29");
    expect(validUntilText({ state: "sent", valid_until: "2026-12-01" }, "2026-11-30")).toBe("2026-12-01 (expires in 1 day)");
  });

  it("says nothing of days for an offer that is no longer open", () => {
    for (const state of ["accepted", "declined", "change_requested", "withdrawn", "superseded", "expired"] as const) {
      expect(validUntilText({ state, valid_until: "2026-11-26" }, "2026-11-25")).toBe("2026-11-26");
    }
  });
});

/**
 * The staff's offer panel shows the mill's day (issue 33): an offer made and accepted at 00:30
 * in Dhaka (18:30 UTC the day before) reads 2026-11-26, not the UTC day its time starts with
 * (`dayOf` of `@jute/api/mill-day` in the offer's `time_zone`).
 */
import type { InboxEntry, Offer } from "@jute/api/contract";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { answers, renderFlow } from "../../../shared/flows/testing/render-flow";
import { StaffOfferPanel } from "./staff-offer-panel";
import { staffOfferMachine } from "./staff-offer.machine";

const afterMidnight: Offer = {
  id: "7", enquiry_id: "12", reference: "E-2026-000012", number: "PI-2026-000012-1", version: 1, state: "accepted",
  product: "CRX Jute Yarn, count 8, 2 ply, VOT", mill: "OJML", lines: [{ position: 1, request_line: 1, product: "CRX Jute Yarn", spec: "count 8, 2 ply, VOT", unit: "MT", quantity: 26, unit_price: 1525.5, amount: 39663, hs_code: "5307.10 / 5307.20", left_out: "" }], currency: "USD",
  goods_total: 39663, freight: 0, insurance: 0, total: 39663, incoterm: "FOB", place: "Chattogram",
  containers: "", valid_until: "2099-12-09", payment_terms: "lc_at_sight", advance_percent: null, shipment_period: "January 2027",
  packing: "Bales", note: "", created_at: "2026-11-25T18:30:00.000Z", answered_at: "2026-11-25T18:45:00.000Z", answer_message: "",
  buyer_name: "Nasrin Akter", buyer_company: "", buyer_country: "", time_zone: "Asia/Dhaka",
  shipping: { port_of_loading: "Chattogram", port_of_discharge: "", consignee: "Nasrin Akter", notify_party: "Same as consignee", buyer_address: "", buyer_tax_id: "", quantity_tolerance: 5, partial_shipment: "allowed", transhipment: "allowed" },
};

describe("the staff's offer panel", () => {
  const entry: InboxEntry = {
    id: "12", reference: afterMidnight.reference, kind: "quote", name: "Nasrin Akter", email: "nasrin@example.com", subject: "Quote request: CRX Jute Yarn",
    status: "received", created_at: "2026-11-25T18:00:00.000Z", answered_at: "", answered_by: "", reopened_at: "", reopened_by: "", time_zone: "Asia/Dhaka",
    message: "", replies: [],
    lines: [{ product: "CRX Jute Yarn", spec: "count 8, 2 ply, VOT", company: "OJML", company_id: "2", port: "Chattogram Port", unit: "MT", quantity: 26, unit_price: 1480.25, price_now: 1480.25, total: 38486.5, effective_from: "2026-11-01", note: "" }],
  };

  it("shows the day an offer was made and answered at 00:30 in Dhaka as the mill's day", async () => {
    const machine = staffOfferMachine.provide({ actors: { loadOffers: answers({ kind: "ok", data: [afterMidnight], msg: "Offers" }) as never } });
    renderFlow(<StaffOfferPanel entry={entry} machine={machine} />, { path: "/staff/enquiries" });
    const row = (await screen.findByRole("rowheader", { name: new RegExp(afterMidnight.number) })).closest("tr") as HTMLElement;
    const cells = within(row).getAllByRole("cell").map((cell) => cell.textContent);
    expect(cells).toContain("2026-11-26 / 2026-11-26");
    expect(cells.join(" ")).not.toContain("2026-11-25");
  });
});

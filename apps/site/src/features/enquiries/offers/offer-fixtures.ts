/** An offer as the server sends it, for the offer flows' tests and stories. */
import type { Offer } from "@jute/api/contract";

export const sentOffer: Offer = {
  id: "7",
  enquiry_id: "12",
  reference: "E-2026-000012",
  number: "PI-2026-000012-1",
  version: 1,
  state: "sent",
  product: "CRX Jute Yarn, count 8, 2 ply, VOT",
  mill: "OJML",
  lines: [{ position: 1, request_line: 1, product: "CRX Jute Yarn", spec: "count 8, 2 ply, VOT", unit: "MT", quantity: 26, unit_price: 1525.5, amount: 39663, hs_code: "5307.10 / 5307.20", left_out: "" }],
  currency: "USD",
  goods_total: 39663,
  freight: 0,
  insurance: 0,
  total: 39663,
  incoterm: "FOB",
  place: "Chattogram",
  containers: "about 2 x 20' FCL or 1 x 40' FCL",
  valid_until: "2026-12-09",
  payment_terms: "lc_at_sight",
  advance_percent: null,
  shipment_period: "January 2027",
  packing: "Pressed bales of 250 kg",
  note: "",
  created_at: "2026-11-25T10:00:00.000Z",
  answered_at: "",
  answer_message: "",
  buyer_name: "Nasrin Akter",
  buyer_company: "",
  buyer_country: "",
  shipping: { port_of_loading: "Chattogram", port_of_discharge: "", consignee: "Nasrin Akter", notify_party: "Same as consignee", buyer_address: "", buyer_tax_id: "", quantity_tolerance: 5, partial_shipment: "allowed", transhipment: "allowed" },
  time_zone: "Asia/Dhaka",
};

/** An offer of three priced lines and one left out (issue 35): CIF, with freight and insurance. */
export const multiLineOffer: Offer = {
  ...sentOffer,
  id: "9",
  number: "PI-2026-000014-1",
  reference: "E-2026-000014",
  product: "CRX Jute Yarn, count 8, 2 ply, VOT and 3 more",
  lines: [
    { position: 1, request_line: 1, product: "CRX Jute Yarn", spec: "count 8, 2 ply, VOT", unit: "MT", quantity: 12, unit_price: 1180, amount: 14160, hs_code: "5307.10 / 5307.20", left_out: "" },
    { position: 2, request_line: 2, product: "Sacking Bag", spec: "112 x 67 cm", unit: "piece", quantity: 5000, unit_price: 0.74, amount: 3700, hs_code: "6305.10", left_out: "" },
    { position: 3, request_line: 3, product: "Jute Rope", spec: "12 mm", unit: "kg", quantity: null, unit_price: null, amount: null, hs_code: "5607.90", left_out: "not available this season" },
    { position: 4, request_line: 4, product: "Hessian Cloth", spec: "10 oz, 40 in", unit: "metre", quantity: 4000, unit_price: 1.25, amount: 5000, hs_code: "5310.10", left_out: "" },
  ],
  goods_total: 22860,
  freight: 1500,
  insurance: 80.5,
  total: 24440.5,
  incoterm: "CIF",
  place: "Hamburg",
  containers: "",
};

export const acceptedOffer: Offer = { ...sentOffer, state: "accepted", answered_at: "2026-11-26T09:00:00.000Z" };
export const expiredOffer: Offer = { ...sentOffer, id: "8", number: "PI-2026-000013-1", reference: "E-2026-000013", state: "expired" };

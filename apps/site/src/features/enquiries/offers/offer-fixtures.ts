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
  unit: "MT",
  quantity: 26,
  currency: "USD",
  unit_price: 1525.5,
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

export const acceptedOffer: Offer = { ...sentOffer, state: "accepted", answered_at: "2026-11-26T09:00:00.000Z" };
export const expiredOffer: Offer = { ...sentOffer, id: "8", number: "PI-2026-000013-1", reference: "E-2026-000013", state: "expired" };

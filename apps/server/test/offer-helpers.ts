/** Helpers of the offer tests: a member's quote request, and an offer staff make on it. */
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { offerReply, type Offer } from "@jute/api/contract";
import type { TestServer } from "./helper";
import { post } from "./staff-helpers";

const SPEC = { sub_category_id: "1", company_id: "2", count: "8", ply: "2", oil: "VOT", truck_fare_id: "1" };

/** A member's quote request; resolves with its staff inbox id. */
export async function quoteRequest(server: TestServer, token: string): Promise<string> {
  const sent = await post(server.app, "/api/api_quote_request", { ...SPEC, quantity: "25" }, token);
  if (sent.statusCode !== 201) throw new Error(`quote request refused: ${sent.body}`);
  const reference = (sent.json() as { data: { reference: string } }).data.reference;
  const { rows } = (await server.database.db.execute(sql`select id from enquiries where reference = ${reference}`)) as unknown as { rows: { id: number }[] };
  return String(rows[0]?.id);
}

/**
 * The terms of an offer on `enquiryId` (valid until 2026-12-09), `extra` on top. A one-line
 * request's line is priced at 1234.5 for 24; `unit_price` and `quantity` in `extra` price it
 * otherwise (`lines` in `extra` gives every line).
 */
export const offerTerms = (enquiryId: string, extra: Record<string, unknown> = {}) => {
  const { unit_price: unitPrice = "1234.5", quantity = "24", ...rest } = extra;
  return { ...terms(enquiryId), lines: [{ request_line: 1, unit_price: unitPrice, quantity }], ...rest };
};

const terms = (enquiryId: string) => ({
  enquiry_id: enquiryId,
  seen_version: 0,
  incoterm: "FOB",
  place: "Chattogram",
  valid_until: "2026-12-09",
  payment_terms: "lc_at_sight",
  shipment_period: "January 2027",
  packing: "Bales of 250 kg, pressed",
  note: "",
});

/** Staff make an offer (201 expected). */
export async function makeOffer(app: FastifyInstance, staff: string, enquiryId: string, extra: Record<string, unknown> = {}): Promise<Offer> {
  const made = await post(app, "/api/staff/offers", offerTerms(enquiryId, extra), staff);
  if (made.statusCode !== 201) throw new Error(`offer refused: ${made.body}`);
  return offerReply().parse(made.json()).data;
}

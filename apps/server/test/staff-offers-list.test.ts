/**
 * The staff's list of offers (`GET /api/staff/offers`, the Offers page's call) on each engine:
 * each state filter returns exactly the offers in that state, newest first; the reply carries
 * the mill's today and time zone; visitors get 401 and members 403, whatever the filter.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { offerReply, staffOffersReply, type Offer, type OfferState } from "@jute/api/contract";
import { fixedClock } from "../src/domain/clock";
import { buildTestServer, defaultEngines, memberToken, type TestServer } from "./helper";
import { get, post, staffToken } from "./staff-helpers";

const TODAY = "2026-11-25";
const SPEC = { sub_category_id: "1", company_id: "2", count: "8", ply: "2", oil: "VOT", truck_fare_id: "1" };

describe.each(defaultEngines)("the staff's offers list on %s", (engine) => {
  let server: TestServer;
  let staff: string;
  let buyer: string;
  const clock = fixedClock(TODAY);
  /** One offer in each state, made in this order (so newest first is the reverse). */
  const made: Record<Exclude<OfferState, "superseded">, Offer> = {} as never;
  let superseded: Offer;

  const rows = async <T>(query: ReturnType<typeof sql>) => ((await server.database.db.execute(query)) as unknown as { rows: T[] }).rows;

  async function quoteRequest(): Promise<string> {
    const sent = await post(server.app, "/api/api_quote_request", { ...SPEC, quantity: "25" }, buyer);
    expect(sent.statusCode, sent.body).toBe(201);
    const reference = (sent.json() as { data: { reference: string } }).data.reference;
    const [row] = await rows<{ id: number }>(sql`select id from enquiries where reference = ${reference}`);
    return String(row?.id);
  }

  async function makeOffer(enquiryId: string, validUntil = "2026-12-09"): Promise<Offer> {
    const [latest] = await rows<{ version: number }>(sql`select coalesce(max(version), 0)::int as version from offers where enquiry_id = ${Number(enquiryId)}`);
    const body = {
      enquiry_id: enquiryId,
      seen_version: latest?.version ?? 0,
      lines: [{ request_line: 1, unit_price: "1234.5", quantity: "24" }],
      incoterm: "FOB",
      place: "Chattogram",
      valid_until: validUntil,
      payment_terms: "lc_at_sight",
      shipment_period: "January 2027",
      packing: "Bales",
      note: "",
    };
    const reply = await post(server.app, "/api/staff/offers", body, staff);
    expect(reply.statusCode, reply.body).toBe(201);
    return offerReply().parse(reply.json()).data;
  }

  const answer = async (path: string, body: Record<string, string>, token: string) => {
    const reply = await post(server.app, path, body, token);
    expect(reply.statusCode, reply.body).toBe(200);
  };

  const list = async (query = "") => {
    const reply = await get(server.app, `/api/staff/offers${query}`, staff);
    expect(reply.statusCode, reply.body).toBe(200);
    return staffOffersReply().parse(reply.json());
  };

  beforeAll(async () => {
    server = await buildTestServer({ engine, clock, env: { ENQUIRY_LIMIT_PER_HOUR: "100" } });
    ({ token: staff } = await staffToken(server));
    buyer = await memberToken(server.app);
    made.expired = await makeOffer(await quoteRequest(), "2026-11-25");
    made.accepted = await makeOffer(await quoteRequest());
    await answer("/api/api_offer_accept", { offer_id: made.accepted.id }, buyer);
    made.declined = await makeOffer(await quoteRequest());
    await answer("/api/api_offer_decline", { offer_id: made.declined.id, message: "Too dear" }, buyer);
    made.change_requested = await makeOffer(await quoteRequest());
    await answer("/api/api_offer_change", { offer_id: made.change_requested.id, message: "Bales of 200 kg, please" }, buyer);
    made.withdrawn = await makeOffer(await quoteRequest());
    await answer("/api/staff/offers/withdraw", { offer_id: made.withdrawn.id }, staff);
    const revised = await quoteRequest();
    superseded = await makeOffer(revised);
    made.sent = await makeOffer(revised, "2026-11-27");
    // The first offer's last valid day (the 25th) has passed once the mill's day is the 26th.
    clock.set("2026-11-26");
  });
  afterAll(async () => server.close());

  it("lists every offer newest first, with the mill's today and time zone", async () => {
    const reply = await list();
    expect(reply.today).toBe("2026-11-26");
    expect(reply.time_zone).toBe("Asia/Dhaka");
    const ids = reply.data.map((offer) => offer.id);
    expect(ids).toEqual([made.sent.id, superseded.id, made.withdrawn.id, made.change_requested.id, made.declined.id, made.accepted.id, made.expired.id]);
    const newest = reply.data[0];
    expect(newest).toMatchObject({ state: "sent", valid_until: "2026-11-27", reference: made.sent.reference, buyer_name: made.sent.buyer_name });
  });

  it.each(["sent", "accepted", "declined", "change_requested", "withdrawn", "expired"] as const)("?state=%s lists exactly the offers in that state", async (state) => {
    const reply = await list(`?state=${state}`);
    expect(reply.data.map((offer) => offer.id)).toEqual([made[state].id]);
    expect(reply.data.every((offer) => offer.state === state)).toBe(true);
  });

  it("?state=superseded lists the version a revision replaced", async () => {
    const reply = await list("?state=superseded");
    expect(reply.data.map((offer) => offer.id)).toEqual([superseded.id]);
  });

  it("an unknown state is a 400 naming the choice, not a 5xx", async () => {
    const reply = await get(server.app, "/api/staff/offers?state=shipped", staff);
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toMatchObject({ success: false, code: "invalid_input", msg: expect.stringContaining("Choose the offers to show") });
  });

  it("is refused to a visitor (401) and to a member (403), with a filter or without", async () => {
    for (const query of ["", "?state=accepted"]) {
      const visitor = await get(server.app, `/api/staff/offers${query}`);
      expect(visitor.statusCode).toBe(401);
      expect(visitor.json()).toMatchObject({ success: false, code: "unauthenticated" });
      const member = await get(server.app, `/api/staff/offers${query}`, buyer);
      expect(member.statusCode).toBe(403);
      expect(member.json()).toMatchObject({ success: false });
    }
  });
});

/**
 * The mill's day on every date an offer shows or stamps (issue 33): at 00:30 in Dhaka (18:30
 * UTC the day before) and at 23:30, the offer's "Made on", the proforma's date, the verify
 * page, the answer's day and a member's registered day are the mill's day (`dayOf` of
 * `@jute/api/mill-day`, the module validity uses), never the UTC day. The moments are stamped
 * from the injected clock and read back through SQL, so the file runs on both engines.
 */
import { sql } from "drizzle-orm";
import { PDFParse } from "pdf-parse";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { membersReply, offerReply, offersReply, type Offer } from "@jute/api/contract";
import { dayOf } from "@jute/api/mill-day";
import { fixedClock } from "../src/domain/clock";
import { buildTestServer, engines, memberToken, type TestServer } from "./helper";
import { get, post, staffToken } from "./staff-helpers";

const SPEC = { sub_category_id: "1", company_id: "2", count: "8", ply: "2", oil: "VOT", truck_fare_id: "1" };
/** 00:30 on 26 November in Dhaka: still the 25th in UTC. */
const HALF_PAST_MIDNIGHT = "2026-11-25T18:30:00.000Z";
/** 23:30 on 26 November in Dhaka (17:30 UTC): the same day in both. */
const HALF_PAST_ELEVEN = "2026-11-26T17:30:00.000Z";

const pdfText = async (bytes: Buffer | Uint8Array) => (await new PDFParse({ data: new Uint8Array(bytes) }).getText()).text;

describe.each(engines)("the mill's day on offers on %s", (engine) => {
  let server: TestServer;
  let staff: string;
  let buyer: string;
  const clock = fixedClock("2026-11-25");

  beforeAll(async () => {
    server = await buildTestServer({ engine, clock });
    ({ token: staff } = await staffToken(server));
    buyer = await memberToken(server.app);
  });
  afterAll(async () => server.close());

  const rows = async <T>(query: ReturnType<typeof sql>) => ((await server.database.db.execute(query)) as unknown as { rows: T[] }).rows;

  async function offerAt(instant: string): Promise<Offer> {
    clock.setInstant(instant);
    const sent = await post(server.app, "/api/api_quote_request", { ...SPEC, quantity: "25" }, buyer);
    expect(sent.statusCode, sent.body).toBe(201);
    const reference = (sent.json() as { data: { reference: string } }).data.reference;
    const [enquiry] = await rows<{ id: number }>(sql`select id from enquiries where reference = ${reference}`);
    const made = await post(
      server.app,
      "/api/staff/offers",
      { enquiry_id: String(enquiry?.id), seen_version: "0", lines: [{ request_line: 1, unit_price: "1000", quantity: "25" }], incoterm: "FOB", place: "Chattogram", valid_until: "2026-12-09", payment_terms: "lc_at_sight", shipment_period: "January 2027", packing: "Bales", note: "" },
      staff,
    );
    expect(made.statusCode, made.body).toBe(201);
    return offerReply().parse(made.json()).data;
  }

  async function shown(offer: Offer) {
    const mine = offersReply().parse((await get(server.app, "/api/api_my_offers", buyer)).json()).data.find((one) => one.id === offer.id);
    const pdf = await pdfText((await get(server.app, `/api/api_offer_proforma/${offer.id}`, buyer)).rawPayload);
    const [row] = await rows<{ verify_code: string }>(sql`select verify_code from offers where id = ${Number(offer.id)}`);
    const page = (await server.app.inject({ method: "GET", url: `/verify/${row?.verify_code}` })).body;
    return { mine: mine as Offer, pdf, page };
  }

  it("an offer made and accepted at 00:30 in Dhaka is made and accepted on the mill's day, not the UTC day before", async () => {
    const offer = await offerAt(HALF_PAST_MIDNIGHT);
    expect(offer.time_zone).toBe("Asia/Dhaka");
    expect(dayOf(offer.created_at, offer.time_zone)).toBe("2026-11-26");
    clock.setInstant("2026-11-25T18:40:00.000Z");
    const accepted = await post(server.app, "/api/api_offer_accept", { offer_id: offer.id }, buyer);
    expect(accepted.statusCode, accepted.body).toBe(200);

    const { mine, pdf, page } = await shown(offer);
    expect(dayOf(mine.created_at, mine.time_zone)).toBe("2026-11-26");
    expect(dayOf(mine.answered_at, mine.time_zone)).toBe("2026-11-26");
    expect(pdf).toContain("Date: 26 November 2026");
    expect(pdf).not.toContain("25 November 2026");
    expect(page).toMatch(/<th scope="row">Date<\/th><td>26 November 2026<\/td>/);
  });

  it("an offer made and answered at 23:30 in Dhaka is on that day", async () => {
    const offer = await offerAt(HALF_PAST_ELEVEN);
    const changed = await post(server.app, "/api/api_offer_change", { offer_id: offer.id, message: "A lower price, please" }, buyer);
    expect(changed.statusCode, changed.body).toBe(200);
    const { mine, pdf, page } = await shown(offer);
    expect(dayOf(mine.created_at, mine.time_zone)).toBe("2026-11-26");
    expect(dayOf(mine.answered_at, mine.time_zone)).toBe("2026-11-26");
    expect(pdf).toContain("Date: 26 November 2026");
    expect(page).toMatch(/<th scope="row">Date<\/th><td>26 November 2026<\/td>/);
  });

  it("a member registered at 00:30 in Dhaka is listed to staff with the mill's zone, so the day shown is the mill's", async () => {
    await rows(sql`update members set created_at = ${HALF_PAST_MIDNIGHT} where role = 'member'`);
    const members = membersReply().parse((await get(server.app, "/api/staff/members", staff)).json()).data;
    const member = members.find((one) => one.role === "member");
    expect(member?.time_zone).toBe("Asia/Dhaka");
    expect(dayOf(member?.created_at ?? "", member?.time_zone)).toBe("2026-11-26");
  });
});

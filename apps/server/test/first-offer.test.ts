/**
 * One first offer (issue 32): making an offer carries the newest offer version the staff member
 * saw on the request; of two made at once on one request, over one instance or two on one
 * database, one is made and the other is refused with 409 "Another offer was just made on this
 * request" (field seen_version), and a form that saw an older list is refused the same way.
 * The check holds under the request's row lock: on PostgreSQL two instances, each with a pool
 * of its own, really race.
 */
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { OFFER_MADE_MEANWHILE } from "@jute/api/contract";
import { buildApp } from "../src/app";
import { fixedClock } from "../src/domain/clock";
import { buildTestServer, engines, memberToken, type TestServer } from "./helper";
import { makeOffer, offerTerms, quoteRequest } from "./offer-helpers";
import { post, staffToken } from "./staff-helpers";

const PAIRS = 5;
const clock = fixedClock("2026-11-25");

describe.each(engines)("one first offer (%s)", (engine) => {
  let server: TestServer;
  /** A second instance on the same database: its own pool on PostgreSQL, the same PGlite (one process owns it). */
  let other: { app: FastifyInstance; close(): Promise<void> };
  let staff: string;
  let buyer: string;
  beforeAll(async () => {
    server = await buildTestServer({ engine, clock });
    if (engine === "postgres") {
      other = await buildTestServer({ engine, clock, ...(server.config.databaseUrl ? { databaseUrl: server.config.databaseUrl } : {}) });
    } else {
      const app = await buildApp(server.config, server.database, { clock, strictReplies: true });
      await app.ready();
      other = { app, close: () => app.close() };
    }
    staff = (await staffToken(server)).token;
    buyer = await memberToken(server.app);
  });
  afterAll(async () => {
    await other.close();
    await server.close();
  });

  const offersOn = async (enquiryId: string) =>
    ((await server.database.db.execute(sql`select version from offers where enquiry_id = ${Number(enquiryId)}`)) as unknown as { rows: { version: number }[] }).rows;

  it(`of ${PAIRS} pairs of first offers made at once on two instances, one of each is made and the other gets 409`, async () => {
    for (let pair = 0; pair < PAIRS; pair += 1) {
      const enquiryId = await quoteRequest(server, buyer);
      const replies = await Promise.all([
        post(server.app, "/api/staff/offers", offerTerms(enquiryId, { unit_price: "1200" }), staff),
        post(other.app, "/api/staff/offers", offerTerms(enquiryId, { unit_price: "1300" }), staff),
      ]);
      expect(replies.map((reply) => reply.statusCode).sort()).toEqual([201, 409]);
      const refused = replies.find((reply) => reply.statusCode === 409);
      expect(refused?.json()).toEqual({ success: false, msg: OFFER_MADE_MEANWHILE, field: "seen_version", code: "conflict" });
      expect(await offersOn(enquiryId)).toEqual([{ version: 1 }]);
    }
  });

  it("an offer from a form that saw an older list is refused; from one that saw the newest it is the next version", async () => {
    const enquiryId = await quoteRequest(server, buyer);
    await makeOffer(server.app, staff, enquiryId);
    const stale = await post(other.app, "/api/staff/offers", offerTerms(enquiryId, { seen_version: 0 }), staff);
    expect(stale.statusCode).toBe(409);
    expect((stale.json() as { msg: string }).msg).toBe(OFFER_MADE_MEANWHILE);
    expect(await makeOffer(other.app, staff, enquiryId, { seen_version: 1 })).toMatchObject({ version: 2, state: "sent" });
    const missing = await post(server.app, "/api/staff/offers", { ...offerTerms(enquiryId), seen_version: undefined }, staff);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ field: "seen_version" });
  });
});

/**
 * No price leaks to anyone but a member with a live token. A canary price (ex-mill
 * 987654.3210 USD, far above any real figure) is seeded for one spec; every API call and
 * every catalogue type is crawled as a visitor and with an expired, a revoked, a forged and
 * a malformed token (and a token smuggled in a cookie or the query): the canary appears in
 * no reply, in any formatting (987654.32, 987,654.32, Bangladesh's 9,87,654.32, 987654.3),
 * nor does any quote computed from it, and no visitor reply carries a cost. A member sees
 * it (so the crawl is known to reach it), and price replies carry Cache-Control: no-store.
 * The enquiry calls are crawled the same way (a visitor's quote request is refused, and no
 * mail queued by the crawl holds a price); a member's quote request carries the canary.
 * The built site's routes, assets and sitemap are crawled in e2e/security/no-price-leak.spec.ts.
 */
import { sql } from "drizzle-orm";
import type { InjectOptions, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { costListReply, subCategoryReply } from "@jute/api/contract";
import { hashToken } from "../src/domain/accounts/auth";
import { bearer, buildTestServer, defaultEngines, form, json, newMember, type TestServer } from "./helper";

const CANARY_EX_MILL = 987654.321;
// The spec the canary prices: OJML's CRX yarn, count 8, 2 ply, VOT (sold per tonne).
const CANARY_SPEC = { company_id: "2", sub_category_id: "1", count: "8", ply: "2", oil: "VOT" };

/** Every way a figure could be written out: plain, grouped (en and Bangladesh), any decimals. */
function figurePatterns(value: number): RegExp[] {
  const whole = Math.floor(value);
  const forms = new Set([
    String(whole),
    whole.toLocaleString("en-US"),
    whole.toLocaleString("en-IN"),
    whole.toLocaleString("de-DE"),
    whole.toLocaleString("fr-FR").replace(/\s/g, " "),
  ]);
  return [...forms].map((form) => new RegExp(form.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/ /g, "[\\s\\u00a0\\u202f]")));
}

describe.each(defaultEngines)("no price leaks on %s", (engine) => {
  let server: TestServer;
  let canaryPatterns: RegExp[];
  let quotes: number[];
  let memberLive: string;
  const tokens: Record<string, Record<string, string>> = {};

  const login = async (member: { email: string; password: string }) => {
    const reply = await server.app.inject(json("POST", "/api/api_login", { email: member.email, password: member.password }));
    return (reply.json() as { token: string }).token;
  };

  beforeAll(async () => {
    server = await buildTestServer({ engine });
    const db = server.database.db;
    // The canary takes effect today, so it is the price in force for its spec.
    await db.execute(sql`insert into prices (company_id, sub_category_id, yarn_count, ply, oil, ex_mill_usd, kg_per_unit, effective_from)
                         values (2, 1, 8, 2, 'VOT', ${CANARY_EX_MILL}, 1000, current_date)`);
    const fares = (await db.execute(sql`select usd_per_tonne from truck_fares order by id`)) as unknown as { rows: { usd_per_tonne: string }[] };
    // A quote is ex-mill + fare per tonne x tonnes per unit (1 here), rounded to cents.
    quotes = fares.rows.map((row) => Math.round((CANARY_EX_MILL + Number(row.usd_per_tonne)) * 100) / 100);
    canaryPatterns = [CANARY_EX_MILL, ...quotes].flatMap(figurePatterns);

    const member = newMember();
    expect((await server.app.inject(json("POST", "/api/api_register", member))).statusCode).toBe(201);
    memberLive = await login(member);

    const expired = await login(member);
    await db.execute(sql`update sessions set expires_at = now() - interval '1 minute' where token_hash = ${hashToken(expired)}`);
    const revoked = await login(member);
    expect((await server.app.inject(json("POST", "/api/api_logout", {}, bearer(revoked)))).statusCode).toBe(200);

    tokens.visitor = {};
    tokens.expired = bearer(expired);
    tokens.revoked = bearer(revoked);
    tokens.forged = bearer(Buffer.alloc(32, 7).toString("base64url"));
    tokens["hash of a live token"] = bearer(hashToken(memberLive));
    tokens.malformed = { authorization: `Bearer ${memberLive}!` };
    tokens["wrong scheme"] = { authorization: `Basic ${memberLive}` };
    tokens["token in a cookie"] = { cookie: `token=${memberLive}; auth=${memberLive}` };
    tokens["token as a header"] = { "x-token": memberLive, "x-auth-token": memberLive, token: memberLive };
  });
  afterAll(async () => server.close());

  /** Every catalogue and price request the API offers, with each id the catalogue holds. */
  async function everyCatalogueRequest(): Promise<Record<string, string>[]> {
    const subCategories = subCategoryReply().parse((await server.app.inject(form({ type: "sub_category", category_id: "1" }))).json()).data;
    const all: Record<string, string>[] = [{ type: "category" }, { type: "truck_fare" }];
    const categoryIds = ["1", "2", "3", "4", "5", "6", "8"];
    for (const id of categoryIds) {
      all.push({ type: "sub_category", category_id: id }, { type: "child_category", category_id: id }, { type: "product_size", category_id: id });
      all.push({ type: "list", category_id: id });
    }
    const allSubIds = new Set(subCategories.map((entry) => entry.sub_category_id));
    for (let id = 1; id <= 30; id += 1) allSubIds.add(String(id));
    for (const id of allSubIds) all.push({ type: "sub_category", sub_category_id: id }, { type: "list", sub_category_id: id });
    all.push({ type: "list" });
    for (let fare = 1; fare <= 5; fare += 1) all.push({ type: "list", ...CANARY_SPEC, truck_fare_id: String(fare) });
    all.push({ type: "list", ...CANARY_SPEC }, { type: "list", ...CANARY_SPEC, cost_count: "8" }, { type: "list", sub_category_id: "1", count: "8.00" });
    return all;
  }

  const assertClean = (label: string, response: LightMyRequestResponse) => {
    for (const pattern of canaryPatterns) expect(response.body, `${label}: ${pattern}`).not.toMatch(pattern);
    expect(response.body, label).not.toMatch(/"cost"\s*:\s*-?[0-9]/);
    expect(response.statusCode, label).toBeLessThan(500);
  };

  it("shows the canary to a member, in a reply marked no-store (the crawl can reach it)", async () => {
    const reply = await server.app.inject(form({ type: "list", ...CANARY_SPEC }, bearer(memberLive)));
    expect(reply.statusCode).toBe(200);
    expect(reply.headers["cache-control"]).toBe("no-store");
    const costs = costListReply().parse(reply.json()).data.map((row) => row.cost);
    expect(costs).toEqual(quotes);
    expect(canaryPatterns.some((pattern) => pattern.test(reply.body))).toBe(true);
  });

  it("leaks the canary into no reply for a visitor or any dead, forged or misplaced token", async () => {
    const requests = await everyCatalogueRequest();
    let crawled = 0;
    for (const [who, headers] of Object.entries(tokens)) {
      // Dead tokens get the whole crawl; misplaced ones (which no code reads) the price lists.
      const fullCrawl = ["visitor", "expired", "revoked", "forged"].includes(who);
      for (const fields of requests) {
        if (!fullCrawl && fields.type !== "list") continue;
        const response = await server.app.inject(form(fields, headers));
        crawled += 1;
        assertClean(`${who} ${JSON.stringify(fields)}`, response);
        if (fields.type === "list") {
          expect(response.headers["cache-control"]).toBe("no-store");
          if (response.statusCode === 200) expect(costListReply().parse(response.json()).data.every((row) => row.cost === null)).toBe(true);
        }
      }
      // The same calls as JSON, with the token in the query string too.
      const extra: InjectOptions[] = [
        { ...json("POST", `/api/api_request?token=${memberLive}`, { type: "list", ...CANARY_SPEC }, headers) },
        { ...form({ type: "list", ...CANARY_SPEC, token: memberLive, user_id: memberLive }, headers) },
        json("POST", "/api/api_login", { email: "nobody@example.com", password: "x-x-x-x-x" }, headers),
        json("POST", "/api/api_register", { name: "A", email: "bad" }, headers),
        json("POST", "/api/api_logout", {}, headers),
        { method: "GET", url: "/api/health", headers },
        // The enquiry calls: a quote request names the canary's spec, never a price.
        json("POST", "/api/api_enquiry", { name: "Leak Check", email: "leak@example.com", subject: "Prices?", message: "What does CRX yarn cost today?" }, headers),
        json("POST", "/api/api_quote_request", { ...CANARY_SPEC, truck_fare_id: "1", quantity: "26" }, headers),
        json("POST", "/api/api_quote_request", { ...CANARY_SPEC, quantity: "26" }, headers),
        json("POST", "/api/api_quote_request", { ...CANARY_SPEC, truck_fare_id: "1", quantity: "lots" }, headers),
        { method: "GET", url: "/api/api_my_enquiries", headers },
        // The quote list's calls (a member's list is priced at each read).
        { method: "GET", url: "/api/api_quote_list", headers },
        json("POST", "/api/api_quote_list_add", { ...CANARY_SPEC, truck_fare_id: "1", quantity: "26" }, headers),
        json("POST", "/api/api_quote_list_change", { version: 0, line_id: "1", quantity: "26" }, headers),
        json("POST", "/api/api_quote_list_remove", { version: 0, line_id: "1" }, headers),
        json("POST", "/api/api_quote_list_send", { version: 0 }, headers),
        { method: "GET", url: "/api/api_request?type=list&sub_category_id=1", headers },
        { method: "GET", url: "/", headers },
        { method: "GET", url: "/sitemap.xml", headers },
      ];
      for (const request of extra) {
        assertClean(`${who} ${request.method} ${request.url}`, await server.app.inject(request));
        crawled += 1;
      }
    }
    // Nothing a caller without a live token sent queued a mail with a price either.
    const mails = (await server.database.db.execute(sql`select subject, text_body from outbox`)) as unknown as { rows: { subject: string; text_body: string }[] };
    expect(mails.rows.length).toBeGreaterThan(0);
    for (const mail of mails.rows) for (const pattern of canaryPatterns) expect(`${mail.subject}\n${mail.text_body}`, `outbox: ${pattern}`).not.toMatch(pattern);
    console.log(`${engine}: crawled ${crawled} API replies as ${Object.keys(tokens).length} kinds of caller; canary patterns: ${canaryPatterns.length}`);
  }, 180_000);

  it("gives a member the canary in a quote request's reply and mail, and a visitor a 401 on the member calls", async () => {
    const reply = await server.app.inject(json("POST", "/api/api_quote_request", { ...CANARY_SPEC, truck_fare_id: "1", quantity: "1" }, bearer(memberLive)));
    expect(reply.statusCode).toBe(201);
    expect(reply.headers["cache-control"]).toBe("no-store");
    const receipt = (reply.json() as { data: { unit_price: number; reference: string } }).data;
    expect(receipt.unit_price).toBe(quotes[0]);
    const mails = (await server.database.db.execute(sql`select text_body from outbox where reference = ${receipt.reference}`)) as unknown as { rows: { text_body: string }[] };
    expect(mails.rows).toHaveLength(2);
    for (const mail of mails.rows) expect(canaryPatterns.some((pattern) => pattern.test(mail.text_body))).toBe(true);
    // The member's quote list is priced for them (so the crawl above is known to reach a price there).
    const listed = await server.app.inject(json("POST", "/api/api_quote_list_add", { ...CANARY_SPEC, truck_fare_id: "1", quantity: "1" }, bearer(memberLive)));
    expect(listed.headers["cache-control"]).toBe("no-store");
    expect((listed.json() as { data: { lines: { unit_price: number }[] } }).data.lines[0]?.unit_price).toBe(quotes[0]);
    for (const [who, headers] of Object.entries(tokens)) {
      expect((await server.app.inject(json("POST", "/api/api_quote_request", { ...CANARY_SPEC, truck_fare_id: "1", quantity: "1" }, headers))).statusCode, who).toBe(401);
      expect((await server.app.inject({ method: "GET", url: "/api/api_my_enquiries", headers })).statusCode, who).toBe(401);
      expect((await server.app.inject({ method: "GET", url: "/api/api_quote_list", headers })).statusCode, who).toBe(401);
      expect((await server.app.inject(json("POST", "/api/api_quote_list_add", { ...CANARY_SPEC, truck_fare_id: "1", quantity: "1" }, headers))).statusCode, who).toBe(401);
    }
  });

  it("refuses the dead tokens everywhere a token counts", async () => {
    for (const who of ["expired", "revoked", "forged"]) {
      const logout = await server.app.inject(json("POST", "/api/api_logout", {}, tokens[who]));
      expect(logout.statusCode, who).toBe(401);
    }
    // And the live token still works after all that.
    const reply = await server.app.inject(form({ type: "list", ...CANARY_SPEC, truck_fare_id: "1" }, bearer(memberLive)));
    expect(costListReply().parse(reply.json()).data[0]?.cost).toBe(quotes[0]);
  });
});

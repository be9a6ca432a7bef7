/**
 * One offer with several lines (issue 35, item 2), through the real app on each engine: a
 * request of four lines (submitQuoteLines) is answered by one offer of three priced lines and
 * one left out with its reason; the inbox shows every line with the price in force now; the
 * proforma lists the priced lines with their HS codes, the subtotal, freight and insurance and
 * the total in words; the mail, the verify page and the data export list the lines. Accepting
 * locks every line (a later price list and a second accept change nothing, the state moves
 * once); a revision carries every line.
 */
import { readdirSync, readFileSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { PDFParse } from "pdf-parse";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inboxEntryReply, offerReply, offersReply, type Offer } from "@jute/api/contract";
import { createCatalogueService } from "../src/domain/catalogue/catalogue";
import { fixedClock } from "../src/domain/clock";
import { createEnquiryService } from "../src/domain/enquiries/enquiries";
import { createAttemptCounters } from "../src/domain/limits/attempt-counters";
import { amountInWords } from "../src/domain/offers/proforma-pdf";
import { buildTestServer, engines, memberToken, type TestServer } from "./helper";
import { offerTerms } from "./offer-helpers";
import { exported, get, post, staffToken } from "./staff-helpers";

const TODAY = "2026-11-25";
const YARN = { sub_category_id: "1", company_id: "2", count: "8", ply: "2", oil: "VOT", truck_fare_id: "1" };
const LEFT_OUT = "not available this season";

describe.each(engines)("offers of several lines on %s", (engine) => {
  let server: TestServer;
  let staff: string;
  let buyer: string;
  const clock = fixedClock(TODAY);

  beforeAll(async () => {
    server = await buildTestServer({ engine, clock, env: { VERIFY_LIMIT_PER_HOUR: "40" } });
    ({ token: staff } = await staffToken(server));
    buyer = await memberToken(server);
  });
  afterAll(async () => server.close());

  const rows = async <T>(query: ReturnType<typeof sql>) => ((await server.database.db.execute(query)) as unknown as { rows: T[] }).rows;

  /** Four lines: the yarn and three products of one size each, as the seed prices them at Chattogram. */
  async function fourLineRequest(): Promise<{ enquiryId: string; reference: string }> {
    const sized = await rows<{ sub: number; size: number; company: number }>(sql`
      select distinct on (p.sub_category_id) p.sub_category_id as sub, p.product_size_id as size, p.company_id as company
      from prices p where p.product_size_id is not null and p.effective_from <= ${TODAY}::date order by p.sub_category_id, p.id limit 3`);
    expect(sized).toHaveLength(3);
    const email = (await get(server.app, "/api/api_account", buyer)).json().data.email as string;
    const [member] = await rows<{ id: number }>(sql`select id from members where email = ${email}`);
    const enquiries = createEnquiryService(server.database, {
      mailTo: server.config.mailTo,
      catalogue: createCatalogueService(server.database, { clock }),
      clock,
      counters: createAttemptCounters(server.database, clock),
      ackLimitPerDay: 0,
    });
    const { reference } = await enquiries.submitQuoteLines(member?.id ?? 0, {
      lines: [
        { ...YARN, quantity: 12 },
        ...sized.map((one) => ({ sub_category_id: String(one.sub), product_size_id: String(one.size), company_id: String(one.company) as "1", truck_fare_id: "1", quantity: 5000 })),
      ] as never,
    });
    const [row] = await rows<{ id: number }>(sql`select id from enquiries where reference = ${reference}`);
    return { enquiryId: String(row?.id), reference };
  }

  const latestVersion = async (enquiryId: string) => (await rows<{ version: number }>(sql`select coalesce(max(version), 0)::int as version from offers where enquiry_id = ${Number(enquiryId)}`))[0]?.version ?? 0;

  /** Lines 1, 2 and 4 priced, line 3 left out. */
  const threeOfFour = [
    { request_line: 1, unit_price: "1180", quantity: "12" },
    { request_line: 2, unit_price: "0.74", quantity: "5000" },
    { request_line: 3, left_out: LEFT_OUT },
    { request_line: 4, unit_price: "1.25", quantity: "4000" },
  ];

  async function makeOffer(enquiryId: string, extra: Record<string, unknown> = {}): Promise<Offer> {
    const made = await post(server.app, "/api/staff/offers", offerTerms(enquiryId, { seen_version: await latestVersion(enquiryId), lines: threeOfFour, ...extra }), staff);
    expect(made.statusCode, made.body).toBe(201);
    return offerReply().parse(made.json()).data;
  }

  const storedLines = (offerId: string) =>
    rows<Record<string, unknown>>(sql`select position, request_line, product, spec, unit, quantity::text, unit_price::text, amount::text, goods_facts, left_out from offer_lines where offer_id = ${Number(offerId)} order by position`);

  it("a four-line request becomes one offer of three priced lines and one left out, on the proforma, in the mail, on /verify and in the data export", async () => {
    const { enquiryId, reference } = await fourLineRequest();
    // The inbox shows every line, each with the price in force now.
    const opened = inboxEntryReply().parse((await get(server.app, `/api/staff/enquiries/${enquiryId}`, staff)).json()).data;
    expect(opened.lines).toHaveLength(4);
    for (const line of opened.lines) expect(line.price_now).toBe(line.unit_price);

    const offer = await makeOffer(enquiryId, { incoterm: "CIF", place: "Hamburg", freight: "1500", insurance: "80.5" });
    expect(offer.lines.map((line) => [line.position, line.request_line, line.quantity, line.unit_price, line.amount, line.left_out])).toEqual([
      [1, 1, 12, 1180, 14160, ""],
      [2, 2, 5000, 0.74, 3700, ""],
      [3, 3, null, null, null, LEFT_OUT],
      [4, 4, 4000, 1.25, 5000, ""],
    ]);
    expect(offer.lines.map((line) => line.product)).toEqual(opened.lines.map((line) => line.product));
    expect(offer).toMatchObject({ reference, goods_total: 22860, freight: 1500, insurance: 80.5, total: 24440.5, product: `${opened.lines[0]?.product}, ${opened.lines[0]?.spec} and 3 more` });
    expect(offer.lines[0]?.hs_code).toBe("5307.10 / 5307.20");

    // The proforma: each priced line with its HS code, quantity, unit price and amount; the subtotal, freight, insurance, the total in figures and words.
    const parsed = await new PDFParse({ data: new Uint8Array((await get(server.app, `/api/api_offer_proforma/${offer.id}`, buyer)).rawPayload) }).getText();
    const text = parsed.text.replace(/\s+/g, " ");
    // As many pages as it needs, each with "Page x of y" and the verification block.
    expect(parsed.pages.length).toBeGreaterThan(1);
    for (const page of parsed.pages) expect(page.text.replace(/\s+/g, " ")).toMatch(new RegExp(`Proforma invoice ${offer.number} Verification code: \\S{22} .*Page ${page.num} of ${parsed.pages.length}`));
    for (const line of offer.lines.filter((one) => !one.left_out)) expect(text).toContain(line.product);
    expect(text).toContain("HS code 5307.10 / 5307.20");
    expect(text).toMatch(/12 MT USD 1,180(\.00)? \/ MT USD 14,160\.00/);
    expect(text).toContain("USD 3,700.00");
    expect(text).toContain("USD 5,000.00");
    expect(text).toContain("Subtotal, goods USD 22,860.00");
    expect(text).toContain("Sea freight to Hamburg USD 1,500.00");
    expect(text).toContain("Marine insurance USD 80.50");
    expect(text).toContain("Total, CIF Hamburg USD 24,440.50");
    expect(text).toContain(`Total in words: ${amountInWords(24440.5)}`);
    expect(amountInWords(24440.5)).toBe("Twenty Four Thousand Four Hundred Forty US Dollars And Fifty Cents Only");
    // The line left out is not on the document the bank checks.
    expect(text).not.toContain(opened.lines[2]?.product ?? "?");
    expect(text).not.toContain(LEFT_OUT);
    expect(text).toMatch(/Net weight: [\d,.]+ kg/);

    // The mail lists every line, the one left out with its reason.
    const [mail] = await rows<{ text_body: string }>(sql`select text_body from outbox where kind = 'offer' and reference = ${reference}`);
    expect(mail?.text_body).toContain("Line 1: CRX Jute Yarn, count 8, 2 ply, VOT: 12 MT at");
    expect(mail?.text_body).toContain(`Line 3: ${opened.lines[2]?.product}, ${opened.lines[2]?.spec}: not offered (${LEFT_OUT})`);
    expect(mail?.text_body).toContain("Total: USD 24,440.50");

    // /verify: the line count and the total.
    const [code] = await rows<{ verify_code: string }>(sql`select verify_code from offers where id = ${Number(offer.id)}`);
    const page = (await server.app.inject({ method: "GET", url: `/verify/${code?.verify_code}` })).body;
    expect(page).toContain("3 lines offered, 1 left out");
    expect(page).toContain("USD 24,440.50");

    // The member's data export holds the offer's lines.
    const exportedData = (await get(server.app, "/api/api_account_export", buyer)).json().data as { offers: { number: string; lines: unknown[] }[] };
    const mine = exportedData.offers.find((one) => one.number === offer.number);
    expect(mine?.lines).toHaveLength(4);
    expect(mine?.lines[2]).toMatchObject({ position: 3, quantity: null, unit_price: null, amount: null, left_out: LEFT_OUT });
  });

  it("accepting locks every line: a later price list and a second accept change nothing, and the state moves once", async () => {
    const { enquiryId } = await fourLineRequest();
    const offer = await makeOffer(enquiryId);
    const before = await storedLines(offer.id);
    // Two accepts at once (two tabs): one wins, the other is told it is already accepted.
    const answers = await Promise.all([1, 2].map(() => post(server.app, "/api/api_offer_accept", { offer_id: offer.id }, buyer)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await rows(sql`select kind from outbox where reference = ${offer.reference} and kind like 'offer-accepted%' order by kind`)).toEqual([{ kind: "offer-accepted" }, { kind: "offer-accepted-buyer" }]);

    // Every price moves +50% from today: the accepted offer's lines stay as made.
    const csv = (await exported(server.app, staff)).split("\r\n").map((line, index) => {
      if (index === 0 || line === "") return line;
      const cells = line.split(",");
      cells[cells.length - 1] = String(Math.round(Number(cells[cells.length - 1]) * 1.5 * 10_000) / 10_000);
      return cells.join(",");
    }).join("\r\n");
    const { version, preview_id } = (await post(server.app, "/api/staff/prices/preview", { file_name: "p.csv", csv, effective_from: TODAY }, staff)).json().data as { version: number; preview_id: string };
    const applied = await post(server.app, "/api/staff/prices/apply", { file_name: "p.csv", csv, effective_from: TODAY, version, preview_id, confirm_flagged: true }, staff);
    expect(applied.statusCode, applied.body).toBe(200);
    expect(await storedLines(offer.id)).toEqual(before);
    const mine = offersReply().parse((await get(server.app, "/api/api_my_offers", buyer)).json()).data.find((one) => one.id === offer.id);
    expect(mine).toMatchObject({ state: "accepted", lines: offer.lines, total: offer.total });
    // The inbox now prefills the new price; the request's own price stays as costed.
    const opened = inboxEntryReply().parse((await get(server.app, `/api/staff/enquiries/${enquiryId}`, staff)).json()).data;
    expect(opened.lines[0]?.price_now).toBeGreaterThan(opened.lines[0]?.unit_price ?? Infinity);

    // A third accept, and a revision of the accepted offer: refused, nothing moves.
    expect((await post(server.app, "/api/api_offer_accept", { offer_id: offer.id }, buyer)).statusCode).toBe(409);
    expect((await post(server.app, "/api/staff/offers", offerTerms(enquiryId, { seen_version: 1, lines: threeOfFour }), staff)).statusCode).toBe(409);
    expect(await storedLines(offer.id)).toEqual(before);
    expect(await rows(sql`select state from offers where enquiry_id = ${Number(enquiryId)}`)).toEqual([{ state: "accepted" }]);
  });

  it("a revision after a change request carries every line; lines that do not match the request, or a seller not on it, are refused and store nothing", async () => {
    const { enquiryId } = await fourLineRequest();
    const first = await makeOffer(enquiryId);
    expect((await post(server.app, "/api/api_offer_change", { offer_id: first.id, message: "Can you find the third one?" }, buyer)).statusCode).toBe(200);

    const refusals: [Record<string, unknown>, number, string, string][] = [
      [{ lines: threeOfFour.slice(0, 3) }, 409, "has 4 lines: reload it and price or leave out each one", "lines"],
      [{ lines: threeOfFour, mill_company_id: "9" }, 400, "Choose the mill that issues the proforma from the request's mills", "mill_company_id"],
      [{ lines: [...threeOfFour.slice(0, 2), { request_line: 3 }, threeOfFour[3]] }, 400, "Enter the unit price, or leave the line out with a reason", "lines.2.unit_price"],
    ];
    for (const [change, status, message, field] of refusals) {
      const refused = await post(server.app, "/api/staff/offers", offerTerms(enquiryId, { seen_version: 1, ...change }), staff);
      expect(refused.statusCode, refused.body).toBe(status);
      expect(refused.json()).toMatchObject({ field });
      expect((refused.json() as { msg: string }).msg).toContain(message);
    }
    expect(await latestVersion(enquiryId)).toBe(1);

    // The revision: the third line found, every line priced, the seller the second line's mill.
    const revised = await makeOffer(enquiryId, {
      lines: [threeOfFour[0], threeOfFour[1], { request_line: 3, unit_price: "2", quantity: "1000" }, threeOfFour[3]],
      mill_company_id: "2",
    });
    expect(revised).toMatchObject({ version: 2, state: "sent", mill: "OJML", goods_total: 24860 });
    expect(revised.lines.map((line) => line.amount)).toEqual([14160, 3700, 2000, 5000]);
    expect(await rows(sql`select version, state from offers where enquiry_id = ${Number(enquiryId)} order by version`)).toEqual([
      { version: 1, state: "superseded" },
      { version: 2, state: "sent" },
    ]);
    // The first version keeps its own lines.
    expect((await storedLines(first.id)).map((line) => line.left_out)).toEqual(["", "", LEFT_OUT, ""]);
  });
});

describe("migration 0020", () => {
  it("moves each existing offer's goods, quantity, price and trade facts into its one line, and drops them from the offer", async () => {
    const folder = new URL("../drizzle/", import.meta.url);
    const migrations = readdirSync(folder).filter((file) => file.endsWith(".sql")).sort();
    const apply = async (db: PGlite, file: string) => {
      for (const statement of readFileSync(new URL(file, folder), "utf8").split("--> statement-breakpoint")) if (statement.trim()) await db.exec(statement);
    };
    const db = new PGlite();
    for (const file of migrations.filter((name) => Number(name.slice(0, 4)) < 20)) await apply(db, file);
    await db.exec(`
      insert into enquiries (id, reference, kind, name, email, subject, lines) values (1, 'E-2026-000001', 'quote', 'N', 'n@example.com', 'Quote request', '[{"product": "CRX Jute Yarn"}]');
      insert into offers (enquiry_id, version, number, verify_code, product, mill_company_id, mill, unit, quantity, unit_price, goods_total, total, incoterm, valid_until,
        payment_terms, shipment_period, packing, buyer_name, containers, goods_facts)
      values (1, 1, 'PI-2026-000001-1', 'code', 'CRX Jute Yarn, count 8, 2 ply, VOT', 2, 'OJML', 'MT', 24, 1234.5, 29628, 29628, 'FOB', '2026-12-09',
        'lc_at_sight', 'January 2027', 'Bales', 'N', 'about 2 x 20'' FCL', '{"hsCode": "5307.10 / 5307.20"}');`);
    await apply(db, migrations.find((name) => name.startsWith("0020")) ?? "");
    const { rows } = await db.query("select offer_id, position, request_line, product, spec, company_id, unit, quantity::text, unit_price::text, amount::text, containers, goods_facts, left_out from offer_lines");
    expect(rows).toEqual([
      { offer_id: 1, position: 1, request_line: 1, product: "CRX Jute Yarn, count 8, 2 ply, VOT", spec: "", company_id: 2, unit: "MT", quantity: "24.000", unit_price: "1234.5000", amount: "29628.00", containers: "about 2 x 20' FCL", goods_facts: { hsCode: "5307.10 / 5307.20" }, left_out: "" },
    ]);
    const { rows: columns } = await db.query<{ column_name: string }>("select column_name from information_schema.columns where table_name = 'offers' and column_name in ('product', 'unit', 'quantity', 'unit_price', 'goods_facts')");
    expect(columns).toEqual([]);
    await db.close();
  });
});

/**
 * No placeholder ever reaches a buyer (issue 33): the bank account and each mill's registered
 * numbers are settings (MILL_BANK_*, MILL_<CODE>_TRADE_LICENCE, _ERC, _BIN, _ETIN). A server
 * without them refuses to make an offer (409, the missing items in a clerk's words) and says
 * so once at start; PUBLIC_URL unset with mail on is missing too. With them, the proforma and
 * every mail's footer print what is set and never "[to be confirmed" or a setting's name; the
 * verify page names the registered seller, says "Valid" once, and its heading says "genuine"
 * only for a proforma in force.
 */
import { sql } from "drizzle-orm";
import { PDFParse } from "pdf-parse";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { offerReply, type Offer } from "@jute/api/contract";
import { testServerEnv } from "../../../scripts/lib/test-server-env.mjs";
import { fixedClock } from "../src/domain/clock";
import { printedGaps } from "../src/domain/offers/printed-particulars";
import { loadConfig } from "../src/env";
import { buildTestServer, memberToken, type TestServer } from "./helper";
import { get, post, staffToken } from "./staff-helpers";

const SPEC = { sub_category_id: "1", company_id: "2", count: "8", ply: "2", oil: "VOT", truck_fare_id: "1" };
const SETTINGS = Object.keys(testServerEnv()).filter((name) => name.startsWith("MILL_"));
const TERMS = { lines: [{ request_line: 1, unit_price: "1000", quantity: "25" }], incoterm: "FOB", place: "Chattogram", valid_until: "2026-12-09", payment_terms: "lc_at_sight", shipment_period: "January 2027", packing: "Bales", note: "" };

const pdfText = async (bytes: Buffer | Uint8Array) => (await new PDFParse({ data: new Uint8Array(bytes) }).getText()).text;

async function quoteRequest(server: TestServer, buyer: string): Promise<string> {
  const sent = await post(server.app, "/api/api_quote_request", { ...SPEC, quantity: "25" }, buyer);
  expect(sent.statusCode, sent.body).toBe(201);
  const reference = (sent.json() as { data: { reference: string } }).data.reference;
  const [row] = ((await server.database.db.execute(sql`select id from enquiries where reference = ${reference}`)) as unknown as { rows: { id: number }[] }).rows;
  return String(row?.id);
}

describe("a server without the printed settings", () => {
  let server: TestServer;
  const log: string[] = [];

  beforeAll(async () => {
    server = await buildTestServer({ env: { LOG_LEVEL: "warn", ...Object.fromEntries(SETTINGS.map((name) => [name, ""])) }, logStream: { write: (line) => void log.push(line) } });
  });
  afterAll(async () => server.close());

  it("refuses to make an offer, naming what is missing in a clerk's words, and stores and mails nothing", async () => {
    const { token: staff } = await staffToken(server);
    const buyer = await memberToken(server.app);
    const enquiryId = await quoteRequest(server, buyer);
    const refused = await post(server.app, "/api/staff/offers", { enquiry_id: enquiryId, seen_version: "0", ...TERMS }, staff);
    expect(refused.statusCode).toBe(409);
    const msg = (refused.json() as { msg: string }).msg;
    expect(msg).toMatch(/^No offer can be sent yet: the proforma would print blanks\. Ask whoever runs the server to set /);
    for (const words of ["the account number (MILL_BANK_ACCOUNT_NUMBER)", "the bank's SWIFT code (MILL_BANK_SWIFT)", "SJSML's trade licence number (MILL_SJSML_TRADE_LICENCE)", "OJML's BIN number (MILL_OJML_BIN)", "OJML's export registration (ERC) number (MILL_OJML_ERC)"]) {
      expect(msg).toContain(words);
    }
    const [offers] = ((await server.database.db.execute(sql`select count(*)::int as n from offers`)) as unknown as { rows: { n: number }[] }).rows;
    expect(offers?.n).toBe(0);
  });

  it("says so once in the start log", () => {
    const said = log.filter((line) => line.includes("Offers cannot be made until these settings are set"));
    expect(said).toHaveLength(1);
    expect(said[0]).toContain("MILL_SJSML_ERC");
  });

  it("counts PUBLIC_URL as missing while mail goes out, and not without mail", () => {
    const withMail = loadConfig(testServerEnv({ SMTP_URL: "smtp://127.0.0.1:2525", MAIL_FROM: "a@b.example", MAIL_TO: "c@d.example" }));
    const gaps = (config: ReturnType<typeof loadConfig>) => printedGaps({ bank: config.bank, registered: config.registered, publicAddress: config.publicUrl !== undefined || config.smtpUrl === undefined });
    expect(gaps(withMail)).toEqual(["the site's public address, for the proforma's QR code and the links in mail (PUBLIC_URL)"]);
    expect(gaps(loadConfig(testServerEnv({ SMTP_URL: "smtp://127.0.0.1:2525", MAIL_FROM: "a@b.example", MAIL_TO: "c@d.example", PUBLIC_URL: "https://jute.example" })))).toEqual([]);
    expect(gaps(loadConfig(testServerEnv()))).toEqual([]);
  });
});

describe("a server with the printed settings", () => {
  let server: TestServer;
  let staff: string;
  let buyer: string;
  const clock = fixedClock("2026-11-25");

  beforeAll(async () => {
    server = await buildTestServer({ clock });
    ({ token: staff } = await staffToken(server));
    buyer = await memberToken(server.app);
  });
  afterAll(async () => server.close());

  async function makeOffer(): Promise<Offer> {
    const made = await post(server.app, "/api/staff/offers", { enquiry_id: await quoteRequest(server, buyer), seen_version: "0", ...TERMS }, staff);
    expect(made.statusCode, made.body).toBe(201);
    return offerReply().parse(made.json()).data;
  }
  const verifyPage = async (offer: Offer) => {
    const [row] = ((await server.database.db.execute(sql`select verify_code from offers where id = ${Number(offer.id)}`)) as unknown as { rows: { verify_code: string }[] }).rows;
    return (await get(server.app, `/verify/${row?.verify_code}`)).body;
  };
  const heading = (page: string) => /<h1>([^<]*)<\/h1>/.exec(page)?.[1];

  it("prints the set numbers on the proforma and in every mail's footer, and no placeholder or setting's name", async () => {
    const offer = await makeOffer();
    await post(server.app, "/api/api_offer_accept", { offer_id: offer.id }, buyer);
    const pdf = await pdfText((await get(server.app, `/api/api_offer_proforma/${offer.id}`, buyer)).rawPayload);
    // pdfkit may break a line at a number's hyphen: each number is read with the breaks taken out.
    const unbroken = pdf.replace(/-\n/g, "-");
    for (const number of ["Trade licence TL-OJML-0001", "export registration (ERC) ERC-OJML-0002", "BIN BIN-OJML-0003", "e-TIN ETIN-OJML-0004"]) expect(unbroken).toContain(number);
    expect(pdf).toContain("0001-2345678-01");
    const mails = ((await server.database.db.execute(sql`select text_body, html_body from outbox`)) as unknown as { rows: { text_body: string; html_body: string }[] }).rows;
    expect(mails.length).toBeGreaterThanOrEqual(3);
    const offerMail = mails.find((mail) => mail.text_body.includes(offer.number));
    expect(offerMail?.text_body).toContain("Sonali Jute Spinning Mills Ltd. (SJSML): trade licence TL-SJSML-0001; export registration (ERC) ERC-SJSML-0002; BIN BIN-SJSML-0003; e-TIN ETIN-SJSML-0004");
    for (const text of [pdf, ...mails.flatMap((mail) => [mail.text_body, mail.html_body])]) {
      expect(text).not.toContain("to be confirmed");
      expect(text).not.toMatch(/MILL_[A-Z_]+/);
    }
  });

  it("the verify page names the registered seller and says Valid once for an open proforma, genuine in its heading", async () => {
    const page = await verifyPage(await makeOffer());
    expect(heading(page)).toMatch(/^Proforma PI-[\d-]+ is genuine$/);
    expect(page).toContain('<th scope="row">Seller</th><td>Oikko Jute Mills Ltd. (OJML)</td>');
    // Once: not "Status: Valid. Valid: open ..." (the "Valid until" row is the date).
    expect(page.match(/Valid(?! until)/g)).toEqual(["Valid"]);
    expect(page).toContain("<strong>Status: Valid.</strong> Open for the buyer&#39;s acceptance until the date below.");
  });

  it("the heading says genuine but not in force, and why and since when, for a withdrawn, declined, superseded or expired proforma", async () => {
    clock.setInstant("2026-11-26T04:00:00.000Z");
    const withdrawn = await makeOffer();
    expect((await post(server.app, `/api/staff/offers/withdraw`, { offer_id: withdrawn.id }, staff)).statusCode).toBe(200);
    expect(heading(await verifyPage(withdrawn))).toBe(`Proforma ${withdrawn.number} is genuine but not in force: withdrawn on 26 November 2026`);

    const declined = await makeOffer();
    expect((await post(server.app, "/api/api_offer_decline", { offer_id: declined.id, message: "Too dear" }, buyer)).statusCode).toBe(200);
    expect(heading(await verifyPage(declined))).toBe(`Proforma ${declined.number} is genuine but not in force: declined on 26 November 2026`);

    const first = await makeOffer();
    const second = await post(server.app, "/api/staff/offers", { enquiry_id: first.enquiry_id, seen_version: String(first.version), ...TERMS, lines: [{ request_line: 1, unit_price: "990", quantity: "25" }] }, staff);
    expect(second.statusCode).toBe(201);
    expect(heading(await verifyPage(first))).toBe(`Proforma ${first.number} is genuine but not in force: superseded by a newer version`);

    clock.setInstant("2026-12-10T04:00:00.000Z");
    expect(heading(await verifyPage(offerReply().parse(second.json()).data))).toBe(`Proforma ${offerReply().parse(second.json()).data.number} is genuine but not in force: expired after 9 December 2026`);
  });
});

/**
 * Offers on quote requests, through the real app on each engine: staff make, revise and
 * withdraw; the buyer accepts, declines, asks for a change; every refusal of the issue (bad
 * input, accepting twice, a withdrawn, superseded, expired or someone else's offer, accept
 * racing withdraw) and the proforma with its verification page.
 */
import { sql } from "drizzle-orm";
import { PDFParse } from "pdf-parse";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { offerReply, offersReply, type Offer } from "@jute/api/contract";
import { fixedClock } from "../src/domain/clock";
import { buildTestServer, engines, memberToken, type TestServer } from "./helper";
import { offerTerms } from "./offer-helpers";
import { exported, get, post, staffToken, withPriceTimes } from "./staff-helpers";

const TODAY = "2026-11-25";
const SPEC = { sub_category_id: "1", company_id: "2", count: "8", ply: "2", oil: "VOT", truck_fare_id: "1" };

const pdfText = async (bytes: Buffer | Uint8Array) => (await new PDFParse({ data: new Uint8Array(bytes) }).getText()).text;

describe.each(engines)("offers on %s", (engine) => {
  let server: TestServer;
  let staff: string;
  let buyer: string;
  let other: string;
  const clock = fixedClock(TODAY);

  beforeAll(async () => {
    server = await buildTestServer({ engine, clock, env: { VERIFY_LIMIT_PER_HOUR: "40", MAIL_TO: "sales-desk@mill.example" } });
    ({ token: staff } = await staffToken(server));
    buyer = await memberToken(server.app);
    other = await memberToken(server.app);
  });
  afterAll(async () => server.close());

  const rows = async <T>(query: ReturnType<typeof sql>) => (await server.database.db.execute(query) as unknown as { rows: T[] }).rows;

  /** A member's quote request; resolves with the staff inbox id. */
  async function quoteRequest(token = buyer): Promise<string> {
    const sent = await post(server.app, "/api/api_quote_request", { ...SPEC, quantity: "25" }, token);
    expect(sent.statusCode).toBe(201);
    const reference = (sent.json() as { data: { reference: string } }).data.reference;
    const [row] = await rows<{ id: number }>(sql`select id from enquiries where reference = ${reference}`);
    return String(row?.id);
  }

  const terms = offerTerms;

  /** The newest offer version on a request: what the staff form shows and sends back. */
  const latestVersion = async (enquiryId: string) =>
    (await rows<{ version: number }>(sql`select coalesce(max(version), 0)::int as version from offers where enquiry_id = ${Number(enquiryId)}`))[0]?.version ?? 0;

  async function makeOffer(enquiryId: string, extra: Record<string, unknown> = {}): Promise<Offer> {
    const made = await post(server.app, "/api/staff/offers", terms(enquiryId, { seen_version: await latestVersion(enquiryId), ...extra }), staff);
    expect(made.statusCode, made.body).toBe(201);
    return offerReply().parse(made.json()).data;
  }

  it("staff make an offer: the buyer gets a mail (HTML and text, Reply-To sales) with the proforma PDF attached", async () => {
    const enquiryId = await quoteRequest();
    const offer = await makeOffer(enquiryId);
    expect(offer).toMatchObject({ state: "sent", version: 1, unit_price: 1234.5, quantity: 24, goods_total: 29628, total: 29628, incoterm: "FOB", place: "Chattogram", valid_until: "2026-12-09" });
    expect(offer.number).toMatch(/^PI-\d{4}-\d{6}-1$/);

    const [mail] = await rows<{ subject: string; reply_to: string; text_body: string; html_body: string; attachments: { filename: string; contentType: string; contentBase64: string }[] }>(
      sql`select subject, reply_to, text_body, html_body, attachments from outbox where kind = 'offer' and reference = ${offer.reference}`,
    );
    expect(mail?.subject).toBe(`Our offer ${offer.number} for your quote request ${offer.reference}`);
    expect(mail?.reply_to).toBe("export@sonalijutegroup.com.bd");
    expect(mail?.text_body).toContain("Delivery term: FOB Chattogram (Incoterms 2020)");
    expect(mail?.text_body).toContain("Quantity: 24 MT");
    expect(mail?.text_body).toContain("/my-enquiries");
    expect(mail?.html_body).toContain("<th scope=\"row\"");
    const [attachment] = mail?.attachments ?? [];
    expect(attachment).toMatchObject({ filename: `proforma-${offer.number}.pdf`, contentType: "application/pdf" });
    const text = await pdfText(Buffer.from(attachment?.contentBase64 ?? "", "base64"));
    expect(text).toContain("PROFORMA INVOICE");
    expect(text).toContain(offer.number);
    expect(text).toContain("USD 29,628.00");
    expect(text).toContain("FOB Chattogram");
    expect(text).toContain("9 December 2026");
    expect(text).toMatch(/Verification code: [A-Za-z0-9_-]{22}/);

    // Making the offer answers the request in the inbox.
    const [enquiry] = await rows<{ status: string }>(sql`select status from enquiries where id = ${Number(enquiryId)}`);
    expect(enquiry?.status).toBe("answered");
  });

  it("the buyer's company and country from the account go on the proforma", async () => {
    const bad = await post(server.app, "/api/api_account_details", { company: "Akter\nTrading", country: "Germany" }, buyer);
    expect(bad.statusCode).toBe(400);
    expect((bad.json() as { msg: string }).msg).toBe("Write the company on one line, without special (control) characters");
    const saved = await post(server.app, "/api/api_account_details", { company: "Akter Trading GmbH", country: "Germany" }, buyer);
    expect(saved.statusCode).toBe(200);
    expect((await get(server.app, "/api/api_account", buyer)).json()).toMatchObject({ data: { company: "Akter Trading GmbH", country: "Germany" } });
    const offer = await makeOffer(await quoteRequest());
    expect(offer).toMatchObject({ buyer_company: "Akter Trading GmbH", buyer_country: "Germany" });
    const pdf = await get(server.app, `/api/api_offer_proforma/${offer.id}`, buyer);
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain("Akter Trading GmbH");
    expect(text).toContain("Germany");
  });

  it("refuses bad terms with a 400 naming the field, and stores nothing", async () => {
    const enquiryId = await quoteRequest();
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ unit_price: "0" }, /^The unit price must be more than 0$/],
      [{ unit_price: "-3" }, /^The unit price must be more than 0$/],
      [{ quantity: "0" }, /^The quantity must be more than 0$/],
      [{ quantity: "abc" }, /^Enter the quantity as a number/],
      [{ valid_until: "2026-11-24" }, /^Choose today \(2026-11-25\) or a later day for the offer to be valid until$/],
      [{ valid_until: "2026-02-30" }, /^The day the offer is valid until is not a day of the calendar$/],
      [{ incoterm: "DDP" }, /^Choose the Incoterm: EXW, FCA, FOB, CFR, CIF$/],
      [{ place: "Dhaka" }, /^Choose the port of an FOB offer: Chattogram or Mongla$/],
      [{ incoterm: "CIF", place: "" }, /^Name the destination port of a CIF offer$/],
      [{ freight: "100" }, /^Freight is charged on CFR and CIF offers only/],
      [{ payment_terms: "tt_advance" }, /^Enter the advance of a telegraphic transfer/],
      [{ payment_terms: "barter" }, /^Choose the payment terms from the list$/],
    ];
    for (const [change, message] of cases) {
      const refused = await post(server.app, "/api/staff/offers", terms(enquiryId, change), staff);
      expect(refused.statusCode, JSON.stringify(change)).toBe(400);
      expect((refused.json() as { msg: string }).msg).toMatch(message);
    }
    const missing = await post(server.app, "/api/staff/offers", terms("999999"), staff);
    expect(missing.statusCode).toBe(404);
    const [count] = await rows<{ n: number }>(sql`select count(*)::int as n from offers where enquiry_id = ${Number(enquiryId)}`);
    expect(count?.n).toBe(0);
  });

  it("is for staff only: 401 for visitors, 403 for members", async () => {
    expect((await get(server.app, "/api/staff/offers")).statusCode).toBe(401);
    expect((await get(server.app, "/api/staff/offers", buyer)).statusCode).toBe(403);
    expect((await post(server.app, "/api/staff/offers", terms("1"), buyer)).statusCode).toBe(403);
    expect((await get(server.app, "/api/api_my_offers")).statusCode).toBe(401);
  });

  it("the buyer accepts once: the price is locked, a later price list changes nothing, and the mill is told", async () => {
    const enquiryId = await quoteRequest();
    const offer = await makeOffer(enquiryId, { unit_price: "999.25" });
    const accepted = await post(server.app, "/api/api_offer_accept", { offer_id: offer.id }, buyer);
    expect(accepted.statusCode).toBe(200);
    expect(offerReply().parse(accepted.json()).data).toMatchObject({ state: "accepted", unit_price: 999.25 });

    const again = await post(server.app, "/api/api_offer_accept", { offer_id: offer.id }, buyer);
    expect(again.statusCode).toBe(409);
    expect((again.json() as { msg: string }).msg).toBe(`Offer ${offer.number} is already accepted: its price is locked`);

    // A price list applied afterwards: the accepted offer keeps its price.
    const changed = withPriceTimes(await exported(server.app, staff), 2, 1.5);
    const preview = await post(server.app, "/api/staff/prices/preview", { file_name: "p.csv", csv: changed.csv, effective_from: TODAY }, staff);
    const { version, preview_id } = (preview.json() as { data: { version: number; preview_id: string } }).data;
    // Every price moves +50%: beyond ±25%, so the clerk confirms the flagged lines.
    const applied = await post(server.app, "/api/staff/prices/apply", { file_name: "p.csv", csv: changed.csv, effective_from: TODAY, version, preview_id, confirm_flagged: true }, staff);
    expect(applied.statusCode).toBe(200);
    const mine = offersReply().parse((await get(server.app, "/api/api_my_offers", buyer)).json()).data.find((entry) => entry.id === offer.id);
    expect(mine).toMatchObject({ state: "accepted", unit_price: 999.25, total: offer.total });

    // Revising an accepted offer is refused.
    const revise = await post(server.app, "/api/staff/offers", terms(enquiryId, { seen_version: 1 }), staff);
    expect(revise.statusCode).toBe(409);
    expect((revise.json() as { msg: string }).msg).toBe(`Offer ${offer.number} on ${offer.reference} is accepted: its price is locked and it cannot be revised`);
    const [told] = await rows<{ to_address: string; subject: string }>(sql`select to_address, subject from outbox where kind = 'offer-accepted' and reference = ${offer.reference}`);
    expect(told).toEqual({ to_address: "sales-desk@mill.example", subject: `Offer ${offer.number} accepted (${offer.reference})` });
  });

  it("someone else's offer is a 404 worded as for no offer at all", async () => {
    const offer = await makeOffer(await quoteRequest());
    for (const path of ["/api/api_offer_accept", "/api/api_offer_decline"]) {
      const theirs = await post(server.app, path, { offer_id: offer.id }, other);
      const none = await post(server.app, path, { offer_id: "987654" }, other);
      expect(theirs.statusCode).toBe(404);
      expect(theirs.body).toBe(none.body);
    }
    expect((await get(server.app, `/api/api_offer_proforma/${offer.id}`, other)).statusCode).toBe(404);
    expect(offersReply().parse((await get(server.app, "/api/api_my_offers", other)).json()).data).toEqual([]);
  });

  it("a withdrawn offer and a superseded one cannot be accepted; the revision is version 2 and both are kept", async () => {
    const enquiryId = await quoteRequest();
    const first = await makeOffer(enquiryId);
    const second = await makeOffer(enquiryId, { unit_price: "1200" });
    expect(second).toMatchObject({ version: 2, state: "sent" });
    const superseded = await post(server.app, "/api/api_offer_accept", { offer_id: first.id }, buyer);
    expect(superseded.statusCode).toBe(409);
    expect((superseded.json() as { msg: string }).msg).toMatch(/replaced by a newer version/);
    const [revisedMail] = await rows<{ subject: string }>(sql`select subject from outbox where kind = 'offer' and reference = ${second.reference} order by id desc limit 1`);
    expect(revisedMail?.subject).toMatch(/^Revised offer/);

    const withdrawn = await post(server.app, "/api/staff/offers/withdraw", { offer_id: second.id }, staff);
    expect(offerReply().parse(withdrawn.json()).data.state).toBe("withdrawn");
    // The buyer is told by mail (issue 27's gap), Reply-To the sales desk, in the withdrawal's transaction.
    const withdrawnMails = await rows<{ subject: string; text_body: string; reply_to: string; to_address: string }>(
      sql`select subject, text_body, reply_to, to_address from outbox where kind = 'offer-withdrawn' and reference = ${second.reference}`,
    );
    expect(withdrawnMails).toHaveLength(1);
    expect(withdrawnMails[0]?.subject).toBe(`Offer ${second.number} withdrawn (${second.reference})`);
    expect(withdrawnMails[0]?.text_body).toContain("it can no longer be accepted");
    expect(withdrawnMails[0]?.reply_to).toBe("export@sonalijutegroup.com.bd");
    expect(withdrawnMails[0]?.to_address).toMatch(/@example\.com$/);
    const refused = await post(server.app, "/api/api_offer_accept", { offer_id: second.id }, buyer);
    expect(refused.statusCode).toBe(409);
    expect((refused.json() as { msg: string }).msg).toBe(`Offer ${second.number} was withdrawn by the mill`);
    expect((await post(server.app, "/api/staff/offers/withdraw", { offer_id: second.id }, staff)).statusCode).toBe(409);

    const thread = offersReply().parse((await get(server.app, `/api/staff/offers?enquiry_id=${enquiryId}`, staff)).json()).data;
    expect(thread.map((entry) => [entry.version, entry.state])).toEqual([
      [2, "withdrawn"],
      [1, "superseded"],
    ]);
  });

  it("an offer past its validity date shows expired and cannot be accepted; staff filter by it", async () => {
    const offer = await makeOffer(await quoteRequest(), { valid_until: "2026-11-26" });
    clock.set("2026-11-27");
    try {
      const refused = await post(server.app, "/api/api_offer_accept", { offer_id: offer.id }, buyer);
      expect(refused.statusCode).toBe(409);
      expect((refused.json() as { msg: string }).msg).toBe(`Offer ${offer.number} expired on 2026-11-26: ask the mill for a new one`);
      const expired = offersReply().parse((await get(server.app, "/api/staff/offers?state=expired", staff)).json()).data;
      expect(expired.map((entry) => entry.id)).toContain(offer.id);
      const sent = offersReply().parse((await get(server.app, "/api/staff/offers?state=sent", staff)).json()).data;
      expect(sent.map((entry) => entry.id)).not.toContain(offer.id);
    } finally {
      clock.set(TODAY);
    }
    expect((await get(server.app, "/api/staff/offers?state=lost", staff)).statusCode).toBe(400);
  });

  it("accept racing withdraw: exactly one wins, every time", async () => {
    for (let round = 0; round < 5; round += 1) {
      const offer = await makeOffer(await quoteRequest());
      const [accept, withdraw] = await Promise.all([
        post(server.app, "/api/api_offer_accept", { offer_id: offer.id }, buyer),
        post(server.app, "/api/staff/offers/withdraw", { offer_id: offer.id }, staff),
      ]);
      expect([accept.statusCode, withdraw.statusCode].sort()).toEqual([200, 409]);
      const [row] = await rows<{ state: string }>(sql`select state from offers where id = ${Number(offer.id)}`);
      expect(row?.state).toBe(accept.statusCode === 200 ? "accepted" : "withdrawn");
    }
  });

  it("asking for a change returns the request to staff; the buyer's words go in the body, never a header", async () => {
    const enquiryId = await quoteRequest();
    const offer = await makeOffer(enquiryId);
    const words = "Please quote CIF Hamburg\nBcc: everyone@example.com\r\nSubject: hacked";
    const asked = await post(server.app, "/api/api_offer_change", { offer_id: offer.id, message: words }, buyer);
    expect(asked.statusCode).toBe(200);
    expect(offerReply().parse(asked.json()).data).toMatchObject({ state: "change_requested", answer_message: words.trim() });
    const [enquiry] = await rows<{ status: string }>(sql`select status from enquiries where id = ${Number(enquiryId)}`);
    expect(enquiry?.status).toBe("received");
    const [mail] = await rows<{ subject: string; reply_to: string | null; text_body: string }>(
      sql`select subject, reply_to, text_body from outbox where kind = 'offer-change-requested' and reference = ${offer.reference}`,
    );
    expect(mail?.subject).toBe(`Offer ${offer.number} needs a change (${offer.reference})`);
    expect(mail?.reply_to).toBeNull();
    expect(mail?.text_body).toContain("\nBcc: everyone@example.com");
    expect((await post(server.app, "/api/api_offer_change", { offer_id: offer.id, message: "" }, buyer)).statusCode).toBe(400);
    // A change asked for: accepting that version is refused; staff revise it.
    expect((await post(server.app, "/api/api_offer_accept", { offer_id: offer.id }, buyer)).statusCode).toBe(409);
    expect((await makeOffer(enquiryId, { incoterm: "CIF", place: "Hamburg", freight: "2400", insurance: "150" })).total).toBe(29628 + 2550);
  });

  it("the PDF's verification code opens a page that says genuine and its status; an altered code shows nothing", async () => {
    const offer = await makeOffer(await quoteRequest());
    const pdf = await get(server.app, `/api/api_offer_proforma/${offer.id}`, buyer);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    const code = /Verification code: ([A-Za-z0-9_-]{22})/.exec(await pdfText(pdf.rawPayload))?.[1] ?? "";
    expect((await get(server.app, `/api/staff/offers/proforma/${offer.id}`, staff)).statusCode).toBe(200);
    await post(server.app, "/api/api_offer_accept", { offer_id: offer.id }, buyer);

    const page = await get(server.app, `/verify/${code}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`Proforma ${offer.number} is genuine`);
    expect(page.body).toContain("Status: Accepted.");
    expect(page.body).toContain("USD 29,628.00");
    expect(page.body).toContain("[to be confirmed: account number (MILL_BANK_ACCOUNT_NUMBER)]");

    const altered = `${code.slice(0, -1)}${code.endsWith("A") ? "B" : "A"}`;
    const wrong = await get(server.app, `/verify/${altered}`);
    const malformed = await get(server.app, "/verify/not-a-code");
    expect(wrong.statusCode).toBe(404);
    expect(wrong.body).toBe(malformed.body);
    expect(wrong.body).not.toContain(offer.number);
  });

  it("wrong codes are rate-limited per address", async () => {
    let last = 0;
    for (let attempt = 0; attempt < 45 && last !== 429; attempt += 1) {
      last = (await get(server.app, `/verify/${"x".repeat(22)}`)).statusCode;
    }
    expect(last).toBe(429);
  });
});

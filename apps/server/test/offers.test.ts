/**
 * Offers on quote requests, through the real app on each engine: staff make, revise and
 * withdraw; the buyer accepts, declines, asks for a change; every refusal of the issue (bad
 * input, accepting twice, a withdrawn, superseded, expired or someone else's offer, accept
 * racing withdraw) and the proforma with its verification page; the acceptance mail to the
 * buyer, a new offer asked for on an expired one, and the reminder before an offer expires.
 */
import { sql } from "drizzle-orm";
import { PDFParse } from "pdf-parse";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { offerReply, offersReply, type Offer } from "@jute/api/contract";
import { fixedClock } from "../src/domain/clock";
import { createOfferReminders } from "../src/domain/offers/offer-reminders";
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
    expect(offer).toMatchObject({ state: "sent", version: 1, lines: [{ position: 1, request_line: 1, unit_price: 1234.5, quantity: 24, amount: 29628, left_out: "" }], goods_total: 29628, total: 29628, incoterm: "FOB", place: "Chattogram", valid_until: "2026-12-09" });
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

  it("the proforma is an export document: every page numbered and verifiable; goods, parties, ports, weights, words and L/C clauses from the offer and the catalogue", async () => {
    // A buyer with a company, a request priced to Mongla, a CIF offer with the export fields left to their defaults.
    const importer = await memberToken(server.app);
    expect((await post(server.app, "/api/api_account_details", { company: "Hansa Jute Import KG", country: "Germany" }, importer)).statusCode).toBe(200);
    const sent = await post(server.app, "/api/api_quote_request", { ...SPEC, truck_fare_id: "2", quantity: "24" }, importer);
    expect(sent.statusCode).toBe(201);
    const [request] = await rows<{ id: number }>(sql`select id from enquiries where reference = ${(sent.json() as { data: { reference: string } }).data.reference}`);
    const cif = { incoterm: "CIF", place: "Hamburg", unit_price: "1234.55", freight: "1500.8", insurance: "70", buyer_address: "Am Sandtorkai 12, 20457 Hamburg", buyer_tax_id: "DE811234567" };
    const offer = await makeOffer(String(request?.id), cif);
    expect(offer.total).toBe(31200);
    expect(offer.shipping).toEqual({
      port_of_loading: "Mongla",
      port_of_discharge: "Hamburg",
      consignee: "Hansa Jute Import KG\nAm Sandtorkai 12, 20457 Hamburg\nGermany",
      notify_party: "Same as consignee",
      buyer_address: "Am Sandtorkai 12, 20457 Hamburg",
      buyer_tax_id: "DE811234567",
      quantity_tolerance: 5,
      partial_shipment: "allowed",
      transhipment: "allowed",
    });

    const pdf = new PDFParse({ data: new Uint8Array((await get(server.app, `/api/staff/offers/proforma/${offer.id}`, staff)).rawPayload) });
    const parsed = await pdf.getText();
    const text = parsed.text.replace(/\s+/g, " ");
    // The goods: HS code and specification (the catalogue's trade facts, the price list's weight of a unit).
    expect(text).toContain("HS code 5307.10 / 5307.20: Yarn of jute");
    expect(text).toContain("Specification: Spun jute yarn, on spools; 1,000 kg per MT");
    // The parties: the buyer's street address and tax number, the consignee and notify party by default.
    expect(text).toMatch(/Buyer Test Buyer \d+ Hansa Jute Import KG Am Sandtorkai 12, 20457 Hamburg Germany \S+@example\.com Tax \/ registration no\.: DE811234567 /);
    expect(text).toContain("Consignee Hansa Jute Import KG Am Sandtorkai 12, 20457 Hamburg Germany Notify party Same as consignee");
    // Ports and origin: the port the request was priced to, the CIF destination on its own line.
    expect(text).toContain("Country of origin: Bangladesh");
    expect(text).toContain("Port of loading: Mongla, Bangladesh");
    expect(text).toContain("Port of discharge: Hamburg");
    // The total in figures and in words, and the cover of a CIF offer's insurance.
    expect(text).toContain("Total, CIF Hamburg USD 31,200.00");
    expect(text).toContain("Total in words: Thirty One Thousand Two Hundred US Dollars Only");
    expect(text).toContain("Insurance: Marine insurance by the seller for 110% of the CIF value (USD 34,320.00)");
    // Packages, weights and volume: 24 MT in bales of 180 kg (1.5 kg of wrapping, 0.35 m³ each).
    expect(text).toContain("Number of packages: 134 bales of 0.18 MT each (the last one part full)");
    expect(text).toContain("Net weight: 24,000 kg (1,000 kg per MT; 180 kg per bale)");
    expect(text).toContain("Gross weight: 24,201 kg (181.5 kg per bale)");
    expect(text).toContain("Volume: 46.9 m³ (0.35 m³ per bale)");
    // The letter of credit's clauses, and a place to sign and stamp.
    expect(text).toContain("Quantity tolerance: +/-5% in quantity and amount");
    expect(text).toContain("Partial shipment: Allowed");
    expect(text).toContain("Transhipment: Allowed");
    expect(text).toContain("Authorised signature, name and title");
    expect(text).toContain("Company stamp");
    // More than one page, each with "Page x of y" and the verification block: its number, code, address and QR code (the one image of each page).
    const images = await pdf.getImage({ imageBuffer: false, imageDataUrl: false });
    expect(images.pages.map((page) => page.images.map((image) => `${image.width}x${image.height}`))).toEqual(parsed.pages.map(() => ["240x240"]));
    const [row] = await rows<{ verify_code: string }>(sql`select verify_code from offers where id = ${Number(offer.id)}`);
    expect(parsed.pages.length).toBeGreaterThan(1);
    for (const page of parsed.pages) {
      const pageText = page.text.replace(/\s+/g, " ");
      expect(pageText).toContain(`Page ${page.num} of ${parsed.pages.length}`);
      expect(pageText).toContain(`Proforma invoice ${offer.number}`);
      expect(pageText).toContain(`Verification code: ${row?.verify_code}`);
      expect(pageText).toContain(`/verify/${row?.verify_code}`);
    }

    // Staff set the fields themselves on a revision: what they chose is printed.
    const revised = await makeOffer(String(request?.id), {
      ...cif,
      port_of_loading: "Chattogram",
      port_of_discharge: "Bremerhaven",
      consignee: "To the order of Commerzbank AG, Hamburg",
      notify_party: "Hansa Jute Import KG, Hamburg",
      quantity_tolerance: "3",
      partial_shipment: "not_allowed",
      transhipment: "not_allowed",
    });
    const second = (await pdfText((await get(server.app, `/api/staff/offers/proforma/${revised.id}`, staff)).rawPayload)).replace(/\s+/g, " ");
    expect(second).toContain("Port of loading: Chattogram, Bangladesh");
    expect(second).toContain("Port of discharge: Bremerhaven");
    expect(second).toContain("Consignee To the order of Commerzbank AG, Hamburg Notify party Hansa Jute Import KG, Hamburg");
    expect(second).toContain("Quantity tolerance: +/-3% in quantity and amount");
    expect(second).toContain("Partial shipment: Not allowed");
    expect(second).toContain("Transhipment: Not allowed");
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
      [{ port_of_loading: "Dhaka" }, /^Choose the port of loading: Chattogram or Mongla$/],
      [{ port_of_loading: "Mongla" }, /^An FOB offer loads at its named port: choose Chattogram as the port of loading$/],
      [{ quantity_tolerance: "12" }, /^Enter the quantity tolerance as a whole percentage from 0 to 10$/],
      [{ partial_shipment: "maybe" }, /^Choose whether partial shipment is allowed$/],
      [{ consignee: "A\u0007B" }, /^Remove the special \(control\) characters from the consignee$/],
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
    expect(offerReply().parse(accepted.json()).data).toMatchObject({ state: "accepted", lines: [{ unit_price: 999.25 }] });

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
    expect(mine).toMatchObject({ state: "accepted", lines: [{ unit_price: 999.25, amount: offer.goods_total }], total: offer.total });

    // Revising an accepted offer is refused.
    const revise = await post(server.app, "/api/staff/offers", terms(enquiryId, { seen_version: 1 }), staff);
    expect(revise.statusCode).toBe(409);
    expect((revise.json() as { msg: string }).msg).toBe(`Offer ${offer.number} on ${offer.reference} is accepted: its price is locked and it cannot be revised`);
    const [told] = await rows<{ to_address: string; subject: string; text_body: string; html_body: string }>(
      sql`select to_address, subject, text_body, html_body from outbox where kind = 'offer-accepted' and reference = ${offer.reference}`,
    );
    expect(told).toMatchObject({ to_address: "sales-desk@mill.example", subject: `Offer ${offer.number} accepted (${offer.reference})` });
    // The mail opens that request's offer panel in the inbox (the Offers page's link), not the console's home.
    const panel = new RegExp(`https?://[^\\s"<>]+/staff/enquiries\\?open=${enquiryId}(?![0-9])`);
    expect(told?.text_body).toMatch(panel);
    expect(told?.html_body).toMatch(new RegExp(`href="${panel.source}"`));
    expect(`${told?.text_body}${told?.html_body}`).not.toContain("/staff/inbox");
    // The buyer gets the acceptance in writing, with the proforma accepted attached (issue 33).
    const confirmed = await rows<{ to_address: string; reply_to: string; subject: string; text_body: string; attachments: { filename: string; contentBase64: string }[] }>(
      sql`select to_address, reply_to, subject, text_body, attachments from outbox where kind = 'offer-accepted-buyer' and reference = ${offer.reference}`,
    );
    expect(confirmed).toHaveLength(1);
    expect(confirmed[0]?.to_address).toMatch(/@example\.com$/);
    expect(confirmed[0]?.reply_to).toBe("export@sonalijutegroup.com.bd");
    expect(confirmed[0]?.subject).toBe(`You accepted offer ${offer.number} (${offer.reference})`);
    expect(confirmed[0]?.text_body).toContain("The price is locked at these terms");
    expect(confirmed[0]?.attachments.map((file) => file.filename)).toEqual([`proforma-${offer.number}.pdf`]);
    const accepted_pdf = await pdfText(Buffer.from(confirmed[0]?.attachments[0]?.contentBase64 ?? "", "base64"));
    expect(accepted_pdf).toContain(offer.number);
    expect(accepted_pdf).toContain("USD 999.25");
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

  it("on an expired offer the buyer asks for a new one: the request is back in the inbox, the mill told, once", async () => {
    const enquiryId = await quoteRequest();
    const offer = await makeOffer(enquiryId, { valid_until: "2026-11-26" });
    // Still open: accept it or ask for a change instead.
    const early = await post(server.app, "/api/api_offer_new", { offer_id: offer.id }, buyer);
    expect(early.statusCode).toBe(409);
    expect((early.json() as { msg: string }).msg).toBe(`Offer ${offer.number} is still open until 2026-11-26: accept it or ask for a change`);
    clock.set("2026-11-27");
    try {
      expect((await post(server.app, "/api/api_offer_new", { offer_id: offer.id }, other)).statusCode).toBe(404);
      const asked = await post(server.app, "/api/api_offer_new", { offer_id: offer.id }, buyer);
      expect(asked.statusCode, asked.body).toBe(200);
      const reply = offerReply().parse(asked.json());
      expect(reply.msg).toBe(`Your request ${offer.reference} is back with the mill: a new offer in place of ${offer.number} follows by mail and here`);
      expect(reply.data.state).toBe("expired");
      expect(reply.data.answered_at).not.toBe("");
      const [enquiry] = await rows<{ status: string }>(sql`select status from enquiries where id = ${Number(enquiryId)}`);
      expect(enquiry?.status).toBe("received");
      // The inbox lists it received again, marked as reopened by the buyer asking for a new offer.
      const inbox = (await get(server.app, "/api/staff/enquiries", staff)).json() as { data: { id: string; status: string; reopened_at: string; reopened_by: string }[] };
      expect(inbox.data.find((entry) => entry.id === enquiryId)).toMatchObject({ status: "received", reopened_by: expect.stringMatching(/@example\.com \(asked for a new offer\)$/) });
      const told = await rows<{ to_address: string; subject: string }>(sql`select to_address, subject from outbox where kind = 'offer-new-offer-requested' and reference = ${offer.reference}`);
      expect(told).toEqual([{ to_address: "sales-desk@mill.example", subject: `Offer ${offer.number} expired: a new offer asked for (${offer.reference})` }]);
      const again = await post(server.app, "/api/api_offer_new", { offer_id: offer.id }, buyer);
      expect(again.statusCode).toBe(409);
      expect((again.json() as { msg: string }).msg).toBe(`A new offer in place of ${offer.number} has already been asked for: the mill is preparing it`);
      expect((await post(server.app, "/api/api_offer_new", { offer_id: "x" }, buyer)).statusCode).toBe(400);
      // Staff answer with a new version: the expired one is kept as it was.
      const renewed = await makeOffer(enquiryId, { valid_until: "2026-12-11" });
      expect(renewed).toMatchObject({ version: 2, state: "sent" });
    } finally {
      clock.set(TODAY);
    }
  });

  it("reminds the buyer (and tells sales) of an open offer about to expire, once, with two instances sweeping at once", async () => {
    const soon = await makeOffer(await quoteRequest(), { valid_until: "2026-11-28" });
    const later = await makeOffer(await quoteRequest(), { valid_until: "2026-12-09" });
    const options = { clock, days: 3, mailTo: "sales-desk@mill.example", replyTo: "export@sonalijutegroup.com.bd", siteUrl: "https://mill.example" };
    const [one, two] = [createOfferReminders(server.database.db, options), createOfferReminders(server.database.db, options)];
    const counted = await Promise.all([one.sweep(), two.sweep(), one.sweep()]);
    expect(counted.reduce((sum, count) => sum + count, 0)).toBeGreaterThanOrEqual(1);
    const reminded = async (reference: string) =>
      rows<{ kind: string; to_address: string; subject: string; text_body: string }>(sql`select kind, to_address, subject, text_body from outbox where kind like 'offer-reminder%' and reference = ${reference} order by kind`);
    const mails = await reminded(soon.reference);
    expect(mails.map((mail) => [mail.kind, mail.to_address.endsWith("@example.com") || mail.to_address])).toEqual([
      ["offer-reminder", true],
      ["offer-reminder-sales", "sales-desk@mill.example"],
    ]);
    expect(mails[0]?.subject).toBe(`Offer ${soon.number} is valid until 28 November 2026 (${soon.reference})`);
    expect(mails[0]?.text_body).toContain("https://mill.example/my-enquiries");
    expect(await reminded(later.reference)).toEqual([]);
    // Days later, nearer its end: the first is not reminded again; the second now is.
    clock.set("2026-12-07");
    try {
      await Promise.all([one.sweep(), two.sweep()]);
      expect(await reminded(soon.reference)).toHaveLength(2);
      expect((await reminded(later.reference)).map((mail) => mail.kind)).toEqual(["offer-reminder", "offer-reminder-sales"]);
    } finally {
      clock.set(TODAY);
    }
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
    expect(page.body).toContain("0001-2345678-01");

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

/**
 * The member's own data and the retention periods the privacy notice states:
 * - "Download my data" (GET api_account_export) holds the account, the member's enquiries and
 *   quote requests and their sessions with dates, and nothing of anyone else's, no hash;
 * - a visitor's messages from the account's address are not the account's until it claims them
 *   (claimVisitorMessages, where the address is proven);
 * - the retention job deletes or anonymises what is past its period, and leaves what is not;
 *   offers on requests past the trade records' period lose the buyer, and /verify says so.
 */
import { randomBytes } from "node:crypto";
import escapeHtml from "escape-html";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { retention } from "@jute/api/company";
import { myDataReply, myEnquiriesReply } from "@jute/api/contract";
import { attemptCounters, enquiries, members, offerLines, offers, outbox, passwordResets, sessions } from "../src/db/schema";
import { claimVisitorMessages } from "../src/domain/privacy/claim-visitor-messages";
import { VERIFY_BUYER_REMOVED } from "../src/http/routes/verify-page";
import { fixedClock } from "../src/domain/clock";
import { ANONYMISED_NAME, createRetentionJob } from "../src/domain/privacy/retention";
import { bearer, buildTestServer, defaultEngines, json, newMember, type TestServer } from "./helper";

const SPEC = { sub_category_id: "1", company_id: "2", count: "8", ply: "2", oil: "VOT", truck_fare_id: "1" };
const DAY = 24 * 60 * 60 * 1000;

describe.each(defaultEngines)("a member's own data (%s)", (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await buildTestServer({ engine });
  });
  afterAll(async () => server.close());

  const post = (path: string, body: unknown, token?: string) => server.app.inject(json("POST", `/api/${path}`, body, token ? bearer(token) : {}));
  const exportData = (headers: Record<string, string>) => server.app.inject(json("GET", "/api/api_account_export", undefined, headers));

  async function member(overrides: { email?: string } = {}) {
    const details = newMember(overrides);
    expect((await post("api_register", details)).statusCode).toBe(201);
    const token = (await post("api_login", { email: details.email, password: details.password })).json().token as string;
    return { ...details, token };
  }

  it("gives the member their account, enquiries, quote requests and sessions, as a download", async () => {
    const me = await member();
    const other = await member();
    const contact = await post("api_enquiry", { name: me.name, email: me.email, subject: "Hessian for export", message: "Terms for 10 oz hessian, please." }, me.token);
    expect(contact.statusCode).toBe(201);
    const quote = await post("api_quote_request", { ...SPEC, quantity: "25", message: "Loading in March" }, me.token);
    expect(quote.statusCode).toBe(201);
    const theirs = await post("api_enquiry", { name: other.name, email: other.email, subject: "Rope", message: "Not yours." }, other.token);
    expect(theirs.statusCode).toBe(201);
    // A second session, ended: listed with its end.
    const second = (await post("api_login", { email: me.email, password: me.password })).json().token as string;
    expect((await post("api_logout", {}, second)).statusCode).toBe(200);

    const reply = await exportData(bearer(me.token));
    expect(reply.statusCode).toBe(200);
    expect(reply.headers["content-disposition"]).toMatch(/^attachment; filename="my-data-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(reply.headers["cache-control"]).toBe("no-store");
    const data = myDataReply().parse(reply.json()).data;
    expect(data.account).toMatchObject({ name: me.name, email: me.email, role: "member" });
    expect(data.enquiries.map((row) => row.reference)).toEqual([contact.json().data.reference]);
    expect(data.enquiries[0]).toMatchObject({ subject: "Hessian for export", message: "Terms for 10 oz hessian, please.", status: "received" });
    expect(data.quote_requests.map((row) => row.reference)).toEqual([quote.json().data.reference]);
    expect(data.quote_requests[0]?.message).toBe("Loading in March");
    expect(data.quote_requests[0]?.lines).toEqual([expect.objectContaining({ quantity: 25 })]);
    expect(data.sessions).toHaveLength(2);
    expect(data.sessions.filter((row) => row.current)).toHaveLength(1);
    expect(data.sessions.filter((row) => row.ended_at !== null)).toHaveLength(1);
    // Nothing of another member's, and no secret of any kind.
    expect(reply.body).not.toContain(other.email);
    expect(reply.body).not.toContain("Not yours.");
    expect(reply.body).not.toMatch(/argon2|password|token_hash|tokenHash/i);
  });

  it("holds none of a visitor's messages from the account's address (export, My enquiries) until the account claims them", async () => {
    const { db } = server.database;
    const address = newMember().email;
    const visitorSent = await post("api_enquiry", { name: "Visitor Vera", email: address.toUpperCase(), subject: "Sacking", message: "Sent as a visitor, before any account" });
    expect(visitorSent.statusCode).toBe(201);
    const visitorReference = visitorSent.json().data.reference as string;
    const me = await member({ email: address });
    const other = await member();
    // A message another account sent typing this address is that account's, whatever happens.
    const typed = await post("api_enquiry", { name: other.name, email: address, subject: "Typed their address", message: "Another account's message" }, other.token);
    expect(typed.statusCode).toBe(201);

    const exported = async () => {
      const reply = await exportData(bearer(me.token));
      return { body: reply.body, data: myDataReply().parse(reply.json()).data };
    };
    const myEnquiries = async () => myEnquiriesReply().parse((await server.app.inject(json("GET", "/api/api_my_enquiries", undefined, bearer(me.token)))).json()).data.map((row) => row.reference);
    const before = await exported();
    expect(before.data.enquiries).toEqual([]);
    expect(before.body).not.toContain("Sent as a visitor");
    expect(before.body).not.toContain("Another account's message");
    expect(await myEnquiries()).toEqual([]);

    // Where an address is proven the lead calls claimVisitorMessages; an account whose address
    // it is not claims nothing.
    const idOf = async (email: string) => (await db.select({ id: members.id }).from(members).where(eq(members.email, email)))[0]?.id ?? 0;
    expect(await claimVisitorMessages(db, await idOf(other.email), address)).toEqual([]);
    expect(await claimVisitorMessages(db, await idOf(address), address.toUpperCase())).toEqual([visitorReference]);

    const after = await exported();
    expect(after.data.enquiries.map((row) => [row.reference, row.message])).toEqual([[visitorReference, "Sent as a visitor, before any account"]]);
    expect(after.body).not.toContain("Another account's message");
    expect(await myEnquiries()).toEqual([visitorReference]);
    // Its acknowledgement is the account's mail now; the mill's notification stays the mill's.
    const mail = await db.select({ kind: outbox.kind, memberId: outbox.memberId }).from(outbox).where(eq(outbox.reference, visitorReference)).orderBy(outbox.kind);
    expect(mail).toEqual([{ kind: "contact-ack", memberId: await idOf(address) }, { kind: "contact-mill", memberId: null }]);
    // Nothing left to claim; the other account's message stays its own.
    expect(await claimVisitorMessages(db, await idOf(address), address)).toEqual([]);
    const [theirs] = await db.select({ memberId: enquiries.memberId }).from(enquiries).where(eq(enquiries.reference, typed.json().data.reference as string));
    expect(theirs?.memberId).toBe(await idOf(other.email));
  });

  it("refuses without a live token, and after the account is deleted", async () => {
    for (const headers of [{}, bearer("not-a-real-token-at-all-000000")]) {
      const refused = await exportData(headers);
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toMatchObject({ success: false });
    }
    const me = await member();
    expect((await post("api_account_delete", { email: me.email }, me.token)).statusCode).toBe(200);
    expect((await exportData(bearer(me.token))).statusCode).toBe(401);
  });
});

describe.each(defaultEngines)("the retention job (%s)", (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await buildTestServer({ engine });
  });
  afterAll(async () => server.close());

  it("deletes or anonymises what is past its period and keeps what is not", async () => {
    const { db } = server.database;
    const clock = fixedClock("2030-06-15");
    const now = clock.now().getTime();
    const ago = (days: number) => new Date(now - days * DAY);
    const [member] = await db
      .insert(members)
      .values({ name: "Old Buyer", email: `old.${Date.now()}@example.com`, passwordHash: "x" })
      .returning({ id: members.id });
    if (!member) throw new Error("no member");
    const past = (rule: { days: number }) => rule.days + 1;
    const within = (rule: { days: number }) => Math.max(0, rule.days - 1);

    await db.insert(sessions).values([
      { tokenHash: "old-expired", memberId: member.id, createdAt: ago(400), expiresAt: ago(past(retention.sessions)) },
      { tokenHash: "old-revoked", memberId: member.id, createdAt: ago(400), expiresAt: ago(-300), revokedAt: ago(past(retention.sessions)) },
      { tokenHash: "recently-ended", memberId: member.id, createdAt: ago(40), expiresAt: ago(within(retention.sessions)) },
      { tokenHash: "live", memberId: member.id, createdAt: ago(1), expiresAt: ago(-6) },
    ]);
    await db.insert(passwordResets).values([
      { tokenHash: "reset-old", memberId: member.id, createdAt: ago(5), expiresAt: ago(past(retention.passwordResets)) },
      { tokenHash: "reset-new", memberId: member.id, createdAt: ago(0), expiresAt: ago(-0.02) },
    ]);
    const mail = (id: string, status: "pending" | "sent" | "failed", sentDaysAgo: number | null, createdDaysAgo: number) => ({
      messageId: `<${id}.${engine}@test>`,
      kind: "test",
      toAddress: `${id}@example.com`,
      subject: id,
      textBody: `body of ${id}`,
      status,
      createdAt: ago(createdDaysAgo),
      sentAt: sentDaysAgo === null ? null : ago(sentDaysAgo),
    });
    await db.insert(outbox).values([
      mail("sent-old", "sent", past(retention.mail), 200),
      mail("failed-old", "failed", null, past(retention.mail)),
      mail("sent-recent", "sent", within(retention.mail), 200),
      mail("pending-old", "pending", null, 400),
    ]);
    const enquiry = (reference: string, kind: "contact" | "quote", daysAgo: number) => ({
      reference,
      kind,
      name: "Rahim Traders",
      email: "rahim@traders.example",
      subject: `subject ${reference}`,
      message: "call me on +880 1713 000000",
      createdAt: ago(daysAgo),
      ...(kind === "quote" ? { lines: [{ quantity: 25, note: "Call me on +44 7700 900123" }] as never } : {}),
    });
    await db.insert(enquiries).values([
      enquiry(`C-OLD-${engine}`, "contact", past(retention.contactEnquiries)),
      enquiry(`C-NEW-${engine}`, "contact", within(retention.contactEnquiries)),
      enquiry(`Q-OLD-${engine}`, "quote", past(retention.tradeRecords)),
      enquiry(`Q-MID-${engine}`, "quote", past(retention.contactEnquiries)),
    ]);
    await db.insert(attemptCounters).values([
      { key: `old-counter-${engine}`, hits: 3, expiresAt: ago(past(retention.rateLimitCounters)) },
      { key: `live-counter-${engine}`, hits: 3, expiresAt: ago(-0.01) },
    ]);

    const report = await createRetentionJob(db, { clock }).run();
    expect(report).toMatchObject({ sessions: 2, passwordResets: 1, mail: 2, contactEnquiries: 1, tradeRecords: 1 });
    expect(report.rateLimitCounters).toBeGreaterThanOrEqual(1);

    const tokens = (await db.select({ tokenHash: sessions.tokenHash }).from(sessions).where(eq(sessions.memberId, member.id))).map((row) => row.tokenHash);
    expect(tokens.sort()).toEqual(["live", "recently-ended"]);
    const resets = (await db.select({ tokenHash: passwordResets.tokenHash }).from(passwordResets).where(eq(passwordResets.memberId, member.id))).map((row) => row.tokenHash);
    expect(resets).toEqual(["reset-new"]);
    const subjects = (await db.select({ subject: outbox.subject }).from(outbox)).map((row) => row.subject);
    expect(subjects).toEqual(expect.arrayContaining(["sent-recent", "pending-old"]));
    expect(subjects).not.toEqual(expect.arrayContaining(["sent-old"]));
    expect(subjects).not.toContain("failed-old");

    const byReference = async (reference: string) => (await db.select().from(enquiries).where(eq(enquiries.reference, reference)))[0];
    expect(await byReference(`C-OLD-${engine}`)).toMatchObject({ name: ANONYMISED_NAME, email: "", message: "", subject: `subject C-OLD-${engine}` });
    expect(await byReference(`C-NEW-${engine}`)).toMatchObject({ name: "Rahim Traders", email: "rahim@traders.example" });
    expect(await byReference(`Q-OLD-${engine}`)).toMatchObject({ name: ANONYMISED_NAME, email: "", message: "", lines: [{ quantity: 25, note: "" }] });
    expect(await byReference(`Q-MID-${engine}`)).toMatchObject({ name: "Rahim Traders" });
    const counters = (await db.select({ key: attemptCounters.key }).from(attemptCounters)).map((row) => row.key);
    expect(counters).toContain(`live-counter-${engine}`);
    expect(counters).not.toContain(`old-counter-${engine}`);

    // A second run finds nothing more to do.
    expect(await createRetentionJob(db, { clock }).run()).toEqual({ sessions: 0, passwordResets: 0, mail: 0, contactEnquiries: 0, tradeRecords: 0, rateLimitCounters: 0 });
  });

  it("erases the buyer from offers on requests past the trade records' period, keeping their figures; /verify says the details were removed", async () => {
    const { db } = server.database;
    const clock = fixedClock("2031-06-15");
    const ago = (days: number) => new Date(clock.now().getTime() - days * DAY);
    const request = async (reference: string, daysAgo: number) => {
      const [row] = await db
        .insert(enquiries)
        .values({ reference, kind: "quote", name: "Nasrin Akter", email: "nasrin@akter.example", subject: "Quote request", message: "Deliver to Hamburg", lines: [{ quantity: 24 }] as never, createdAt: ago(daysAgo) })
        .returning({ id: enquiries.id });
      const code = randomBytes(16).toString("base64url");
      const [offer] = await db.insert(offers).values({
        enquiryId: row?.id ?? 0, version: 1, number: `PI-${reference}-1`, verifyCode: code, state: "declined", millCompanyId: 2, mill: "SJSML",
        goodsTotal: "29628", total: "29628", incoterm: "FOB", place: "Chattogram", validUntil: "2025-07-01",
        paymentTerms: "lc_at_sight", shipmentPeriod: "July 2025", packing: "Bales", buyerName: "Nasrin Akter", buyerCompany: "Akter Trading GmbH", buyerCountry: "Germany",
        createdAt: ago(daysAgo - 1), answeredAt: ago(daysAgo - 2), answerMessage: "Too dear; my cell is +44 7700 900123",
      }).returning({ id: offers.id });
      await db.insert(offerLines).values({ offerId: offer?.id ?? 0, position: 1, requestLine: 1, product: "Hessian cloth", companyId: 2, unit: "MT", quantity: "24", unitPrice: "1234.5", amount: "29628" });
      return code;
    };
    const oldCode = await request(`Q-OFFER-OLD-${engine}`, retention.tradeRecords.days + 1);
    const newCode = await request(`Q-OFFER-NEW-${engine}`, retention.tradeRecords.days - 1);

    expect((await createRetentionJob(db, { clock }).run()).tradeRecords).toBeGreaterThanOrEqual(1);
    const offerOf = async (code: string) => (await db.select().from(offers).where(eq(offers.verifyCode, code)))[0];
    expect(await offerOf(oldCode)).toMatchObject({
      number: `PI-Q-OFFER-OLD-${engine}-1`, state: "declined", total: "29628.00", validUntil: "2025-07-01",
      buyerName: "", buyerCompany: "", buyerCountry: "", answerMessage: "",
    });
    expect(await offerOf(newCode)).toMatchObject({ buyerName: "Nasrin Akter", buyerCompany: "Akter Trading GmbH", buyerCountry: "Germany", answerMessage: "Too dear; my cell is +44 7700 900123" });

    const page = await server.app.inject({ method: "GET", url: `/verify/${oldCode}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(escapeHtml(VERIFY_BUYER_REMOVED));
    expect(page.body).toContain(`PI-Q-OFFER-OLD-${engine}-1`);
    for (const word of ["Nasrin", "Akter", "Germany", "+44 7700"]) expect(page.body).not.toContain(word);
    // The figures stand: the line as issued.
    expect(page.body).toContain("Hessian cloth: 24 MT");
    const kept = await server.app.inject({ method: "GET", url: `/verify/${newCode}` });
    expect(kept.statusCode).toBe(200);
    expect(kept.body).not.toContain(escapeHtml(VERIFY_BUYER_REMOVED));
  });
});

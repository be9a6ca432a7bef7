/**
 * The member's own account: read, rename, change the password (the current one required, a
 * wrong one counting toward the account's lockout; other sessions end, this one stays), log
 * out everywhere, delete (after the email is typed: personal data and sessions go, enquiries
 * stay without it). Bad input gets a 400 naming the field; no token gets a 401.
 */
import escapeHtml from "escape-html";
import { and, eq, inArray, ne } from "drizzle-orm";
import { PDFParse } from "pdf-parse";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountReply, BUYER_REMOVED, offerReply, offersReply } from "@jute/api/contract";
import { enquiries, members, offers, outbox, passwordResets, sessions } from "../src/db/schema";
import { DELETE_EMAIL_MISMATCH, WRONG_CURRENT_PASSWORD } from "../src/http/routes/account";
import { VERIFY_BUYER_REMOVED } from "../src/http/routes/verify-page";
import { DELETED_NAME } from "../src/domain/accounts/forget-member";
import { enqueueMail } from "../src/domain/mail/outbox";
import { bearer, buildTestServer, engines, json, newMember, type TestServer } from "./helper";
import { staffToken } from "./staff-helpers";

const SPEC = { sub_category_id: "1", company_id: "2", count: "8", ply: "2", oil: "VOT", truck_fare_id: "1" };
const pdfText = async (bytes: Buffer | Uint8Array) => (await new PDFParse({ data: new Uint8Array(bytes) }).getText()).text;

describe.each(engines)("the member's account (%s)", (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await buildTestServer({ engine, env: { ACCOUNT_FAILURES_BEFORE_LOCK: "3", MAIL_TO: "sales-desk@mill.example" } });
  });
  afterAll(async () => server.close());

  const post = (path: string, body: unknown, token?: string) => server.app.inject(json("POST", `/api/${path}`, body, token ? bearer(token) : {}));
  const account = (token: string) => server.app.inject(json("GET", "/api/api_account", undefined, bearer(token)));
  const login = async (email: string, password: string) => post("api_login", { email, password });

  async function member() {
    const details = newMember();
    expect((await post("api_register", details)).statusCode).toBe(201);
    const token = (await login(details.email, details.password)).json().token as string;
    return { ...details, token };
  }

  it("shows the member their name and email, and no one else anything", async () => {
    const me = await member();
    const reply = await account(me.token);
    expect(reply.statusCode).toBe(200);
    const parsed = accountReply().parse(reply.json());
    expect(parsed.data).toMatchObject({ name: me.name, email: me.email });
    for (const headers of [{}, bearer("not-a-real-token-at-all-000000")]) {
      const refused = await server.app.inject(json("GET", "/api/api_account", undefined, headers));
      expect(refused.statusCode).toBe(401);
      expect(refused.json().success).toBe(false);
    }
  });

  it("renames the member, and names the field when the name is wrong", async () => {
    const me = await member();
    const reply = await post("api_account_name", { name: "  Rahima Begum  " }, me.token);
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toMatchObject({ success: true, msg: "Your name is now Rahima Begum", data: { name: "Rahima Begum", email: me.email } });
    expect(accountReply().parse((await account(me.token)).json()).data.name).toBe("Rahima Begum");
    for (const [body, message] of [
      [{}, "Enter your name"],
      [{ name: "   " }, "Enter your name"],
      [{ name: "x".repeat(101) }, "Your name can be at most 100 characters"],
      [{ name: 5 }, /^Enter your name$/],
    ] as const) {
      const refused = await post("api_account_name", body, me.token);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(refused.json().msg).toMatch(message);
    }
    expect((await post("api_account_name", { name: "Someone" })).statusCode).toBe(401);
  });

  it("changes the password with the current one: other sessions end, this one stays", async () => {
    const me = await member();
    const other = (await login(me.email, me.password)).json().token as string;
    const reply = await post("api_account_password", { current_password: me.password, password: "a-brand-new-secret" }, me.token);
    expect(reply.statusCode).toBe(200);
    expect(reply.json().msg).toBe("Your password has been changed. Your other sessions have ended; this one stays.");
    expect((await account(me.token)).statusCode).toBe(200);
    expect((await account(other)).statusCode).toBe(401);
    expect((await login(me.email, me.password)).statusCode).toBe(401);
    expect((await login(me.email, "a-brand-new-secret")).statusCode).toBe(200);
  });

  it("refuses a new password that breaks the policy, on its field", async () => {
    const me = await member();
    for (const [password, message] of [
      ["short", /^The password must be at least 8 characters$/],
      ["qwerty123", /too easy to guess/],
      [me.email, /too easy to guess/],
    ] as const) {
      const refused = await post("api_account_password", { current_password: me.password, password }, me.token);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().msg).toMatch(message);
    }
    const missing = await post("api_account_password", { password: "whatever-new-1" }, me.token);
    expect(missing.json()).toEqual({ success: false, msg: "Enter your current password", field: "current_password", code: "invalid_input" });
  });

  it("counts a wrong current password toward the account's lockout, which then refuses logins too", async () => {
    const me = await member();
    for (let i = 0; i < 3; i++) {
      const wrong = await post("api_account_password", { current_password: `wrong-${i}-password`, password: "a-brand-new-secret" }, me.token);
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toEqual({ success: false, msg: WRONG_CURRENT_PASSWORD, field: "current_password", code: "invalid_input" });
    }
    const locked = await post("api_account_password", { current_password: me.password, password: "a-brand-new-secret" }, me.token);
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers["retry-after"])).toBeGreaterThan(0);
    expect((await login(me.email, me.password)).statusCode).toBe(429);
  });

  it("logs out everywhere: every session of the member ends, this one included, no one else's", async () => {
    const me = await member();
    const other = (await login(me.email, me.password)).json().token as string;
    const stranger = await member();
    const reply = await post("api_logout_everywhere", {}, me.token);
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({ success: true, msg: "Logged out everywhere: 2 sessions ended" });
    expect((await account(me.token)).statusCode).toBe(401);
    expect((await account(other)).statusCode).toBe(401);
    expect((await account(stranger.token)).statusCode).toBe(200);
    expect((await post("api_logout_everywhere", {}, me.token)).statusCode).toBe(401);
  });

  it("deletes the account only when the email is typed, keeping enquiries without personal data", async () => {
    const me = await member();
    const [row] = await server.database.db.select({ id: members.id }).from(members).where(eq(members.email, me.email));
    const memberId = row?.id ?? 0;
    await server.database.db.insert(enquiries).values([
      { reference: `E-T-${memberId}-1`, kind: "contact", memberId, name: me.name, email: me.email, subject: "Hessian for 40 ft", message: "Call me on +880 1711 000000" },
      { reference: `E-T-${memberId}-2`, kind: "contact", memberId: null, name: me.name, email: me.email.toUpperCase(), subject: "Before I registered", message: "Hello" },
    ]);
    await server.database.db.transaction(async (tx) => {
      await enqueueMail(tx, { to: me.email, subject: "Your enquiry", text: `Dear ${me.name}`, kind: "enquiry-ack", reference: `E-T-${memberId}-1`, memberId });
    });
    expect((await post("api_password_forgot", { email: me.email })).statusCode).toBe(200);
    await server.app.backgroundJobs.settled();

    const mismatch = await post("api_account_delete", { email: "someone.else@example.com" }, me.token);
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json()).toEqual({ success: false, msg: DELETE_EMAIL_MISMATCH, field: "email", code: "invalid_input" });
    expect((await post("api_account_delete", {}, me.token)).json()).toEqual({ success: false, msg: "Type your email to confirm", field: "email", code: "invalid_input" });
    expect((await account(me.token)).statusCode).toBe(200);

    const reply = await post("api_account_delete", { email: `  ${me.email.toUpperCase()} ` }, me.token);
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({ success: true, msg: "Your account has been deleted and you are logged out" });

    const { db } = server.database;
    expect(await db.select().from(members).where(eq(members.id, memberId))).toEqual([]);
    expect(await db.select().from(sessions).where(eq(sessions.memberId, memberId))).toEqual([]);
    expect(await db.select().from(passwordResets).where(eq(passwordResets.memberId, memberId))).toEqual([]);
    const kept = await db.select().from(enquiries).where(eq(enquiries.subject, "Hessian for 40 ft"));
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatchObject({ reference: `E-T-${memberId}-1`, memberId: null, name: DELETED_NAME, email: "", message: "" });
    // A message sent from the address while not logged in is not the account's: it stays whole.
    const before = await db.select().from(enquiries).where(eq(enquiries.reference, `E-T-${memberId}-2`));
    expect(before[0]).toMatchObject({ memberId: null, name: me.name, email: me.email.toUpperCase(), message: "Hello" });
    const everything = JSON.stringify([await db.select().from(enquiries).where(ne(enquiries.reference, `E-T-${memberId}-2`)), await db.select().from(outbox)]);
    expect(everything).not.toContain(me.email);
    expect(everything).not.toContain(me.name);

    expect((await account(me.token)).statusCode).toBe(401);
    expect((await login(me.email, me.password)).statusCode).toBe(401);
    // The email is free again.
    expect((await post("api_register", { name: "New Owner", email: me.email, password: "another-good-secret" })).statusCode).toBe(201);
  });

  it("deletes only the rows the account made: a visitor's messages from its address, the mill's unsent mail and other members' rows stay word for word", async () => {
    const { db } = server.database;
    const visitor = newMember();
    // A visitor writes from their own mailbox: the message, the mill's notification (Reply-To
    // the visitor) and the visitor's acknowledgement.
    const visitorSent = await post("api_enquiry", { name: "Visitor Vera", email: visitor.email, subject: "Sacking for rice", message: "Visitor text: call me on +44 20 7946 0000" });
    expect(visitorSent.statusCode).toBe(201);
    const stranger = await member();
    expect((await post("api_enquiry", { name: stranger.name, email: stranger.email, subject: "Rope", message: "A stranger's own message" }, stranger.token)).statusCode).toBe(201);
    // Someone registers the visitor's address (in capitals) and writes while logged in.
    const taker = { ...newMember(), email: visitor.email.toUpperCase() };
    expect((await post("api_register", taker)).statusCode).toBe(201);
    const token = (await login(taker.email, taker.password)).json().token as string;
    const own = await post("api_enquiry", { name: taker.name, email: visitor.email, subject: "The taker's own", message: "Written while logged in" }, token);
    expect(own.statusCode).toBe(201);
    const ownReference = own.json().data.reference as string;
    // Logged in, it may type someone else's address: that person's acknowledgement is theirs.
    const thirdParty = newMember().email;
    const typed = await post("api_enquiry", { name: taker.name, email: thirdParty, subject: "Typed another address", message: "For a third party" }, token);
    expect(typed.statusCode).toBe(201);

    // Every row but the taker's own, as it stands: no SMTP here, so the mill's notifications
    // all wait unsent (as when SMTP is down), one per enquiry, the taker's own included.
    const [takerRow] = await db.select({ id: members.id }).from(members).where(eq(members.email, visitor.email));
    const takerId = takerRow?.id ?? 0;
    const enquiryIds = (await db.select({ id: enquiries.id, memberId: enquiries.memberId }).from(enquiries)).filter((row) => row.memberId !== takerId).map((row) => row.id);
    const mailIds = (await db.select({ id: outbox.id, memberId: outbox.memberId }).from(outbox)).filter((row) => row.memberId !== takerId).map((row) => row.id);
    const snapshot = async () => ({
      enquiries: await db.select().from(enquiries).where(inArray(enquiries.id, enquiryIds)).orderBy(enquiries.id),
      outbox: await db.select().from(outbox).where(inArray(outbox.id, mailIds)).orderBy(outbox.id),
    });
    const before = await snapshot();
    const millMail = before.outbox.filter((row) => row.toAddress === "sales-desk@mill.example");
    expect(millMail.map((row) => [row.reference, row.status])).toEqual(expect.arrayContaining([[visitorSent.json().data.reference, "pending"], [ownReference, "pending"]]));
    expect(before.outbox.filter((row) => row.toAddress === visitor.email && row.kind === "contact-ack")).toHaveLength(1);
    const thirdPartyAck = before.outbox.filter((row) => row.toAddress === thirdParty && row.kind === "contact-ack");
    expect(thirdPartyAck.map((row) => [row.reference, row.status])).toEqual([[typed.json().data.reference, "pending"]]);

    expect((await post("api_account_delete", { email: visitor.email }, token)).statusCode).toBe(200);

    const after = await snapshot();
    expect(after.enquiries).toHaveLength(before.enquiries.length);
    expect(after.outbox).toHaveLength(before.outbox.length);
    expect(after).toEqual(before);
    expect(after.enquiries.find((row) => row.reference === visitorSent.json().data.reference)).toMatchObject({ memberId: null, name: "Visitor Vera", email: visitor.email, message: "Visitor text: call me on +44 20 7946 0000" });
    const ownMill = after.outbox.find((row) => row.reference === ownReference && row.kind === "contact-mill");
    expect(ownMill).toMatchObject({ status: "pending", toAddress: "sales-desk@mill.example", replyTo: visitor.email });
    expect(ownMill?.textBody).toContain("Written while logged in");
    expect(after.outbox.filter((row) => row.toAddress === thirdParty)).toEqual(thirdPartyAck);
    // What the account made is erased; its own acknowledgement, still waiting, is dropped.
    const [ownRow] = await db.select().from(enquiries).where(eq(enquiries.reference, ownReference));
    expect(ownRow).toMatchObject({ memberId: null, name: DELETED_NAME, email: "", message: "" });
    expect(await db.select().from(outbox).where(and(eq(outbox.reference, ownReference), eq(outbox.kind, "contact-ack")))).toEqual([]);
  });

  it("after deletion an offer keeps its number, amounts and goods and loses the buyer: staff list, staff proforma and /verify say so; the mill's mail stays", async () => {
    const { db } = server.database;
    const { token: staff } = await staffToken(server);
    const buyer = await member();
    expect((await post("api_account_details", { company: "Akter Trading GmbH", country: "Germany" }, buyer.token)).statusCode).toBe(200);
    const quote = await post("api_quote_request", { ...SPEC, quantity: "25" }, buyer.token);
    expect(quote.statusCode).toBe(201);
    const reference = quote.json().data.reference as string;
    const [request] = await db.select({ id: enquiries.id }).from(enquiries).where(eq(enquiries.reference, reference));
    const validUntil = new Date(Date.now() + 10 * 24 * 3600 * 1000).toISOString().slice(0, 10);
    const made = await post(
      "staff/offers",
      { enquiry_id: String(request?.id), seen_version: "0", lines: [{ request_line: 1, unit_price: "1234.5", quantity: "24" }], incoterm: "FOB", place: "Chattogram", valid_until: validUntil, payment_terms: "lc_at_sight", shipment_period: "January 2027", packing: "Bales of 250 kg", note: "" },
      staff,
    );
    expect(made.statusCode, made.body).toBe(201);
    const offer = offerReply().parse(made.json()).data;
    expect((await post("api_offer_decline", { offer_id: offer.id, message: "Too dear; my cell is +44 7700 900123" }, buyer.token)).statusCode).toBe(200);
    const [stored] = await db.select({ verifyCode: offers.verifyCode }).from(offers).where(eq(offers.id, Number(offer.id)));
    const listOf = async () => offersReply().parse((await server.app.inject(json("GET", `/api/staff/offers?enquiry_id=${request?.id}`, undefined, bearer(staff)))).json()).data;
    expect((await listOf())[0]).toMatchObject({ buyer_name: buyer.name, buyer_company: "Akter Trading GmbH", buyer_country: "Germany", answer_message: "Too dear; my cell is +44 7700 900123" });
    const millMail = async () => db.select().from(outbox).where(and(eq(outbox.reference, reference), eq(outbox.toAddress, "sales-desk@mill.example"))).orderBy(outbox.id);
    const millBefore = await millMail();
    expect(millBefore.map((row) => row.kind)).toEqual(["quote-mill", "offer-declined"]);

    expect((await post("api_account_delete", { email: buyer.email }, buyer.token)).statusCode).toBe(200);

    const gone = [buyer.name, buyer.email, "Akter Trading", "Germany", "+44 7700"];
    const listed = await listOf();
    expect(listed).toHaveLength(1);
    // The consignee was the buyer's company and country (the default): erased with them.
    expect(listed[0]).toEqual({ ...offer, state: "declined", answered_at: listed[0]?.answered_at, buyer_name: "", buyer_company: "", buyer_country: "", answer_message: "", shipping: { ...offer.shipping, consignee: "" } });
    for (const word of gone) expect(JSON.stringify(listed)).not.toContain(word);

    const pdf = await server.app.inject({ method: "GET", url: `/api/staff/offers/proforma/${offer.id}`, headers: bearer(staff) });
    expect(pdf.statusCode).toBe(200);
    const text = await pdfText(pdf.rawPayload);
    for (const kept of [BUYER_REMOVED, offer.number, "USD 29,628.00", "FOB Chattogram"]) expect(text).toContain(kept);
    for (const word of gone) expect(text).not.toContain(word);

    const page = await server.app.inject({ method: "GET", url: `/verify/${stored?.verifyCode}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(escapeHtml(VERIFY_BUYER_REMOVED));
    expect(page.body).toContain(offer.number);
    expect(page.body).toContain("29,628.00");
    for (const word of gone) expect(page.body).not.toContain(word);

    // The mill's notifications (the request, the decline) are the mill's: not touched.
    expect(await millMail()).toEqual(millBefore);
  });

  it("answers bad bodies with a 400 naming the problem, never a 5xx", async () => {
    const me = await member();
    for (const path of ["api_account_name", "api_account_password", "api_account_delete"]) {
      for (const payload of ["[]", "null", "\"text\"", "{\"name\":", JSON.stringify({ name: { $ne: 1 }, email: ["a"], current_password: 1, password: 2 })]) {
        const reply = await server.app.inject({ method: "POST", url: `/api/${path}`, headers: { "content-type": "application/json", ...bearer(me.token) }, payload });
        expect(reply.statusCode, `${path} ${payload}`).toBe(400);
        expect(reply.json().success).toBe(false);
        expect(reply.json().msg.length).toBeGreaterThan(0);
      }
    }
  });
});

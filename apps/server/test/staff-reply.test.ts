/**
 * Issue 25 (item 6): a staff reply written in the inbox goes to the enquirer by mail through
 * the outbox (received here by a real SMTP server), is stored, shows in the member's My
 * enquiries, and marks the enquiry answered; "answered" can be reopened and answered again;
 * bad input is refused with its field and code; a reply racing another reply or a reopen is
 * decided at the write.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, count, eq } from "drizzle-orm";
import { inboxAnswerReply, inboxEntryReply, inboxReplySentReply, loginReply, myEnquiriesReply, STAFF_REPLY_MAX } from "@jute/api/contract";
import { outbox, requestMessages } from "../src/db/schema";
import { buildTestServer, defaultEngines, engines, json, newMember, type TestServer, registerMember } from "./helper";
import { startTestSmtp, type TestSmtp } from "./smtp";
import { get, post, staffToken } from "./staff-helpers";

const SPEC = { sub_category_id: "1", company_id: "2", count: "8", ply: "2", oil: "VOT", truck_fare_id: "1" };
const SALES = "sales-desk@mill.example";

describe.each(engines)("staff replies from the inbox on %s", (engine) => {
  let server: TestServer;
  let smtp: TestSmtp;
  let staff: { token: string; email: string };
  let member: { token: string; email: string; name: string };

  const reply = (id: string, message: unknown, token = staff.token) => post(server.app, "/api/staff/enquiries/reply", { enquiry_id: id, message }, token);
  const reopen = (id: string, token = staff.token) => post(server.app, "/api/staff/enquiries/reopen", { enquiry_id: id }, token);
  const open = async (id: string) => inboxEntryReply().parse((await get(server.app, `/api/staff/enquiries/${id}`, staff.token)).json()).data;
  const idOf = async (reference: string) => {
    const list = (await get(server.app, "/api/staff/enquiries", staff.token)).json() as { data: { id: string; reference: string }[] };
    const found = list.data.find((entry) => entry.reference === reference);
    if (!found) throw new Error(`${reference} is not in the inbox`);
    return found.id;
  };
  const quoteRequest = async () => {
    const sent = await post(server.app, "/api/api_quote_request", { ...SPEC, quantity: "25" }, member.token);
    expect(sent.statusCode).toBe(201);
    const reference = (sent.json() as { data: { reference: string } }).data.reference;
    return { reference, id: await idOf(reference) };
  };
  const repliesStored = async (id: string) =>
    (await server.database.db.select({ n: count() }).from(requestMessages).where(and(eq(requestMessages.enquiryId, Number(id)), eq(requestMessages.from, "mill"))))[0]?.n ?? 0;
  const replyMailsQueued = async (reference: string) =>
    (await server.database.db.select({ n: count() }).from(outbox).where(and(eq(outbox.reference, reference), eq(outbox.kind, "staff-reply"))))[0]?.n ?? 0;

  beforeAll(async () => {
    smtp = await startTestSmtp();
    server = await buildTestServer({
      engine,
      env: { SMTP_URL: smtp.url, MAIL_FROM: "Jute Mills <web@mill.example>", MAIL_TO: "enquiries@mill.example", MAIL_REPLY_TO: SALES, MAIL_RETRY_MAX_SECONDS: "1" },
    });
    staff = await staffToken(server);
    const account = await registerMember(server);
    const login = loginReply().parse((await server.app.inject(json("POST", "/api/api_login", { email: account.email, password: account.password }))).json());
    member = { token: login.token, email: account.email, name: account.name };
  });
  afterAll(async () => {
    await server.close();
    await smtp.stop();
  });

  it("mails a member's reply (HTML and text, signed, Reply-To the sales address), stores it, marks it answered and shows it in My enquiries", async () => {
    const { reference, id } = await quoteRequest();
    const text = "We can ship 25 MT in March from Chattogram.\nOur offer follows today.";
    const response = await reply(id, `  ${text}  `);
    expect(response.statusCode).toBe(200);
    const sent = inboxReplySentReply().parse(response.json());
    expect(sent.msg).toBe(`Reply to ${reference} sent to ${member.email}; marked answered`);
    expect(sent.data).toMatchObject({ reference, status: "answered", answered_by: staff.email, mailed_to: member.email, time_zone: "Asia/Dhaka" });

    const [mail] = await smtp.waitFor(1, (received) => received.headers["x-reference"] === reference && received.to.includes(member.email) && /reply/i.test(received.headers.subject ?? ""));
    expect(mail?.headers.subject).toBe(`Our reply to your quote request ${reference}`);
    expect(mail?.headers["reply-to"]).toBe(SALES);
    // A proven member is greeted by the account's name.
    expect(mail?.text).toContain(`Dear ${member.name},`);
    expect(mail?.text.replace(/\r\n/g, "\n")).toContain(text);
    expect(mail?.text).toContain("/my-enquiries");
    expect(mail?.text.replace(/\r\n/g, "\n")).toContain("With kind regards,\nSonali Jute Group");
    expect(mail?.raw).toContain("Content-Type: text/html");

    const opened = await open(id);
    expect(opened.replies).toEqual([{ by: staff.email, at: sent.data.answered_at, message: text }]);
    expect(opened).toMatchObject({ status: "answered", answered_by: staff.email });

    const mine = myEnquiriesReply().parse((await get(server.app, "/api/api_my_enquiries", member.token)).json()).data.find((entry) => entry.reference === reference);
    expect(mine).toMatchObject({ status: "answered", time_zone: "Asia/Dhaka", replies: [{ at: sent.data.answered_at, message: text }] });
    // Staff addresses stay inside the mill.
    expect(JSON.stringify(mine)).not.toContain(staff.email);
  });

  it("mails a visitor's contact enquiry the reply only, with no link to a page they cannot open", async () => {
    const visitor = { name: "Rahim Traders", email: `rahim-${Date.now()}@example.com`, subject: "Hessian for export", message: "Please send your terms for hessian cloth." };
    const sent = await server.app.inject(json("POST", "/api/api_enquiry", visitor));
    expect(sent.statusCode).toBe(201);
    const reference = (sent.json() as { data: { reference: string } }).data.reference;
    const id = await idOf(reference);
    expect((await reply(id, "Our terms are attached to the price list; we ship from Chattogram.")).statusCode).toBe(200);
    const [mail] = await smtp.waitFor(1, (received) => received.headers["x-reference"] === reference && received.headers.subject === `Our reply to your enquiry ${reference}`);
    expect(mail?.to).toEqual([visitor.email]);
    // The name typed into the contact form is nobody's proven name: never repeated.
    expect(mail?.text).toContain("Dear customer,");
    expect(mail?.text).not.toContain("Rahim Traders");
    expect(mail?.text).not.toContain("/my-enquiries");
    expect(mail?.headers["reply-to"]).toBe(SALES);
  });

  it("reopens an answered enquiry, records who and when, and takes a second reply; reopening twice or answering twice is refused", async () => {
    const { reference, id } = await quoteRequest();
    expect((await reply(id, "First answer.")).statusCode).toBe(200);

    const twice = await reply(id, "Second answer before reopening.");
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ success: false, msg: `Enquiry ${reference} is already answered by ${staff.email}: reopen it to answer again`, code: "conflict" });
    expect((await post(server.app, "/api/staff/enquiries/answer", { enquiry_id: id }, staff.token)).statusCode).toBe(409);

    const reopened = await reopen(id);
    expect(reopened.statusCode).toBe(200);
    const summary = inboxAnswerReply().parse(reopened.json());
    expect(summary.msg).toBe(`${reference} reopened`);
    expect(summary.data).toMatchObject({ status: "received", reopened_by: staff.email, answered_by: staff.email });
    expect(summary.data.reopened_at).not.toBe("");
    const again = await reopen(id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ success: false, msg: `Enquiry ${reference} is not answered: there is nothing to reopen`, code: "conflict" });

    const mine = () => get(server.app, "/api/api_my_enquiries", member.token).then((r) => myEnquiriesReply().parse(r.json()).data.find((entry) => entry.reference === reference));
    expect((await mine())?.status).toBe("received");

    expect((await reply(id, "Second answer, after reopening.")).statusCode).toBe(200);
    expect((await open(id)).replies.map((entry) => entry.message)).toEqual(["First answer.", "Second answer, after reopening."]);
    expect((await mine())?.replies.map((entry) => entry.message)).toEqual(["First answer.", "Second answer, after reopening."]);
    expect(await replyMailsQueued(reference)).toBe(2);
    // Marked answered again without a reply, after a reopen, works too.
    expect((await reopen(id)).statusCode).toBe(200);
    expect(inboxAnswerReply().parse((await post(server.app, "/api/staff/enquiries/answer", { enquiry_id: id }, staff.token)).json()).data.status).toBe("answered");
  });

  it("refuses bad input with its field and code, stores nothing and mails nothing", async () => {
    const { reference, id } = await quoteRequest();
    const cases: [unknown, number, Record<string, unknown>][] = [
      [{ enquiry_id: id, message: "   " }, 400, { field: "message", code: "invalid_input", msg: "Write the reply" }],
      [{ enquiry_id: id, message: "x".repeat(STAFF_REPLY_MAX + 1) }, 400, { field: "message", code: "invalid_input", msg: `The reply can be at most ${STAFF_REPLY_MAX.toLocaleString("en")} characters` }],
      [{ enquiry_id: id }, 400, { field: "message", code: "invalid_input", msg: "Write the reply" }],
      [{ enquiry_id: id, message: 42 }, 400, { field: "message", code: "invalid_input" }],
      [{ enquiry_id: id, message: "bell \u0007" }, 400, { field: "message", code: "invalid_input", msg: "Remove the special (control) characters from the reply" }],
      [{ enquiry_id: "x", message: "Hello" }, 400, { field: "enquiry_id", code: "invalid_input", msg: "Say which enquiry this is about: its number is a whole number" }],
      [{ enquiry_id: "999999", message: "Hello" }, 404, { field: "enquiry_id", code: "not_found", msg: "There is no enquiry 999999" }],
      [{ enquiry_id: id, message: "Hello", cc: "someone@example.com" }, 400, { code: "invalid_input" }],
    ];
    for (const [body, status, failure] of cases) {
      const response = await post(server.app, "/api/staff/enquiries/reply", body, staff.token);
      expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBe(status);
      expect(response.json()).toMatchObject({ success: false, ...failure });
    }
    expect((await reopen("999999")).json()).toMatchObject({ success: false, code: "not_found", field: "enquiry_id" });
    expect(await repliesStored(id)).toBe(0);
    expect(await replyMailsQueued(reference)).toBe(0);
    expect((await open(id)).status).toBe("received");
  });

  it("refuses the reply and the reopen to visitors (401) and members (403)", async () => {
    const { id } = await quoteRequest();
    for (const url of ["/api/staff/enquiries/reply", "/api/staff/enquiries/reopen"]) {
      expect((await post(server.app, url, { enquiry_id: id, message: "Hello" })).statusCode).toBe(401);
      expect((await post(server.app, url, { enquiry_id: id, message: "Hello" }, member.token)).statusCode).toBe(403);
    }
    expect(await repliesStored(id)).toBe(0);
  });

  it("lets one of two replies sent at once win: the other is told 409, one reply is stored and one mail queued", async () => {
    const { reference, id } = await quoteRequest();
    const results = await Promise.all([reply(id, "Answer from the first clerk."), reply(id, "Answer from the second clerk.")]);
    expect(results.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    expect(await repliesStored(id)).toBe(1);
    expect(await replyMailsQueued(reference)).toBe(1);
    const loser = results.find((response) => response.statusCode === 409);
    expect(loser?.json()).toMatchObject({ success: false, code: "conflict" });
    const stored = (await open(id)).replies.map((entry) => entry.message);
    expect(stored).toHaveLength(1);
    expect(["Answer from the first clerk.", "Answer from the second clerk."]).toContain(stored[0]);
  });

  it("decides a reply racing a reopen at the write: the enquiry ends in a state both replies agree with", async () => {
    const { reference, id } = await quoteRequest();
    expect((await reply(id, "First answer.")).statusCode).toBe(200);
    const [reopened, replied] = await Promise.all([reopen(id), reply(id, "An answer sent as it was reopened.")]);
    expect(reopened.statusCode).toBe(200);
    const entry = await open(id);
    if (replied.statusCode === 200) {
      // The reopen came first: the reply answered it again.
      expect(entry.status).toBe("answered");
      expect(entry.replies).toHaveLength(2);
      expect(await replyMailsQueued(reference)).toBe(2);
    } else {
      // The reply met it still answered: refused, nothing stored or mailed; the reopen stands.
      expect(replied.statusCode).toBe(409);
      expect(entry.status).toBe("received");
      expect(entry.replies).toHaveLength(1);
      expect(await replyMailsQueued(reference)).toBe(1);
    }
  });
});

describe.each(defaultEngines)("a deleted member's replies on %s", (engine) => {
  it("go with their account: the enquiry is kept anonymised, the mill's replies to it are deleted", async () => {
    const server = await buildTestServer({ engine });
    try {
      const { token: staff } = await staffToken(server);
      const account = newMember();
      await server.app.inject(json("POST", "/api/api_register", account));
      const login = loginReply().parse((await server.app.inject(json("POST", "/api/api_login", { email: account.email, password: account.password }))).json());
      const sent = await post(server.app, "/api/api_quote_request", { ...SPEC, quantity: "5" }, login.token);
      const reference = (sent.json() as { data: { reference: string } }).data.reference;
      const list = (await get(server.app, "/api/staff/enquiries", staff)).json() as { data: { id: string; reference: string }[] };
      const id = list.data.find((entry) => entry.reference === reference)?.id ?? "";
      expect((await post(server.app, "/api/staff/enquiries/reply", { enquiry_id: id, message: `Dear ${account.name}, we can ship in March.` }, staff)).statusCode).toBe(200);
      expect((await post(server.app, "/api/api_account_delete", { email: account.email }, login.token)).statusCode).toBe(200);
      const opened = inboxEntryReply().parse((await get(server.app, `/api/staff/enquiries/${id}`, staff)).json()).data;
      expect(opened).toMatchObject({ reference, email: "", replies: [] });
    } finally {
      await server.close();
    }
  }, 120_000);
});

describe("the inbox's times name the configured zone", () => {
  it("sends MILL_TIME_ZONE with every inbox entry and My enquiries row", async () => {
    const server = await buildTestServer({ env: { MILL_TIME_ZONE: "UTC" } });
    try {
      const { token } = await staffToken(server);
      const account = newMember();
      await server.app.inject(json("POST", "/api/api_register", account));
      const login = loginReply().parse((await server.app.inject(json("POST", "/api/api_login", { email: account.email, password: account.password }))).json());
      expect((await post(server.app, "/api/api_quote_request", { ...SPEC, quantity: "5" }, login.token)).statusCode).toBe(201);
      const list = (await get(server.app, "/api/staff/enquiries", token)).json() as { data: { time_zone: string }[] };
      expect(list.data.map((entry) => entry.time_zone)).toEqual(["UTC"]);
      const mine = myEnquiriesReply().parse((await get(server.app, "/api/api_my_enquiries", login.token)).json()).data;
      expect(mine.map((entry) => entry.time_zone)).toEqual(["UTC"]);
    } finally {
      await server.close();
    }
  }, 120_000);
});

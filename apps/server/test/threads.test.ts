/**
 * The thread of a request (issue 35, item 3): the buyer and the mill write, each message mailed
 * to the other side once through the outbox (on both engines, through an SMTP outage); a member
 * reaches only their own requests' threads (both engines); the rest on PGlite: both sides post
 * and read oldest first, the inbox's reply and a change request on an offer are messages of the
 * thread, a spec sheet goes with a staff message, size and rate limits, unread counts, HTML in
 * a body stays text, and the export, deletion and retention cover the messages; migration 0021
 * moves the staff replies of a database of 0018 into the threads.
 */
import { existsSync } from "node:fs";
import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loginReply, myDataReply, staffThreadUnreadReply, THREAD_MESSAGE_MAX, threadReply, threadUnreadReply, type Thread } from "@jute/api/contract";
import { openDatabase } from "../src/db/database";
import { outbox, requestMessages } from "../src/db/schema";
import { migrationsFolder } from "../src/paths";
import { fixedClock } from "../src/domain/clock";
import { createRetentionJob } from "../src/domain/privacy/retention";
import { buildTestServer, defaultEngines, engines, json, registerMember, type TestServer } from "./helper";
import { makeOffer } from "./offer-helpers";
import { startTestSmtp, type TestSmtp } from "./smtp";
import { get, post, staffToken } from "./staff-helpers";

const SPEC = { sub_category_id: "1", company_id: "2", count: "8", ply: "2", oil: "VOT", truck_fare_id: "1" };
const SALES = "sales-desk@mill.example";
const MAIL_ENV = { MAIL_FROM: "Jute Mills <web@mill.example>", MAIL_TO: "enquiries@mill.example", MAIL_REPLY_TO: SALES, MAIL_RETRY_MAX_SECONDS: "1" };

interface Member {
  token: string;
  email: string;
  name: string;
}

async function loggedIn(server: TestServer): Promise<Member> {
  const account = await registerMember(server);
  const login = loginReply().parse((await server.app.inject(json("POST", "/api/api_login", { email: account.email, password: account.password }))).json());
  return { token: login.token, email: account.email, name: account.name };
}

/** A member's quote request: its reference and staff inbox id. */
async function quoteRequest(server: TestServer, member: Member): Promise<{ reference: string; id: string }> {
  const sent = await post(server.app, "/api/api_quote_request", { ...SPEC, quantity: "25" }, member.token);
  expect(sent.statusCode).toBe(201);
  const reference = (sent.json() as { data: { reference: string } }).data.reference;
  const { rows } = (await server.database.db.execute(sql`select id from enquiries where reference = ${reference}`)) as unknown as { rows: { id: number }[] };
  return { reference, id: String(rows[0]?.id) };
}

const threadOf = (response: { json(): unknown }): Thread => threadReply().parse(response.json()).data;


describe.each(engines)("request threads on %s", (engine) => {
  let server: TestServer;
  let smtp: TestSmtp;
  let staff: { token: string; email: string };
  let buyer: Member;
  let other: Member;

  beforeAll(async () => {
    smtp = await startTestSmtp();
    server = await buildTestServer({ engine, env: { SMTP_URL: smtp.url, ...MAIL_ENV } });
    staff = await staffToken(server);
    buyer = await loggedIn(server);
    other = await loggedIn(server);
  });
  afterAll(async () => {
    await server.close();
    await smtp.stop();
  });

  it("mails each message to the other side exactly once through an SMTP outage", async () => {
    const { reference, id } = await quoteRequest(server, buyer);
    await smtp.stop();
    try {
      expect((await post(server.app, "/api/api_thread", { reference, body: "Can you ship in March?" }, buyer.token)).statusCode).toBe(201);
      expect((await post(server.app, "/api/staff/threads", { enquiry_id: id, body: "Yes, from Chattogram." }, staff.token)).statusCode).toBe(201);
      const kinds = ["thread-buyer", "staff-reply"];
      const tried = async () => {
        const rows = await server.database.db.select().from(outbox).where(eq(outbox.reference, reference));
        return kinds.every((kind) => rows.some((row) => row.kind === kind && row.attempts >= 1 && row.status === "pending"));
      };
      await expect.poll(tried, { timeout: 30_000, interval: 50 }).toBe(true);
    } finally {
      await smtp.start();
    }
    const toMill = await smtp.waitFor(1, (mail) => mail.headers["x-reference"] === reference && mail.to.includes(SALES));
    const toBuyer = await smtp.waitFor(1, (mail) => mail.headers["x-reference"] === reference && mail.to.includes(buyer.email) && /reply/i.test(mail.headers.subject ?? ""));
    expect(toMill[0]?.headers["reply-to"]).toBe(buyer.email);
    expect(toMill[0]?.text).toContain("Can you ship in March?");
    expect(toBuyer[0]?.headers["reply-to"]).toBe(SALES);
    expect(toBuyer[0]?.text).toContain(`Dear ${buyer.name},`);
    expect(toBuyer[0]?.text).toContain("Yes, from Chattogram.");
    // Sent (never tried again) and received once each.
    const sent = async () => (await server.database.db.select().from(outbox).where(and(eq(outbox.reference, reference), sql`${outbox.kind} in ('thread-buyer', 'staff-reply')`))).every((row) => row.status === "sent");
    await expect.poll(sent, { timeout: 30_000, interval: 50 }).toBe(true);
    expect(smtp.mails.filter((mail) => mail.headers["x-reference"] === reference && mail.to.includes(SALES))).toHaveLength(1);
    expect(smtp.mails.filter((mail) => mail.headers["x-reference"] === reference && mail.to.includes(buyer.email) && /reply/i.test(mail.headers.subject ?? ""))).toHaveLength(1);
  });

  it("never lets a member read, write or mark another member's thread: 404, as for no such request", async () => {
    const { reference, id } = await quoteRequest(server, buyer);
    expect((await post(server.app, "/api/staff/threads", { enquiry_id: id, body: "Private terms for you." }, staff.token)).statusCode).toBe(201);
    const unknown = await get(server.app, "/api/api_thread?reference=E-2026-999999", other.token);
    expect(unknown.statusCode).toBe(404);
    const calls = [
      get(server.app, `/api/api_thread?reference=${reference}`, other.token),
      post(server.app, "/api/api_thread", { reference, body: "Let me in" }, other.token),
      post(server.app, "/api/api_thread_read", { reference }, other.token),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ success: false, msg: `You have no enquiry ${reference}`, code: "not_found", field: "reference" });
      expect(response.body).not.toContain("Private terms");
    }
    expect(unknown.json()).toMatchObject({ msg: "You have no enquiry E-2026-999999", code: "not_found" });
    expect(threadUnreadReply().parse((await get(server.app, "/api/api_thread_unread", other.token)).json()).data.count).toBe(0);
    const stored = await server.database.db.select().from(requestMessages).where(eq(requestMessages.enquiryId, Number(id)));
    expect(stored.map((row) => row.body)).toEqual(["Private terms for you."]);
    // Visitors are asked to log in; staff calls refuse members.
    expect((await get(server.app, `/api/api_thread?reference=${reference}`)).statusCode).toBe(401);
    expect((await get(server.app, `/api/staff/threads?enquiry_id=${id}`, other.token)).statusCode).toBe(403);
  });
});

describe.each(defaultEngines)("a request's thread on %s", (engine) => {
  let server: TestServer;
  let staff: { token: string; email: string };
  let buyer: Member;
  const LIMIT = 12;

  beforeAll(async () => {
    server = await buildTestServer({ engine, clock: fixedClock("2026-11-25"), env: { ...MAIL_ENV, THREAD_LIMIT_PER_HOUR: String(LIMIT) } });
    staff = await staffToken(server);
    buyer = await loggedIn(server);
  });
  afterAll(async () => server.close());

  const memberThread = async (reference: string, token = buyer.token) => threadOf(await get(server.app, `/api/api_thread?reference=${reference}`, token));
  const staffThread = async (id: string) => threadOf(await get(server.app, `/api/staff/threads?enquiry_id=${id}`, staff.token));
  const memberUnread = async (token = buyer.token) => threadUnreadReply().parse((await get(server.app, "/api/api_thread_unread", token)).json()).data.count;
  const staffUnread = async () => staffThreadUnreadReply().parse((await get(server.app, "/api/staff/threads/unread", staff.token)).json()).data;
  const mailsOf = (reference: string) => server.database.db.select().from(outbox).where(eq(outbox.reference, reference));

  it("lets both sides post and read, oldest first with who and when; unread counts move with each side's reading", async () => {
    const { reference, id } = await quoteRequest(server, buyer);
    const before = await staffUnread();
    const posted = await post(server.app, "/api/api_thread", { reference, body: "  Can you do 30 MT?\nSame port.  " }, buyer.token);
    expect(posted.statusCode).toBe(201);
    expect(threadOf(posted).messages).toEqual([{ id: expect.any(String), from: "buyer", author: "You", body: "Can you do 30 MT?\nSame port.", at: fixedClock("2026-11-25").now().toISOString(), spec_sheet: null, unread: false }]);

    const waiting = await staffUnread();
    expect(waiting.total).toBe(before.total + 1);
    expect(waiting.requests).toContainEqual({ enquiry_id: id, unread: 1 });
    const seenByStaff = await staffThread(id);
    expect(seenByStaff).toMatchObject({ reference, enquiry_id: id, unread: 1, time_zone: "Asia/Dhaka" });
    expect(seenByStaff.messages[0]).toMatchObject({ from: "buyer", author: buyer.name, unread: true });
    expect(threadOf(await post(server.app, "/api/staff/threads/read", { enquiry_id: id }, staff.token)).unread).toBe(0);
    expect((await staffUnread()).requests.find((entry) => entry.enquiry_id === id)).toBeUndefined();
    expect((await staffUnread()).total).toBe(before.total);

    expect(await memberUnread()).toBe(0);
    const answered = await post(server.app, "/api/staff/threads", { enquiry_id: id, body: "Yes: 30 MT in two lots.", spec_sub_category_id: "1" }, staff.token);
    expect(answered.statusCode).toBe(201);
    expect(threadOf(answered).messages.map((message) => [message.from, message.body])).toEqual([
      ["buyer", "Can you do 30 MT?\nSame port."],
      ["mill", "Yes: 30 MT in two lots."],
    ]);
    expect(await memberUnread()).toBe(1);
    const mine = await memberThread(reference);
    expect(mine.unread).toBe(1);
    expect(mine.messages[1]).toMatchObject({ from: "mill", author: "Sales, Sonali Jute Group", unread: true, spec_sheet: { product: expect.any(String), href: expect.stringMatching(/^\/api\/api_spec_sheet\?category_id=\d+.*sub_category_id=1$/) } });
    // Staff addresses stay inside the mill; staff see who wrote.
    expect(JSON.stringify(mine)).not.toContain(staff.email);
    expect((await staffThread(id)).messages[1]?.author).toBe(`Sales, Sonali Jute Group (${staff.email})`);
    const specHref = mine.messages[1]?.spec_sheet?.href ?? "";
    expect((await get(server.app, specHref)).headers["content-type"]).toContain("application/pdf");
    const [buyerMail] = (await mailsOf(reference)).filter((mail) => mail.kind === "staff-reply");
    expect(buyerMail?.textBody).toContain(specHref);
    // Mail is off here, so the account's address is not proven: "Dear customer,", never the name typed at registration.
    expect(buyerMail?.textBody).toContain("Dear customer,");
    expect(buyerMail?.textBody).not.toContain(buyer.name);
    expect(threadOf(await post(server.app, "/api/api_thread_read", { reference }, buyer.token)).unread).toBe(0);
    expect(await memberUnread()).toBe(0);
  });

  it("keeps HTML in a body as text: stored and returned as written, escaped in the mail's HTML", async () => {
    const { reference, id } = await quoteRequest(server, buyer);
    const body = `<script>alert("x")</script> <b>bold</b> & more`;
    expect((await post(server.app, "/api/api_thread", { reference, body }, buyer.token)).statusCode).toBe(201);
    expect((await post(server.app, "/api/staff/threads", { enquiry_id: id, body: `<img src=x onerror=alert(1)>` }, staff.token)).statusCode).toBe(201);
    expect((await memberThread(reference)).messages.map((message) => message.body)).toEqual([body, `<img src=x onerror=alert(1)>`]);
    const mails = await mailsOf(reference);
    const html = mails.filter((mail) => mail.kind === "thread-buyer" || mail.kind === "staff-reply").map((mail) => mail.htmlBody ?? "");
    expect(html).toHaveLength(2);
    for (const part of html) {
      expect(part).not.toContain("<script>");
      expect(part).not.toContain("<img src=x");
      expect(part).not.toContain("<b>bold");
    }
    expect(html.join("")).toContain("&lt;script&gt;");
    expect(html.join("")).toContain("&lt;img src=x onerror=alert(1)&gt;");
  });

  it("makes the inbox's reply and a change request on an offer messages of the thread", async () => {
    const { reference, id } = await quoteRequest(server, buyer);
    expect((await post(server.app, "/api/staff/enquiries/reply", { enquiry_id: id, message: "We can offer FOB Chattogram." }, staff.token)).statusCode).toBe(200);
    const offer = await makeOffer(server.app, staff.token, id);
    const asked = await post(server.app, "/api/api_offer_change", { offer_id: offer.id, message: "Please quote CIF Hamburg instead." }, buyer.token);
    expect(asked.statusCode).toBe(200);
    const thread = await memberThread(reference);
    expect(thread.messages.map((message) => [message.from, message.author, message.body])).toEqual([
      ["mill", "Sales, Sonali Jute Group", "We can offer FOB Chattogram."],
      ["buyer", "You", "Please quote CIF Hamburg instead."],
    ]);
    expect((await staffUnread()).requests).toContainEqual({ enquiry_id: id, unread: 1 });
  });

  it("refuses a message over the size limit (400 naming the field) and past the hour's budget (429 saying when), storing nothing", async () => {
    const writer = await loggedIn(server);
    const { reference, id } = await quoteRequest(server, writer);
    const tooLong = await post(server.app, "/api/api_thread", { reference, body: "x".repeat(THREAD_MESSAGE_MAX + 1) }, writer.token);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toEqual({ success: false, msg: `The message can be at most ${THREAD_MESSAGE_MAX.toLocaleString("en")} characters`, field: "body", code: "invalid_input" });
    const empty = await post(server.app, "/api/staff/threads", { enquiry_id: id, body: "   " }, staff.token);
    expect(empty.json()).toMatchObject({ success: false, msg: "Write your message", field: "body" });
    expect((await post(server.app, "/api/staff/threads", { enquiry_id: id, body: "Spec", spec_sub_category_id: "99999" }, staff.token)).json()).toMatchObject({ success: false, field: "spec_sub_category_id", code: "not_found" });
    expect((await memberThread(reference, writer.token)).messages).toEqual([]);

    for (let sent = 0; sent < LIMIT; sent += 1) {
      expect((await post(server.app, "/api/api_thread", { reference, body: `Message ${sent + 1}` }, writer.token)).statusCode).toBe(201);
    }
    const refused = await post(server.app, "/api/api_thread", { reference, body: "One too many" }, writer.token);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ success: false, code: "rate_limited", msg: expect.stringMatching(new RegExp(`^You have sent ${LIMIT} messages in the last hour: send this one in \\d+ minute\\(s\\)`)) });
    expect(refused.headers["retry-after"]).toMatch(/^\d+$/);
    const stored = (await memberThread(reference, writer.token)).messages;
    expect(stored).toHaveLength(LIMIT);
    expect(stored.map((message) => message.body)).not.toContain("One too many");
    // The budget is the account's: another member still writes.
    expect((await post(server.app, "/api/api_thread", { reference: (await quoteRequest(server, buyer)).reference, body: "Still mine to send" }, buyer.token)).statusCode).toBe(201);
  });

  it("puts the thread in the member's data export; deleting the account erases it", async () => {
    const leaving = await loggedIn(server);
    const { reference, id } = await quoteRequest(server, leaving);
    expect((await post(server.app, "/api/api_thread", { reference, body: "My phone is +880 1711 000000" }, leaving.token)).statusCode).toBe(201);
    expect((await post(server.app, "/api/staff/threads", { enquiry_id: id, body: "We will call you." }, staff.token)).statusCode).toBe(201);
    const exported = myDataReply().parse((await get(server.app, "/api/api_account_export", leaving.token)).json()).data;
    expect(exported.messages).toEqual([
      { reference, from: "buyer", author: leaving.name, body: "My phone is +880 1711 000000", at: expect.any(String) },
      { reference, from: "mill", author: "Sales, Sonali Jute Group", body: "We will call you.", at: expect.any(String) },
    ]);
    // Another member's export holds none of it.
    expect(JSON.stringify(myDataReply().parse((await get(server.app, "/api/api_account_export", buyer.token)).json()).data.messages)).not.toContain("+880 1711");
    expect((await post(server.app, "/api/api_account_delete", { email: leaving.email }, leaving.token)).statusCode).toBe(200);
    expect((await staffThread(id)).messages).toEqual([]);
  });

  it("lets the retention job erase the threads of requests past their period", async () => {
    const { reference, id } = await quoteRequest(server, buyer);
    expect((await post(server.app, "/api/api_thread", { reference, body: "Old words" }, buyer.token)).statusCode).toBe(201);
    await createRetentionJob(server.database.db, { clock: fixedClock("2045-01-01") }).run();
    // (The job also ends every session of 2026: the rows are read straight.)
    expect(await server.database.db.select().from(requestMessages).where(eq(requestMessages.enquiryId, Number(id)))).toEqual([]);
  });
});

describe("migration 0021 on a database of 0018", () => {
  it("moves the staff replies into the threads (the staff account, the name buyers see, seen by both sides) and drops enquiry_replies", async () => {
    const work = await mkdtemp(path.join(existsSync("/dev/shm") ? "/dev/shm" : tmpdir(), "threads-migration-"));
    try {
      // The migrations as they stood before 0021.
      const before = path.join(work, "drizzle");
      await cp(migrationsFolder, before, { recursive: true });
      const journalFile = path.join(before, "meta", "_journal.json");
      const journal = JSON.parse(await readFile(journalFile, "utf8")) as { entries: { idx: number }[] };
      journal.entries = journal.entries.filter((entry) => entry.idx < 21);
      await writeFile(journalFile, JSON.stringify(journal));
      const dataDir = path.join(work, "data");
      const old = await openDatabase({ dataDir, migrationsFolder: before });
      await old.db.execute(sql`insert into members (name, email, password_hash, role) values ('Clerk', 'clerk@mill.example', 'x', 'staff')`);
      await old.db.execute(sql`insert into enquiries (reference, kind, name, email, subject, message) values ('E-2026-000777', 'contact', 'Rahim', 'rahim@example.com', 'Hessian', 'Terms please')`);
      await old.db.execute(sql`insert into enquiry_replies (enquiry_id, staff_email, body) select id, 'clerk@mill.example', 'Our terms: FOB Chattogram.' from enquiries where reference = 'E-2026-000777'`);
      await old.close();

      const migrated = await openDatabase({ dataDir, migrationsFolder });
      try {
        const rows = (await migrated.db.execute(sql`
          select m.id, m."from", m.staff_name, m.body, m.member_id, s.email as staff_email, e.buyer_seen_id, e.mill_seen_id
          from request_messages m join enquiries e on e.id = m.enquiry_id left join members s on s.id = m.staff_id
          where e.reference = 'E-2026-000777'`)) as unknown as { rows: Record<string, unknown>[] };
        expect(rows.rows).toEqual([
          { id: expect.any(Number), from: "mill", staff_name: "Sales, Sonali Jute Group", body: "Our terms: FOB Chattogram.", member_id: null, staff_email: "clerk@mill.example", buyer_seen_id: rows.rows[0]?.id, mill_seen_id: rows.rows[0]?.id },
        ]);
        const gone = (await migrated.db.execute(sql`select to_regclass('public.enquiry_replies') as t`)) as unknown as { rows: { t: string | null }[] };
        expect(gone.rows[0]?.t).toBeNull();
      } finally {
        await migrated.close();
      }
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  }, 180_000);
});

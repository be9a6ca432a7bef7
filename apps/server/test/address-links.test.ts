/**
 * An account proves its address (issue 32): with mail on, a new account gets a single-use link
 * that expires and cannot log in until it is opened; "Send the link again" is limited per
 * mailbox; an address change takes effect when the new address's link is opened; the mill's
 * own addresses cannot be registered in any spelling. Mail off: test/enquiry-relay.test.ts.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loginReply } from "@jute/api/contract";
import { particulars } from "@jute/api/company";
import { outbox } from "../src/db/schema";
import { bearer, buildTestServer, engines, json, newMember, type TestServer } from "./helper";
import { startTestSmtp, type TestSmtp } from "./smtp";

const HOUR_MS = 3_600_000;

describe.each(engines)("address confirmation with mail on (%s)", (engine) => {
  let smtp: TestSmtp;
  let server: TestServer;
  let nowMs = Date.now();

  beforeAll(async () => {
    smtp = await startTestSmtp();
    server = await buildTestServer({
      engine,
      clock: { now: () => new Date(nowMs) },
      env: {
        SMTP_URL: smtp.url,
        MAIL_FROM: "Jute Mills <web@mill.example>",
        MAIL_TO: "sales@mill.example",
        MAIL_REPLY_TO: "desk@mill.example",
        MAIL_RETRY_MAX_SECONDS: "1",
        PUBLIC_URL: "https://jute.example",
        RESET_LIMIT_PER_HOUR: "10000",
        ADDRESS_LINK_HOURS: "24",
        ADDRESS_LINK_RESEND_PER_HOUR: "3",
      },
    });
  });
  afterAll(async () => {
    await server.close();
    await smtp.stop();
  });

  const post = (path: string, body: unknown, headers: Record<string, string> = {}) => server.app.inject(json("POST", `/api/${path}`, body, headers));
  const login = (email: string, password: string) => post("api_login", { email, password });

  /** The token of the `nth` (1-based) link mail to `email`, once it has arrived. */
  // Distinct links: a mail the outbox delivered twice (a slow SMTP reply, then its retry) is one link.
  async function linkToken(email: string, nth: number): Promise<string> {
    const tokens = () => [...new Set(smtp.mails.filter((mail) => mail.to.includes(email) && /Confirm your/.test(mail.headers.subject ?? "")).map((mail) => /login#confirm=([A-Za-z0-9_-]{43})/.exec(mail.text)?.[1]))];
    await expect.poll(() => tokens().length, { timeout: 30_000 }).toBeGreaterThanOrEqual(nth);
    const token = tokens()[nth - 1];
    if (!token) throw new Error(`no link in the mail to ${email}`);
    return token;
  }

  it("a new account cannot log in until its link is opened; the link logs it in once, and the mail names nobody", async () => {
    const member = newMember({ name: "Security Team Account Locked Call 0800 123" });
    const registered = await post("api_register", member);
    expect(registered.statusCode).toBe(201);
    expect(registered.json()).toMatchObject({ confirm_sent_to: member.email });
    expect((registered.json() as { msg: string }).msg).toContain(`we have sent a link to ${member.email}`);

    const refused = await login(member.email, member.password);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: "unconfirmed", field: "email" });
    expect((refused.json() as { msg: string }).msg).toContain(member.email);
    // A wrong password learns nothing of it.
    expect((await login(member.email, "not-the-password-1")).statusCode).toBe(401);

    const token = await linkToken(member.email, 1);
    const mail = smtp.mails.find((each) => each.text.includes(token));
    expect(mail?.text).not.toContain(member.name);
    expect(mail?.headers["reply-to"]).toBe("desk@mill.example");

    const opened = await post("api_address_confirm", { token });
    expect(opened.statusCode).toBe(200);
    const session = loginReply().parse(opened.json());
    expect(session.data.email).toBe(member.email);
    expect((await server.app.inject({ method: "GET", url: "/api/api_account", headers: bearer(session.token) })).statusCode).toBe(200);
    // Single use.
    expect((await post("api_address_confirm", { token })).statusCode).toBe(410);
    expect((await login(member.email, member.password)).statusCode).toBe(200);
  });

  it("a visitor's earlier message joins the account only once its link is opened", async () => {
    const member = newMember({ name: "Claiming Buyer" });
    const sent = await post("api_enquiry", { name: "Visitor", email: member.email.toUpperCase(), subject: "Sacking", message: "Sent as a visitor first" });
    expect(sent.statusCode).toBe(201);
    const reference = (sent.json() as { data: { reference: string } }).data.reference;
    expect((await post("api_register", member)).statusCode).toBe(201);
    const session = loginReply().parse((await post("api_address_confirm", { token: await linkToken(member.email, 1) })).json());
    const mine = await server.app.inject({ method: "GET", url: "/api/api_my_enquiries", headers: bearer(session.token) });
    expect(mine.statusCode).toBe(200);
    expect(mine.body).toContain(reference);
  });

  it("a link expires after ADDRESS_LINK_HOURS; a new one retires the older; forged and cut links get 410", async () => {
    const member = newMember();
    expect((await post("api_register", member)).statusCode).toBe(201);
    const first = await linkToken(member.email, 1);
    expect((await post("api_address_link", { email: member.email })).statusCode).toBe(200);
    const second = await linkToken(member.email, 2);
    expect((await post("api_address_confirm", { token: first })).statusCode).toBe(410);
    // The altered link differs in its last character (a token that ended in "A" once made the
    // "altered" one the real one, and it was rightly accepted).
    for (const bad of ["", "x", second.slice(1), `${second.slice(0, -1)}${second.endsWith("A") ? "B" : "A"}`]) {
      const reply = await post("api_address_confirm", { token: bad });
      expect(reply.statusCode, bad).toBe(410);
      expect(reply.json()).toMatchObject({ code: "gone" });
    }
    nowMs += 24 * HOUR_MS + 1000;
    try {
      expect((await post("api_address_confirm", { token: second })).statusCode).toBe(410);
      expect((await login(member.email, member.password)).statusCode).toBe(403);
    } finally {
      nowMs -= 24 * HOUR_MS + 1000;
    }
  });

  it("'Send the link again' answers alike for anyone and is limited per mailbox, whatever the spelling", async () => {
    const member = newMember({ email: `limited.${Date.now()}@example.com` });
    expect((await post("api_register", member)).statusCode).toBe(201);
    const [local, domain] = member.email.split("@");
    const spellings = [member.email, `${local}+x@${domain}`.toUpperCase(), `${local}+y@${domain}`];
    const replies = [];
    for (const email of [...spellings, member.email]) replies.push(await post("api_address_link", { email }));
    expect(replies.slice(0, 3).map((reply) => reply.statusCode)).toEqual([200, 200, 200]);
    expect(replies[3]?.statusCode).toBe(429);
    expect(replies[3]?.json()).toMatchObject({ code: "rate_limited", field: "email" });
    expect(replies[3]?.headers["retry-after"]).toBeDefined();
    // Only the account's own address got links: the register mail and one sent again.
    await server.app.backgroundJobs.settled();
    const links = await server.database.db.select().from(outbox).where(eq(outbox.kind, "address-link"));
    expect(links.filter((row) => row.toAddress.toLowerCase().includes(local ?? "-")).map((row) => row.toAddress)).toEqual([member.email, member.email]);
    // An unknown address gets the same words and status.
    const unknown = await post("api_address_link", { email: `nobody.${Date.now()}@example.com` });
    expect(unknown.statusCode).toBe(200);
  });

  it("an address change takes effect when the new address's link is opened; the old one works until then", async () => {
    const member = newMember();
    expect((await post("api_register", member)).statusCode).toBe(201);
    const opened = loginReply().parse((await post("api_address_confirm", { token: await linkToken(member.email, 1) })).json());
    const newEmail = `moved.${Date.now()}@example.com`;
    const asked = await post("api_account_email", { email: newEmail, current_password: member.password }, bearer(opened.token));
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toMatchObject({ pending: true });
    expect((await post("api_account_email", { email: newEmail, current_password: "wrong-password-1" }, bearer(opened.token))).statusCode).toBe(400);
    expect((await login(member.email, member.password)).statusCode).toBe(200);
    expect((await login(newEmail, member.password)).statusCode).toBe(401);
    const changed = await post("api_address_confirm", { token: await linkToken(newEmail, 1) });
    expect(changed.statusCode).toBe(200);
    expect(loginReply().parse(changed.json()).data.email).toBe(newEmail);
    expect((await login(newEmail, member.password)).statusCode).toBe(200);
    expect((await login(member.email, member.password)).statusCode).toBe(401);
  });

  it("the mill's own addresses cannot be registered or taken, in any case or +tag spelling", async () => {
    const mill = ["sales@mill.example", "SALES+x@Mill.Example", "web@mill.example", "Desk+tag@mill.example", particulars.email, particulars.salesEmail.toUpperCase()];
    for (const email of mill) {
      const reply = await post("api_register", newMember({ email }));
      expect(reply.statusCode, email).toBe(400);
      expect(reply.json(), email).toMatchObject({ field: "email", code: "invalid_input", msg: "That address is the mill's own: enter your own email address" });
    }
    const member = newMember();
    await post("api_register", member);
    const opened = loginReply().parse((await post("api_address_confirm", { token: await linkToken(member.email, 1) })).json());
    const taking = await post("api_account_email", { email: "export+a@sonalijutegroup.com.bd", current_password: member.password }, bearer(opened.token));
    expect(taking.statusCode).toBe(400);
    expect(taking.json()).toMatchObject({ field: "email" });
  });
});

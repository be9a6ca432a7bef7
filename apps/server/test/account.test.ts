/**
 * The member's own account: read, rename, change the password (the current one required, a
 * wrong one counting toward the account's lockout; other sessions end, this one stays), log
 * out everywhere, delete (after the email is typed: personal data and sessions go, enquiries
 * stay without it). Bad input gets a 400 naming the field; no token gets a 401.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountReply } from "@jute/api/contract";
import { enquiries, members, outbox, passwordResets, sessions } from "../src/db/schema";
import { DELETE_EMAIL_MISMATCH, WRONG_CURRENT_PASSWORD } from "../src/http/routes/account";
import { DELETED_NAME } from "../src/domain/accounts/forget-member";
import { enqueueMail } from "../src/domain/mail/outbox";
import { bearer, buildTestServer, engines, json, newMember, type TestServer } from "./helper";

describe.each(engines)("the member's account (%s)", (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await buildTestServer({ engine, env: { ACCOUNT_FAILURES_BEFORE_LOCK: "3" } });
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
      await enqueueMail(tx, { to: me.email, subject: "Your enquiry", text: `Dear ${me.name}`, kind: "enquiry-ack", reference: `E-T-${memberId}-1` });
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
    const before = await db.select().from(enquiries).where(eq(enquiries.reference, `E-T-${memberId}-2`));
    expect(before[0]).toMatchObject({ name: DELETED_NAME, email: "", message: "" });
    const everything = JSON.stringify([await db.select().from(enquiries), await db.select().from(outbox)]);
    expect(everything).not.toContain(me.email);
    expect(everything).not.toContain(me.name);

    expect((await account(me.token)).statusCode).toBe(401);
    expect((await login(me.email, me.password)).statusCode).toBe(401);
    // The email is free again.
    expect((await post("api_register", { name: "New Owner", email: me.email, password: "another-good-secret" })).statusCode).toBe(201);
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

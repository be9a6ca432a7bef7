/**
 * The contact form posted by the browser itself (POST /contact-us, urlencoded: Send pressed
 * before the page's script arrived, or with no script at all). The same call as api_enquiry:
 * stored and mailed alike, refused in the contract's words on a page of its own (never 5xx),
 * the honeypot and the per-client budget hold, and a GET carrying the fields does nothing.
 */
import { count, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ENQUIRY_REFERENCE_PATTERN } from "@jute/api/contract";
import { enquiries, outbox } from "../src/db/schema";
import { buildTestServer, defaultEngines, engines, json, type TestServer } from "./helper";
import { startTestSmtp, type TestSmtp } from "./smtp";

const CONTACT = { name: "Karim Uddin", email: "karim@example.com", subject: "Hamburg", message: "Do you ship to Hamburg? We need 2 containers a month." };

const formPost = (fields: Record<string, string>, headers: Record<string, string> = {}) => ({
  method: "POST" as const,
  url: "/contact-us",
  headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
  payload: new URLSearchParams(fields).toString(),
});

describe.each(defaultEngines)("the contact form without its script (%s)", (engine) => {
  let smtp: TestSmtp;
  let server: TestServer;
  const stored = async () => (await server.database.db.select({ n: count() }).from(enquiries))[0]?.n ?? 0;
  const queued = async () => (await server.database.db.select({ n: count() }).from(outbox))[0]?.n ?? 0;

  beforeAll(async () => {
    smtp = await startTestSmtp();
    server = await buildTestServer({
      engine,
      env: { SMTP_URL: smtp.url, MAIL_FROM: "Jute Mills <web@mill.example>", MAIL_TO: "sales@mill.example", MAIL_RETRY_MAX_SECONDS: "1", ENQUIRY_LIMIT_PER_HOUR: "1000" },
    });
  });
  afterAll(async () => {
    await server.close();
    await smtp.stop();
  });

  it("stores the enquiry, mails the mill and the sender as api_enquiry does, and answers 303 to the page with the reference", async () => {
    const response = await server.app.inject(formPost({ ...CONTACT, website: "" }));
    expect(response.statusCode).toBe(303);
    const location = String(response.headers.location);
    const match = /^\/contact-us\?sent=([^#&]+)#contact-sent$/.exec(location);
    const reference = decodeURIComponent(match?.[1] ?? "");
    expect(reference).toMatch(ENQUIRY_REFERENCE_PATTERN);
    // Nothing typed travels in the address.
    expect(location).not.toContain("Karim");
    expect(location).not.toContain("example.com");

    const [row] = await server.database.db.select().from(enquiries).where(eq(enquiries.reference, reference));
    expect(row).toMatchObject({ kind: "contact", name: CONTACT.name, email: CONTACT.email, subject: CONTACT.subject, message: CONTACT.message });
    const mails = await smtp.waitFor(2, (mail) => mail.headers["x-reference"] === reference);
    const toMill = mails.find((mail) => mail.to.includes("sales@mill.example"));
    const ack = mails.find((mail) => mail.to.includes(CONTACT.email));
    expect(toMill?.headers.subject).toBe(`Enquiry ${reference}: ${CONTACT.subject}`);
    expect(toMill?.headers["reply-to"]).toBe(CONTACT.email);
    expect(toMill?.text).toContain(CONTACT.message);
    expect(ack?.text).toContain(`Your enquiry ${reference} has been received: we answer within two working days`);
  });

  it("stores what the JSON door stores for the same words (Bengali included)", async () => {
    const words = { ...CONTACT, subject: "পাটের বস্তা", message: "আমরা হামবুর্গে প্রতি মাসে দুটি কন্টেইনার পাটের বস্তা চাই।" };
    const viaForm = await server.app.inject(formPost(words));
    const viaJson = await server.app.inject(json("POST", "/api/api_enquiry", words));
    expect(viaForm.statusCode).toBe(303);
    expect(viaJson.statusCode).toBe(201);
    const rows = await server.database.db.select().from(enquiries).orderBy(desc(enquiries.id)).limit(2);
    const [fromJson, fromForm] = rows;
    expect(fromForm?.reference).toBe(decodeURIComponent(/sent=([^#]+)/.exec(String(viaForm.headers.location))?.[1] ?? ""));
    expect({ ...fromForm, id: 0, reference: "", createdAt: null }).toEqual({ ...fromJson, id: 0, reference: "", createdAt: null });
  });

  it.each([
    ["email", { email: "not-an-email" }, "Email", "Enter an email address such as name@example.com"],
    ["name", { name: "" }, "Name", "Enter your name"],
    ["message", { message: "short" }, "Message", "Your message needs at least 10 characters"],
    ["subject", { subject: "x".repeat(151) }, "Subject", "The subject can be at most 150 characters"],
  ])("refuses a bad %s with a 400 page naming the field in the contract's words, storing nothing", async (_field, change, label, words) => {
    const before = [await stored(), await queued()];
    const response = await server.app.inject(formPost({ ...CONTACT, ...change }));
    expect(response.statusCode).toBe(400);
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
    const page = response.body;
    expect(page).toContain('<html lang="en">');
    expect(page).toMatch(/<title>Message not sent \| [^<]+<\/title>/);
    expect(page.match(/<h1>/g)).toHaveLength(1);
    expect(page).toContain(`<strong>${label}:</strong> ${words}.`);
    expect(page).toContain("Go back to correct it: your message is still in the form");
    expect(page).toContain('<a href="/contact-us">');
    // The page's headers are the site's: its own styles only, forms posted to this site only.
    expect(response.headers["content-security-policy"]).toContain("form-action 'self'");
    // Nothing the visitor typed comes back.
    expect(page).not.toContain("Hamburg");
    expect(page).not.toContain("karim@example.com");
    expect([await stored(), await queued()]).toEqual(before);
  });

  it("echoes nothing typed, even a field name or value built to be markup", async () => {
    const response = await server.app.inject(formPost({ ...CONTACT, name: "<script>alert(1)</script>", message: "\u0000<img src=x onerror=alert(1)>", "<b>x": "\u0000" }));
    expect(response.statusCode).toBe(400);
    expect(response.body).not.toContain("<script>alert");
    expect(response.body).not.toContain("<img");
    expect(response.body).not.toContain("<b>x");
  });

  it("refuses a filled honeypot on a 400 page, storing nothing", async () => {
    const before = await stored();
    const response = await server.app.inject(formPost({ ...CONTACT, website: "http://spam.example" }));
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain("This enquiry was not accepted: leave the last field empty.");
    expect(response.body).not.toContain("spam.example");
    expect(await stored()).toBe(before);
  });

  it.each([
    ["a body past the limit", formPost({ ...CONTACT, message: "x".repeat(60_000) }), 413],
    ["a content type it does not take", { ...formPost(CONTACT), headers: { "content-type": "text/csv" } }, 415],
    ["a repeated field", { ...formPost(CONTACT), payload: `${new URLSearchParams(CONTACT).toString()}&name=again` }, 400],
    ["no body", { method: "POST" as const, url: "/contact-us" }, 400],
    ["a post from another site", formPost(CONTACT, { "sec-fetch-site": "cross-site" }), 403],
    ["a post whose Origin is another site", formPost(CONTACT, { origin: "https://evil.example" }), 403],
    ["a post whose Origin is another site, Fetch Metadata claiming same-origin", formPost(CONTACT, { origin: "https://evil.example", "sec-fetch-site": "same-origin" }), 403],
    ["a post whose Origin is null", formPost(CONTACT, { origin: "null" }), 403],
    ["a post without Origin from another site's page", formPost(CONTACT, { referer: "https://evil.example/win-a-prize.html" }), 403],
    ["a post from a page on our host's name under another port", formPost(CONTACT, { origin: "http://localhost:8081" }), 403],
  ])("answers %s with a page of its own (4xx, never 5xx), storing nothing", async (_name, request, status) => {
    const before = await stored();
    const response = await server.app.inject(request);
    expect(response.statusCode).toBe(status);
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(response.body).toContain("<h1>Your message was not sent</h1>");
    expect(await stored()).toBe(before);
  });

  it("takes a post from our own page: same Origin, or no Origin and our Referer, or neither", async () => {
    const ours: Record<string, string>[] = [{ origin: "http://localhost" }, { origin: "http://localhost", "sec-fetch-site": "same-origin" }, { referer: "http://localhost/contact-us" }, {}];
    for (const headers of ours) {
      const response = await server.app.inject(formPost(CONTACT, headers));
      expect(response.statusCode, JSON.stringify(headers)).toBe(303);
    }
    // Behind a TLS proxy the page is https while the server is reached over http.
    expect((await server.app.inject(formPost(CONTACT, { origin: "https://mill.example", host: "mill.example" }))).statusCode).toBe(303);
  });

  it("the refusal of a cross-site post says so in the site's words", async () => {
    const response = await server.app.inject(formPost(CONTACT, { origin: "null" }));
    expect(response.body).toContain("This form can be sent only from our contact page");
  });

  it("takes no form on the API's JSON calls, so no other site's page can post a visitor's browser into them", async () => {
    const before = await stored();
    const forged = await server.app.inject({ ...formPost(CONTACT, { origin: "https://evil.example" }), url: "/api/api_enquiry" });
    expect(forged.statusCode).toBe(415);
    expect(forged.json()).toMatchObject({ success: false, code: "unreadable_body" });
    for (const url of ["/api/api_register", "/api/api_login", "/api/api_password_forgot"]) {
      expect((await server.app.inject({ ...formPost({ email: "karim@example.com", name: "Karim", password: "golden-fibre-jute-1" }), url })).statusCode, url).toBe(415);
    }
    expect(await stored()).toBe(before);
  });

  it("does nothing for a GET carrying the fields in its address", async () => {
    const before = [await stored(), await queued()];
    const response = await server.app.inject({ method: "GET", url: `/contact-us?${new URLSearchParams({ ...CONTACT, website: "" }).toString()}` });
    expect(response.statusCode).toBeLessThan(500);
    expect([await stored(), await queued()]).toEqual(before);
  });
});

describe.each(engines)("the contact form's budget per client (%s)", (engine) => {
  it("shares ENQUIRY_LIMIT_PER_HOUR with the API and refuses past it with a 429 page and Retry-After, storing nothing", async () => {
    const server = await buildTestServer({ engine, env: { ENQUIRY_LIMIT_PER_HOUR: "2" } });
    try {
      expect((await server.app.inject(json("POST", "/api/api_enquiry", CONTACT))).statusCode).toBe(201);
      expect((await server.app.inject(formPost(CONTACT))).statusCode).toBe(303);
      const refused = await server.app.inject(formPost(CONTACT));
      expect(refused.statusCode).toBe(429);
      expect(refused.headers["retry-after"]).toBeTruthy();
      expect(refused.headers["content-type"]).toBe("text/html; charset=utf-8");
      expect(refused.body).toContain("Too many enquiries from your address: try again in 60 minute(s), or write to us by mail.");
      expect(refused.body).toContain("your message is still in it");
      expect((await server.database.db.select({ n: count() }).from(enquiries))[0]?.n).toBe(2);
    } finally {
      await server.close();
    }
  });
});

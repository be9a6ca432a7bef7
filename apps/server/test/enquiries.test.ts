/**
 * Enquiries and quote requests through the API, with mail caught by a real SMTP server
 * in-process: what is stored, what the mill and the sender receive, and every refusal (400
 * naming the field, 401, 404, 429) storing nothing.
 */
import { count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { costListReply, enquiryReply, formatMoney, myEnquiriesReply, quoteRequestReply, totalPrice } from "@jute/api/contract";
import { enquiries, outbox } from "../src/db/schema";
import { bearer, buildTestServer, defaultEngines, form, json, memberToken, type TestServer } from "./helper";
import { startTestSmtp, type TestSmtp } from "./smtp";

const CONTACT = { name: "Rahim Traders", email: "rahim@traders.example", subject: "Hessian for export", message: "Please send your terms for 10 oz hessian, 40 inches, to Rotterdam." };
// OJML's CRX yarn, count 8, 2 ply, VOT, to Chattogram Port.
const SPEC = { sub_category_id: "1", company_id: "2", count: "8", ply: "2", oil: "VOT", truck_fare_id: "1" };

describe.each(defaultEngines)("enquiries (%s)", (engine) => {
  let smtp: TestSmtp;
  let server: TestServer;
  let token: string;

  const storedCount = async () => (await server.database.db.select({ n: count() }).from(enquiries))[0]?.n ?? 0;
  const outboxCount = async () => (await server.database.db.select({ n: count() }).from(outbox))[0]?.n ?? 0;
  const post = (url: string, body: unknown, headers: Record<string, string> = {}) => server.app.inject(json("POST", url, body, headers));

  beforeAll(async () => {
    smtp = await startTestSmtp();
    server = await buildTestServer({
      engine,
      env: { SMTP_URL: smtp.url, MAIL_FROM: "Jute Mills <web@mill.example>", MAIL_TO: "sales@mill.example", MAIL_RETRY_MAX_SECONDS: "1" },
    });
    token = await memberToken(server);
  });
  afterAll(async () => {
    await server.close();
    await smtp.stop();
  });

  it("stores a contact enquiry, answers its reference, and mails the mill and the sender", async () => {
    const response = await post("/api/api_enquiry", CONTACT);
    expect(response.statusCode).toBe(201);
    const reply = enquiryReply().parse(response.json());
    expect(reply.data.reference).toMatch(/^E-\d{4}-\d{6}$/);
    expect(reply.msg).toBe(`Enquiry ${reply.data.reference} received: we answer within two working days`);
    const mails = await smtp.waitFor(2, (mail) => mail.headers["x-reference"] === reply.data.reference);
    const toMill = mails.find((mail) => mail.to.includes("sales@mill.example"));
    const ack = mails.find((mail) => mail.to.includes(CONTACT.email));
    expect(toMill?.headers.subject).toBe(`Enquiry ${reply.data.reference}: ${CONTACT.subject}`);
    expect(toMill?.headers["reply-to"]).toBe(CONTACT.email);
    expect(toMill?.text).toContain(CONTACT.message);
    expect(ack?.text).toContain(`Your enquiry ${reply.data.reference} has been received: we answer within two working days`);
    // A buyer's reply reaches the sales desk, and the mail is signed with the group's details.
    expect(ack?.headers["reply-to"]).toBe("export@sonalijutegroup.com.bd");
    expect(ack?.text.replace(/\r\n/g, "\n")).toContain("With kind regards,\nSonali Jute Group\nSonali Bhaban, 7th Floor");
    // The registered particulars sign every mail (issue 23), gaps marked, never invented.
    expect(ack?.text).toContain("Sonali Jute Spinning Mills Ltd. (SJSML): trade licence TL-SJSML-0001; export registration (ERC) ERC-SJSML-0002; BIN BIN-SJSML-0003; e-TIN ETIN-SJSML-0004");
    expect(ack?.text).not.toContain("to be confirmed");
    expect(ack?.text).toContain("Oikko Jute Mills Ltd. (OJML): trade licence");
    expect(ack?.raw).toContain("Content-Type: text/html");
  });

  const tooLong = (n: number) => "x".repeat(n);
  it.each([
    ["name", { name: undefined }, "Enter your name"],
    ["name", { name: "   " }, "Enter your name"],
    ["name", { name: tooLong(101) }, "Your name can be at most 100 characters"],
    ["name", { name: "Rahim\u0007" }, "Write your name on one line, without special (control) characters"],
    ["name", { name: 42 }, "name"],
    ["email", { email: "not-an-email" }, "Enter an email address such as name@example.com"],
    ["email", { email: undefined }, "Enter your email address"],
    ["subject", { subject: "Two\r\nBcc: x@example.com" }, "Write the subject on one line, without special (control) characters"],
    ["subject", { subject: tooLong(151) }, "The subject can be at most 150 characters"],
    ["message", { message: "short" }, "Your message needs at least 10 characters"],
    ["message", { message: tooLong(5001) }, "Your message can be at most 5,000 characters"],
    ["message", { message: "A message with an \u001b escape in it" }, "Remove the special (control) characters from your message"],
    // NUL is refused earlier, by the check for text the database cannot store, still naming the field.
    ["message", { message: "A message with a \u0000 null in it" }, "a character that cannot be stored"],
    ["message", { message: ["an", "array"] }, "message"],
  ])("refuses a bad %s with a 400 naming it and stores nothing", async (field, change, message) => {
    const before = [await storedCount(), await outboxCount()];
    const response = await post("/api/api_enquiry", { ...CONTACT, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, msg: expect.stringContaining(message), field, code: "invalid_input" });
    expect([await storedCount(), await outboxCount()]).toEqual(before);
  });

  it("refuses an enquiry whose honeypot is filled, storing nothing", async () => {
    const before = await storedCount();
    const response = await post("/api/api_enquiry", { ...CONTACT, website: "http://spam.example" });
    expect(response.statusCode).toBe(400);
    expect(response.json().success).toBe(false);
    expect(await storedCount()).toBe(before);
  });

  it("turns a visitor asking for a quote to log in", async () => {
    const response = await post("/api/api_quote_request", { ...SPEC, quantity: "25" });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ success: false, msg: "Log in to see your enquiries and to request a quote", code: "unauthenticated" });
  });

  it("costs a quote request itself, ignoring any price sent, stores the snapshot and mails the price", async () => {
    const list = costListReply().parse((await server.app.inject(form({ type: "list", ...SPEC }, bearer(token)))).json());
    const cost = list.data[0]?.cost;
    expect(list.data).toHaveLength(1);
    expect(cost).toBeGreaterThan(0);

    const response = await post("/api/api_quote_request", { ...SPEC, quantity: "25.5", message: "Loading in March", unit_price: 0.01, cost: 1, total: 1 }, bearer(token));
    expect(response.statusCode).toBe(201);
    const { data } = quoteRequestReply().parse(response.json());
    const total = totalPrice(cost ?? 0, 25.5);
    expect(data).toMatchObject({ product: "CRX Jute Yarn", spec: "count 8, 2 ply, VOT", company: "OJML", port: "Chattogram Port", unit: "MT", quantity: 25.5, unit_price: cost, total });

    const [stored] = await server.database.db.select().from(enquiries).where(eq(enquiries.reference, data.reference));
    expect(stored?.lines).toHaveLength(1);
    expect(stored?.lines?.[0]).toMatchObject({ unitPriceUsd: cost, quantity: 25.5, port: "Chattogram Port", effectiveFrom: list.data[0]?.effective_from, fcl20: 13, fcl40: 26 });

    const mails = await smtp.waitFor(2, (mail) => mail.headers["x-reference"] === data.reference);
    const toMill = mails.find((mail) => mail.to.includes("sales@mill.example"));
    expect(toMill?.text).toContain("Product: CRX Jute Yarn, count 8, 2 ply, VOT");
    expect(toMill?.text).toContain("Priced to: Chattogram Port (the mill's truck fare to the port included; the delivery term comes with our offer)");
    expect(toMill?.text).toContain("Quantity: 25.5 MT (about 2 x 20' FCL or 1 x 40' FCL)");
    expect(toMill?.text).toContain(`Unit price: ${formatMoney(cost ?? 0, "code")} per MT`);
    expect(toMill?.text).toContain("Loading in March");
  });

  it.each([
    ["an unknown product", { sub_category_id: "999" }, 400, "There is no such product: look the price up again", "sub_category_id"],
    ["an unknown port", { truck_fare_id: "99" }, 400, "There is no such port: look the price up again", "truck_fare_id"],
    ["an unknown size", { sub_category_id: "7", product_size_id: "999", count: undefined, ply: undefined, oil: undefined }, 400, "This product has no such size: look the price up again", "product_size_id"],
    ["an unknown company", { company_id: "3" }, 400, "Choose the mill from the results", "company_id"],
    ["a spec without a price", { count: "99" }, 404, "There is no price in force for this spec", undefined],
    ["an incomplete spec", { count: undefined, ply: undefined, oil: undefined }, 400, "Say which product you mean: its size, or its yarn count, ply and oil type", undefined],
    ["no quantity", { quantity: undefined }, 400, "Enter a quantity", "quantity"],
    ["a zero quantity", { quantity: "0" }, 400, "quantity must be more than 0", "quantity"],
    ["a huge quantity", { quantity: "5000000" }, 400, "The quantity can be at most 1,000,000", "quantity"],
    ["a quantity that is not a number", { quantity: "lots" }, 400, "Enter the quantity as a number, such as 25 or 12.5", "quantity"],
    ["a message with control characters", { message: "hi\u001b[31m" }, 400, "Remove the special (control) characters from your message", "message"],
    ["a message too long", { message: tooLong(2001) }, 400, "Your message can be at most 2,000 characters", "message"],
    ["an id of the wrong type", { sub_category_id: 1 }, 400, "Choose the product from the results", "sub_category_id"],
  ])("refuses a quote request for %s, storing nothing", async (_name, change, status, message, field) => {
    const before = [await storedCount(), await outboxCount()];
    const response = await post("/api/api_quote_request", { ...SPEC, quantity: "10", ...change }, bearer(token));
    expect(response.statusCode).toBe(status);
    const code = status === 404 ? "not_found" : "invalid_input";
    expect(response.json()).toEqual({ success: false, msg: expect.stringContaining(message), code, ...(field ? { field } : {}) });
    expect([await storedCount(), await outboxCount()]).toEqual(before);
  });

  it("reads a quantity as the quote dialog does: 95,000 and 95 000 are 95 thousand, 95.000 and half a piece are refused naming the reading", async () => {
    // A product priced per piece (a sacking bag of one size), as the seed holds it.
    const [bag] = (
      await server.database.db.execute<{ sub: number; size: number; company: number }>(
        sql`select p.sub_category_id as sub, p.product_size_id as size, p.company_id as company from prices p join sub_categories s on s.id = p.sub_category_id
            where s.unit = 'piece' and p.product_size_id is not null order by p.id limit 1`,
      )
    ).rows;
    const BAGS = { sub_category_id: String(bag?.sub), product_size_id: String(bag?.size), company_id: String(bag?.company), truck_fare_id: "1" };
    for (const typed of ["95,000", "95 000"]) {
      const read = await post("/api/api_quote_request", { ...BAGS, quantity: typed }, bearer(token));
      expect(read.statusCode, read.body).toBe(201);
      expect(quoteRequestReply().parse(read.json()).data).toMatchObject({ unit: "piece", quantity: 95000 });
    }
    const before = [await storedCount(), await outboxCount()];
    const refusals: [string, string][] = [
      ["95.000", "Did you mean 95,000 or 95? Type 95000 or 95: thousands with a comma or none, decimals after a point"],
      ["95,5", "Did you mean 95.5? Type 95.5: decimals after a point"],
      ["95.5", "Pieces are counted in whole numbers: did you mean 95 pieces or 96 pieces?"],
    ];
    for (const [typed, msg] of refusals) {
      const refused = await post("/api/api_quote_request", { ...BAGS, quantity: typed }, bearer(token));
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ success: false, msg, code: "invalid_input", field: "quantity" });
    }
    expect([await storedCount(), await outboxCount()]).toEqual(before);
  });

  it("lists a member's own enquiries only, newest first, and none to a visitor", async () => {
    const own = await memberToken(server);
    const contact = enquiryReply().parse((await post("/api/api_enquiry", CONTACT, bearer(own))).json()).data.reference;
    const quote = quoteRequestReply().parse((await post("/api/api_quote_request", { ...SPEC, quantity: "13" }, bearer(own))).json()).data.reference;
    await post("/api/api_enquiry", CONTACT, bearer(token));

    const response = await server.app.inject({ method: "GET", url: "/api/api_my_enquiries", headers: bearer(own) });
    const reply = myEnquiriesReply().parse(response.json());
    expect(reply.data.map((entry) => entry.reference)).toEqual([quote, contact]);
    expect(reply.data[0]).toMatchObject({ kind: "quote", lines: [{ product: "CRX Jute Yarn, count 8, 2 ply, VOT", quantity: "13 MT", company: "OJML", port: "Chattogram Port", note: "" }], status: "received" });
    expect(reply.data[1]).toMatchObject({ kind: "contact", subject: CONTACT.subject, lines: [], status: "received" });

    const visitor = await server.app.inject({ method: "GET", url: "/api/api_my_enquiries" });
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().success).toBe(false);
  });
});

describe("the enquiry rate limit", () => {
  it("refuses an address past ENQUIRY_LIMIT_PER_HOUR with a 429, before storing anything", async () => {
    const server = await buildTestServer({ env: { ENQUIRY_LIMIT_PER_HOUR: "2" } });
    try {
      const send = () => server.app.inject(json("POST", "/api/api_enquiry", CONTACT));
      expect((await send()).statusCode).toBe(201);
      expect((await send()).statusCode).toBe(201);
      const refused = await send();
      expect(refused.statusCode).toBe(429);
      expect(refused.headers["retry-after"]).toBeTruthy();
      expect(refused.json().success).toBe(false);
      const stored = await server.database.db.select({ n: count() }).from(enquiries);
      expect(stored[0]?.n).toBe(2);
    } finally {
      await server.close();
    }
  });
});

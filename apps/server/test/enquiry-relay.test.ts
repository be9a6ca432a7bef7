/**
 * No mail relay through the enquiry forms (issue 22). The acknowledgement went to whatever
 * address the sender typed, from the mill, repeating the sender's name, subject and message:
 * 40 acknowledgements with 40 phishing links reached one victim from 4 client addresses. The
 * enquiry limit keyed on the raw address (::1 and 127.0.0.1 apart, one IPv6 /64 sent 14 of
 * 14) and contact and quote requests had a budget each.
 */
import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { particulars } from "@jute/api/company";
import { enquiries, members, outbox } from "../src/db/schema";
import { bearer, buildTestServer, createPostgresDatabase, engines, json, memberToken, newMember, type TestServer } from "./helper";

const VICTIM = "victim@bank-customer.example";
const phishing = (n: number) => ({
  name: `Security team http://login-check-${n}.example/verify`,
  email: VICTIM,
  subject: `Your account is locked: https://unlock-${n}.example`,
  message: `Confirm your password within 24 hours at https://secure-${n}.example/login or lose access.`,
});
// OJML's CRX yarn, count 8, 2 ply, VOT, to Chattogram Port.
const SPEC = { sub_category_id: "1", company_id: "2", count: "8", ply: "2", oil: "VOT", truck_fare_id: "1", quantity: 5, message: "Deliver to http://phish.example" };

const acksTo = async (server: TestServer, to: string) =>
  server.database.db.select().from(outbox).where(and(eq(outbox.toAddress, to), eq(outbox.kind, "contact-ack")));
const storedCount = async (server: TestServer) => (await server.database.db.select({ n: count() }).from(enquiries))[0]?.n ?? 0;

describe.each(engines)("no relay through enquiries (%s)", (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await buildTestServer({ engine, env: { ACK_LIMIT_PER_DAY: "3", ENQUIRY_LIMIT_PER_HOUR: "10000" } });
  });
  afterAll(() => server.close());

  it("acknowledges with the reference and the mill, and repeats nothing the sender typed", async () => {
    const typed = phishing(0);
    const to = "one.sender@example.com";
    const reply = await server.app.inject(json("POST", "/api/api_enquiry", { ...typed, email: to }));
    expect(reply.statusCode).toBe(201);
    const reference = (reply.json() as { data: { reference: string } }).data.reference;
    const [ack] = await acksTo(server, to);
    expect(ack?.subject).toBe(`Your enquiry ${reference} has been received`);
    expect(ack?.textBody).toContain(reference);
    expect(ack?.textBody).toContain(particulars.groupName);
    for (const text of [ack?.subject ?? "", ack?.textBody ?? ""]) {
      expect(text).not.toMatch(/https?:|\.example\b/);
      for (const value of Object.values(typed)) expect(text).not.toContain(value);
    }
    // The mill still gets all of it.
    const [mill] = await server.database.db.select().from(outbox).where(and(eq(outbox.reference, reference), eq(outbox.kind, "contact-mill")));
    expect(mill?.textBody).toContain(typed.message);
  });

  it("a quote request's acknowledgement carries the catalogue's words, not the member's message", async () => {
    const token = await memberToken(server.app);
    const reply = await server.app.inject(json("POST", "/api/api_quote_request", SPEC, bearer(token)));
    expect(reply.statusCode).toBe(201);
    const reference = (reply.json() as { data: { reference: string } }).data.reference;
    const [ack] = await server.database.db.select().from(outbox).where(and(eq(outbox.reference, reference), eq(outbox.kind, "quote-ack")));
    expect(ack?.textBody).toContain(reference);
    expect(ack?.textBody).not.toContain("phish.example");
  });

  it("one cap per mailbox: 11 enquiries to 5 spellings of one mailbox (case, +tag) get 3 acknowledgements", async () => {
    const spellings = ["mailbox@relay.example", "Mailbox@Relay.example", "mailbox+a@relay.example", "MAILBOX+b@relay.example", "mailbox+c@RELAY.example"];
    for (let n = 0; n < 11; n += 1) {
      const reply = await server.app.inject(json("POST", "/api/api_enquiry", { ...phishing(100 + n), email: spellings[n % spellings.length] }));
      expect(reply.statusCode).toBe(201);
    }
    const acks = (await Promise.all(spellings.map((to) => acksTo(server, to)))).flat();
    expect(acks).toHaveLength(3);
  });

  it("mail off: a new account acts at once, and a quote acknowledgement to its unproven address names nobody", async () => {
    const chosen = "Security Team Account Locked Call 0800 123";
    const account = newMember({ name: chosen });
    const registered = await server.app.inject(json("POST", "/api/api_register", account));
    expect(registered.statusCode).toBe(201);
    expect(registered.json()).not.toHaveProperty("confirm_sent_to");
    const login = await server.app.inject(json("POST", "/api/api_login", { email: account.email, password: account.password }));
    expect(login.statusCode).toBe(200);
    const token = (login.json() as { token: string }).token;
    const reply = await server.app.inject(json("POST", "/api/api_quote_request", SPEC, bearer(token)));
    expect(reply.statusCode).toBe(201);
    const reference = (reply.json() as { data: { reference: string } }).data.reference;
    const [ack] = await server.database.db.select().from(outbox).where(and(eq(outbox.reference, reference), eq(outbox.kind, "quote-ack")));
    expect(ack?.textBody).toContain("Dear customer,");
    for (const text of [ack?.subject ?? "", ack?.textBody ?? "", ack?.htmlBody ?? ""]) {
      expect(text).not.toContain(chosen);
      expect(text).not.toContain("phish.example");
    }
    // Once the address is proven, the member's name greets them.
    await server.database.db.update(members).set({ provenAt: new Date() }).where(eq(members.email, account.email));
    const again = await server.app.inject(json("POST", "/api/api_quote_request", SPEC, bearer(token)));
    const proven = (again.json() as { data: { reference: string } }).data.reference;
    const [named] = await server.database.db.select().from(outbox).where(and(eq(outbox.reference, proven), eq(outbox.kind, "quote-ack")));
    expect(named?.textBody).toContain(`Dear ${chosen},`);
  });

  it("40 enquiries from 4 client addresses to one recipient: all stored, 3 acknowledgements reach it", async () => {
    const before = await storedCount(server);
    const addresses = ["198.51.100.1", "198.51.100.2", "203.0.113.7", "2001:db8:1::9"];
    const replies = await Promise.all(
      Array.from({ length: 40 }, (_, n) =>
        server.app.inject({ ...json("POST", "/api/api_enquiry", phishing(n + 1)), remoteAddress: addresses[n % addresses.length] as string }),
      ),
    );
    expect(replies.map((reply) => reply.statusCode)).toEqual(Array<number>(40).fill(201));
    expect((await storedCount(server)) - before).toBe(40);
    const acks = await acksTo(server, VICTIM);
    console.info(`relay (${engine}): 40 enquiries to one address from 4 clients, ${acks.length} acknowledgements queued`);
    expect(acks).toHaveLength(3);
  });
});

describe.each(engines)("one enquiry budget per client (%s)", (engine) => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await buildTestServer({ engine, env: { ENQUIRY_LIMIT_PER_HOUR: "10" } });
    token = await memberToken(server.app);
  });
  afterAll(() => server.close());

  const contact = (remoteAddress: string, n: number) =>
    server.app.inject({ ...json("POST", "/api/api_enquiry", { ...phishing(n), email: `sender${n}@example.com` }), remoteAddress });
  const quote = (remoteAddress: string) => server.app.inject({ ...json("POST", "/api/api_quote_request", SPEC, bearer(token)), remoteAddress });

  it("counts contact and quote requests together, and ::1 with 127.0.0.1", async () => {
    const statuses: number[] = [];
    for (let n = 0; n < 12; n += 1) {
      const address = n % 2 === 0 ? "127.0.0.1" : "::1";
      statuses.push((n % 3 === 0 ? await quote(address) : await contact(address, n)).statusCode);
    }
    expect(statuses.slice(0, 10)).toEqual(Array<number>(10).fill(201));
    expect(statuses.slice(10)).toEqual([429, 429]);
    const refused = await contact("::ffff:127.0.0.1", 99);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers["retry-after"]).toBeTruthy();
    expect(refused.json()).toMatchObject({ success: false });
  });

  it("counts one IPv6 /64 as one client: 10 of 14 accepted; another /64 has its own budget", async () => {
    const statuses: number[] = [];
    for (let n = 1; n <= 14; n += 1) statuses.push((await contact(`2001:db8:aa:bb::${n.toString(16)}`, n)).statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(10);
    expect(statuses.slice(10)).toEqual([429, 429, 429, 429]);
    expect((await contact("2001:db8:aa:cc::1", 50)).statusCode).toBe(201);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)("two instances on one PostgreSQL share the cap and the budget", () => {
  let a: TestServer;
  let b: TestServer;
  beforeAll(async () => {
    const databaseUrl = await createPostgresDatabase();
    const env = { ACK_LIMIT_PER_DAY: "3", ENQUIRY_LIMIT_PER_HOUR: "10" };
    a = await buildTestServer({ engine: "postgres", databaseUrl, env });
    b = await buildTestServer({ engine: "postgres", databaseUrl, env });
  });
  afterAll(async () => {
    await a.close();
    await b.close();
  });

  it("3 acknowledgements to one address over both; 10 enquiries from one client over both", async () => {
    const replies = [];
    for (let n = 0; n < 8; n += 1) {
      const server = n % 2 === 0 ? a : b;
      replies.push(await server.app.inject({ ...json("POST", "/api/api_enquiry", phishing(n)), remoteAddress: `192.0.2.${n + 1}` }));
    }
    expect(replies.every((reply) => reply.statusCode === 201)).toBe(true);
    expect(await acksTo(a, VICTIM)).toHaveLength(3);

    const statuses: number[] = [];
    for (let n = 0; n < 12; n += 1) {
      const server = n % 2 === 0 ? a : b;
      statuses.push((await server.app.inject({ ...json("POST", "/api/api_enquiry", { ...phishing(n), email: `s${n}@example.com` }), remoteAddress: "2001:db8:5::1" })).statusCode);
    }
    expect(statuses.filter((status) => status === 201)).toHaveLength(10);
    expect(statuses.slice(10)).toEqual([429, 429]);
  });
});

/**
 * The mail outbox against a real SMTP server in-process: mail queued in a transaction is sent
 * once it commits (never when it rolls back), with its fixed Message-ID; while the SMTP server
 * is down it waits and is retried with backoff, then arrives; two workers on one database
 * send each mail once; with SMTP_URL unset nothing is sent or retried.
 */
import { eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { outbox } from "../src/db/schema";
import { createOutboxWorker, enqueueMail, retryDelayMs, MESSAGE_ID_DOMAIN } from "../src/domain/mail/outbox";
import { buildTestServer, engines, type TestServer } from "./helper";
import { startTestSmtp, type TestSmtp } from "./smtp";

const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };
const mailEnv = (smtp: TestSmtp) => ({
  SMTP_URL: smtp.url,
  MAIL_FROM: "Jute Mills <web@mill.example>",
  MAIL_TO: "sales@mill.example",
  MAIL_RETRY_MAX_SECONDS: "1",
});

async function rowsFor(server: TestServer, reference: string) {
  return server.database.db.select().from(outbox).where(eq(outbox.reference, reference));
}

async function waitUntil(check: () => Promise<boolean>, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error("condition not met in time");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe.each(engines)("the mail outbox (%s)", (engine) => {
  let smtp: TestSmtp;
  let server: TestServer;

  beforeAll(async () => {
    smtp = await startTestSmtp();
    server = await buildTestServer({ engine, env: mailEnv(smtp) });
  });
  afterAll(async () => {
    await server.close();
    await smtp.stop();
  });
  afterEach(async () => {
    await smtp.start();
  });

  it("sends a mail queued in a committed transaction, with its Message-ID, and marks it sent", async () => {
    const { messageId } = await server.database.db.transaction(async (tx) =>
      enqueueMail(tx, { to: "buyer@example.com", subject: "Your enquiry E-1", text: "We have your enquiry.", kind: "test-ack", reference: "T-commit" }),
    );
    expect(messageId).toMatch(new RegExp(`^<[0-9a-f-]{36}@${MESSAGE_ID_DOMAIN.replace(".", "\\.")}>$`));
    const [mail] = await smtp.waitFor(1, (m) => m.headers["x-reference"] === "T-commit");
    expect(mail?.to).toEqual(["buyer@example.com"]);
    expect(mail?.from).toBe("web@mill.example");
    expect(mail?.headers["message-id"]).toBe(messageId);
    expect(mail?.headers.subject).toBe("Your enquiry E-1");
    expect(mail?.text).toContain("We have your enquiry.");
    await waitUntil(async () => (await rowsFor(server, "T-commit"))[0]?.status === "sent");
    const [row] = await rowsFor(server, "T-commit");
    expect(row).toMatchObject({ status: "sent", attempts: 1, lastError: null });
    expect(row?.sentAt).toBeInstanceOf(Date);
  });

  it("queues nothing when the caller's transaction rolls back", async () => {
    await expect(
      server.database.db.transaction(async (tx) => {
        await enqueueMail(tx, { to: "buyer@example.com", subject: "Never", text: "x", kind: "test", reference: "T-rollback" });
        throw new Error("the enquiry failed");
      }),
    ).rejects.toThrow("the enquiry failed");
    expect(await rowsFor(server, "T-rollback")).toEqual([]);
  });

  it("refuses a header with a line break", async () => {
    await expect(
      enqueueMail(server.database.db, { to: "a@example.com", subject: "Hi\r\nBcc: x@example.com", text: "x", kind: "test" }),
    ).rejects.toThrow(/subject/);
  });

  it("keeps a mail while the SMTP server is down, retries, and sends it once it is back", async () => {
    await smtp.stop();
    await enqueueMail(server.database.db, { to: "buyer@example.com", subject: "Down", text: "Waited for SMTP.", kind: "test", reference: "T-down" });
    await waitUntil(async () => ((await rowsFor(server, "T-down"))[0]?.attempts ?? 0) >= 2);
    const [waiting] = await rowsFor(server, "T-down");
    expect(waiting?.status).toBe("pending");
    expect(waiting?.lastError).toBeTruthy();
    await smtp.start();
    const arrived = await smtp.waitFor(1, (m) => m.headers["x-reference"] === "T-down");
    expect(arrived[0]?.text).toContain("Waited for SMTP.");
    await waitUntil(async () => (await rowsFor(server, "T-down"))[0]?.status === "sent");
    // Sent once, however many attempts it took.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(smtp.mails.filter((m) => m.headers["x-reference"] === "T-down")).toHaveLength(1);
  });

  it("sends each mail once when several workers share the database", async () => {
    const workers = [1, 2, 3].map(() => createOutboxWorker(server.database, { smtpUrl: smtp.url, from: "web@mill.example", log: silent, batchSize: 2 }));
    await server.database.db.transaction(async (tx) => {
      for (let index = 0; index < 12; index += 1) {
        await enqueueMail(tx, { to: `b${index}@example.com`, subject: `Bulk ${index}`, text: "x", kind: "test", reference: "T-bulk" });
      }
    });
    await Promise.all(workers.map((worker) => worker.runOnce()));
    await Promise.all(workers.map((worker) => worker.stop()));
    await waitUntil(async () => (await rowsFor(server, "T-bulk")).every((row) => row.status === "sent"));
    await new Promise((resolve) => setTimeout(resolve, 500));
    const bulk = smtp.mails.filter((m) => m.headers["x-reference"] === "T-bulk");
    expect(bulk).toHaveLength(12);
    expect(new Set(bulk.map((m) => m.headers["message-id"])).size).toBe(12);
  });
});

describe("with SMTP_URL unset", () => {
  it("stores the mail and neither sends nor retries it", async () => {
    const server = await buildTestServer();
    try {
      await enqueueMail(server.database.db, { to: "a@example.com", subject: "Stored", text: "x", kind: "test", reference: "T-off" });
      await new Promise((resolve) => setTimeout(resolve, 1500));
      const [row] = await rowsFor(server, "T-off");
      expect(row).toMatchObject({ status: "pending", attempts: 0, lockedUntil: null });
      const pending = await server.database.db.execute(sql`select count(*)::int as n from outbox where status = 'pending'`);
      expect((pending as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(1);
    } finally {
      await server.close();
    }
  });
});

describe("retry delays", () => {
  it("double from the base up to the cap, within 20 % jitter", () => {
    const middle = () => 0.5;
    expect([1, 2, 3, 4, 10, 40].map((n) => retryDelayMs(n, 1000, 60_000, middle))).toEqual([1000, 2000, 4000, 8000, 60_000, 60_000]);
    expect(retryDelayMs(1, 1000, 60_000, () => 0)).toBe(800);
    expect(retryDelayMs(1, 1000, 60_000, () => 1)).toBe(1200);
  });
});

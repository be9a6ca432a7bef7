/**
 * Enquiry mail with the built server as real processes and a real SMTP server in-process:
 * with SMTP down enquiries are accepted and arrive once it is back; after a SIGKILL between
 * storing and sending the mail arrives after the restart; with SMTP_URL unset the server says
 * mail is off; two instances on one PostgreSQL send each mail exactly once.
 */
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { pgliteFromTemplate } from "./helper";
import { createDatabaseOn, startCluster, type Cluster } from "./pg-cluster";
import { buildServerBundle, postJson, startServerProcess, type ServerProcess } from "./processes";
import { startTestSmtp, type TestSmtp } from "./smtp";

const running: ServerProcess[] = [];
const smtps: TestSmtp[] = [];
const noSite = path.join(tmpdir(), "jute-no-site");

const enquiry = (n: number | string) => ({
  name: "Karim Exports",
  email: `karim${n}@exports.example`,
  subject: `Sacking bags, lot ${n}`,
  message: `Please quote 20,000 B-Twill bags for lot ${n}.`,
});

async function start(env: Record<string, string>): Promise<ServerProcess> {
  const server = await startServerProcess({ SITE_DIR: noSite, MAIL_FROM: "web@mill.example", MAIL_TO: "sales@mill.example", MAIL_RETRY_MAX_SECONDS: "1", ...env });
  running.push(server);
  return server;
}

async function smtpServer(running = true): Promise<TestSmtp> {
  const smtp = await startTestSmtp({ running });
  smtps.push(smtp);
  return smtp;
}

async function sendEnquiry(server: ServerProcess, n: number | string): Promise<string> {
  const reply = await postJson(server.base, "api_enquiry", enquiry(n));
  expect(reply.status).toBe(201);
  return (JSON.parse(reply.body) as { data: { reference: string } }).data.reference;
}

const byReference = (reference: string) => (mail: { headers: Record<string, string> }) => mail.headers["x-reference"] === reference;

describe("enquiry mail from the built server", { timeout: 240_000 }, () => {
  beforeAll(() => buildServerBundle(), 120_000);

  afterEach(async () => {
    await Promise.all(running.splice(0).map((server) => server.stop("SIGKILL")));
    await Promise.all(smtps.splice(0).map((smtp) => smtp.stop()));
  });

  it("accepts enquiries while the SMTP server is down and delivers them once it is up", async () => {
    const smtp = await smtpServer(false);
    const dataDir = await pgliteFromTemplate();
    const server = await start({ DATA_DIR: dataDir, SMTP_URL: smtp.url });
    const reference = await sendEnquiry(server, "down");
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(smtp.mails).toHaveLength(0);
    await smtp.start();
    const mails = await smtp.waitFor(2, byReference(reference));
    expect(mails.find((mail) => mail.to.includes("sales@mill.example"))?.text).toContain("Please quote 20,000 B-Twill bags for lot down.");
    expect(mails.find((mail) => mail.to.includes("karimdown@exports.example"))?.text).toContain(reference);
  });

  it("delivers after a restart the mail of an enquiry stored just before a SIGKILL", async () => {
    const smtp = await smtpServer(false);
    const dataDir = await pgliteFromTemplate();
    const first = await start({ DATA_DIR: dataDir, SMTP_URL: smtp.url });
    const reference = await sendEnquiry(first, "killed");
    // Stored and acknowledged, not sent (SMTP is down): killed before it can be.
    await first.stop("SIGKILL");
    expect(smtp.mails).toHaveLength(0);
    await smtp.start();
    await start({ DATA_DIR: dataDir, SMTP_URL: smtp.url });
    const mails = await smtp.waitFor(2, byReference(reference));
    expect(mails.map((mail) => mail.to[0]).sort()).toEqual(["karimkilled@exports.example", "sales@mill.example"]);
  });

  it("says at start that mail is off when SMTP_URL is unset, and still stores enquiries", async () => {
    const dataDir = await pgliteFromTemplate();
    const server = await start({ DATA_DIR: dataDir, SMTP_URL: "" });
    expect(server.output()).toContain("mail is off: SMTP_URL is unset");
    // Accounts act at once, and the start log says so in one line (issue 32).
    expect(server.output()).toContain("mail is off: new accounts act at once, without confirming their email address");
    expect(await sendEnquiry(server, "off")).toMatch(/^E-\d{4}-\d{6}$/);
  });
});

describe("two server processes on one PostgreSQL", { timeout: 240_000 }, () => {
  let cluster: Cluster | undefined;
  let smtp: TestSmtp;
  let a: ServerProcess;
  let b: ServerProcess;

  beforeAll(async () => {
    const adminUrl = process.env.TEST_DATABASE_URL ?? (cluster = await startCluster()).adminUrl;
    const databaseUrl = await createDatabaseOn(adminUrl, "jute_mail");
    await buildServerBundle();
    smtp = await startTestSmtp();
    [a, b] = await Promise.all([
      startServerProcess({ DATABASE_URL: databaseUrl, SITE_DIR: noSite, SMTP_URL: smtp.url, MAIL_FROM: "web@mill.example", MAIL_TO: "sales@mill.example" }),
      startServerProcess({ DATABASE_URL: databaseUrl, SITE_DIR: noSite, SMTP_URL: smtp.url, MAIL_FROM: "web@mill.example", MAIL_TO: "sales@mill.example" }),
    ]);
  }, 180_000);

  afterAll(async () => {
    for (const server of [a, b]) if (server) await server.stop("SIGTERM");
    await smtp?.stop();
    cluster?.destroy();
  });

  it("send each mail exactly once", async () => {
    const references = await Promise.all(Array.from({ length: 12 }, (_unused, n) => sendEnquiry(n % 2 ? a : b, `pg${n}`)));
    await smtp.waitFor(24, (mail) => references.includes(mail.headers["x-reference"] ?? ""), 60_000);
    // Both instances keep polling: a second copy would show up within a few polls.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const ours = smtp.mails.filter((mail) => references.includes(mail.headers["x-reference"] ?? ""));
    expect(ours).toHaveLength(24);
    expect(new Set(ours.map((mail) => mail.headers["message-id"])).size).toBe(24);
  });
});

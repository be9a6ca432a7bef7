/**
 * The smaller items of issue 22: an encoded word typed into an enquiry's subject reached the
 * mill's Subject header as is (a mail client showed a fake Bcc line); with a TRUST_PROXY hop
 * count the server gave no warning that a client reaching its port directly picks its own
 * address.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, buildTestServer, defaultEngines, json, memberToken, newMember, type TestServer } from "./helper";
import { startTestSmtp, type TestSmtp } from "./smtp";

/** A header as a mail client shows it: every RFC 2047 encoded word decoded (one pass). */
function decodeHeader(value: string): string {
  return value.replace(/=\?([^?]+)\?([bBqQ])\?([^?]*)\?=\s*/g, (_match, _charset: string, encoding: string, text: string) =>
    encoding.toLowerCase() === "b"
      ? Buffer.from(text, "base64").toString("utf8")
      : decodeURIComponent(text.replaceAll("_", " ").replace(/=([0-9A-Fa-f]{2})/g, "%$1")),
  );
}

describe.each(defaultEngines)("encoded words in headers (%s)", (engine) => {
  let smtp: TestSmtp;
  let server: TestServer;
  beforeAll(async () => {
    smtp = await startTestSmtp();
    server = await buildTestServer({ engine, env: { SMTP_URL: smtp.url, MAIL_FROM: "web@mill.example", MAIL_TO: "sales@mill.example", MAIL_RETRY_MAX_SECONDS: "1" } });
  });
  afterAll(async () => {
    await server.close();
    await smtp.stop();
  });

  it("shows an encoded word typed into a subject as typed, never decoded into another header", async () => {
    const typed = `=?utf-8?b?${Buffer.from("Bcc: attacker@evil.example").toString("base64")}?=`;
    const reply = await server.app.inject(
      json("POST", "/api/api_enquiry", { name: "Rahim", email: "rahim@traders.example", subject: typed, message: "Please send your terms for hessian." }),
    );
    expect(reply.statusCode).toBe(201);
    const reference = (reply.json() as { data: { reference: string } }).data.reference;
    const [toMill] = await smtp.waitFor(1, (mail) => mail.headers["x-reference"] === reference && mail.to.includes("sales@mill.example"));
    const shown = decodeHeader(toMill?.headers.subject ?? "");
    expect(shown).toContain(`Enquiry ${reference}:`);
    expect(shown).not.toContain("Bcc:");
    expect(shown.replaceAll("\u200b", "")).toContain(typed);
  });
});

describe("TRUST_PROXY as a hop count", () => {
  async function startLog(trustProxy: string) {
    const lines: string[] = [];
    const server = await buildTestServer({ env: { LOG_LEVEL: "warn", TRUST_PROXY: trustProxy }, logStream: { write: (line) => lines.push(line) } });
    await server.close();
    return lines.join("\n");
  }

  it("warns at start that a client reaching the port directly picks its own address; an address list does not", async () => {
    expect(await startLog("1")).toMatch(/TRUST_PROXY is a hop count \(1\): a client that reaches this port directly, not through the proxy, can pick its own address/);
    expect(await startLog("10.0.0.5")).not.toMatch(/TRUST_PROXY is a hop count/);
  }, 120_000);
});

describe.each(defaultEngines)("names that cannot pass for addresses or staff (%s)", (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await buildTestServer({ engine });
  }, 120_000);
  afterAll(() => server.close());

  it("refuses such a name at registration and at rename, and keeps an ordinary one", async () => {
    for (const [name, msg] of [
      ["billing@bank.example", "Enter your own or your company's name, not an email or web address"],
      ["Visit secure-login.com now", "Enter your own or your company's name, not an email or web address"],
      ["Mill Staff", "Choose a name that does not read as the mill's staff (such as staff, admin, support or official)"],
      ["Sonali Jute Group Support", "Choose a name that does not read as the mill's staff (such as staff, admin, support or official)"],
    ] as const) {
      const registered = await server.app.inject(json("POST", "/api/api_register", newMember({ name })));
      expect(registered.statusCode, name).toBe(400);
      expect(registered.json()).toMatchObject({ success: false, msg });
    }
    const token = await memberToken(server);
    const renamed = await server.app.inject(json("POST", "/api/api_account_name", { name: "admin" }, bearer(token)));
    expect(renamed.statusCode).toBe(400);
    expect((await server.app.inject(json("POST", "/api/api_account_name", { name: "Rahim Jute Traders Ltd." }, bearer(token)))).statusCode).toBe(200);
  });
});

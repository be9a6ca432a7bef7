/**
 * The e2e run's global setup: one SMTP server (the server tests' real one, apps/server/test/smtp.ts)
 * that both e2e servers mail to, on SMTP_PORT, for the whole run. The specs run in other
 * processes, so it serves what it received as JSON on MAIL_API_PORT (GET /mails), which
 * mail.ts reads. Each spec finds its own mail by the unique address or reference it used.
 */
import http from "node:http";
import { startTestSmtp } from "../apps/server/test/smtp";
import { MAIL_API_PORT, SMTP_PORT } from "./servers";

export default async function mailCatcher(): Promise<() => Promise<void>> {
  const smtp = await startTestSmtp({ port: SMTP_PORT });
  const api = http.createServer((req, res) => {
    if (req.method !== "GET" || req.url !== "/mails") return void res.writeHead(404).end();
    res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(smtp.mails));
  });
  await new Promise<void>((resolve, reject) => {
    api.once("error", reject);
    api.listen(MAIL_API_PORT, "127.0.0.1", () => resolve());
  });
  return async () => {
    await new Promise<void>((resolve) => api.close(() => resolve()));
    await smtp.stop();
  };
}

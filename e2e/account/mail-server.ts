/**
 * A server of its own for the password reset journeys: the built server and site on a free
 * port and a fresh database, sending mail to a real SMTP server in this process (the
 * `smtp-server` package, through the server tests' helper). Its PUBLIC_URL is its own address,
 * so the link in the mail opens on it.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "../../apps/server/test/processes";
import { startTestSmtp, type TestSmtp } from "../../apps/server/test/smtp";
import { recordingServer } from "../flow-recording";

const root = path.resolve(import.meta.dirname, "../..");

export interface MailServer {
  origin: string;
  smtp: TestSmtp;
  /** The reset link of the newest mail to `email`, once `count` mails have reached it. */
  resetLink(email: string, count?: number): Promise<string>;
  stop(): Promise<void>;
}

export async function startMailServer(): Promise<MailServer> {
  const smtp = await startTestSmtp();
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const recording = recordingServer("mail-server");
  const child: ChildProcess = spawn(process.execPath, [...recording.nodeArgs, path.join(root, "apps/server/dist/main.mjs")], {
    cwd: root,
    stdio: ["ignore", "inherit", "inherit"],
    env: {
      ...process.env,
      ...recording.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: path.join(mkdtempSync(path.join(tmpdir(), "jute-e2e-mail-")), "data"),
      DATABASE_URL: "",
      LOG_LEVEL: "warn",
      LOGIN_LIMIT_PER_MINUTE: "10000",
      REGISTER_LIMIT_PER_HOUR: "10000",
      RESET_LIMIT_PER_HOUR: "10000",
      PUBLIC_URL: origin,
      SMTP_URL: smtp.url,
      MAIL_FROM: "Sonali Jute Group <web@mill.example>",
      MAIL_TO: "sales@mill.example",
      MAIL_RETRY_MAX_SECONDS: "1",
    },
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const deadline = Date.now() + 90_000;
  for (;;) {
    const ready = await fetch(`${origin}/api/health`).then((reply) => reply.ok, () => false);
    if (ready) break;
    if (child.exitCode !== null || Date.now() > deadline) throw new Error("the mail server did not start");
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    origin,
    smtp,
    async resetLink(email, count = 1) {
      const mails = await smtp.waitFor(count, (mail) => mail.to.includes(email));
      const link = /https?:\/\/\S+\/reset-password#token=[A-Za-z0-9_-]+/.exec(mails.at(-1)?.text ?? "")?.[0];
      if (!link) throw new Error(`no reset link in the mail to ${email}`);
      return link;
    },
    async stop() {
      child.kill("SIGTERM");
      await exited;
      await smtp.stop();
    },
  };
}

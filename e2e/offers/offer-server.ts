/**
 * A server of its own for the offer journey: the built server and site on a free port and a
 * fresh database, mailing a real SMTP server in this process, with a staff account made by
 * `pnpm staff:add`, and a clock the test can move a day ahead (`nextDay`: SIGUSR2, see
 * shifted-clock.mjs), so that an offer expires without waiting.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "../../apps/server/test/processes";
import { startTestSmtp, type TestSmtp } from "../../apps/server/test/smtp";
import { recordingServer } from "../flow-recording";

const root = path.resolve(import.meta.dirname, "../..");

export const OFFER_STAFF = { email: "offers.staff@mill.example", password: "offers-staff-golden-fibre-2026" };

export interface OfferServer {
  origin: string;
  smtp: TestSmtp;
  /** Moves the server's clock one day ahead. */
  nextDay(): Promise<void>;
  stop(): Promise<void>;
}

export async function startOfferServer(): Promise<OfferServer> {
  const smtp = await startTestSmtp();
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const recording = recordingServer("offer-server");
  const env = {
    ...process.env,
    ...recording.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: path.join(mkdtempSync(path.join(tmpdir(), "jute-e2e-offers-")), "data"),
    DATABASE_URL: "",
    LOG_LEVEL: "warn",
    LOGIN_LIMIT_PER_MINUTE: "10000",
    REGISTER_LIMIT_PER_HOUR: "10000",
    ENQUIRY_LIMIT_PER_HOUR: "10000",
    PUBLIC_URL: origin,
    SMTP_URL: smtp.url,
    MAIL_FROM: "Sonali Jute Group <web@mill.example>",
    MAIL_TO: "sales@mill.example",
    MAIL_RETRY_MAX_SECONDS: "1",
  };
  const staff = spawnSync(process.execPath, [path.join(root, "scripts/staff-add.mjs"), OFFER_STAFF.email, "--password-stdin"], {
    cwd: root,
    env,
    input: `${OFFER_STAFF.password}\n`,
    stdio: ["pipe", "inherit", "inherit"],
  });
  if (staff.status !== 0) throw new Error("staff:add failed");
  const child: ChildProcess = spawn(process.execPath, [...recording.nodeArgs, "--import", path.join(import.meta.dirname, "shifted-clock.mjs"), path.join(root, "apps/server/dist/main.mjs")], {
    cwd: root,
    stdio: ["ignore", "inherit", "inherit"],
    env,
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const deadline = Date.now() + 90_000;
  for (;;) {
    const ready = await fetch(`${origin}/api/health`).then((reply) => reply.ok, () => false);
    if (ready) break;
    if (child.exitCode !== null || Date.now() > deadline) throw new Error("the offer server did not start");
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    origin,
    smtp,
    async nextDay() {
      child.kill("SIGUSR2");
      await new Promise((resolve) => setTimeout(resolve, 200));
    },
    async stop() {
      child.kill("SIGTERM");
      await exited;
      await smtp.stop();
    },
  };
}

#!/usr/bin/env node
// The server the Playwright suite runs against: the built server and site, on a fresh
// PGlite database in a temporary folder, with rate limits raised for the test journeys.
// E2E_SERVER_PORT (default E2E_PORT) is where it listens; with FLOW_RECORD_FILE it loads
// flow-record-sink.mjs, which writes the recording build's transition beacons to that file.
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const dataDir = path.join(mkdtempSync(path.join(tmpdir(), "jute-e2e-")), "data");
const env = {
  ...process.env,
  PORT: process.env.E2E_SERVER_PORT ?? process.env.E2E_PORT ?? "4173",
  HOST: "127.0.0.1",
  DATA_DIR: dataDir,
  DATABASE_URL: "",
  LOG_LEVEL: "warn",
  LOGIN_LIMIT_PER_MINUTE: "10000",
  REGISTER_LIMIT_PER_HOUR: "10000",
  ENQUIRY_LIMIT_PER_HOUR: "10000",
  ACK_LIMIT_PER_DAY: "1000",
  // Mail goes to the SMTP server e2e/enquiries starts 20000 above the e2e port (retried
  // with backoff until it does; suites on different E2E_PORTs never share one).
  SMTP_URL: `smtp://127.0.0.1:${Number(process.env.E2E_PORT ?? "4173") + 20000}`,
  MAIL_FROM: "Sonali Jute Group <web@e2e.example>",
  MAIL_TO: "sales@e2e.example",
  MAIL_RETRY_MAX_SECONDS: "1",
};
// The staff journeys' account, made the way the mill makes one (e2e/staff/staff.ts).
const staff = spawnSync(process.execPath, [path.join(root, "scripts/staff-add.mjs"), "e2e.staff@mill.example", "--password-stdin"], {
  cwd: root,
  env,
  input: "e2e-staff-golden-fibre-2026\n",
  stdio: ["pipe", "inherit", "inherit"],
});
if (staff.status !== 0) process.exit(staff.status ?? 1);
const preload = process.env.FLOW_RECORD_FILE ? ["--import", path.join(root, "scripts/flow-record-sink.mjs")] : [];
const server = spawn(process.execPath, [...preload, path.join(root, "apps/server/dist/main.mjs")], {
  cwd: root,
  stdio: "inherit",
  env,
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));

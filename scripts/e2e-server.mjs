#!/usr/bin/env node
// A server the Playwright suite runs against (playwright.config.ts declares each one as a
// webServer): the built server and site (apps/site/dist, the production build) on a fresh PGlite
// database in a temporary folder, in testServerEnv's environment, with the staff account
// E2E_STAFF_EMAIL made by `pnpm staff:add` (the way the mill makes one; the password on
// E2E_STAFF_PASSWORD) before it starts. The config gives PORT, PUBLIC_URL and SMTP_URL; with
// E2E_SHIFTED_CLOCK=1 the server runs under e2e/offers/shifted-clock.mjs (a clock the offer
// journeys move).
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { testServerEnv } from "./lib/test-server-env.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const env = {
  ...process.env,
  ...testServerEnv({
    DATA_DIR: path.join(mkdtempSync(path.join(tmpdir(), "jute-e2e-")), "data"),
    RESET_LIMIT_PER_HOUR: "100000",
    MAIL_FROM: "Sonali Jute Group <web@e2e.example>",
    MAIL_TO: "sales@e2e.example",
    MAIL_RETRY_MAX_SECONDS: "1",
  }),
};
const staff = spawnSync(process.execPath, [path.join(root, "scripts/staff-add.mjs"), env.E2E_STAFF_EMAIL ?? "", "--password-stdin"], {
  cwd: root,
  env,
  input: `${env.E2E_STAFF_PASSWORD ?? ""}\n`,
  stdio: ["pipe", "inherit", "inherit"],
});
if (staff.status !== 0) process.exit(staff.status ?? 1);
const preload = env.E2E_SHIFTED_CLOCK === "1" ? ["--import", path.join(root, "e2e/offers/shifted-clock.mjs")] : [];
const server = spawn(process.execPath, [...preload, path.join(root, "apps/server/dist/main.mjs")], { cwd: root, stdio: "inherit", env });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));

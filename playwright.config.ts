/**
 * End-to-end tests in Debian's Chromium against the production build of the site
 * (apps/site/dist, exactly what ships) and the real server (`pnpm test:e2e` builds first).
 * Never run `playwright install`: the browser is the system's, Debian's Chromium headless shell
 * (scripts/test-chromium.mjs) or CHROMIUM_PATH.
 *
 * Servers, each declared once (ports in e2e/servers.ts): the main server for every spec, the
 * offers server (a database and a movable clock of its own) for e2e/offers, and one SMTP catcher
 * for the run (global setup, e2e/mail-catcher.ts) that both mail to. Projects: "setup" logs each
 * role in once and saves its session (e2e/sessions.ts); "chromium" runs every spec but the
 * offers ones; "offers" runs e2e/offers one test at a time (a test there moves its server's
 * clock). The scale-out spec starts its own stack (nginx, two instances, PostgreSQL).
 */
import { defineConfig, devices } from "@playwright/test";
import { TEST_CHROMIUM } from "./scripts/test-chromium.mjs";
import { E2E_PORT, MAIN_ORIGIN, OFFERS_ORIGIN, OFFERS_PORT, SMTP_PORT, STAFF } from "./e2e/servers";

const browser = { ...devices["Desktop Chrome"], channel: undefined };

/** The specs whose single tests take longest (a clean-clone CI run's figures, in docs/testing.md). */
const LONGEST_SPECS = [
  "site/header-first-tap.spec.ts",
  "enquiries/quote-journey.spec.ts",
  "staff/offers-list.spec.ts",
  "site/header-every-state.spec.ts",
  "site/forms-before-hydration.spec.ts",
  "staff/price-list.spec.ts",
  "staff/console-bar.spec.ts",
  "staff/inbox.spec.ts",
];

/** One e2e server (scripts/e2e-server.mjs) on `port`, mailing the run's SMTP catcher. */
const e2eServer = (port: number, origin: string, env: Record<string, string> = {}) => ({
  command: "node scripts/e2e-server.mjs",
  url: `${origin}/api/health`,
  reuseExistingServer: false,
  timeout: 120_000,
  env: {
    PORT: String(port),
    PUBLIC_URL: origin,
    SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
    E2E_STAFF_EMAIL: STAFF.email,
    E2E_STAFF_PASSWORD: STAFF.password,
    ...env,
  },
});

export default defineConfig({
  testDir: "e2e",
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  // On 2 cores, 3 workers: the whole stage on a quiet machine, clean clone, took 13 min 50 s with
  // 2 and 13 min 07 s with 3 (docs/testing.md); it is CPU-bound, so a fourth would not pay.
  // E2E_WORKERS overrides it.
  workers: Number(process.env.E2E_WORKERS ?? 3),
  forbidOnly: true,
  retries: 0,
  reporter: [["list"]],
  globalSetup: "./e2e/mail-catcher.ts",
  use: {
    baseURL: MAIN_ORIGIN,
    trace: "off",
    launchOptions: {
      executablePath: TEST_CHROMIUM,
      args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
    },
  },
  // Workers take tests in this order (projects as listed, then files alphabetically). "offers"
  // first: its one worker at a time runs beside the others instead of alone at the end; then the
  // specs whose single tests run longest (30 to 60 s each in CI), so that none starts last and
  // keeps one worker busy after the other two are done. Both "chromium" entries are one project
  // to `--project chromium` and in the report (docs/testing.md, the suite's time).
  projects: [
    { name: "setup", testMatch: /sessions\.setup\.ts$/, use: browser },
    { name: "offers", testMatch: ["offers/**/*.spec.ts"], dependencies: ["setup"], workers: 1, use: { ...browser, baseURL: OFFERS_ORIGIN } },
    { name: "chromium", testMatch: LONGEST_SPECS, dependencies: ["setup"], use: browser },
    { name: "chromium", testIgnore: ["offers/**", ...LONGEST_SPECS], dependencies: ["setup"], use: browser },
  ],
  webServer: [e2eServer(E2E_PORT, MAIN_ORIGIN), e2eServer(OFFERS_PORT, OFFERS_ORIGIN, { E2E_SHIFTED_CLOCK: "1" })],
});

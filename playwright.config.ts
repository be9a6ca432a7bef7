/**
 * End-to-end tests in Debian's Chromium against the built site and the real server
 * (`pnpm test:e2e` builds first). Never run `playwright install`: the browser is the
 * system's, at CHROMIUM_PATH or /usr/bin/chromium.
 *
 * Two servers: the journeys ("chromium") run against the recording build of the site
 * (apps/site/dist-flows, `build:flows`), whose machines report each transition they take to
 * coverage/flows/raw/ (see apps/site/flow-coverage/README.md); the first-visit budgets, the
 * prerender checks and the price-leak checks ("production": e2e/perf, e2e/security) run against
 * the production build (apps/site/dist) on E2E_PORT + 10000, so they measure exactly what ships.
 */
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 4173);
const productionPort = port + 10_000;
const browser = { ...devices["Desktop Chrome"], channel: undefined };

export default defineConfig({
  testDir: "e2e",
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  forbidOnly: true,
  retries: 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  globalSetup: "./e2e/flow-records.setup.ts",
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: "off",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
    },
  },
  projects: [
    { name: "chromium", testIgnore: ["perf/**", "security/**"], use: browser },
    {
      name: "production",
      testMatch: ["perf/**/*.spec.ts", "security/**/*.spec.ts"],
      use: { ...browser, baseURL: `http://127.0.0.1:${productionPort}` },
    },
  ],
  webServer: [
    {
      command: "node scripts/e2e-server.mjs",
      url: `http://127.0.0.1:${port}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        E2E_PORT: String(port),
        SITE_DIR: path.resolve("apps/site/dist-flows"),
        FLOW_RECORD_FILE: path.resolve("coverage/flows/raw", `e2e-${port}.jsonl`),
      },
    },
    {
      command: "node scripts/e2e-server.mjs",
      url: `http://127.0.0.1:${productionPort}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: { E2E_PORT: String(port), E2E_SERVER_PORT: String(productionPort) },
    },
  ],
});

/**
 * The test projects of the workspace. Vitest 4 has no workspace file of its own, so the root
 * scripts point `--config` here (see docs/toolchain.md).
 */
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import react from "@vitejs/plugin-react";
import { storybookTest } from "@storybook/addon-vitest/vitest-plugin";
import { playwright } from "@vitest/browser-playwright";
import { TEST_CHROMIUM } from "./scripts/test-chromium.mjs";
import { xstateThrough } from "./apps/site/vite/xstate-through.ts";

/**
 * Debian's Chromium, its headless shell (scripts/test-chromium.mjs; never `playwright install`), with the flags that keep it off the closed
 * network. A factory: one browser options object shared by two projects throws.
 */
function chromiumBrowser() {
  return {
    enabled: true,
    headless: true,
    provider: playwright({
      launchOptions: {
        executablePath: TEST_CHROMIUM,
        args: [
          "--headless",
          "--no-sandbox",
          "--disable-gpu",
          "--disable-quic",
          "--no-first-run",
          "--disable-background-networking",
          "--disable-component-update",
          "--disable-sync",
        ],
      },
    }),
    instances: [{ browser: "chromium" as const }],
  };
}

export default defineConfig({
  test: {
    // Two files at a time on the 2-core machine (Vitest's default there is one): a file mostly
    // runs on one core (a server file's PGlite, a jsdom screen), so two keep both busy; tests
    // bound by time or memory hold under it (apps/server/test/README.md). One value for every
    // project: Vitest refuses projects with different worker counts in one run order.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: "api",
          root: "packages/api",
          environment: "node",
          include: ["src/**/*.test.ts"],
        },
      },
      {
        test: {
          name: "server",
          root: "apps/server",
          environment: "node",
          include: ["test/**/*.test.ts"],
          // The migrated and seeded PGlite every test server is copied from (test/README.md).
          globalSetup: ["test/global-setup.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // The repository as a whole: no path outside it, lint's boundaries (test/README.md).
        test: {
          name: "repo",
          root: "test",
          environment: "node",
          include: ["**/*.test.ts"],
          testTimeout: 60_000,
        },
      },
      {
        // Pure helpers of the Playwright suites (e2e/perf/budget.ts); *.vitest.ts so that
        // Playwright's own test match never picks them up.
        test: {
          name: "perf",
          root: "e2e/perf",
          environment: "node",
          include: ["**/*.vitest.ts"],
        },
      },
      {
        plugins: [react()],
        test: {
          name: "ui",
          root: "packages/ui",
          environment: "jsdom",
          globals: true,
          setupFiles: ["../../test/setup-dom.ts"],
          include: ["src/**/*.test.{ts,tsx}"],
          exclude: ["src/**/*.browser.test.{ts,tsx}"],
        },
      },
      {
        // xstateThrough: every actor of the run (the site's and @xstate/react's, hence inlined)
        // is inspected and the transitions it takes recorded for the flow coverage report
        // (apps/site/flow-coverage/README.md).
        plugins: [react(), xstateThrough(fileURLToPath(new URL("./apps/site/src/shared/flows/coverage/xstate-unit.ts", import.meta.url)))],
        test: {
          name: "site",
          root: "apps/site",
          environment: "jsdom",
          globals: true,
          setupFiles: ["../../test/setup-dom.ts", "./flow-coverage/vitest-setup.ts"],
          server: { deps: { inline: ["@xstate/react"] } },
          // src: the app; vite: the site's build plugins; flow-coverage: the recorder's report.
          include: ["src/**/*.test.{ts,tsx}", "vite/**/*.test.ts", "flow-coverage/**/*.test.ts"],
          exclude: ["src/**/*.browser.test.{ts,tsx}"],
        },
      },
      {
        // Every story of .storybook/main.ts run as a test in Chromium, with its a11y check
        // (parameters.a11y.test = "error" in .storybook/preview.tsx) failing on violations.
        // The addon applies the preview annotations itself (Storybook >= 10.3): no setup file.
        plugins: [storybookTest({ configDir: fileURLToPath(new URL("./.storybook", import.meta.url)) })],
        test: {
          name: "storybook",
          browser: chromiumBrowser(),
          // A driven story waits out its slow answers and a drawing per state: on a busy
          // machine that passes 15 s.
          testTimeout: 30_000,
        },
      },
    ],
  },
});

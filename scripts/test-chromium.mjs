// The browser the test runs drive (Playwright's e2e suite, Vitest's browser projects), named
// once. Debian's chromium-headless-shell: the headless-only build of the same Chromium, the one
// Playwright itself runs for headless tests. Against the full browser (/usr/bin/chromium) the
// route crawl and the costing pages took 3.9 instead of 5.4 minutes on the 2-core machine: the
// full browser's own process spent more CPU than every page it rendered (docs/testing.md).
// CHROMIUM_PATH overrides it. The benchmarks (Lighthouse, INP, traces) keep the full browser.
export const TEST_CHROMIUM_PACKAGE = "chromium-headless-shell";
export const TEST_CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/lib/chromium/chromium-headless-shell";

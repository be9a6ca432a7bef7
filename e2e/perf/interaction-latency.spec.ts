/**
 * The worst controls of `pnpm bench:inp` (scripts/bench-inp.mjs), bounded in the suite: a member
 * on a 390 px phone with the CPU slowed 4x (CDP, as the benchmark and Lighthouse's mobile preset)
 * opens the header's Menu, presses Submit on the bag costing page, opens "Request a quote" and
 * types a digit in its Quantity. The page's Event Timing API (interaction to next paint: input
 * delay, handlers and the next frame) gives each control's latency. The goal is 100 ms (the
 * benchmark's figures, docs/benchmarks.md); the bound here is 5 times that, as the suite runs 3
 * workers on 2 shared cores (with a Lighthouse run beside it, load average 6 to 7, the dialog took
 * 376 ms once, 192 ms the next run): it fails on a control that blocks the main thread for
 * half a second (a long synchronous render or layout), not on the machine's load. The figures are
 * printed.
 */
import { expect, test, type Page } from "@playwright/test";
import { newPage } from "../flows/helpers";
import { MEMBER_STATE } from "../sessions";
import { settled } from "../settle";

const BOUND_MS = 500;

declare global {
  interface Window {
    latency: { seen: { name: string; duration: number }[]; flush: () => void };
  }
}

/** In the page, before its own script: the interactions' Event Timing entries. */
function recordInteractions() {
  const seen: { name: string; duration: number }[] = [];
  const keep = (entries: PerformanceEntryList) => {
    for (const entry of entries as PerformanceEventTiming[]) if (entry.interactionId) seen.push({ name: entry.name, duration: entry.duration });
  };
  const observer = new PerformanceObserver((list) => keep(list.getEntries()));
  observer.observe({ type: "event", durationThreshold: 16, buffered: true } as PerformanceObserverInit);
  window.latency = { seen, flush: () => keep(observer.takeRecords()) };
}

/** The slowest interaction since `from` (0: under 16 ms, which the API does not report), once two frames are drawn. */
async function slowestSince(page: Page, from: number): Promise<number> {
  return page.evaluate(async (start) => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    window.latency.flush();
    return window.latency.seen.slice(start).reduce((max, entry) => Math.max(max, entry.duration), 0);
  }, from);
}

test("at 4x CPU on a phone, Menu, Submit, Request a quote and typing answer within the bound", async ({ browser }) => {
  const page = await newPage(browser, 390, MEMBER_STATE);
  await page.addInitScript(recordInteractions);
  await page.goto("/bag-costing-product");
  const main = page.getByRole("main");
  await expect(main.getByRole("button", { name: "Submit" })).toBeVisible();
  await settled(page);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });

  const figures: Record<string, number> = {};
  const measure = async (name: string, act: () => Promise<void>) => {
    const from = await page.evaluate(() => window.latency.seen.length);
    await act();
    figures[name] = await slowestSince(page, from);
  };
  const banner = page.getByRole("banner");
  await measure("Menu", async () => {
    await banner.getByRole("button", { name: "Menu" }).click();
    await expect(banner.getByRole("button", { name: "Products Cost" })).toBeVisible();
  });
  await measure("Submit lookup", async () => {
    await main.getByRole("button", { name: "Submit" }).click();
    await expect(main.getByRole("status").filter({ hasText: /^\d+ prices? for / })).toBeVisible();
  });
  const dialog = page.getByRole("dialog", { name: /^Request a quote: / });
  await measure("Request a quote", async () => {
    await main.getByRole("button", { name: /^Request a quote: / }).filter({ visible: true }).first().click();
    await expect(dialog.getByRole("textbox", { name: "Quantity" })).toBeVisible();
  });
  await dialog.getByRole("textbox", { name: "Quantity" }).focus();
  await measure("typing a digit", async () => {
    await page.keyboard.press("7");
    await expect(dialog.getByRole("textbox", { name: "Quantity" })).toHaveValue("7");
  });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });

  console.log(`interaction to next paint at 4x CPU, 390 px (0: under 16 ms): ${Object.entries(figures).map(([name, ms]) => `${name} ${ms} ms`).join(", ")}`);
  for (const [name, ms] of Object.entries(figures)) expect(ms, `${name}: ${ms} ms`).toBeLessThanOrEqual(BOUND_MS);
});

// The quote dialog draws its title first and its form right after (request-quote.tsx): a buyer
// who opens it by keyboard and types at once loses no digit in between, on a slow phone.
test("at 4x CPU, digits typed the moment the quote dialog opens by keyboard all reach its Quantity field", async ({ browser }) => {
  const page = await newPage(browser, 390, MEMBER_STATE);
  await page.goto("/bag-costing-product");
  const main = page.getByRole("main");
  await main.getByRole("button", { name: "Submit" }).click();
  const button = main.getByRole("button", { name: /^Request a quote: / }).filter({ visible: true }).first();
  await expect(button).toBeVisible();
  await settled(page);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await button.focus();
  // Enter, then the digits with no wait between: they arrive while the form is still rendering.
  await page.keyboard.press("Enter");
  await page.keyboard.type("2500");
  const quantity = page.getByRole("dialog", { name: /^Request a quote: / }).getByRole("textbox", { name: "Quantity" });
  await expect(quantity).toHaveValue("2500");
  await expect(quantity).toBeFocused();
  // The caret is after them: the next digit goes at the end.
  await page.keyboard.type("0");
  await expect(quantity).toHaveValue("25000");
  // Closed, focus is back on the button; opened again, the dialog starts empty (nothing of the
  // first opening's keys), its field focused, and what is typed then is its own.
  await page.keyboard.press("Escape");
  await expect(button).toBeFocused();
  await page.keyboard.press("Enter");
  await page.keyboard.type("13");
  await expect(quantity).toHaveValue("13");
  await expect(quantity).toBeFocused();
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
});

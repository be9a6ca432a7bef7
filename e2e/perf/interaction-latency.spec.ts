/**
 * The worst controls of `pnpm bench:inp` (scripts/bench-inp.mjs), bounded in the suite: a member
 * on a 390 px phone with the CPU slowed 4x (CDP, as the benchmark and Lighthouse's mobile preset)
 * opens the header's Menu, presses Submit on the bag costing page, opens "Request a quote" and
 * types a digit in its Quantity; a buyer accepts an offer (Accept offer, then Accept and lock the
 * price); a clerk presses Check the file on the price list page. The page's Event Timing API (interaction to next paint: input
 * delay, handlers and the next frame) gives each control's latency. The goal is 100 ms (the
 * benchmark's figures, docs/benchmarks.md); the bound here is 5 times that, as the suite runs 3
 * workers on 2 shared cores (with a Lighthouse run beside it, load average 6 to 7, the dialog took
 * 376 ms once, 192 ms the next run): it fails on a control that blocks the main thread for
 * half a second (a long synchronous render or layout), not on the machine's load. The figures are
 * printed.
 */
import { expect, test, type Page } from "@playwright/test";
import { millDayPlus } from "../../packages/api/src/mill-day";
import { logIn, newPage, PASSWORD, registerByApi, uniqueEmail } from "../flows/helpers";
import { STAFF } from "../servers";
import { MEMBER_STATE, STAFF_STATE } from "../sessions";
import { settled } from "../settle";

const BOUND_MS = 500;

// One test after another, in one worker: two pages throttled 4x at once on the 2 cores measured
// each other (Submit lookup 456 ms once with the file's tests run side by side).
test.describe.configure({ mode: "default" });

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

/** Throttles the page's CPU 4x, runs `steps` with a `measure` that records each step's slowest interaction, and returns the figures. */
async function atFourTimesCpu(page: Page, steps: (measure: (name: string, act: () => Promise<void>) => Promise<void>) => Promise<void>): Promise<Record<string, number>> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  const figures: Record<string, number> = {};
  await steps(async (name, act) => {
    const from = await page.evaluate(() => window.latency.seen.length);
    await act();
    figures[name] = await slowestSince(page, from);
  });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
  console.log(`interaction to next paint at 4x CPU, 390 px (0: under 16 ms): ${Object.entries(figures).map(([name, ms]) => `${name} ${ms} ms`).join(", ")}`);
  return figures;
}

const expectWithinBound = (figures: Record<string, number>) => {
  for (const [name, ms] of Object.entries(figures)) expect(ms, `${name}: ${ms} ms`).toBeLessThanOrEqual(BOUND_MS);
};

test("at 4x CPU on a phone, Menu, Submit, Request a quote and typing answer within the bound", async ({ browser }) => {
  const page = await newPage(browser, 390, MEMBER_STATE);
  await page.addInitScript(recordInteractions);
  await page.goto("/bag-costing-product");
  const main = page.getByRole("main");
  await expect(main.getByRole("button", { name: "Submit" })).toBeVisible();
  await settled(page);
  const banner = page.getByRole("banner");
  const dialog = page.getByRole("dialog", { name: /^Request a quote: / });
  const figures = await atFourTimesCpu(page, async (measure) => {
    await measure("Menu", async () => {
      await banner.getByRole("button", { name: "Menu" }).click();
      await expect(banner.getByRole("button", { name: "Products Cost" })).toBeVisible();
    });
    await measure("Submit lookup", async () => {
      await main.getByRole("button", { name: "Submit" }).click();
      await expect(main.getByRole("status").filter({ hasText: /^\d+ prices? for / })).toBeVisible();
    });
    await measure("Request a quote", async () => {
      await main.getByRole("button", { name: /^Request a quote: / }).filter({ visible: true }).first().click();
      await expect(dialog.getByRole("textbox", { name: "Quantity" })).toBeVisible();
    });
    await dialog.getByRole("textbox", { name: "Quantity" }).focus();
    await measure("typing a digit", async () => {
      await page.keyboard.press("7");
      await expect(dialog.getByRole("textbox", { name: "Quantity" })).toHaveValue("7");
    });
  });
  expectWithinBound(figures);
});

// Issue 36: the two presses of accepting an offer (the confirmation opens; the price is locked),
// the slowest of the buyer's in `pnpm bench:inp` before round 13, on an offer made for a new member.
test("at 4x CPU on a phone, Accept offer and Accept and lock the price answer within the bound", async ({ browser }) => {
  const page = await newPage(browser, 390);
  const email = uniqueEmail("accept-latency");
  await registerByApi(page, "Latency Buyer", email);
  const memberLogin = await page.request.post("/api/api_login", { data: { email, password: PASSWORD } });
  const asked = await page.request.post("/api/api_quote_request", {
    data: { sub_category_id: "1", company_id: "2", count: "8", ply: "2", oil: "VOT", truck_fare_id: "1", quantity: "13" },
    headers: { authorization: `Bearer ${((await memberLogin.json()) as { token: string }).token}` },
  });
  const reference = ((await asked.json()) as { data: { reference: string } }).data.reference;
  const staffLogin = await page.request.post("/api/api_login", { data: { email: STAFF.email, password: STAFF.password } });
  const staff = { authorization: `Bearer ${((await staffLogin.json()) as { token: string }).token}` };
  const inbox = ((await (await page.request.get("/api/staff/enquiries", { headers: staff })).json()) as { data: { id: string; reference: string }[] }).data;
  const made = await page.request.post("/api/staff/offers", {
    data: { enquiry_id: inbox.find((entry) => entry.reference === reference)?.id ?? "", seen_version: "0", lines: [{ request_line: 1, unit_price: "1500", quantity: "13" }], incoterm: "FOB", place: "Chattogram", valid_until: millDayPlus(10), payment_terms: "lc_at_sight", shipment_period: "January 2027", packing: "Bales" },
    headers: staff,
  });
  expect(made.status()).toBe(201);
  const number = ((await made.json()) as { data: { number: string } }).data.number;

  await page.addInitScript(recordInteractions);
  await page.goto("/login");
  await logIn(page, email);
  await expect(page).toHaveURL(/\/$/);
  await page.goto("/my-enquiries");
  const offer = page.getByRole("article", { name: new RegExp(number) });
  const accept = offer.getByRole("button", { name: `Accept offer ${number}` });
  await expect(accept).toBeVisible();
  await settled(page);
  const asking = page.getByRole("dialog", { name: `Accept offer ${number}?` });
  const figures = await atFourTimesCpu(page, async (measure) => {
    await measure("Accept offer", async () => {
      await accept.click();
      await expect(asking.getByRole("button", { name: "Accept and lock the price" })).toBeVisible();
    });
    await measure("Accept and lock the price", async () => {
      await asking.getByRole("button", { name: "Accept and lock the price" }).click();
      await expect(offer.getByRole("status").filter({ hasText: "accepted" })).toHaveText(`Offer ${number} accepted: the price is locked`);
    });
  });
  expectWithinBound(figures);
});

// Issue 36: the clerk's Check the file (the file read, sent and previewed), the slowest of the
// staff's controls in `pnpm bench:inp`, with today's list as exported.
test("at 4x CPU on a phone, a clerk's Check the file answers within the bound", async ({ browser }) => {
  const page = await newPage(browser, 390, STAFF_STATE);
  await page.addInitScript(recordInteractions);
  const staffLogin = await page.request.post("/api/api_login", { data: { email: STAFF.email, password: STAFF.password } });
  const staff = { authorization: `Bearer ${((await staffLogin.json()) as { token: string }).token}` };
  const { csv } = ((await (await page.request.get("/api/staff/prices/export", { headers: staff })).json()) as { data: { csv: string } }).data;
  await page.goto("/staff/prices");
  await page.getByLabel("Price list file (CSV, .xlsx or .ods)").setInputFiles({ name: "prices.csv", mimeType: "text/csv", buffer: Buffer.from(csv, "utf8") });
  await settled(page);
  const figures = await atFourTimesCpu(page, async (measure) => {
    await measure("Check the file", async () => {
      await page.getByRole("button", { name: "Check the file" }).click();
      await expect(page.getByRole("heading", { name: /^Preview/ })).toBeVisible();
    });
  });
  expectWithinBound(figures);
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

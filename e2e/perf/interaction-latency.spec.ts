/**
 * The worst controls of `pnpm bench:inp` (scripts/bench-inp.mjs), bounded in the suite: a member
 * on a 390 px phone with the CPU slowed 4x (CDP, as the benchmark and Lighthouse's mobile preset)
 * opens the header's Menu, presses Submit on the bag costing page, opens "Request a quote" and
 * types a digit in its Quantity; a buyer accepts an offer (Accept offer, then Accept and lock the
 * price); a clerk presses Check the file on the price list page. The page's Event Timing API
 * (interaction to next paint: input delay, handlers and the next frame) gives each use's latency.
 * The goal is 100 ms (the benchmark's figures, docs/benchmarks.md); the bound here is 5 times
 * that, as the suite runs 3 workers on 2 shared cores: it fails on a control that blocks the main
 * thread for half a second (a long synchronous render or layout), not on the machine's load.
 *
 * Each control is used three times and the middle of its uses (the median) is bounded: a control
 * that blocks does so on every use, while a burst of load from the other workers lands on one use
 * (a clean-clone CI run measured Submit lookup at 544 ms once, where its uses take 64 to 250 ms).
 * Every single use, the first included, is bounded at twice that, 1 s: a cost paid only on the
 * first press (a chunk compiled in the click) still fails. Accept and lock the price can be
 * pressed only once, so its one use is both. Every use is printed.
 */
import { expect, test, type Page } from "@playwright/test";
import { millDayPlus } from "../../packages/api/src/mill-day";
import { logIn, newPage, PASSWORD, registerByApi, uniqueEmail } from "../flows/helpers";
import { STAFF } from "../servers";
import { MEMBER_STATE, STAFF_STATE } from "../sessions";
import { settled } from "../settle";

const BOUND_MS = 500;
/** The bound of any one use, the first press included. */
const EVERY_USE_BOUND_MS = 2 * BOUND_MS;

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

/** How many times each control is used; its figure is the median of the uses. */
const USES = 3;

/** The middle of the figures (the upper middle of an even count). */
const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** One control's measurement: `act` uses it (`use` counts from 0) and waits for what it shows; `reset` puts the page back between uses. */
interface Control {
  act: (use: number) => Promise<void>;
  reset?: () => Promise<void>;
  /** 1 for a control that can be used only once. */
  uses?: number;
}

/** Throttles the page's CPU 4x, runs `steps` with a `measure` that uses a control and records each use's slowest interaction, and returns every control's uses. */
async function atFourTimesCpu(page: Page, steps: (measure: (name: string, control: Control) => Promise<void>) => Promise<void>): Promise<Record<string, number[]>> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  const uses: Record<string, number[]> = {};
  await steps(async (name, { act, reset, uses: count = USES }) => {
    uses[name] = [];
    for (let use = 0; use < count; use += 1) {
      if (use > 0) await reset?.();
      const from = await page.evaluate(() => window.latency.seen.length);
      await act(use);
      uses[name].push(await slowestSince(page, from));
    }
  });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
  console.log(`interaction to next paint at 4x CPU, 390 px, median of the uses (0: under 16 ms): ${Object.entries(uses).map(([name, each]) => `${name} ${median(each)} ms (${each.join(", ")})`).join("; ")}`);
  return uses;
}

const expectWithinBound = (figures: Record<string, number[]>) => {
  for (const [name, uses] of Object.entries(figures)) {
    expect(median(uses), `${name}, the median of ${uses.join(", ")} ms`).toBeLessThanOrEqual(BOUND_MS);
    expect(Math.max(...uses), `${name}, the slowest of ${uses.join(", ")} ms`).toBeLessThanOrEqual(EVERY_USE_BOUND_MS);
  }
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
    const menu = banner.getByRole("button", { name: "Menu" });
    await measure("Menu", {
      act: async () => {
        await menu.click();
        await expect(banner.getByRole("button", { name: "Products Cost" })).toBeVisible();
      },
      reset: async () => {
        await menu.click();
        await expect(banner.getByRole("button", { name: "Products Cost" })).toBeHidden();
      },
    });
    // Each use waits for its own lookup's reply (the status reads the same after each).
    const lookupReply = () => page.waitForResponse((reply) => reply.request().method() === "POST" && (reply.request().postData() ?? "").includes("type=list"));
    await measure("Submit lookup", {
      act: async () => {
        await Promise.all([lookupReply(), main.getByRole("button", { name: "Submit" }).click()]);
        await expect(main.getByRole("status").filter({ hasText: /^\d+ prices? for / })).toBeVisible();
      },
    });
    const requestQuote = main.getByRole("button", { name: /^Request a quote: / }).filter({ visible: true }).first();
    await measure("Request a quote", {
      act: async () => {
        await requestQuote.click();
        await expect(dialog.getByRole("textbox", { name: "Quantity" })).toBeVisible();
      },
      reset: async () => {
        await page.keyboard.press("Escape");
        await expect(dialog).toBeHidden();
      },
    });
    await dialog.getByRole("textbox", { name: "Quantity" }).focus();
    await measure("typing a digit", {
      act: async (use) => {
        await page.keyboard.press("7");
        await expect(dialog.getByRole("textbox", { name: "Quantity" })).toHaveValue("7".repeat(use + 1));
      },
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
    await measure("Accept offer", {
      act: async () => {
        await accept.click();
        await expect(asking.getByRole("button", { name: "Accept and lock the price" })).toBeVisible();
      },
      reset: async () => {
        await page.keyboard.press("Escape");
        await expect(asking).toBeHidden();
        await expect(accept).toBeFocused();
      },
    });
    await measure("Accept and lock the price", {
      uses: 1,
      act: async () => {
        await asking.getByRole("button", { name: "Accept and lock the price" }).click();
        await expect(offer.getByRole("status").filter({ hasText: "accepted" })).toHaveText(`Offer ${number} accepted: the price is locked`);
      },
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
    // Each use waits for its own preview's reply (the heading reads the same after each).
    await measure("Check the file", {
      act: async () => {
        await Promise.all([page.waitForResponse((reply) => reply.url().endsWith("/staff/prices/preview")), page.getByRole("button", { name: "Check the file" }).click()]);
        await expect(page.getByRole("heading", { name: /^Preview/ })).toBeVisible();
      },
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

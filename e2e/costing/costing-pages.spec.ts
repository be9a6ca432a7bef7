/**
 * Every costing page and the costing search, at 320 and 1280 px, as a visitor and as a member:
 * the price (or View Price) inside the viewport without horizontal scrolling, no size text that
 * repeats its unit, focus on Submit (never on <body>) after Submit, an on-page status that names
 * what was found, the Size select only where the product has sizes, titles with the screen's
 * name, and an axe scan of each state.
 */
import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "../flows/helpers";
import { expectInsideViewport, expectNoHorizontalScroll, expectNoRepeatedUnit, memberByApi, pageAt, WIDTHS } from "./helpers";

test.describe.configure({ timeout: 150_000 });

interface CostingPage {
  name: string;
  /** Opens the page (directly or through its browse screens). */
  open: (page: Page) => Promise<void>;
  heading: string;
  title: string;
  /** The Size select's label, or null when the page has none. */
  size: string | RegExp | null;
  /** What the status names after the first lookup. */
  status: RegExp;
}

const throughTiles = (start: string, list: string, tile: string) => async (page: Page) => {
  await page.goto(start);
  await page.getByRole("main").getByRole("list", { name: list }).getByRole("link", { name: tile, exact: true }).click();
};

const pages: CostingPage[] = [
  {
    name: "costing search (CRX yarn)",
    open: async (page) => {
      await throughTiles("/category-details", "Product Categories", "Jute Yarn")(page);
      await page.getByRole("main").getByRole("list", { name: "Jute Yarn" }).getByRole("link", { name: "CRX", exact: true }).click();
    },
    heading: "CRX",
    title: "CRX Jute Yarn prices | Sonali Jute Group",
    size: null,
    status: /^1 price for CRX Jute Yarn, OJML/,
  },
  {
    name: "bag (Hessian Bag)",
    open: (page) => page.goto("/bag-costing-product").then(() => undefined),
    heading: "Hessian Bag",
    title: "Hessian Bag prices | Sonali Jute Group",
    size: "Size (in)",
    status: /^\d+ prices for Hessian Bag, SJSML, Mongla Port/,
  },
  {
    name: "sacking bag twill (A-Twill)",
    open: throughTiles("/bag-costing-details", "Sacking Bags", "A-Twill"),
    heading: "A-Twill",
    title: "A-Twill Sacking Bags prices | Sonali Jute Group",
    size: null,
    status: /^1 price for A-Twill Sacking Bags, SJSML, Mongla Port/,
  },
  {
    name: "rope",
    open: (page) => page.goto("/rope-costing-product").then(() => undefined),
    heading: "Jute Rope",
    title: "Jute Rope prices | Sonali Jute Group",
    size: "Size (mm)",
    status: /^\d+ prices for Jute Rope, SJSML, Chattogram Port/,
  },
  {
    name: "carpet backing cloth",
    open: (page) => page.goto("/cloth-costing-product").then(() => undefined),
    heading: "Carpet Backing Cloth (CBC)",
    title: "Carpet Backing Cloth (CBC) prices | Sonali Jute Group",
    size: "Size",
    status: /^\d+ prices for Carpet Backing Cloth \(CBC\), SJSML, Chattogram Port/,
  },
  {
    name: "hessian cloth construction (10 oz 40\")",
    open: throughTiles("/cloth-details", "Hessian Cloth", '10 oz 40"'),
    heading: '10 oz 40"',
    title: '10 oz 40" Hessian Cloth prices | Sonali Jute Group',
    size: null,
    status: /^1 price for 10 oz 40" Hessian Cloth, SJSML, Chattogram Port/,
  },
  {
    name: "traditional cloth",
    open: (page) => page.goto("/traditional-costing-product").then(() => undefined),
    heading: "Traditional Cloth",
    title: "Traditional Cloth prices | Sonali Jute Group",
    size: "Size",
    status: /^\d+ prices for Traditional Cloth, SJSML, Chattogram Port/,
  },
  {
    name: "soil saver",
    open: (page) => page.goto("/soil-saver-costing-product").then(() => undefined),
    heading: "Soil Saver",
    title: "Soil Saver prices | Sonali Jute Group",
    size: "Size (gsm)",
    status: /^\d+ prices for Soil Saver, SJSML, Chattogram Port/,
  },
];

async function lookUp(page: Page, costing: CostingPage, who: "visitor" | "member", width: number): Promise<void> {
  const state = `${costing.name} at ${width} px, ${who}`;
  const main = page.getByRole("main");
  await costing.open(page);
  await expect(page.getByRole("heading", { level: 1, name: costing.heading, exact: true })).toBeVisible();
  await expect(page).toHaveTitle(costing.title);
  const submit = main.getByRole("button", { name: "Submit" });
  await expect(main.getByRole("combobox", { name: "Company" })).toBeVisible();
  await expect(main.getByRole("combobox", { name: /Port/ }).or(main.getByRole("combobox", { name: "Oil Type" }))).toBeVisible();
  if (costing.size === null) await expect(main.getByRole("combobox", { name: /Size/ })).toHaveCount(0);
  else {
    const size = main.getByRole("combobox", { name: costing.size, exact: true });
    await expect(size).toBeVisible();
    // Every size offered (the empty choice aside) has its text.
    expect((await size.locator("option").allTextContents()).slice(1).every((text) => text.trim() !== "")).toBe(true);
    expect(await size.locator("option").count()).toBeGreaterThan(1);
  }

  await submit.click();
  // Focus stays on Submit through the lookup: never dropped to <body>.
  await expect(submit).toBeFocused();
  const status = main.getByRole("status").filter({ hasText: costing.status });
  await expect(status).toBeVisible();
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(false);
  await expect(status).toHaveText(who === "visitor" ? /: log in to see them$/ : /, from \$[\d,]+\.\d\d per \S+$/);

  // The first quote's price (or View Price) is on screen, in the cards on a phone, the table wider.
  const quotes = width < 640 ? main.getByRole("list", { name: "Prices" }).getByRole("listitem") : main.getByRole("table", { name: "Prices" }).getByRole("row");
  const first = width < 640 ? quotes.first() : quotes.nth(1);
  const price = who === "visitor" ? first.getByRole("link", { name: "View Price" }) : first.getByText(/^\$[\d,]+\.\d\d$/);
  await price.scrollIntoViewIfNeeded();
  await expectInsideViewport(page, price, state);
  await expect(first.getByText(/^delivered to .+, in effect from \d{1,2} \w{3} \d{4}$/)).toBeVisible();
  await expectNoHorizontalScroll(page, state);
  await expectNoRepeatedUnit(page, state);
  await expectNoAxeViolations(page, state);
}

for (const width of WIDTHS) {
  for (const costing of pages) {
    test(`${costing.name} at ${width} px: a visitor sees View Price, a member the price`, async ({ browser }) => {
      const page = await pageAt(browser, width);
      await lookUp(page, costing, "visitor", width);
      await memberByApi(page, "Selina Akter");
      await lookUp(page, costing, "member", width);
      await page.context().close();
    });
  }
}

test("every browse screen fits a 320 px screen, and is titled with its name", async ({ browser }) => {
  const page = await pageAt(browser, 320);
  for (const [path, title] of [
    ["/bag-costing", "Jute Bags prices | Sonali Jute Group"],
    ["/bag-costing-details", "Sacking Bags prices | Sonali Jute Group"],
    ["/cloth-costing-details", "Jute Cloth prices | Sonali Jute Group"],
    ["/cloth-details", "Hessian Cloth prices | Sonali Jute Group"],
    ["/traditional-cloth-details", "Traditional Cloth prices | Sonali Jute Group"],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole("main").getByRole("list").first().getByRole("link").first()).toBeVisible();
    await expect(page).toHaveTitle(title);
    await expectNoHorizontalScroll(page, `${path} at 320 px`);
  }
  await page.goto("/product-details/27");
  await expect(page.getByRole("heading", { level: 1, name: "Jute Wine Bag" })).toBeVisible();
  await expect(page).toHaveTitle("Jute Wine Bag prices | Sonali Jute Group");
  await expectNoHorizontalScroll(page, "/product-details/27 at 320 px");
  await expectInsideViewport(page, page.getByRole("main").getByRole("link", { name: "View Price" }), "/product-details/27 at 320 px");
  await page.context().close();
});

/**
 * Between a phone and a desktop (a tablet, a landscape phone, a window at 200% zoom) the quotes
 * beside the picture have less room than the screen: each quote's price and "Request a quote"
 * must be in sight, not behind a sideways scroll. The table cut both off from 640 to 880 px
 * until the cards followed the table's own space instead of the screen's width.
 */
for (const width of [700, 820]) {
  test(`at ${width} px a member sees every quote's price and Request a quote, none cut off`, async ({ browser }) => {
    const page = await pageAt(browser, width);
    await memberByApi(page, "Selina Akter");
    for (const costing of pages) {
      const state = `${costing.name} at ${width} px, member`;
      const main = page.getByRole("main");
      await costing.open(page);
      await main.getByRole("button", { name: "Submit" }).click();
      await expect(main.getByRole("status").filter({ hasText: costing.status })).toHaveText(/, from \$[\d,]+\.\d\d per \S+$/);
      const quotes = main.getByRole("list", { name: "Prices" }).getByRole("listitem").or(main.getByRole("table", { name: "Prices" }).getByRole("row").filter({ has: page.getByRole("cell") }));
      const count = await quotes.count();
      expect(count, state).toBeGreaterThan(0);
      for (const quote of [quotes.first(), quotes.nth(count - 1)]) {
        const price = quote.getByText(/^\$[\d,]+\.\d\d$/);
        await price.scrollIntoViewIfNeeded();
        await expectInsideViewport(page, price, state);
        const request = quote.getByRole("button", { name: /^Request a quote/ });
        await request.scrollIntoViewIfNeeded();
        await expectInsideViewport(page, request, state);
      }
      await expectNoHorizontalScroll(page, state);
    }
    await expectNoAxeViolations(page, `the last costing page at ${width} px, member`);
    await page.context().close();
  });
}

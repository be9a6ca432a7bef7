/**
 * No notice covers a control in use or the result it announces (issue 26). At 320 and 1280 px
 * a visitor looks up rope prices (one size at 320 px, all nine at 1280 x 720), follows View Price through the login form back to the page,
 * then looks up again: no toast at all (the shared watcher of e2e/notices.ts samples every
 * 100 ms for the whole journey; it would also report any toast over a button, link, select,
 * field or the results). The login is said politely (the page's announcer) instead of a toast
 * over the Size and Port selects and "Request a quote".
 * The headings under the page's h1 skip no level (the 320 px result cards included). Axe.
 */
import { expect, test, type Page } from "@playwright/test";
import { choose, expectNoAxeViolations, logIn, registerByApi, uniqueEmail } from "../flows/helpers";
import { expectNotices, watchNotices } from "../notices";
import { pageAt, WIDTHS } from "./helpers";

test.describe.configure({ timeout: 150_000 });

/** The visible headings in <main>, in order: one h1 first and no level skipped after it. */
async function expectHeadingOrder(page: Page, state: string): Promise<number[]> {
  const levels = await page
    .getByRole("main")
    .locator("h1, h2, h3, h4, h5, h6")
    .evaluateAll((headings) => headings.filter((heading) => (heading as HTMLElement).checkVisibility()).map((heading) => Number(heading.tagName.slice(1))));
  expect(levels[0], `the first heading in "${state}"`).toBe(1);
  expect(levels.filter((level) => level === 1), `one h1 in "${state}"`).toHaveLength(1);
  levels.forEach((level, index) => {
    const before = levels[index - 1];
    if (before !== undefined) expect(level, `heading ${index + 1} of ${JSON.stringify(levels)} in "${state}"`).toBeLessThanOrEqual(before + 1);
  });
  return levels;
}

for (const width of WIDTHS) {
  test(`at ${width} px no toast covers a control or the result, after a login from View Price and after a lookup; headings in order`, async ({ browser }) => {
    const page = await pageAt(browser, width);
    await watchNotices(page);
    // A laptop's height at 1280 px: the results table reaches the bottom corner toasts used.
    if (width >= 640) await page.setViewportSize({ width, height: 720 });
    const email = uniqueEmail("notices");
    await registerByApi(page, "Notice Reader", email);
    await page.goto("/rope-costing-product");
    const main = page.getByRole("main");
    // At 320 px one size (3 prices, the selects in view); at 1280 px every size (9 rows, the
    // table down to the bottom corner where toasts appear).
    const narrow = width < 640;
    if (narrow) await choose(page, "Size (mm)", "10 mm");
    await choose(page, "Port", narrow ? "Mongla Port" : "Chattogram Port");
    await main.getByRole("button", { name: "Submit" }).click();
    const results = width < 640 ? main.getByRole("list", { name: "Prices" }) : main.getByRole("table", { name: "Prices" });
    await results.getByRole("link", { name: "View Price" }).first().click();
    await expect(page).toHaveURL(/\/login$/);
    await logIn(page, email);

    // Back on the page with the price: the login said politely, no toast over the selects or the results.
    await expect(page).toHaveURL(/\/rope-costing-product$/);
    const found = narrow ? /^3 prices for Jute Rope, 10 mm, SJSML, Mongla Port, from \$/ : /^9 prices for Jute Rope, SJSML, Chattogram Port, from \$/;
    await expect(main.getByRole("status").filter({ hasText: found })).toBeVisible();
    await expect(results.getByRole("button", { name: /^Request a quote: / }).first()).toBeVisible();
    await expectNotices(page, [], `back from login at ${width} px`);
    await expect(page.getByRole("status").filter({ hasText: /^(Login successful|Successful)$/ })).toHaveCount(1);
    await expect(page.locator(".Toastify__toast").filter({ hasText: /^(Login successful|Successful)$/ })).toHaveCount(0);
    const levels = await expectHeadingOrder(page, `rope results at ${width} px`);
    if (narrow) {
      // The cards' headings (one per quote) sit right under the h1.
      await expect(results.getByRole("heading", { level: 2 })).toHaveCount(3);
      expect(levels).toEqual([1, 2, 2, 2]);
    }
    await expectNoAxeViolations(page, `rope results after login from View Price at ${width} px`);

    // A further lookup: the page's status says it; still no toast over anything.
    const other = narrow ? "Chattogram Port" : "Mongla Port";
    await choose(page, "Port", other);
    await main.getByRole("button", { name: "Submit" }).click();
    await expect(main.getByRole("status").filter({ hasText: other })).toBeVisible();
    await expectNotices(page, [], `after a lookup at ${width} px`);
    await expectHeadingOrder(page, `rope results after a lookup at ${width} px`);
    await expectNoAxeViolations(page, `rope results after a lookup at ${width} px`);
    console.log(`[notices ${width} px] no toast after login nor after a lookup; headings ${JSON.stringify(levels)}`);
    await page.context().close();
  });
}

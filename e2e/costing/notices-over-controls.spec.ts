/**
 * No notice covers a control in use or the result it announces (issue 26). At 320 and 1280 px
 * a visitor looks up rope prices (one size at 320 px, all nine at 1280 x 720), follows View Price through the login form back to the page,
 * then looks up again: for the toasts' whole life (sampled over 6 s) no visible toast overlaps
 * any visible button, link, select or field, nor the results. The login is said politely (the
 * page's announcer) instead of a toast over the Size and Port selects and "Request a quote".
 * The headings under the page's h1 skip no level (the 320 px result cards included). Axe.
 */
import { expect, test, type Page } from "@playwright/test";
import { choose, expectNoAxeViolations, logIn, registerByApi, uniqueEmail } from "../flows/helpers";
import { pageAt, WIDTHS } from "./helpers";

test.describe.configure({ timeout: 150_000 });

interface Overlap {
  toast: string;
  covers: string;
}

/** Every visible toast against every visible control (by role and name) and the results, now. */
function overlapsNow(page: Page): Promise<{ toasts: number; controls: number; overlaps: Overlap[] }> {
  return page.evaluate(() => {
    const visible = (element: Element) => {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      return box.width > 0 && box.height > 0 && style.visibility !== "hidden" && (element as HTMLElement).checkVisibility?.({ opacityProperty: true }) !== false;
    };
    const nameOf = (element: Element) => {
      const labelled = element.getAttribute("aria-labelledby");
      const byId = labelled ? labelled.split(" ").map((id) => document.getElementById(id)?.textContent ?? "").join(" ") : "";
      const label = element.id ? (document.querySelector(`label[for="${CSS.escape(element.id)}"]`)?.textContent ?? "") : "";
      return (element.getAttribute("aria-label") || byId || label || element.textContent || "").trim().replace(/\s+/g, " ");
    };
    const roleOf = (element: Element) => {
      const tag = element.tagName.toLowerCase();
      return element.getAttribute("role") ?? ({ a: "link", button: "button", select: "combobox", textarea: "textbox", input: "textbox", table: "table", ul: "list" } as Record<string, string>)[tag] ?? tag;
    };
    const toasts = Array.from(document.querySelectorAll(".Toastify__toast")).filter(visible);
    const targets = Array.from(
      document.querySelectorAll('a[href], button, select, input:not([type=hidden]), textarea, [role=button], [role=link], [role=combobox], table[aria-label="Prices"], table:has(caption), ul[aria-label="Prices"]'),
    ).filter((element) => !element.closest(".Toastify") && visible(element));
    const overlaps: Array<{ toast: string; covers: string }> = [];
    for (const toast of toasts) {
      const a = toast.getBoundingClientRect();
      for (const target of targets) {
        const b = target.getBoundingClientRect();
        if (a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom) overlaps.push({ toast: toast.textContent ?? "", covers: `${roleOf(target)} "${nameOf(target).slice(0, 60)}"` });
      }
    }
    return { toasts: toasts.length, controls: targets.length, overlaps };
  });
}

/** Samples the page every 200 ms for `ms`: no toast over a control or the results at any moment. */
async function expectNoToastOverControls(page: Page, ms: number, state: string): Promise<number> {
  const until = Date.now() + ms;
  let toastsSeen = 0;
  while (Date.now() < until) {
    const { toasts, controls, overlaps } = await overlapsNow(page);
    toastsSeen = Math.max(toastsSeen, toasts);
    expect(controls, `controls found in "${state}"`).toBeGreaterThan(5);
    expect(overlaps, `a toast over a control or the results in "${state}"`).toEqual([]);
    await page.waitForTimeout(200);
  }
  return toastsSeen;
}

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
    const afterLogin = await expectNoToastOverControls(page, 6000, `back from login at ${width} px`);
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
    const afterLookup = await expectNoToastOverControls(page, 6000, `after a lookup at ${width} px`);
    await expectHeadingOrder(page, `rope results after a lookup at ${width} px`);
    await expectNoAxeViolations(page, `rope results after a lookup at ${width} px`);
    console.log(`[notices ${width} px] toasts on screen after login: ${afterLogin}, after a lookup: ${afterLookup}; headings ${JSON.stringify(levels)}`);
    await page.context().close();
  });
}

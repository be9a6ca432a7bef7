/**
 * Notices never cover the result they announce, and results use the width a desktop gives
 * them. A found lookup is told by the page's own status line (no "Data Found" toast over the
 * price and "Request a quote", heard twice); at 1280 px the results table takes the page's width and a
 * product's name stays on one line. Axe in each state.
 */
import { expect, test, type Locator, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "../flows/helpers";
import { settled } from "../settle";
import { memberByApi, pageAt } from "./helpers";

const toasts = (page: Page) => page.locator(".Toastify__toast");

/** No toast on screen overlaps any of `targets`. */
async function expectNoToastOver(page: Page, targets: Locator[], state: string): Promise<void> {
  const shown = await toasts(page).filter({ visible: true }).all();
  for (const toast of shown) {
    const a = await toast.boundingBox();
    for (const target of targets) {
      const b = await target.boundingBox();
      if (!a || !b) continue;
      const overlaps = a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
      expect(overlaps, `a toast ("${await toast.textContent()}") covers a result in "${state}"`).toBe(false);
    }
  }
}

/** The first quote's price and its Request a quote button, as shown at this width. */
function firstResult(page: Page, width: number): { price: Locator; request: Locator } {
  const main = page.getByRole("main");
  const first = width < 640 ? main.getByRole("list", { name: "Prices" }).getByRole("listitem").first() : main.getByRole("table", { name: "Prices" }).getByRole("row").nth(1);
  return { price: first.getByText(/^\$[\d,]+\.\d\d$/), request: first.getByRole("button", { name: /^Request a quote: / }) };
}

for (const width of [320, 1280] as const) {
  test(`at ${width} px a found lookup is told on the page, no notice covers the price or its button`, async ({ browser }) => {
    const page = await pageAt(browser, width);
    await memberByApi(page, "Shirin Akter");
    await page.goto("/bag-costing-product");
    const main = page.getByRole("main");
    await expect(main.getByRole("status").filter({ hasText: /^\d+ prices? for / })).toBeVisible();
    // Each further lookup: the status line says it; no toast piles up.
    for (let lookup = 0; lookup < 3; lookup++) {
      await main.getByRole("button", { name: "Submit" }).click();
      await expect(main.getByRole("status").filter({ hasText: /^\d+ prices? for Hessian Bag/ })).toBeVisible();
    }
    const { price, request } = firstResult(page, width);
    await price.scrollIntoViewIfNeeded();
    await expect(request).toBeVisible();
    await settled(page);
    await expect(toasts(page).filter({ hasText: "Data Found" })).toHaveCount(0);
    await expectNoToastOver(page, [price, request], `lookups at ${width} px`);
    await expectNoAxeViolations(page, `bag results at ${width} px, member`);
    await page.context().close();
  });
}

test("at 1280 px the results table uses the page's width and a product's name stays on one line", async ({ browser }) => {
  const page = await pageAt(browser, 1280);
  await memberByApi(page, "Wide Screen");
  await page.goto("/cloth-details");
  await page.getByRole("main").getByRole("list", { name: "Hessian Cloth" }).getByRole("link", { name: '10 oz 40"', exact: true }).click();
  const main = page.getByRole("main");
  await main.getByRole("button", { name: "Submit" }).click();
  const table = main.getByRole("table", { name: "Prices" });
  await expect(table).toBeVisible();
  const box = await table.boundingBox();
  expect(box?.width ?? 0, "the table's width at 1280 px").toBeGreaterThan(900);
  const lines = await table.locator("tbody th").evaluateAll((cells) =>
    cells.map((cell) => {
      const range = document.createRange();
      range.selectNodeContents(cell);
      return { text: cell.textContent ?? "", lines: new Set(Array.from(range.getClientRects()).map((rect) => Math.round(rect.top))).size };
    }),
  );
  expect(lines.length).toBeGreaterThan(0);
  for (const { text, lines: count } of lines) expect(count, `"${text}" on one line`).toBe(1);
  await expectNoAxeViolations(page, "hessian cloth results at 1280 px, member");
  await page.context().close();
});

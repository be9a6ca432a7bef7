/**
 * "Request a quote" as a member on a phone and a desktop: each button (and each "Add to quote"
 * beside it, issue 35) names the price it is for, sits outside the price's cell and within the
 * screen's width; the dialog is laid out for 320 px up (label above its
 * field, a quantity box wide enough for 9 digits, nothing wider than the dialog, no word broken
 * over two lines), checked from the boxes the browser lays out, without screenshots; the
 * indicative total is announced once typing pauses, not at every key. Axe in each state.
 */
import { expect, test, type Locator, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "../flows/helpers";
import { settled } from "../settle";
import { memberByApi, pageAt } from "./helpers";

const PHONES = [320, 360, 390, 414] as const;

async function lookUpBags(page: Page): Promise<void> {
  await page.goto("/bag-costing-product");
  const main = page.getByRole("main");
  await main.getByRole("button", { name: "Submit" }).click();
  await expect(main.getByRole("status").filter({ hasText: /^\d+ prices? for / })).toBeVisible();
}

const quoteButtons = (page: Page, words = "Request a quote") => page.getByRole("main").getByRole("button", { name: new RegExp(`^${words}: `) });

/** Every button's name is its own and says which price; none is inside the price's cell or past the screen's right edge. */
async function expectButtonsNamePrices(page: Page, state: string, words = "Request a quote"): Promise<void> {
  const visible = quoteButtons(page, words).filter({ visible: true });
  await expect(visible.first()).toBeVisible();
  const names = await visible.evaluateAll((buttons) => buttons.map((button) => button.getAttribute("aria-label") ?? button.textContent?.trim() ?? ""));
  expect(names.length, state).toBeGreaterThan(1);
  expect(new Set(names).size, `each button named once in "${state}": ${names.join(" | ")}`).toBe(names.length);
  for (const name of names) expect(name).toMatch(new RegExp(`^${words}: Jute Hessian Bag, .+, (SJSML|OJML), .+`));
  const outside = await visible.evaluateAll((buttons) => buttons.filter((button) => button.getBoundingClientRect().right > document.documentElement.clientWidth + 0.5).length);
  expect(outside, `"${words}" buttons past the screen's right edge in "${state}"`).toBe(0);
  const insidePrice = await visible.evaluateAll((buttons) =>
    buttons.filter((button) => {
      const cell = button.closest("td, dd");
      return cell !== null && /\$[\d,]+\.\d\d/.test(cell.textContent ?? "");
    }).length,
  );
  expect(insidePrice, `buttons inside a price's cell in "${state}"`).toBe(0);
}

/** The dialog's layout: nothing overflows it, no word is broken, labels sit above their fields. */
async function expectDialogLaidOut(dialog: Locator, state: string): Promise<void> {
  const report = await dialog.evaluate((root) => {
    const box = root.getBoundingClientRect();
    const problems: string[] = [];
    if (root.scrollWidth > root.clientWidth + 1) problems.push(`dialog scrolls sideways (${root.scrollWidth} > ${root.clientWidth})`);
    for (const element of Array.from(root.querySelectorAll<HTMLElement>("*"))) {
      const own = element.getBoundingClientRect();
      if (own.width === 0 && own.height === 0) continue;
      // Text for screen readers only is clipped to a pixel on purpose.
      if (element.closest(".jute-visually-hidden")) continue;
      if (own.left < box.left - 0.5 || own.right > box.right + 0.5) problems.push(`${element.tagName}.${element.className} outside the dialog`);
      if (element.scrollWidth > element.clientWidth + 1 && getComputedStyle(element).overflowX !== "visible") problems.push(`${element.tagName}.${element.className} clips its content`);
    }
    // A word laid out over two lines has boxes at two heights.
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? "";
      if (node.parentElement?.closest(".jute-visually-hidden")) continue;
      for (const match of text.matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const tops = new Set(Array.from(range.getClientRects()).filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)));
        if (tops.size > 1) problems.push(`"${match[0]}" broken over ${tops.size} lines`);
      }
    }
    // Each label above its field.
    for (const label of Array.from(root.querySelectorAll("label"))) {
      const field = label.htmlFor ? document.getElementById(label.htmlFor) : (label.closest(".jute-field")?.querySelector("input, textarea") ?? null);
      if (!field) continue;
      if (label.getBoundingClientRect().bottom > field.getBoundingClientRect().top + 0.5) problems.push(`"${label.textContent}" is not above its field`);
    }
    // The quantity box shows 9 digits.
    const quantity = root.querySelector<HTMLInputElement>('input[name="quantity"]');
    if (!quantity) problems.push("no quantity field");
    else {
      const style = getComputedStyle(quantity);
      const context = document.createElement("canvas").getContext("2d");
      if (context) {
        context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const needed = context.measureText("999999999").width + parseFloat(style.paddingLeft) + parseFloat(style.paddingRight);
        if (quantity.clientWidth < needed) problems.push(`quantity box ${quantity.clientWidth} px, 9 digits need ${Math.ceil(needed)} px`);
      }
    }
    return problems;
  });
  expect(report, `layout of the quote dialog in "${state}"`).toEqual([]);
}

for (const width of [...PHONES, 1280]) {
  test(`quote dialog at ${width} px: named for its price, laid out for the screen, total announced once typing pauses`, async ({ browser }) => {
    const page = await pageAt(browser, width);
    await memberByApi(page, "Rashed Karim");
    await lookUpBags(page);
    await expectButtonsNamePrices(page, `bag results at ${width} px`);
    await expectButtonsNamePrices(page, `bag results at ${width} px`, "Add to quote");

    const button = quoteButtons(page).filter({ visible: true }).first();
    const name = (await button.getAttribute("aria-label")) ?? "";
    await button.click();
    const dialog = page.getByRole("dialog", { name: /^Request a quote: Jute Hessian Bag/ });
    await expect(dialog).toBeVisible();
    const quantity = dialog.getByRole("textbox", { name: "Quantity" });
    await expect(quantity).toBeFocused();
    // The container figures arrive with the product's terms.
    await expect(dialog.getByText(/container holds about/)).toBeVisible();
    await expectDialogLaidOut(dialog, `empty at ${width} px`);
    await expectNoAxeViolations(page, `quote dialog at ${width} px: empty`);

    // Everything the status line says while "20000" is typed at a person's pace.
    // (The line heard, not seen: the status inside the visually hidden text.)
    await dialog.locator(".jute-visually-hidden [role=status]").evaluate((status) => {
      const said: string[] = [];
      (window as unknown as { said: string[] }).said = said;
      new MutationObserver(() => said.push(status.textContent ?? "")).observe(status, { childList: true, subtree: true, characterData: true });
    });
    await quantity.pressSequentially("20000", { delay: 120 });
    await expect(dialog.getByText(/^Indicative total: \$[\d,]+\.\d\d$/)).toBeVisible();
    await expect.poll(() => page.evaluate(() => (window as unknown as { said: string[] }).said.filter((text) => text.trim() !== ""))).toHaveLength(1);
    const said = await page.evaluate(() => (window as unknown as { said: string[] }).said.filter((text) => text.trim() !== ""));
    expect(said[0]).toMatch(/Indicative total: \$[\d,]+\.\d\d/);
    // Leaving the field says the figures at once, still once.
    await quantity.press("Tab");
    await expect(quantity).not.toBeFocused();
    await settled(page);
    expect(await page.evaluate(() => new Set((window as unknown as { said: string[] }).said.filter((text) => text.trim() !== "")).size)).toBe(1);
    await expectDialogLaidOut(dialog, `with a quantity at ${width} px`);
    await expectNoAxeViolations(page, `quote dialog at ${width} px: quantity typed`);

    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("button", { name, exact: true })).toBeFocused();
    await page.context().close();
  });
}

/**
 * Every header section opens on the first click, and stays open, in every state a visitor
 * meets it: a fresh load, right after logging in through the form, right after logging out,
 * and right after a price lookup; at 1280 px (the bar) and 320 px (behind Menu). Products
 * Cost's links arrive after the first click (the category call): the section must stay open
 * through that. Axe with a section open in each state.
 */
import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations, logIn, registerByApi, uniqueEmail } from "../flows/helpers";
import { settled, trackRequests } from "../settle";

const SECTIONS = ["Company", "Products Display", "Products Cost", "Jute", "Outside Business"] as const;

const nav = (page: Page) => page.getByRole("banner").getByRole("navigation", { name: "Main" });

/** Clicks each section once: it opens at once and is still open 1 s later (nothing closed it). */
async function everySectionOpensOnFirstClick(page: Page, state: string, mobile: boolean): Promise<void> {
  for (const label of SECTIONS) {
    if (mobile) {
      const menu = page.getByRole("banner").getByRole("button", { name: "Menu" });
      if ((await menu.getAttribute("aria-expanded")) !== "true") await menu.click();
      await expect(menu, `Menu opens in "${state}"`).toHaveAttribute("aria-expanded", "true");
    }
    const button = nav(page).getByRole("button", { name: label, exact: true });
    await button.click();
    const panel = page.locator(`[id="${await button.getAttribute("aria-controls")}"]`);
    await expect(button, `${label} opens on the first click in "${state}"`).toHaveAttribute("aria-expanded", "true");
    await expect(panel).toBeVisible();
    // Its links are there (Products Cost: once the category call has answered) ...
    await expect(panel.getByRole("link").first()).toBeVisible();
    // ... and it is still open once the page has settled: nothing rebuilt or closed it.
    await settled(page);
    await expect(button, `${label} still open after the first click, once the page has settled, in "${state}"`).toHaveAttribute("aria-expanded", "true");
    await expect(panel.getByRole("link").first()).toBeVisible();
    if (label === "Products Cost") await expectNoAxeViolations(page, `${state}: Products Cost open`);
    await button.click();
    await expect(button).toHaveAttribute("aria-expanded", "false");
  }
}

for (const width of [1280, 320] as const) {
  test(`at ${width} px every header section opens on the first click: fresh load, after login, after logout, after a lookup`, async ({ browser }) => {
    test.setTimeout(180_000);
    const mobile = width < 640;
    const context = await browser.newContext({ viewport: { width, height: mobile ? 640 : 900 }, reducedMotion: "reduce" });
    const page = await context.newPage();
    trackRequests(page);
    const email = uniqueEmail("menus");
    await registerByApi(page, "Menu Tester", email);

    // Fresh load (script run).
    await page.goto("/about-us");
    await page.waitForLoadState("networkidle");
    await everySectionOpensOnFirstClick(page, `fresh load at ${width} px`, mobile);

    // After logging in through the form (a fresh page: the menu's data not yet asked for).
    await page.goto("/login");
    await logIn(page, email);
    await expect(page.getByRole("banner").getByRole("button", { name: "Logout" })).toBeVisible();
    await everySectionOpensOnFirstClick(page, `after login at ${width} px`, mobile);

    // After a price lookup.
    await page.goto("/bag-costing-product");
    await page.getByRole("main").getByRole("button", { name: "Submit" }).click();
    await expect(page.getByRole("main").getByRole("status").filter({ hasText: /^\d+ prices? for / })).toBeVisible();
    await everySectionOpensOnFirstClick(page, `after a lookup at ${width} px`, mobile);

    // After logging out.
    await page.getByRole("banner").getByRole("button", { name: "Logout" }).click();
    await expect(page.getByRole("banner").getByRole("link", { name: "Login/Register" })).toBeVisible();
    await everySectionOpensOnFirstClick(page, `after logout at ${width} px`, mobile);
    await context.close();
  });
}

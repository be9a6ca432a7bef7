/**
 * Shared steps of the flow journeys: a fresh member per test, the axe scan of a state, and
 * keyboard helpers. AxeBuilder needs a page of a context the test created itself.
 */
import { expect, type Browser, type Page } from "@playwright/test";
import { confirmAddressByApi } from "../address-link";
import { axeProblems } from "../axe";
import { tabUntil } from "../keyboard";
import { trackRequests } from "../settle";

export { tabUntil };

export const PASSWORD = "golden-fibre-1982-tossa";

/**
 * A page in a fresh context, 1280 px wide unless `width` says otherwise (320: a phone), logged
 * in when given a saved login (`storageState`: STAFF_STATE or MEMBER_STATE, ../sessions.ts).
 */
export async function newPage(browser: Browser, width = 1280, storageState?: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: width < 600 ? 640 : 900 }, reducedMotion: "reduce", storageState });
  const page = await context.newPage();
  trackRequests(page);
  return page;
}

let counter = 0;
export const uniqueEmail = (label: string) => `${label}-${Date.now()}-${process.pid}-${counter++}@example.com`;

/** Zero axe violations in the page's current state. */
export async function expectNoAxeViolations(page: Page, state: string): Promise<void> {
  expect(await axeProblems(page), `axe violations in state "${state}"`).toEqual([]);
}

/** Registers a member through the API and opens its confirmation link (the journeys that are not about sign-up). */
export async function registerByApi(page: Page, name: string, email: string): Promise<void> {
  const reply = await page.request.post("/api/api_register", { data: { name, email, password: PASSWORD } });
  expect(reply.ok()).toBe(true);
  if (((await reply.json()) as { confirm_sent_to?: string }).confirm_sent_to) await confirmAddressByApi(page, email);
}

/** Logs in through the form (mouse). */
export async function logIn(page: Page, email: string): Promise<void> {
  await page.getByRole("textbox", { name: /Email Address/ }).fill(email);
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByRole("button", { name: "Login" }).click();
}

/** Logs in through the form by keyboard alone (on /login), and waits to land home. */
export async function logInByKeyboard(page: Page, email: string): Promise<void> {
  await page.goto("/login");
  await tabUntil(page, page.getByRole("textbox", { name: /Email Address/ }));
  await page.keyboard.type(email);
  await page.keyboard.press("Tab");
  await page.keyboard.type(PASSWORD);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/$/);
}

/** Picks an option of a Select (the browser's own select) by its label. */
export async function choose(page: Page, label: RegExp | string, option: string): Promise<void> {
  const select = page.getByRole("main").getByRole("combobox", { name: label });
  await select.selectOption({ label: option });
  await expect(select.locator("option:checked")).toHaveText(option);
}

/**
 * Reaches a Select by Tab and moves to `option` with the arrow keys alone (a closed native
 * select changes its choice with Down and Up, as a keyboard user does it), checking the choice.
 */
export async function pickWithArrows(page: Page, select: ReturnType<Page["locator"]>, option: string): Promise<void> {
  // A costing page says "Loading the price lookup…" until its form's code arrives, and its choices
  // come with its data: a keyboard user starts once the select is there and reads the list once
  // the choice is in it.
  await expect(select).toBeVisible();
  await tabUntil(page, select);
  await expect.poll(() => select.locator("option").allTextContents(), { message: `${option} among the choices` }).toContain(option);
  const target = (await select.locator("option").allTextContents()).indexOf(option);
  const current = await select.evaluate((el) => (el as HTMLSelectElement).selectedIndex);
  const key = target > current ? "ArrowDown" : "ArrowUp";
  for (let i = 0; i < Math.abs(target - current); i++) await page.keyboard.press(key);
  await expect(select.locator("option:checked")).toHaveText(option);
  await expect(select).toBeFocused();
}

/** The CRX yarn search, reached as a visitor does: Products Cost, Jute Yarn, CRX. */
export async function openCrxSearch(page: Page) {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  // The prerendered page is readable at once; its menu buttons answer once its script has run.
  await page.waitForLoadState("networkidle");
  // On a phone the header's sections are under its Menu button.
  const menu = page.getByRole("banner").getByRole("button", { name: "Menu" });
  if (await menu.isVisible()) await menu.click();
  await page.getByRole("banner").getByRole("button", { name: "Products Cost" }).click();
  await page.getByRole("banner").getByRole("link", { name: "Jute Yarn" }).click();
  await expect(page).toHaveURL(/\/category-details$/);
  await page.getByRole("list", { name: "Jute Yarn" }).getByRole("link", { name: "CRX" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "CRX" })).toBeVisible();
}

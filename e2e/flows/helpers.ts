/**
 * Shared steps of the flow journeys: a fresh member per test, the axe scan of a state, and
 * keyboard helpers. AxeBuilder needs a page of a context the test created itself.
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, type Browser, type Page } from "@playwright/test";

export const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
export const PASSWORD = "golden-fibre-1982-tossa";

export async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, reducedMotion: "reduce" });
  return context.newPage();
}

let counter = 0;
export const uniqueEmail = (label: string) => `${label}-${Date.now()}-${process.pid}-${counter++}@example.com`;

/** Zero axe violations in the page's current state. */
export async function expectNoAxeViolations(page: Page, state: string): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  expect(summary, `axe violations in state "${state}"`).toEqual([]);
}

/** Registers a member through the API (the journeys that are not about sign-up). */
export async function registerByApi(page: Page, name: string, email: string): Promise<void> {
  const reply = await page.request.post("/api/api_register", { data: { name, email, password: PASSWORD } });
  expect(reply.ok()).toBe(true);
}

/** Logs in through the form (mouse). */
export async function logIn(page: Page, email: string): Promise<void> {
  await page.getByRole("textbox", { name: /Email Address/ }).fill(email);
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByRole("button", { name: "Login" }).click();
}

/** Press Tab until the element has focus (at most `max` presses). */
export async function tabTo(page: Page, role: "link" | "button" | "textbox", name: RegExp | string, max = 60) {
  const target = page.getByRole(role, { name, exact: typeof name === "string" }).first();
  for (let i = 0; i < max; i++) {
    await page.keyboard.press("Tab");
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return target;
  }
  throw new Error(`Tab never reached ${role} ${String(name)}`);
}

/** Picks an option of a react-aria Select with the mouse. */
export async function choose(page: Page, label: RegExp, option: string): Promise<void> {
  await page.getByRole("main").getByRole("button", { name: label }).click();
  await page.getByRole("listbox").getByRole("option", { name: option, exact: true }).click();
  await expect(page.getByRole("main").getByRole("button", { name: label })).toContainText(option);
}

/** Press Tab until `locator` has focus (at most `max` presses). */
export async function tabUntil(page: Page, locator: ReturnType<Page["locator"]>, max = 80): Promise<void> {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press("Tab");
    // Twice: the header's menu buttons are swapped for the real ones when their code arrives,
    // which can fall between finding the element and checking it.
    const isFocused = () => locator.evaluate((el) => el === document.activeElement).catch(() => false);
    if ((await isFocused()) || (await isFocused())) return;
  }
  throw new Error(`Tab never reached ${String(locator)}`);
}

/** Opens a react-aria Select reached by Tab, moves with the arrows to `option`, picks it with Enter. */
export async function pickWithArrows(page: Page, button: ReturnType<Page["locator"]>, option: string): Promise<void> {
  await tabUntil(page, button);
  await page.keyboard.press("ArrowDown");
  const listbox = page.getByRole("listbox");
  await expect(listbox).toBeVisible();
  const target = listbox.getByRole("option", { name: option, exact: true });
  await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("role"))).toBe("option");
  for (let i = 0; i < 30; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) break;
    await page.keyboard.press("ArrowDown");
  }
  await page.keyboard.press("Enter");
  await expect(listbox).toBeHidden();
  await expect(button).toContainText(option);
}

/**
 * The header's disclosure navigation in its open states, in Chromium against the built site:
 * zero axe violations with a section open (desktop, and the mobile Menu with a section open),
 * no `role=menu` anywhere, a press outside closes a section; with the app's script held back,
 * the sections still open and boot.js keeps `aria-expanded` in step; and on a phone (touch,
 * 320 px) the first taps on Menu and on a section open them right after `domcontentloaded`.
 */
import { expect, test, type Page } from "@playwright/test";
import { axeProblems } from "../axe";

async function expectNoAxeViolations(page: Page, what: string) {
  expect(await axeProblems(page), `axe violations, ${what}`).toEqual([]);
}

const section = (page: Page, name: string) => page.getByRole("banner").getByRole("button", { name, exact: true });
const panelOf = async (page: Page, name: string) => page.locator(`[id="${await section(page, name).getAttribute("aria-controls")}"]`);

test.describe("at 1280 px", () => {
  test.use({ viewport: { width: 1280, height: 900 }, reducedMotion: "reduce" });

  test("open sections pass axe, a press outside closes them, and nothing is a menu", async ({ page }) => {
    await page.goto("/about-us");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.waitForLoadState("networkidle");
    await expect(page.locator('[role="menu"], [role="menuitem"]')).toHaveCount(0);

    await section(page, "Products Cost").click();
    const cost = await panelOf(page, "Products Cost");
    await expect(cost.getByRole("link", { name: /Soil Saver/ })).toBeVisible();
    await expect(cost.getByRole("img")).toHaveCount(0); // the pictures are decorative (alt="")
    await expectNoAxeViolations(page, "Products Cost open");

    await section(page, "Company").click();
    await expect(section(page, "Products Cost")).toHaveAttribute("aria-expanded", "false");
    await expect((await panelOf(page, "Company")).getByRole("link", { name: "Our History" })).toBeVisible();
    await expectNoAxeViolations(page, "Company open");

    await page.getByRole("heading", { level: 1 }).click();
    await expect(section(page, "Company")).toHaveAttribute("aria-expanded", "false");
    await expect(await panelOf(page, "Company")).toBeHidden();
  });
});

test.describe("with the page's script held back", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("the sections open and boot.js keeps aria-expanded in step", async ({ page }) => {
    // The app's code never arrives: what works is the browser's and boot.js's.
    await page.route(/\/assets\/.+\.js$/, (route) => route.abort());
    await page.goto("/about-us");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await section(page, "Company").click();
    await expect(section(page, "Company")).toHaveAttribute("aria-expanded", "true");
    await expect((await panelOf(page, "Company")).getByRole("link", { name: "Our History" })).toBeVisible();
    await section(page, "Jute").click();
    await expect(section(page, "Jute")).toHaveAttribute("aria-expanded", "true");
    await expect(section(page, "Company")).toHaveAttribute("aria-expanded", "false");
    await section(page, "Jute").click();
    await expect(section(page, "Jute")).toHaveAttribute("aria-expanded", "false");
    await expect(await panelOf(page, "Jute")).toBeHidden();
    // React never hydrated the header.
    expect(await section(page, "Jute").evaluate((el) => Object.keys(el).some((key) => key.startsWith("__react")))).toBe(false);
  });
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 320, height: 700 }, hasTouch: true, isMobile: true, reducedMotion: "reduce" });

  test("the first taps on Menu and on a section open them right after domcontentloaded, and pass axe", async ({ page }) => {
    await page.goto("/why-jute", { waitUntil: "domcontentloaded" });
    const menu = page.getByRole("banner").getByRole("button", { name: "Menu" });
    await menu.tap();
    await expect(menu).toHaveAttribute("aria-expanded", "true");
    await section(page, "Jute").tap();
    const jute = await panelOf(page, "Jute");
    await expect(jute.getByRole("link", { name: "Types of Jute" })).toBeVisible();
    await expect(section(page, "Jute")).toHaveAttribute("aria-expanded", "true");

    await page.waitForLoadState("networkidle");
    // React has taken over what the visitor opened before it: the state holds.
    await expect(menu).toHaveAttribute("aria-expanded", "true");
    await expect(section(page, "Jute")).toHaveAttribute("aria-expanded", "true");
    await expect(jute.getByRole("link", { name: "Why Jute" })).toHaveAttribute("aria-current", "page");
    await expectNoAxeViolations(page, "mobile Menu with Jute open");

    await jute.getByRole("link", { name: "Types of Jute" }).tap();
    await expect(page).toHaveURL(/\/types-of-jute$/);
    await expect(menu).toHaveAttribute("aria-expanded", "false");
  });
});

/**
 * The header by keyboard alone, in Chromium against the built site: the skip link, the
 * desktop menus (arrow keys, Escape, Enter follows a link and the new page's heading takes
 * focus) and the mobile accordion (one section open at a time).
 */
import { expect, test, type Page } from "@playwright/test";
import { tabUntil } from "../keyboard";

/** Press Tab until the first `role` named `name` has focus (see e2e/keyboard.ts). */
const tabTo = (page: Page, name: RegExp | string, role: "link" | "button", max = 40) =>
  tabUntil(page, page.getByRole(role, { name, exact: typeof name === "string" }).first(), max);

test.describe("at 1280 px", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("the skip link is first and moves focus to the main content", async ({ page }) => {
    await page.goto("/about-us");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to main content" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(page.locator("#main")).toBeFocused();
  });

  test("menus open with the arrow keys, close with Escape and follow a link with Enter", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.waitForLoadState("networkidle"); // the page's script has run: keys reach the menus
    const company = await tabTo(page, "Company", "button");

    await page.keyboard.press("ArrowDown");
    const menu = page.getByRole("menu");
    await expect(menu).toBeVisible();
    await expect(menu.getByRole("menuitem", { name: "Our History" })).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(menu.getByRole("menuitem", { name: "Our Facilities" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(company).toBeFocused();

    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/our-facilities$/);
    const heading = page.getByRole("heading", { level: 1 });
    await expect(heading).toBeFocused();
    await expect(page).toHaveTitle(/Our Facilities/);
  });

  test("a Products Display link carries its category in navigation state", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.waitForLoadState("networkidle"); // the page's script has run: keys reach the menus
    await tabTo(page, "Products Display", "button");
    await page.keyboard.press("Enter");
    const menu = page.getByRole("menu");
    await expect(menu).toBeVisible();
    await page.keyboard.press("End");
    await expect(menu.getByRole("menuitem", { name: "Jute Rope" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/rope$/);
    expect(await page.evaluate(() => history.state)).toEqual({ category_id: "2", category_name: "Jute Rope" });
    await expect(page.getByRole("heading", { level: 1 })).toBeFocused();
  });

  test("the Products Cost menu is built from the category call and leads by category", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.waitForLoadState("networkidle"); // the page's script has run: keys reach the menus
    await tabTo(page, "Products Cost", "button");
    await page.keyboard.press("Enter");
    const menu = page.getByRole("menu");
    await expect(menu.getByRole("menuitem", { name: /Soil Saver/ })).toBeVisible();
    await expect(menu.getByRole("menuitem", { name: /Soil Saver/ })).toHaveAttribute("href", "/soil-saver-costing-product");
    await expect(menu.getByRole("menuitem", { name: /Bag/ }).first()).toHaveAttribute("href", "/bag-costing-details");
  });
});

test.describe("at 320 px", () => {
  test.use({ viewport: { width: 320, height: 700 } });

  test("the mobile accordion works by keyboard, one section open at a time", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.waitForLoadState("networkidle"); // the page's script has run: keys reach the menus
    const toggle = await tabTo(page, "Menu", "button");
    await page.keyboard.press("Enter");
    await expect(toggle).toHaveAttribute("aria-expanded", "true");

    const company = await tabTo(page, "Company", "button");
    await page.keyboard.press("Enter");
    await expect(company).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByRole("banner").getByRole("link", { name: "Our History" })).toBeVisible();

    const jute = await tabTo(page, "Jute", "button");
    await page.keyboard.press("Enter");
    await expect(jute).toHaveAttribute("aria-expanded", "true");
    await expect(company).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByRole("banner").getByRole("link", { name: "Our History" })).toBeHidden();

    await tabTo(page, "Cultivation of Jute", "link");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/cultivation-jute$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeFocused();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
  });
});

test.describe("before the menus' code has arrived", () => {
  /** Holds back the header menus' chunk until `release` is called. */
  async function holdMenuCode(page: Page) {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/menus-[^/]+\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    return release;
  }

  test.use({ viewport: { width: 1280, height: 900 } });

  test("reading a page loads no menu code; an arrow key pressed meanwhile still opens the menu", async ({ page }) => {
    const menuCode: string[] = [];
    page.on("request", (request) => {
      if (/\/assets\/menus-/.test(request.url())) menuCode.push(request.url());
    });
    const release = await holdMenuCode(page);
    await page.goto("/about-us");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(menuCode).toEqual([]);

    const company = await tabTo(page, "Company", "button");
    await expect(company).toHaveAttribute("aria-expanded", "false");
    await page.keyboard.press("ArrowDown");
    release();
    const menu = page.getByRole("menu");
    await expect(menu.getByRole("menuitem", { name: "Our History" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("banner").getByRole("button", { name: "Company" })).toBeFocused();
  });

  test("a click given meanwhile opens the menu once the code is there", async ({ page }) => {
    const release = await holdMenuCode(page);
    await page.goto("/about-us");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    // The page's own script has arrived and run (the menus' code is still held back).
    await page.waitForLoadState("networkidle");
    await page.getByRole("banner").getByRole("button", { name: "Jute" }).click();
    release();
    await expect(page.getByRole("menu").getByRole("menuitem", { name: "Why Jute" })).toBeVisible();
  });

  test.describe("at 320 px", () => {
    test.use({ viewport: { width: 320, height: 700 } });

    test("the Menu button says the menu is loading, then shows it", async ({ page }) => {
      const release = await holdMenuCode(page);
      await page.goto("/about-us");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await page.waitForLoadState("networkidle");
      const toggle = await tabTo(page, "Menu", "button");
      await page.keyboard.press("Enter");
      await expect(toggle).toHaveAttribute("aria-expanded", "true");
      await expect(page.getByRole("banner").getByRole("status")).toHaveText("Loading the menu…");
      release();
      await expect(page.getByRole("banner").getByRole("button", { name: "Company" })).toBeVisible();
      await expect(toggle).toBeFocused();
    });
  });
});

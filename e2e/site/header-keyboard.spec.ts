/**
 * The header by keyboard alone, in Chromium against the built site: the skip link, the
 * desktop disclosure navigation (Enter or Space opens a section, Tab goes through its links
 * and on, Escape closes it back on its button, arrows move between buttons, Enter follows a
 * link and the new page's heading takes focus, aria-current on the current page), the mobile
 * Menu (one section open at a time) and the sections with no script at all.
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

  test("a section opens with Enter; Tab goes through its links and on; Escape closes it and returns focus", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.waitForLoadState("networkidle"); // Escape and the arrows are the script's
    const company = await tabTo(page, "Company", "button");
    await expect(company).toHaveAttribute("aria-expanded", "false");
    await page.keyboard.press("Enter");
    await expect(company).toHaveAttribute("aria-expanded", "true");
    const panel = page.locator(`[id="${await company.getAttribute("aria-controls")}"]`);
    await expect(panel.getByRole("link", { name: "Our History" })).toBeVisible();
    await expect(page.getByRole("menu")).toHaveCount(0);

    await page.keyboard.press("Tab");
    await expect(panel.getByRole("link", { name: "Our History" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(panel.getByRole("link", { name: "Our Facilities" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(company).toBeFocused();
    await expect(company).toHaveAttribute("aria-expanded", "false");
    await expect(panel).toBeHidden();

    // Space opens too; Tab past the last link goes on to the next section's button and the
    // list closes behind it.
    await page.keyboard.press("Space");
    await expect(company).toHaveAttribute("aria-expanded", "true");
    for (const name of ["Our History", "Our Facilities", "Compliances", "Key Persons", "How We Do It"]) {
      await page.keyboard.press("Tab");
      await expect(panel.getByRole("link", { name })).toBeFocused();
    }
    await page.keyboard.press("Tab");
    await expect(page.getByRole("banner").getByRole("button", { name: "Products Display" })).toBeFocused();
    await expect(company).toHaveAttribute("aria-expanded", "false");

    // Arrow keys move between the section buttons.
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("banner").getByRole("button", { name: "Products Cost" })).toBeFocused();
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    await expect(company).toBeFocused();

    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/our-facilities$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeFocused();
    await expect(page).toHaveTitle(/Our Facilities/);
    await expect(company).toHaveAttribute("aria-expanded", "false");
  });

  test("the current page's link carries aria-current, in the header and nowhere else in it", async ({ page }) => {
    await page.goto("/types-of-jute");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const jute = page.getByRole("banner").getByRole("button", { name: "Jute", exact: true });
    await jute.click();
    const panel = page.locator(`[id="${await jute.getAttribute("aria-controls")}"]`);
    await expect(panel.getByRole("link", { name: "Types of Jute" })).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("banner").locator('[aria-current="page"]')).toHaveCount(1);
  });

  test("a Products Display link carries its category in navigation state", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.waitForLoadState("networkidle"); // the router handles the link once the script has run
    const display = await tabTo(page, "Products Display", "button");
    await page.keyboard.press("Enter");
    await expect(display).toHaveAttribute("aria-expanded", "true");
    const rope = page.getByRole("banner").getByRole("link", { name: "Jute Rope" });
    await tabUntil(page, rope, 10);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/rope$/);
    expect(await page.evaluate(() => history.state)).toEqual({ category_id: "2", category_name: "Jute Rope" });
    await expect(page.getByRole("heading", { level: 1 })).toBeFocused();
  });

  test("the Products Cost section is built from the category call and leads by category", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const cost = await tabTo(page, "Products Cost", "button");
    await page.keyboard.press("Enter");
    await expect(cost).toHaveAttribute("aria-expanded", "true");
    const panel = page.locator(`[id="${await cost.getAttribute("aria-controls")}"]`);
    await expect(panel.getByRole("link", { name: /Soil Saver/ })).toBeVisible();
    await expect(panel.getByRole("link", { name: /Soil Saver/ })).toHaveAttribute("href", "/soil-saver-costing-product");
    await expect(panel.getByRole("link", { name: /Bag/ }).first()).toHaveAttribute("href", "/bag-costing");
  });
});

test.describe("at 320 px", () => {
  test.use({ viewport: { width: 320, height: 700 } });

  test("the mobile menu works by keyboard, one section open at a time", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.waitForLoadState("networkidle"); // the router handles the link once the script has run
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

  test("Escape closes the open section, then the menu, each time back on its button", async ({ page }) => {
    await page.goto("/about-us");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.waitForLoadState("networkidle"); // Escape is the script's
    const toggle = await tabTo(page, "Menu", "button");
    await page.keyboard.press("Enter");
    const outside = await tabTo(page, "Outside Business", "button");
    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    await expect(page.getByRole("banner").getByRole("link", { name: "Educational Institutes" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(outside).toBeFocused();
    await expect(outside).toHaveAttribute("aria-expanded", "false");
    await page.keyboard.press("Escape");
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
  });
});

test.describe("before the page's script has arrived", () => {
  test.use({ viewport: { width: 1280, height: 900 }, javaScriptEnabled: false });

  test("the sections open from the keyboard and by a click, with no script at all", async ({ page }) => {
    await page.goto("/about-us");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await tabTo(page, "Jute", "button");
    await page.keyboard.press("Enter");
    await expect(page.getByRole("banner").getByRole("link", { name: "Why Jute" })).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("banner").getByRole("link", { name: "Why Jute" })).toBeFocused();
    await page.getByRole("banner").getByRole("button", { name: "Company" }).click();
    await expect(page.getByRole("banner").getByRole("link", { name: "Our History" })).toBeVisible();
    // One section at a time, by the browser itself.
    await expect(page.getByRole("banner").getByRole("link", { name: "Why Jute" })).toBeHidden();
  });
});

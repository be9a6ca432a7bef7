/**
 * Every route of the site, opened directly at 1280 px and at 320 px against the built site and
 * the real server: its own heading and title, no console error, zero axe violations (WCAG 2.2
 * AA tags) and, at 320 px, no horizontal scroll. Plus the 404 page for an unknown path.
 */
import { expect, test, type Browser, type Page } from "@playwright/test";
import { axeProblems } from "../axe";
import { everyRoute } from "./expected";

const WIDTHS = [1280, 320] as const;

async function openPage(browser: Browser, width: number): Promise<{ page: Page; problems: string[]; close: () => Promise<void> }> {
  // AxeBuilder needs a page of a context we created ourselves.
  const context = await browser.newContext({ viewport: { width, height: 900 }, reducedMotion: "reduce" });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning") problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`));
  return { page, problems, close: () => context.close() };
}

async function checkPage(page: Page, width: number) {
  expect(await axeProblems(page), "axe violations").toEqual([]);
  if (width === 320) {
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, "horizontal scroll at 320 px").toBeLessThanOrEqual(0);
  }
}

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    for (const route of everyRoute) {
      test(`${route.url} renders its own content`, async ({ browser }) => {
        const { page, problems, close } = await openPage(browser, width);
        const response = await page.goto(route.url);
        expect(response?.status()).toBe(200);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(route.heading);
        await expect(page).toHaveTitle(route.title);
        await page.waitForLoadState("networkidle");
        await checkPage(page, width);
        expect(problems, "console errors and warnings").toEqual([]);
        await close();
      });
    }

    test("an unknown path shows the 404 page", async ({ browser }) => {
      const { page, problems, close } = await openPage(browser, width);
      const response = await page.goto("/no-such-page");
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
      await expect(page).toHaveTitle(/^Page not found/);
      await expect(page.getByRole("main").getByRole("link", { name: "Go to the home page" })).toHaveAttribute("href", "/");
      await expect(page.getByRole("main").getByRole("link", { name: "See our products" })).toHaveAttribute("href", "/products");
      await page.waitForLoadState("networkidle");
      await checkPage(page, width);
      // The document itself answers 404 on purpose; the browser reports that one load.
      expect(problems.filter((p) => !/status of 404/.test(p))).toEqual([]);
      await close();
    });
  });
}

/**
 * Shared steps of the costing suite: a context at a given width, a member logged in through
 * the API (its token stored as the site stores it), and the checks every costing state gets.
 */
import { expect, type Browser, type Page } from "@playwright/test";
import { PASSWORD, registerByApi, uniqueEmail } from "../flows/helpers";
import { trackRequests } from "../settle";

export const WIDTHS = [320, 1280] as const;

export async function pageAt(browser: Browser, width: number, options: { reducedMotion?: "reduce" | "no-preference" } = {}): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: width < 640 ? 640 : 900 }, reducedMotion: options.reducedMotion ?? "reduce" });
  const page = await context.newPage();
  trackRequests(page);
  return page;
}

/** Registers a member and logs them in through the API; the token is stored as the site stores it. */
export async function memberByApi(page: Page, name: string): Promise<{ email: string; token: string }> {
  const email = uniqueEmail("costing");
  await registerByApi(page, name, email);
  const reply = await page.request.post("/api/api_login", { data: { email, password: PASSWORD } });
  expect(reply.ok()).toBe(true);
  const body = (await reply.json()) as { token: string; data: unknown };
  await page.goto("/why-jute");
  await page.evaluate(([user, token]) => {
    localStorage.setItem("user", JSON.stringify(user));
    localStorage.setItem("token", token as string);
  }, [body.data, body.token] as const);
  return { email, token: body.token };
}

/** Nothing on the page is wider than the screen: no horizontal scrolling. */
export async function expectNoHorizontalScroll(page: Page, state: string): Promise<void> {
  const sizes = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, view: window.innerWidth }));
  expect(sizes.scroll, `horizontal scrolling in "${state}"`).toBeLessThanOrEqual(sizes.view);
}

/** The element lies inside the viewport horizontally (not cut off, not in a side scroller). */
export async function expectInsideViewport(page: Page, locator: ReturnType<Page["locator"]>, state: string): Promise<void> {
  await expect(locator).toBeVisible();
  const box = await locator.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  if (!box) throw new Error(`no box in "${state}"`);
  expect(box.x, `left edge in "${state}"`).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, `right edge in "${state}"`).toBeLessThanOrEqual(width);
  // Not clipped by a scrolling ancestor either.
  const clipped = await locator.evaluate((element) => {
    const own = element.getBoundingClientRect();
    for (let node = element.parentElement; node; node = node.parentElement) {
      const style = getComputedStyle(node);
      if (style.overflowX !== "visible") {
        const box = node.getBoundingClientRect();
        if (own.left < box.left - 0.5 || own.right > box.right + 0.5) return true;
      }
    }
    return false;
  });
  expect(clipped, `clipped in "${state}"`).toBe(false);
}

/** No size text says its unit twice ("750 gsm gsm", "10 mm mm", '60" wide wide'). */
export async function expectNoRepeatedUnit(page: Page, state: string): Promise<void> {
  const texts = await page
    .getByRole("main")
    .locator("option, td, dd, [role=status]")
    .evaluateAll((nodes) => nodes.filter((node) => (node as HTMLElement).offsetParent !== null || node.tagName === "OPTION").map((node) => node.textContent ?? ""));
  const repeated = texts.filter((text) => /\b(in|mm|cm|gsm|g|oz|wide|kg|m)\b[ ,]+\1\b/.test(text));
  expect(repeated, `a unit repeated in "${state}"`).toEqual([]);
}

import type { Locator, Page } from "@playwright/test";

/**
 * Presses Tab until `target` has focus (at most `max` presses) and returns it; if it never
 * does, the error lists where focus went. Looks twice after each press: a header menu button
 * is swapped for the real one when the menus' code arrives, which can fall between Playwright
 * finding the element and checking it (the second look sees the real one).
 */
export async function tabUntil(page: Page, target: Locator, max = 80): Promise<Locator> {
  const isFocused = () => target.evaluate((el) => el === document.activeElement).catch(() => false);
  const visited: string[] = [];
  for (let i = 0; i < max; i++) {
    await page.keyboard.press("Tab");
    if ((await isFocused()) || (await isFocused())) return target;
    visited.push(await page.evaluate(() => `${document.activeElement?.tagName ?? "none"} "${document.activeElement?.textContent?.trim().slice(0, 24) ?? ""}"`));
  }
  throw new Error(`Tab never reached ${String(target)}; focus went: ${visited.join(", ")}`);
}

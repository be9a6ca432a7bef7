import type { Locator, Page } from "@playwright/test";

/**
 * Presses Tab until `target` has focus (at most `max` presses) and returns it; if it never
 * does, the error lists where focus went. After each press one look in the page finds the
 * target as the DOM is then (a header menu button is swapped for the real one when the menus'
 * code arrives: the look sees whichever is there) and, when focus is elsewhere, says where:
 * one round trip a press instead of four (the keyboard journeys press Tab thousands of times).
 */
export async function tabUntil(page: Page, target: Locator, max = 80): Promise<Locator> {
  const visited: string[] = [];
  for (let i = 0; i < max; i++) {
    await page.keyboard.press("Tab");
    const where = await target.evaluateAll((found) => {
      const active = document.activeElement;
      if (active && found.includes(active)) return null;
      return `${active?.tagName ?? "none"} "${active?.textContent?.trim().slice(0, 24) ?? ""}"`;
    });
    if (where === null) return target;
    visited.push(where);
  }
  throw new Error(`Tab never reached ${String(target)}; focus went: ${visited.join(", ")}`);
}

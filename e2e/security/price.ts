/**
 * What "no price" means to a visitor's page load (no-price-leak.spec.ts says why it is checked
 * this way): no API reply carries `"cost":` with a number (a visitor's list rows say
 * `"cost":null`), every price lookup's reply is `no-store`, the page's HTML holds no cost and
 * its text shows no dollar amount.
 */
import { expect, type Page } from "@playwright/test";
import type { ApiReply } from "../route-crawl/visit";

export const COST_NUMBER = /"cost"\s*:\s*-?[0-9]/;

/** The replies a visitor's page got that would carry a price, or be cached. */
export function pricedReplies(replies: readonly ApiReply[]): string[] {
  const offending: string[] = [];
  for (const reply of replies) {
    if (COST_NUMBER.test(reply.body)) offending.push(`${reply.url}: ${reply.body.slice(0, 200)}`);
    if (/\/api\/api_request/.test(reply.url) && reply.cacheControl !== "no-store") offending.push(`${reply.url}: not no-store`);
  }
  return offending;
}

/** The page as it stands holds no cost in its HTML and shows no dollar amount. */
export async function expectPageShowsNoPrice(page: Page, route: string): Promise<void> {
  const html = await page.content();
  expect(html, route).not.toMatch(COST_NUMBER);
  expect(await page.locator("body").innerText(), route).not.toMatch(/\$\s?[\d,]+\.\d\d/);
}

/**
 * The route crawl: every route of the site opened once per width (1280 and 320 px, 900 px
 * high) in a fresh context against the production build and the real server, and every check
 * that reads such a visit made on that one page load (e2e/route-crawl/visit.ts records it and
 * waits until it has settled). A route and width is a group of tests run in order on one
 * worker, one test per check:
 *
 * - renders its own content: status 200, its own heading (h1) and title, zero axe violations
 *   (WCAG 2.2 AA tags, e2e/axe.ts), no console error or warning and, at 320 px, no horizontal
 *   scroll;
 * - stays within budget (at 320 px, a phone's first visit with an empty cache): JavaScript at
 *   most 150 KB gzipped (125 KB on the costing pages), CSS at most 30 KB gzipped, no XState and
 *   no price-lookup code on a content page, no staff console code (budget.ts; every script and
 *   stylesheet reply and every inline <style> until the page settled, first-visit.ts);
 * - is readable without JavaScript (content routes, at 1280 px): the document's title,
 *   description, canonical link, heading and copy, header and footer links, no inline script
 *   (prerendered.ts);
 * - gets no price (both widths): no API reply with a cost, every price lookup `no-store`, no
 *   cost in the HTML and no dollar amount shown (e2e/security/price.ts);
 * - at 320 px on the main pages a visitor uses (home, contact, login, sign-up, forgot password,
 *   about, bag lookup): the text spacing override and 400% zoom (e2e/route-crawl/layout.ts), with
 *   axe in each state, and on the home page the WhatsApp and map buttons in the page's flow.
 *
 * Plus the 404 page for an unknown path at each width. Each route's budget figures are printed
 * (gzipped JS and CSS, files) and kept as the test's "budget" annotation.
 */
import { expect, test } from "@playwright/test";
import { routes, sitemapPaths } from "../../apps/site/src/shared/config/paths";
import { pageTitles } from "../../apps/site/src/shared/content/page-list";
import type { RoutePath } from "../../apps/site/src/shared/content/types";
import { axeProblems } from "../axe";
import { expectNoAxeViolations } from "../flows/helpers";
import { expectFocusNeverCovered, expectNoSidewaysScroll, SPACED, TEXT_SPACING, ZOOMED } from "../route-crawl/layout";
import { visit, type Visit } from "../route-crawl/visit";
import { expectPageShowsNoPrice, pricedReplies } from "../security/price";
import { everyRoute } from "../site/expected";
import { evaluateBudgets, formatReport } from "./budget";
import { loadedFiles } from "./first-visit";
import { expectReadableWithoutJavaScript } from "./prerendered";

const WIDTHS = [1280, 320] as const;
const HEIGHT = 900;
/** The first visit whose files are held to the budgets: a phone's. */
const BUDGET_WIDTH = 320;
/** The pages checked at 400% zoom and with the text spacing override (a member's: site/zoom-and-spacing.spec.ts). */
const ZOOM_AND_SPACING = new Set(["/", "/contact-us", "/login", "/register", "/forgot-password", "/about-us", "/bag-costing-product"]);

const contentPaths = new Set(sitemapPaths());

/** At 320 px the page never scrolls sideways. */
async function expectNoHorizontalScroll(opened: Visit, width: number) {
  if (width !== 320) return;
  const overflow = await opened.page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, "horizontal scroll at 320 px").toBeLessThanOrEqual(0);
}

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    for (const route of everyRoute) {
      const path = routes[route.key].path;
      const isContent = contentPaths.has(path);
      const isCosting = pageTitles[path as RoutePath].group === "costing";

      test.describe(route.url, () => {
        // One page load for the group: its tests run in order on one worker (a failed test
        // restarts the worker, and the rest of the group get a page load of their own).
        test.describe.configure({ mode: "default" });
        let opened: Visit;
        test.beforeAll(async ({ browser }) => {
          opened = await visit(browser, route.url, { viewport: { width, height: HEIGHT } });
        });
        test.afterAll(async () => {
          await opened?.close();
        });

        test(`${route.url} renders its own content`, async () => {
          const { page } = opened;
          await page.setViewportSize({ width, height: HEIGHT });
          expect(opened.document?.status()).toBe(200);
          await expect(page.getByRole("heading", { level: 1 })).toHaveText(route.heading);
          await expect(page).toHaveTitle(route.title);
          expect(await axeProblems(page), "axe violations").toEqual([]);
          await expectNoHorizontalScroll(opened, width);
          expect(opened.problems, "console errors and warnings").toEqual([]);
        });

        if (width === BUDGET_WIDTH) {
          test(`${route.url} stays within budget`, async () => {
            const files = await loadedFiles(opened, route.url);
            expect(files.some((file) => file.type === "script")).toBe(true);
            const report = evaluateBudgets({ route: route.url, isContent, isCosting, files });
            console.log(formatReport(report));
            test.info().annotations.push({ type: "budget", description: formatReport(report) });
            expect(report.failures).toEqual([]);
          });
        }

        if (width === 1280 && isContent) {
          test(`${route.url} is readable without JavaScript`, async () => {
            expect(opened.document?.status()).toBe(200);
            expectReadableWithoutJavaScript((await opened.document?.text()) ?? "", route);
          });
        }

        test(`${route.url}: no reply the page gets carries a cost, and it shows no price`, async () => {
          expect(opened.document?.status(), route.url).toBeLessThan(500);
          await expectPageShowsNoPrice(opened.page, route.url);
          await opened.apiRepliesRead();
          expect(pricedReplies(opened.apiReplies)).toEqual([]);
        });

        if (width === 320 && ZOOM_AND_SPACING.has(route.url)) {
          test(`text spacing override at 320 px: ${route.url} as a visitor does not scroll sideways outside labelled scroll areas`, async () => {
            const { page } = opened;
            await page.setViewportSize(SPACED);
            await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
            const spacing = await page.addStyleTag({ content: TEXT_SPACING });
            try {
              await expectNoSidewaysScroll(page, `${route.url} with text spacing`);
              await expectNoAxeViolations(page, `${route.url} with text spacing at 320 px`);
            } finally {
              await spacing.evaluate((style) => (style as Element).remove());
            }
          });

          test(`400% zoom (320 x 225): nothing floats over a focused control on ${route.url} as a visitor`, async () => {
            const { page } = opened;
            await page.setViewportSize(ZOOMED);
            await page.evaluate(() => window.scrollTo(0, 0));
            await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
            const stops = await expectFocusNeverCovered(page, `${route.url} at 320 x 225`);
            expect(stops, "focus went through the page's controls").toBeGreaterThan(5);
            await expectNoAxeViolations(page, `${route.url} at 320 x 225`);
          });
        }

        if (width === 320 && route.key === "home") {
          test("at 400% zoom the home page's WhatsApp and map buttons sit in the page's flow, below the content, and stay reachable", async () => {
            const { page } = opened;
            await page.setViewportSize(ZOOMED);
            const shortcuts = page.getByRole("list", { name: "Contact shortcuts" });
            await expect(shortcuts).toHaveCSS("position", "static");
            await expect(shortcuts.getByRole("link", { name: /WhatsApp/ })).toBeVisible();
          });
        }
      });
    }

    test.describe("an unknown path", () => {
      test.describe.configure({ mode: "default" });
      let opened: Visit;
      test.beforeAll(async ({ browser }) => {
        opened = await visit(browser, "/no-such-page", { viewport: { width, height: HEIGHT } });
      });
      test.afterAll(async () => {
        await opened?.close();
      });

      test("an unknown path shows the 404 page", async () => {
        const { page } = opened;
        expect(opened.document?.status()).toBe(404);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
        await expect(page).toHaveTitle(/^Page not found/);
        await expect(page.getByRole("main").getByRole("link", { name: "Go to the home page" })).toHaveAttribute("href", "/");
        await expect(page.getByRole("main").getByRole("link", { name: "See our products" })).toHaveAttribute("href", "/products");
        expect(await axeProblems(page), "axe violations").toEqual([]);
        await expectNoHorizontalScroll(opened, width);
        // The document itself answers 404 on purpose; the browser reports that one load.
        expect(opened.problems.filter((p) => !/status of 404/.test(p))).toEqual([]);
      });
    });
  });
}

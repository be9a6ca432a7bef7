/**
 * Zoom and spacing (WCAG 1.4.10 reflow, 1.4.12 text spacing, 2.4.11 focus not obscured) on a
 * member's pages (My enquiries with its table, My Account, a bag lookup): at 400% zoom (320 x
 * 225) nothing fixed or sticky lies over a control focused by Tab; with the WCAG text-spacing
 * override at 320 px nothing sticks out of the screen outside a labelled scroll area (the
 * checks: e2e/route-crawl/layout.ts). Axe runs in the zoomed and the spaced state of each page.
 * The visitor's pages (home, contact, login, sign-up, forgot password, about, bag lookup) get
 * the same checks in the route crawl, on the page its 320 px visit opened
 * (e2e/perf/every-route.spec.ts).
 */
import { expect, test, type Browser, type Page } from "@playwright/test";
import { expectFocusNeverCovered, expectNoSidewaysScroll, SPACED, TEXT_SPACING, ZOOMED } from "../route-crawl/layout";
import { expectNoAxeViolations, PASSWORD, registerByApi, uniqueEmail } from "../flows/helpers";

const MEMBER_PAGES = ["/my-enquiries", "/account", "/bag-costing-product"];

async function pageOf(browser: Browser, viewport: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({ viewport, reducedMotion: "reduce" });
  return context.newPage();
}

/** A member with one quote request (so My enquiries has its table), logged in as the site stores it. */
async function asMember(page: Page, name: string): Promise<void> {
  const email = uniqueEmail("zoom");
  await registerByApi(page, name, email);
  const login = await page.request.post("/api/api_login", { data: { email, password: PASSWORD } });
  const { token, data } = (await login.json()) as { token: string; data: unknown };
  const sent = await page.request.post("/api/api_quote_request", {
    data: { sub_category_id: "1", company_id: "2", count: "8", ply: "2", oil: "VOT", truck_fare_id: "1", quantity: "12", message: "Zoom and spacing" },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(sent.status()).toBe(201);
  await page.goto("/why-jute");
  await page.evaluate(([user, stored]) => {
    localStorage.setItem("user", JSON.stringify(user));
    localStorage.setItem("token", stored as string);
  }, [data, token] as const);
}

test.describe("400% zoom (320 x 225): nothing floats over a focused control", () => {
  test("member pages (My enquiries, My Account, a bag lookup)", async ({ browser }) => {
    const page = await pageOf(browser, ZOOMED);
    await asMember(page, "Zoom Member");
    for (const path of MEMBER_PAGES) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await page.waitForLoadState("networkidle");
      await expectFocusNeverCovered(page, `${path} at 320 x 225, member`);
      await expectNoAxeViolations(page, `${path} at 320 x 225, member`);
    }
    await page.context().close();
  });
});

test.describe("text spacing override at 320 px: no sideways scroll outside labelled scroll areas", () => {
  test("member pages (My enquiries with its table, My Account, a bag lookup)", async ({ browser }) => {
    const page = await pageOf(browser, SPACED);
    await asMember(page, "Spacing Member");
    for (const path of MEMBER_PAGES) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await page.waitForLoadState("networkidle");
      if (path === "/my-enquiries") await expect(page.getByRole("main").getByText(/^Quote request:/).first()).toBeVisible();
      await page.addStyleTag({ content: TEXT_SPACING });
      await expectNoSidewaysScroll(page, `${path} with text spacing, member`);
      await expectNoAxeViolations(page, `${path} with text spacing at 320 px, member`);
    }
    await page.context().close();
  });
});

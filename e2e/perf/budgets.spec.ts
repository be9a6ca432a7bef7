/**
 * Performance budgets (docs/benchmarks.md, "The budgets") on real page loads in Chromium against
 * the built site and server. The first visit to every route is held to them in the route crawl
 * (every-route.spec.ts: JavaScript at most 150 KB gzipped, 125 KB on the costing pages, CSS at
 * most 30 KB gzipped; content pages load no XState and no price-lookup code; no route loads the
 * staff console's code). Here, that the markers those checks read find what they look for, and
 * a member's visits (first-visit.ts: a fresh context, until the page has settled). The
 * evaluation is e2e/perf/budget.ts (unit-tested in budget.vitest.ts).
 */
import { expect, test } from "@playwright/test";
import { routes } from "../../apps/site/src/shared/config/paths";
import { forbiddenCodeIn, staffCodeIn } from "./budget";
import { firstVisit } from "./first-visit";
import { confirmAddress } from "../address-link";


test("the markers find XState and the costing code where they are (a costing page)", async ({ browser }) => {
  const files = await firstVisit(browser, routes.bagCosting.path);
  const found = new Set(files.flatMap((file) => forbiddenCodeIn(file)));
  expect([...found].sort()).toEqual(["price-lookup", "xstate"]);
});

test("a member's visits load none of the staff console's code; the staff pages do (the marker finds it)", async ({ browser, request }) => {
  const email = `budget-member-${Date.now()}@example.com`;
  expect((await request.post("/api/api_register", { data: { name: "Budget Member", email, password: "golden-fibre-budget-1" } })).status()).toBe(201);
  await confirmAddress(request, email);
  const token = ((await (await request.post("/api/api_login", { data: { email, password: "golden-fibre-budget-1" } })).json()) as { token: string }).token;
  for (const url of ["/", routes.bagCosting.path, routes.login.path]) {
    const files = await firstVisit(browser, url, token);
    expect(files.filter(staffCodeIn).map((file) => file.url), url).toEqual([]);
  }
  const staffFiles = await firstVisit(browser, "/staff/prices", token);
  expect(staffFiles.some(staffCodeIn)).toBe(true);
});

/**
 * Performance budgets (docs/benchmarks.md, "The budgets") on real page loads in Chromium against the built
 * site and server: the first visit to every route, in a fresh context (empty cache), until the
 * network is idle. Every script and stylesheet response and every inline <style> of the
 * page counts, at its gzipped size.
 *
 * - JavaScript at most 150 KB gzipped, CSS at most 30 KB gzipped, on every route;
 * - JavaScript at most 125 KB gzipped on the costing pages (the routes of the "costing" group in
 *   apps/site/src/shared/content/page-list.ts: 5 KB of headroom under 130 KB);
 * - content pages (copy, products, hubs) load no XState and no price-lookup code.
 *
 * Which file holds which modules comes from the build (vite.config.ts writes
 * apps/site/node_modules/.jute-build/chunks.json); XState is also recognised by markers in
 * the code itself. The evaluation is e2e/perf/budget.ts (unit-tested in budget.vitest.ts).
 * The figures per route are printed.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { expect, test, type Browser, type Response } from "@playwright/test";
import { routes, sitemapPaths } from "../../apps/site/src/shared/config/paths";
import { pageTitles } from "../../apps/site/src/shared/content/page-list";
import type { RoutePath } from "../../apps/site/src/shared/content/types";
import { everyRoute } from "../site/expected";
import { evaluateBudgets, forbiddenCodeIn, formatReport, staffCodeIn, type LoadedFile, type RouteReport } from "./budget";

const siteDir = process.env.SITE_DIR ?? path.join(import.meta.dirname, "../../apps/site/dist");
const chunksFile = path.join(siteDir, "../node_modules/.jute-build/chunks.json");

function chunkModules(): Record<string, string[]> {
  if (!existsSync(chunksFile)) throw new Error(`${chunksFile} is missing: build the site first (pnpm build)`);
  return JSON.parse(readFileSync(chunksFile, "utf8")) as Record<string, string[]>;
}

const contentPaths = new Set(sitemapPaths());

async function firstVisit(browser: Browser, url: string, token?: string): Promise<LoadedFile[]> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  // A member's visit: the session as the site stores it.
  if (token) {
    await context.addInitScript((stored) => {
      localStorage.setItem("token", stored);
      localStorage.setItem("user", JSON.stringify({ name: "Member" }));
    }, token);
  }
  const page = await context.newPage();
  const responses: Response[] = [];
  page.on("response", (response) => {
    const type = response.request().resourceType();
    if (type === "script" || type === "stylesheet") responses.push(response);
  });
  const documentResponse = await page.goto(url);
  // Prerendered pages carry the site's stylesheet inline: it counts as CSS as well.
  const inlineStyles = [...((await documentResponse?.text()) ?? "").matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1] ?? "");
  await page.waitForLoadState("networkidle");
  // Give anything the page defers to an idle moment time to happen (it counts as well).
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 1600)));
  await page.waitForLoadState("networkidle");
  const modules = chunkModules();
  const files: LoadedFile[] = [];
  for (const response of responses) {
    const body = await response.body();
    const pathname = new URL(response.url()).pathname;
    const type = response.request().resourceType() as "script" | "stylesheet";
    const known = modules[pathname.slice(1)];
    // Built chunks must be this build's; a file of the site's public folder (boot.js) has no modules.
    if (type === "script" && known === undefined && pathname.startsWith("/assets/")) throw new Error(`${pathname} is not in ${chunksFile}: it is from another build`);
    files.push({ url: pathname, type, gzipBytes: gzipSync(body, { level: 9 }).length, modules: known ?? [], body: type === "script" ? body.toString("utf8") : "" });
  }
  inlineStyles.forEach((css, index) =>
    files.push({ url: `${url} <style> #${index + 1}`, type: "stylesheet", gzipBytes: gzipSync(css, { level: 9 }).length, modules: [] }),
  );
  await context.close();
  return files;
}

const reports: RouteReport[] = [];

test.describe("budgets on the first visit", () => {
  test.afterAll(() => {
    if (reports.length === 0) return;
    console.log(`\nFirst visit, gzipped (budget: JS 150 KB, costing pages 125 KB, CSS 30 KB):\n${reports.map(formatReport).join("\n")}`);
  });

  for (const route of everyRoute) {
    const isContent = contentPaths.has(routes[route.key].path);
    const isCosting = pageTitles[routes[route.key].path as RoutePath].group === "costing";
    test(`${route.url} stays within budget`, async ({ browser }) => {
      const files = await firstVisit(browser, route.url);
      expect(files.some((file) => file.type === "script")).toBe(true);
      const report = evaluateBudgets({ route: route.url, isContent, isCosting, files });
      reports.push(report);
      console.log(formatReport(report));
      test.info().annotations.push({ type: "budget", description: formatReport(report) });
      expect(report.failures).toEqual([]);
    });
  }
});

test("the markers find XState and the costing code where they are (a costing page)", async ({ browser }) => {
  const files = await firstVisit(browser, routes.bagCosting.path);
  const found = new Set(files.flatMap((file) => forbiddenCodeIn(file)));
  expect([...found].sort()).toEqual(["price-lookup", "xstate"]);
});

test("a member's visits load none of the staff console's code; the staff pages do (the marker finds it)", async ({ browser, request }) => {
  const email = `budget-member-${Date.now()}@example.com`;
  await request.post("/api/api_register", { data: { name: "Budget Member", email, password: "golden-fibre-budget-1" } });
  const token = ((await (await request.post("/api/api_login", { data: { email, password: "golden-fibre-budget-1" } })).json()) as { token: string }).token;
  for (const url of ["/", routes.bagCosting.path, routes.login.path]) {
    const files = await firstVisit(browser, url, token);
    expect(files.filter(staffCodeIn).map((file) => file.url), url).toEqual([]);
  }
  const staffFiles = await firstVisit(browser, "/staff/prices", token);
  expect(staffFiles.some(staffCodeIn)).toBe(true);
});

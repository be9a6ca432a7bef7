/**
 * The budget evaluation fails when a budget is broken (run by Vitest's "perf" project; the
 * Playwright suite measures real page loads with it in budgets.spec.ts).
 */
import { describe, expect, it } from "vitest";
import { BUDGETS, evaluateBudgets, forbiddenCodeIn, KB, staffCodeIn, type LoadedFile } from "./budget";

const script = (url: string, gzipKb: number, modules: string[] = [], body = ""): LoadedFile => ({ url, type: "script", gzipBytes: gzipKb * KB, modules, body });
const style = (url: string, gzipKb: number): LoadedFile => ({ url, type: "stylesheet", gzipBytes: gzipKb * KB, modules: [] });

const react = "node_modules/.pnpm/react-dom@19.3.1_react@19.3.1/node_modules/react-dom/cjs/react-dom-client.production.js";
const xstate = "node_modules/.pnpm/xstate@5.33.3/node_modules/xstate/dist/xstate.esm.js";
const xstateReact = "node_modules/.pnpm/@xstate+react@6.1.0_react@19.3.1_xstate@5.33.3/node_modules/@xstate/react/dist/xstate-react.esm.js";
const costing = "apps/site/src/features/costing/pages/costing-screen.tsx";
const flow = "apps/site/src/features/costing/costing-product/costing-product.machine.ts";

describe("evaluateBudgets", () => {
  it("passes a content page within every budget and reports its figures", () => {
    const report = evaluateBudgets({
      route: "/why-jute",
      isContent: true,
      files: [script("/assets/index.js", 100, [react]), script("/assets/why-jute-page.js", 5, ["apps/site/src/features/content/jute/why-jute-page.tsx"]), style("/assets/index.css", 12)],
    });
    expect(report.failures).toEqual([]);
    expect(report.scriptGzipBytes).toBe(105 * KB);
    expect(report.styleGzipBytes).toBe(12 * KB);
    expect([report.scripts, report.styles]).toEqual([2, 1]);
  });

  it("fails when the JavaScript of the first visit exceeds 150 KB gzipped, counting every file", () => {
    const atLimit = evaluateBudgets({ route: "/", isContent: true, files: [script("/a.js", 100), script("/b.js", 50)] });
    expect(atLimit.failures).toEqual([]);
    const over = evaluateBudgets({ route: "/", isContent: true, files: [script("/a.js", 100), script("/b.js", 50.5)] });
    expect(over.failures).toEqual(["/: JavaScript 150.5 KB gzipped > 150.0 KB"]);
  });

  it("fails when CSS exceeds 30 KB gzipped", () => {
    const report = evaluateBudgets({ route: "/login", isContent: false, files: [style("/a.css", 20), style("/b.css", 11)] });
    expect(report.failures).toEqual(["/login: CSS 31.0 KB gzipped > 30.0 KB"]);
  });

  it("fails when a content page loads XState or price-lookup code, by module or by marker", () => {
    const report = evaluateBudgets({
      route: "/about-us",
      isContent: true,
      files: [script("/assets/index.js", 90, [react]), script("/assets/xstate.js", 13, [xstate]), script("/assets/costing.js", 15, [costing, xstateReact]), script("/assets/x.js", 1, [], 'e.type==="xstate.init"')],
    });
    expect(report.failures).toEqual([
      "/about-us: content page loads xstate code (/assets/xstate.js)",
      "/about-us: content page loads price-lookup and xstate code (/assets/costing.js)",
      "/about-us: content page loads xstate code (/assets/x.js)",
    ]);
  });

  it("lets a costing or member page load the flows, still within the size budgets", () => {
    const report = evaluateBudgets({ route: "/bag-costing", isContent: false, files: [script("/assets/index.js", 90, [react]), script("/assets/flow.js", 20, [flow, xstate])] });
    expect(report.failures).toEqual([]);
    expect(report.forbidden).toEqual([]);
  });

  it("fails when any visitor or member route loads the staff console's code", () => {
    const staffPage = "apps/site/src/features/staff/prices-page.tsx";
    const costingPage = evaluateBudgets({ route: "/bag-costing", isContent: false, files: [script("/assets/index.js", 90, [react]), script("/assets/staff.js", 10, [staffPage])] });
    expect(costingPage.failures).toEqual(["/bag-costing: loads the staff console's code (/assets/staff.js)"]);
    expect(staffCodeIn({ modules: ["apps/site/src/features/staff/price-upload/price-upload.machine.ts"] })).toBe(true);
    expect(staffCodeIn({ modules: ["packages/api/src/client/staff.ts"] })).toBe(true);
    expect(staffCodeIn({ modules: ["packages/api/src/contract/staff-reply-schemas.ts"] })).toBe(true);
    expect(staffCodeIn({ modules: ["packages/api/src/client/index.ts", "apps/site/src/features/costing/pages/costing-screen.tsx", react] })).toBe(false);
  });

  it("holds a costing page to 125 KB of JavaScript (5 KB of headroom under 130 KB), other pages to 150 KB", () => {
    const files = [script("/assets/index.js", 100, [react]), script("/assets/flow.js", 25, [flow, xstate])];
    expect(evaluateBudgets({ route: "/bag-costing-product", isContent: false, isCosting: true, files }).failures).toEqual([]);
    const over = [...files, script("/assets/table.js", 0.5)];
    expect(evaluateBudgets({ route: "/bag-costing-product", isContent: false, isCosting: true, files: over }).failures).toEqual([
      "/bag-costing-product: JavaScript 125.5 KB gzipped > 125.0 KB (a costing page)",
    ]);
    // The same load on a page that is not a costing page is within its 150 KB.
    expect(evaluateBudgets({ route: "/account", isContent: false, files: over }).failures).toEqual([]);
  });

  it("uses the product's budgets by default", () => {
    expect(BUDGETS).toEqual({ scriptGzipBytes: 150 * KB, costingScriptGzipBytes: 125 * KB, styleGzipBytes: 30 * KB });
  });
});

describe("forbiddenCodeIn", () => {
  it("recognises XState and the site's flows and costing screens, and nothing else", () => {
    expect(forbiddenCodeIn({ modules: [xstate] })).toEqual(["xstate"]);
    expect(forbiddenCodeIn({ modules: [xstateReact] })).toEqual(["xstate"]);
    expect(forbiddenCodeIn({ modules: [flow] })).toEqual(["price-lookup"]);
    expect(forbiddenCodeIn({ modules: [costing] })).toEqual(["price-lookup"]);
    expect(forbiddenCodeIn({ modules: [react, "apps/site/src/features/content/jute/why-jute-page.tsx", "packages/api/src/client/index.ts"], body: "const state = 'init';" })).toEqual([]);
  });
});

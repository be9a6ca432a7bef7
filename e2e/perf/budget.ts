/**
 * The performance budgets (docs/benchmarks.md, "The budgets"), as a pure function: given what the first
 * visit to a route loaded (every script and stylesheet response, with its gzipped size and
 * the modules its file holds), it says which budget is broken. budgets.spec.ts feeds it real
 * page loads in Chromium; budget.vitest.ts proves it fails when a budget is broken.
 */

export const KB = 1024;

export interface Budgets {
  /** JavaScript loaded by the first visit to any route, gzipped. */
  readonly scriptGzipBytes: number;
  /**
   * JavaScript loaded by the first visit to a costing page (the price lookups, browse screens
   * and product details), gzipped: 130 KB less the 5 KB of headroom issue 21 asks them to keep.
   */
  readonly costingScriptGzipBytes: number;
  /** CSS loaded by the first visit to any route, gzipped. */
  readonly styleGzipBytes: number;
}

export const BUDGETS: Budgets = { scriptGzipBytes: 150 * KB, costingScriptGzipBytes: 125 * KB, styleGzipBytes: 30 * KB };

export interface LoadedFile {
  readonly url: string;
  readonly type: "script" | "stylesheet";
  /** Size of the body gzipped (level 9), whatever encoding the server chose. */
  readonly gzipBytes: number;
  /** Source modules bundled into this file (paths relative to the repository), when known. */
  readonly modules: readonly string[];
  /** The body, for the content markers (scripts only; may be empty). */
  readonly body?: string;
}

export interface RouteLoad {
  readonly route: string;
  /** Content pages (copy, products, hubs) must carry no XState and no price-lookup code. */
  readonly isContent: boolean;
  /** A costing page (the routes of the "costing" group): its JavaScript has the tighter budget. */
  readonly isCosting?: boolean;
  readonly files: readonly LoadedFile[];
}

export type Forbidden = "xstate" | "price-lookup";

/** What a module path or a script's text tells about forbidden code. */
export function forbiddenCodeIn(file: Pick<LoadedFile, "modules" | "body">): Forbidden[] {
  const found = new Set<Forbidden>();
  for (const id of file.modules) {
    if (/(^|\/)node_modules\/(\.pnpm\/)?(xstate|@xstate\+react)[@/]/.test(id) || /\/node_modules\/(xstate|@xstate\/react)\//.test(id)) found.add("xstate");
    // The costing search, costing product, browse and product-details flows, View Price and
    // the costing screens (the login, sign-up and session flows are caught as XState).
    if (/^apps\/site\/src\/features\/costing\/((costing-[^/]+|category-browse|product-details|pages)\/|view-price)/.test(id)) found.add("price-lookup");
  }
  // Markers in the code itself, so a chunk map from another build cannot hide XState: its
  // built-in event types survive minification.
  if (file.body && /["'`]xstate\.(init|stop|error\.actor|done\.actor)/.test(file.body)) found.add("xstate");
  return [...found].sort();
}

/**
 * Whether a file holds the staff console's code (its pages, its upload flow, its client and
 * reply schemas). No visitor's or member's route may load it: staff pages are their own chunk.
 */
export function staffCodeIn(file: Pick<LoadedFile, "modules">): boolean {
  return file.modules.some((id) => /^apps\/site\/src\/features\/staff\/|^packages\/api\/src\/(client\/staff|contract\/staff-)/.test(id));
}

export interface RouteReport {
  readonly route: string;
  readonly scriptGzipBytes: number;
  readonly styleGzipBytes: number;
  readonly scripts: number;
  readonly styles: number;
  readonly forbidden: readonly { readonly url: string; readonly what: readonly Forbidden[] }[];
  /** Every broken budget, in words; empty when the route is within budget. */
  readonly failures: readonly string[];
}

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

export function evaluateBudgets(load: RouteLoad, budgets: Budgets = BUDGETS): RouteReport {
  const scripts = load.files.filter((file) => file.type === "script");
  const styles = load.files.filter((file) => file.type === "stylesheet");
  const scriptGzipBytes = scripts.reduce((sum, file) => sum + file.gzipBytes, 0);
  const styleGzipBytes = styles.reduce((sum, file) => sum + file.gzipBytes, 0);
  const forbidden = load.isContent
    ? scripts.map((file) => ({ url: file.url, what: forbiddenCodeIn(file) })).filter((entry) => entry.what.length > 0)
    : [];
  const failures: string[] = [];
  const scriptBudget = load.isCosting ? Math.min(budgets.costingScriptGzipBytes, budgets.scriptGzipBytes) : budgets.scriptGzipBytes;
  if (scriptGzipBytes > scriptBudget) {
    failures.push(`${load.route}: JavaScript ${kb(scriptGzipBytes)} gzipped > ${kb(scriptBudget)}${load.isCosting ? " (a costing page)" : ""}`);
  }
  if (styleGzipBytes > budgets.styleGzipBytes) {
    failures.push(`${load.route}: CSS ${kb(styleGzipBytes)} gzipped > ${kb(budgets.styleGzipBytes)}`);
  }
  for (const entry of forbidden) failures.push(`${load.route}: content page loads ${entry.what.join(" and ")} code (${entry.url})`);
  for (const file of scripts.filter(staffCodeIn)) failures.push(`${load.route}: loads the staff console's code (${file.url})`);
  return { route: load.route, scriptGzipBytes, styleGzipBytes, scripts: scripts.length, styles: styles.length, forbidden, failures };
}

/** One line per route for the test's output. */
export function formatReport(report: RouteReport): string {
  return `${report.route.padEnd(34)} JS ${kb(report.scriptGzipBytes).padStart(9)} (${report.scripts} files)  CSS ${kb(report.styleGzipBytes).padStart(8)} (${report.styles})${report.failures.length ? "  OVER" : ""}`;
}

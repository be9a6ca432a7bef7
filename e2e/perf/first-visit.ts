/**
 * What the first visit to a route loaded, as the budget evaluation (budget.ts) reads it: every
 * script and stylesheet reply of the visit (e2e/route-crawl/visit.ts, until the page has
 * settled) and every inline <style> of the document, each at its gzipped size, with the modules
 * its file holds. Which file holds which modules comes from the build (vite.config.ts writes
 * apps/site/node_modules/.jute-build/chunks.json).
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import type { Browser } from "@playwright/test";
import { visit, type Visit } from "../route-crawl/visit";
import type { LoadedFile } from "./budget";

const siteDir = process.env.SITE_DIR ?? path.join(import.meta.dirname, "../../apps/site/dist");
const chunksFile = path.join(siteDir, "../node_modules/.jute-build/chunks.json");

function chunkModules(): Record<string, string[]> {
  if (!existsSync(chunksFile)) throw new Error(`${chunksFile} is missing: build the site first (pnpm build)`);
  return JSON.parse(readFileSync(chunksFile, "utf8")) as Record<string, string[]>;
}

/** The files a settled visit loaded (call it before the page is touched: a gesture loads more). */
export async function loadedFiles(loaded: Pick<Visit, "document" | "scriptsAndStyles">, url: string): Promise<LoadedFile[]> {
  // Prerendered pages carry the site's stylesheet inline: it counts as CSS as well.
  const inlineStyles = [...((await loaded.document?.text()) ?? "").matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1] ?? "");
  const modules = chunkModules();
  const files: LoadedFile[] = [];
  for (const response of loaded.scriptsAndStyles) {
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
  return files;
}

/** A first visit of its own (a phone's 412 x 823 window), for the checks outside the route crawl. */
export async function firstVisit(browser: Browser, url: string, token?: string): Promise<LoadedFile[]> {
  const loaded = await visit(browser, url, { viewport: { width: 412, height: 823 }, reducedMotion: "no-preference", token });
  try {
    return await loadedFiles(loaded, url);
  } finally {
    await loaded.close();
  }
}

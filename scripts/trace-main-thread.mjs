#!/usr/bin/env node
// `pnpm bench:trace`: where each page's main thread goes at a phone's speed. Starts the built
// server (scripts/lib/bench-server.mjs; builds first unless BENCH_SKIP_BUILD), opens each page in
// the local Chromium at 412 px with the CPU slowed 4x (CDP Emulation.setCPUThrottlingRate, as
// Lighthouse's mobile preset), records Chrome's trace for TRACE_SECONDS (default 8) from the
// navigation, and prints per page: main-thread busy time before and after the load event, the
// tasks of 50 ms or more, and what the time went to (script by file, style, layout, paint,
// parsing, GC, timers, animation frames, media), largest first. Not part of `pnpm test`.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { loadavg } from "node:os";
import { chromium } from "playwright";
import { buildSiteAndServerUnlessSkipped, freshServerEnv, startBuiltServer, waitReady } from "./lib/bench-server.mjs";
import { analyse } from "./lib/trace-analysis.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const port = Number(process.env.BENCH_PORT ?? 4392);
const base = process.env.TRACE_BASE_URL ?? `http://127.0.0.1:${port}`;
const pages = (process.env.TRACE_PAGES ?? "/,/why-jute,/login,/soil-saver-costing-product").split(",");
const seconds = Number(process.env.TRACE_SECONDS ?? 8);

if (!process.env.TRACE_BASE_URL) {
  buildSiteAndServerUnlessSkipped(root);
  startBuiltServer(root, freshServerEnv(port, { site: true }));
  await waitReady(base);
}

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: ["--no-sandbox"] });
console.log(`Main-thread trace, 412 px, CPU 4x, ${seconds} s from navigation, ${new Date().toISOString()}; load average ${loadavg().map((v) => v.toFixed(2)).join(", ")}`);
try {
  for (const page of pages) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
    const tab = await context.newPage();
    const cdp = await context.newCDPSession(tab);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await browser.startTracing(tab, { categories: ["devtools.timeline", "disabled-by-default-devtools.timeline", "v8.execute", "blink.user_timing", "loading", "toplevel", "disabled-by-default-v8.gc"] });
    const started = Date.now();
    await tab.goto(`${base}${page}`, { waitUntil: "load" });
    await tab.waitForTimeout(Math.max(0, seconds * 1000 - (Date.now() - started))); // a trace of a fixed span, not a test
    const trace = JSON.parse((await browser.stopTracing()).toString());
    const result = analyse(trace.traceEvents ?? trace);
    console.log(`\n${page}: main thread ${(result.before / 1000).toFixed(0)} ms until load (at ${result.loadAt?.toFixed(0) ?? "?"} ms), ${(result.after / 1000).toFixed(0)} ms after it; load average ${loadavg()[0].toFixed(2)}`);
    console.log(`  tasks of 50 ms or more: ${result.long.length === 0 ? "none" : result.long.join("; ")}`);
    const kinds = [...result.byKind].sort((a, b) => b[1] - a[1]).filter(([, t]) => t >= 5000);
    console.log(`  time by kind (ms): ${kinds.map(([k, t]) => `${k} ${(t / 1000).toFixed(0)}`).join(", ")}`);
    await context.close();
  }
} finally {
  await browser.close();
}
process.exit(0);

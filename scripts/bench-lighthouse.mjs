#!/usr/bin/env node
// `pnpm bench:lighthouse [commit]`: Lighthouse (mobile preset, simulated throttling) in the local
// Chromium on the home page, a content page, /login and a costing page, LIGHTHOUSE_RUNS times each
// (default 5), for this checkout and for a comparison commit in the same run, the runs alternated
// (page by page, this checkout then the commit), so that the machine's drift falls on both alike.
// The commit is the argument (or LIGHTHOUSE_BASE), by default the merge-base with main; "none"
// measures this checkout alone. It is checked out in a temporary git worktree, installed
// (pnpm, offline first) and built there; both builds are served by their own real server on a
// fresh database. Prints, per page and build, the median run's four category scores and FCP, LCP,
// TBT and CLS, the ratio of the two, and the load average before and after. Goal: performance
// >= 95 and TBT < 200 ms; accessibility, best practices, SEO 100; CLS <= 0.05. Not part of `pnpm test`.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { buildSiteAndServerUnlessSkipped, freshServerEnv, startBuiltServer, waitReady } from "./lib/bench-server.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const port = Number(process.env.BENCH_PORT ?? 4391);
// LIGHTHOUSE_REPORT_DIR=dir keeps each page's full report (JSON) there, to see what to fix.
const reportDir = process.env.LIGHTHOUSE_REPORT_DIR;
const pages = (process.env.LIGHTHOUSE_PAGES ?? "/,/why-jute,/login,/soil-saver-costing-product").split(",");

const git = (...args) => {
  const result = spawnSync("git", args, { cwd: root, encoding: "utf8" });
  if (result.status !== 0) throw new Error(`git ${args.join(" ")}: ${result.stderr}`);
  return result.stdout.trim();
};
const mergeBase = () => {
  for (const branch of ["main", "origin/main"]) {
    try {
      return git("merge-base", "HEAD", branch);
    } catch {
      // a clone may have only the remote's branch
    }
  }
  throw new Error("no main branch to compare with: pass a commit, or none");
};
const baseArg = process.argv[2] ?? process.env.LIGHTHOUSE_BASE ?? mergeBase();
const baseCommit = baseArg === "none" ? undefined : git("rev-parse", "--verify", `${baseArg}^{commit}`);

/**
 * The comparison commit, checked out in a temporary worktree, installed and built; removed when
 * the benchmark ends (BENCH_KEEP_BASE=1 keeps it, and a kept one is used again as it is).
 */
function prepareBase(commit) {
  const dir = path.join(tmpdir(), `jute-bench-base-${commit.slice(0, 12)}`);
  const built = existsSync(path.join(dir, "apps/server/dist/main.mjs")) && existsSync(path.join(dir, "apps/site/dist"));
  if (!built) {
    if (!existsSync(dir)) git("worktree", "add", "--detach", dir, commit);
    const run = (cmd, args) => {
      const result = spawnSync(cmd, args, { cwd: dir, stdio: "inherit" });
      if (result.status !== 0) throw new Error(`${cmd} ${args.join(" ")} failed in ${dir}`);
    };
    run("pnpm", ["install", "--frozen-lockfile", "--prefer-offline"]);
    run("pnpm", ["build"]);
  }
  if (!process.env.BENCH_KEEP_BASE) process.on("exit", () => spawnSync("git", ["worktree", "remove", "--force", dir], { cwd: root }));
  return dir;
}

buildSiteAndServerUnlessSkipped(root);
const builds = [{ name: `this checkout (${git("rev-parse", "--short", "HEAD")}${git("status", "--porcelain") ? ", with changes" : ""})`, dir: root, port }];
if (baseCommit) builds.push({ name: `base ${baseCommit.slice(0, 7)}`, dir: prepareBase(baseCommit), port: port + 1 });
for (const build of builds) {
  build.base = `http://127.0.0.1:${build.port}`;
  startBuiltServer(build.dir, freshServerEnv(build.port, { site: true }));
}
for (const build of builds) await waitReady(build.base);

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
});

// Lighthouse's own advice on variance (docs/variability.md in its repository): run each page
// five times and report the median run, which halves the spread. Here the median is taken by
// performance score. LIGHTHOUSE_RUNS sets how many (1 for a quick look). The pages take turns
// (round 1 of every page, then round 2...), so a burst of load from elsewhere on a shared
// machine costs one run of each page instead of several runs of one.
const runs = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 5));
const load = () => loadavg().map((value) => value.toFixed(2)).join(", ");
const loadBefore = load();

function summarise(page, lhr) {
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const audit = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const failing = Object.values(lhr.audits)
    .filter((entry) => entry.score !== null && entry.score < 0.9 && entry.scoreDisplayMode === "binary")
    .map((entry) => entry.id);
  return {
    page,
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    fcp: audit("first-contentful-paint"),
    lcp: audit("largest-contentful-paint"),
    tbt: audit("total-blocking-time"),
    cls: audit("cumulative-layout-shift"),
    failing,
  };
}

const key = (build, page) => `${build.name} ${page}`;
const results = new Map(builds.flatMap((build) => pages.map((page) => [key(build, page), []])));
try {
  for (let run = 1; run <= runs; run += 1) {
    // Alternated: each page on this checkout, then on the base; every other round the base first.
    for (const page of pages) for (const build of run % 2 === 1 ? builds : [...builds].reverse()) {
      // Now and then Lighthouse loses the trace of a load (NO_NAVSTART) and scores it 0: that
      // run is measured again (once), and left out of the median if it fails twice.
      let lhr;
      for (let attempt = 1; attempt <= 2; attempt += 1) {
        const result = await lighthouse(`${build.base}${page}`, { port: chrome.port, output: "json", logLevel: "error" });
        lhr = result?.lhr;
        if (!lhr) throw new Error(`Lighthouse returned nothing for ${page}`);
        if (!lhr.runtimeError) break;
        console.log(`${build.name} ${page}, run ${run}, attempt ${attempt}: Lighthouse failed (${lhr.runtimeError.code})`);
      }
      if (lhr.runtimeError) continue;
      if (reportDir) {
        mkdirSync(reportDir, { recursive: true });
        const label = build.dir === root ? "this" : "base";
        writeFileSync(path.join(reportDir, `${label}${page.replace(/[^a-z0-9]+/gi, "_")}-${run}.json`), JSON.stringify(lhr));
      }
      results.get(key(build, page))?.push({ ...summarise(page, lhr), benchmarkIndex: lhr.environment?.benchmarkIndex });
    }
  }
} finally {
  await chrome.kill();
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const rows = builds.flatMap((build) =>
  pages.map((page) => {
    const inOrder = results.get(key(build, page)) ?? [];
    if (inOrder.length === 0) throw new Error(`Lighthouse failed on every run of ${page} (${build.name})`);
    const sorted = [...inOrder].sort((a, b) => a.performance - b.performance);
    // The median run by score; TBT is the median of the runs' TBT (the figure the goal names).
    return { ...sorted[Math.floor(sorted.length / 2)], build: build.name, tbt: median(inOrder.map((row) => row.tbt)), all: inOrder.map((row) => row.performance), tbts: inOrder.map((row) => row.tbt) };
  }),
);

const indexes = rows.flatMap((row) => (results.get(key({ name: row.build }, row.page)) ?? []).map((r) => r.benchmarkIndex)).filter(Number.isFinite);
console.log(`\nLighthouse 12.8 mobile preset (simulated throttling), median of ${runs} run(s) per page and build, alternated, ${new Date().toISOString()}`);
console.log(`Load average (1, 5, 15 min) on ${availableParallelism()} cores: ${loadBefore} before, ${load()} after; Lighthouse's CPU benchmark index ${Math.min(...indexes).toFixed(0)} to ${Math.max(...indexes).toFixed(0)}`);
console.log("| page | build | performance (runs in order) | TBT ms median (runs) | accessibility | best practices | SEO | FCP ms | LCP ms | CLS |");
console.log("|---|---|---:|---:|---:|---:|---:|---:|---:|---:|");
for (const row of rows) {
  console.log(
    `| ${row.page} | ${row.build} | ${row.performance} (${row.all.join(", ")}) | ${row.tbt.toFixed(0)} (${row.tbts.map((t) => t.toFixed(0)).join(", ")}) | ${row.accessibility} | ${row.bestPractices} | ${row.seo} | ${row.fcp.toFixed(0)} | ${row.lcp.toFixed(0)} | ${row.cls.toFixed(3)} |`,
  );
}
if (builds.length === 2) {
  console.log("\nThis checkout against the base, same run (median TBT ratio below 1: less blocking):");
  for (const page of pages) {
    const [mine, theirs] = builds.map((build) => rows.find((row) => row.build === build.name && row.page === page));
    console.log(`${page}: performance ${mine.performance} vs ${theirs.performance}, TBT ${mine.tbt.toFixed(0)} vs ${theirs.tbt.toFixed(0)} ms (ratio ${theirs.tbt > 0 ? (mine.tbt / theirs.tbt).toFixed(2) : "n/a"})`);
  }
}
const own = rows.filter((row) => row.build === builds[0].name);
for (const row of own) if (row.failing.length > 0) console.log(`${row.page}: failing audits: ${row.failing.join(", ")}`);
const met = own.every((row) => row.performance >= 95 && row.tbt < 200 && row.accessibility === 100 && row.bestPractices === 100 && row.seo === 100 && row.cls <= 0.05);
console.log(`Goal (performance >= 95, TBT < 200 ms, the others 100, CLS <= 0.05) on every page of this checkout: ${met ? "MET" : "NOT MET"}`);
process.exit(0);

#!/usr/bin/env node
// `pnpm test:quick`: the loop to run while working (docs/testing.md, "The quick loop"). On the
// files changed since the branch left main (committed, staged, unstaged and new ones): ESLint on
// those files, the type check of the packages they are in and of those that import them, and the
// Vitest tests that import them (`vitest related`, every project). Each step prints its time;
// the first that fails stops the loop. `pnpm test` remains the proof before a merge.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

const root = path.join(import.meta.dirname, "..");
const git = (...args) => spawnSync("git", args, { cwd: root, encoding: "utf8" });

/** Where the branch left main (or HEAD when there is no main): what changed is measured from it. */
function base() {
  for (const ref of [process.env.QUICK_BASE, "main", "origin/main"]) {
    if (!ref) continue;
    const found = git("merge-base", "HEAD", ref);
    if (found.status === 0) return found.stdout.trim();
  }
  return "HEAD";
}

const since = base();
const changed = [
  ...new Set(
    [git("diff", "--name-only", since), git("ls-files", "--others", "--exclude-standard")]
      .flatMap((result) => result.stdout.split("\n"))
      .filter((file) => file && existsSync(path.join(root, file))),
  ),
].sort();

console.log(`test:quick: ${changed.length} file(s) changed since ${since === "HEAD" ? "HEAD" : since.slice(0, 10)}`);
if (changed.length === 0) process.exit(0);

/** Runs one step, prints its wall time, and stops the loop when it fails. */
function step(name, command, args) {
  const started = Date.now();
  console.log(`\n── ${name}: ${command} ${args.join(" ")}`.slice(0, 400));
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit" });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`── ${name}: ${result.status === 0 ? "passed" : "FAILED"} in ${seconds} s`);
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// Lint: the changed files ESLint looks at (the config decides which; ignored ones are skipped).
const lintable = changed.filter((file) => /\.(?:[cm]?js|tsx?)$/.test(file));
if (lintable.length > 0) step("lint", "pnpm", ["exec", "eslint", "--no-warn-ignored", ...lintable]);

// Type check: each workspace package holding a changed file, and every package that depends on
// one of those; a change outside the packages (tsconfig.base.json, the lockfile) checks them all.
const packages = ["packages/api", "packages/ui", "apps/site", "apps/server"].map((dir) => {
  const manifest = JSON.parse(readFileSync(path.join(root, dir, "package.json"), "utf8"));
  const deps = Object.keys({ ...manifest.dependencies, ...manifest.devDependencies }).filter((name) => name.startsWith("@jute/"));
  return { dir, name: manifest.name, deps };
});
const typed = new Set();
const everything = changed.some((file) => ["tsconfig.base.json", "pnpm-lock.yaml", "pnpm-workspace.yaml"].includes(file));
for (const pkg of packages) if (everything || changed.some((file) => file.startsWith(`${pkg.dir}/`))) typed.add(pkg.name);
for (let grew = true; grew; ) {
  grew = false;
  for (const pkg of packages) {
    if (!typed.has(pkg.name) && pkg.deps.some((dep) => typed.has(dep))) {
      typed.add(pkg.name);
      grew = true;
    }
  }
}
// Incremental: the second loop re-checks only what changed since the first (the build info
// stays in each package's node_modules/.cache).
const tsc = ["exec", "tsc", "-p", "tsconfig.json", "--incremental", "--tsBuildInfoFile", "node_modules/.cache/test-quick.tsbuildinfo"];
if (typed.size > 0) step("typecheck", "pnpm", [...[...typed].flatMap((name) => ["--filter", name]), "--parallel", ...tsc]);

// Unit tests: those that import a changed file (or are one), in every Vitest project. The
// manifests and the lockfile are left out: Vitest would run every test for them (its rerun
// triggers), and a dependency's change is the full run's to prove.
const related = changed.filter((file) => !/(?:^|\/)(?:package\.json|pnpm-lock\.yaml)$/.test(file));
if (related.length > 0) step("unit tests", "pnpm", ["exec", "vitest", "related", "--run", "--config", "vitest.workspace.ts", "--passWithNoTests", ...related]);

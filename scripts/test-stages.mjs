#!/usr/bin/env node
// `pnpm test`: runs the stages named on the command line (`unit e2e flows` runs
// `pnpm run test:unit`, then `test:e2e`, then `test:flows`), one after the other, and stops at the
// first that fails, as `a && b && c` would. Prints each stage's wall time when it ends and a table
// of all of them at the close, so a CI log shows where its minutes went (docs/testing.md).
import { spawnSync } from "node:child_process";

const stages = process.argv.slice(2);
const clock = (ms) => {
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)}m ${String(seconds % 60).padStart(2, "0")}s`;
};

const results = [];
let status = 0;
for (const stage of stages) {
  if (status !== 0) {
    results.push({ stage, outcome: "not run", ms: 0 });
    continue;
  }
  const started = Date.now();
  console.log(`\n=== stage ${stage}: pnpm run test:${stage}`);
  const run = spawnSync("pnpm", ["run", `test:${stage}`], { stdio: "inherit" });
  status = run.status ?? 1;
  const ms = Date.now() - started;
  const outcome = status === 0 ? "passed" : "failed";
  console.log(`=== stage ${stage}: ${outcome} in ${clock(ms)}`);
  results.push({ stage, outcome, ms });
}

const width = Math.max(5, ...stages.map((stage) => stage.length));
console.log("\nStage times (pnpm test):");
for (const { stage, outcome, ms } of results) console.log(`  ${stage.padEnd(width)}  ${outcome.padEnd(7)}  ${outcome === "not run" ? "" : clock(ms).padStart(7)}`.trimEnd());
console.log(`  ${"total".padEnd(width)}  ${"".padEnd(7)}  ${clock(results.reduce((sum, { ms }) => sum + ms, 0)).padStart(7)}`);
process.exit(status);

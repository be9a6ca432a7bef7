#!/usr/bin/env node
// Adds up what Vitest and Playwright reported in a CI log and prints one closing line,
// "tests: N passed, N failed", that CI reads.
import { readFileSync } from "node:fs";

const colour = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, "g");
const text = readFileSync(process.argv[2] ?? 0, "utf8").replace(colour, "");
let passed = 0;
let failed = 0;
for (const line of text.split("\n")) {
  const vitest = /^\s*Tests\s+(.*)\(\d+\)\s*$/.exec(line);
  if (vitest) {
    passed += Number(/(\d+) passed/.exec(vitest[1])?.[1] ?? 0);
    failed += Number(/(\d+) failed/.exec(vitest[1])?.[1] ?? 0);
    continue;
  }
  const playwrightPassed = /^\s*(\d+) passed \(/.exec(line);
  if (playwrightPassed) passed += Number(playwrightPassed[1]);
  const playwrightFailed = /^\s*(\d+) failed\s*$/.exec(line);
  if (playwrightFailed) failed += Number(playwrightFailed[1]);
}
console.log(`tests: ${passed} passed, ${failed} failed`);

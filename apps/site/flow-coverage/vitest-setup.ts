/**
 * Site project set-up: after each test file, write what its actors took (runRecorder) to
 * coverage/flows/raw/unit-<test file>.json at the repository's root, for the flow coverage
 * report. One file per test file, replaced when that file runs again: running a few test files
 * keeps the others' records (records of a test file that no longer exists are skipped).
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, expect } from "vitest";
import { runRecorder } from "../src/shared/flows/coverage/run-recorder";
import { rawDir, repoRoot } from "./paths";

afterAll(() => {
  const testPath = expect.getState().testPath;
  if (!testPath) return;
  const file = path.relative(repoRoot(), testPath);
  const dir = rawDir();
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, `unit-${file.replace(/[^a-zA-Z0-9.-]+/g, "_")}.json`), JSON.stringify({ file, record: runRecorder.record }));
});

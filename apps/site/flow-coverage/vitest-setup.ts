/**
 * Site project set-up: after each test file, write what its actors took (runRecorder) to
 * coverage/flows/raw/unit-*.json at the repository's root, for the flow coverage report.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll } from "vitest";
import { runRecorder } from "../src/shared/flows/coverage/run-recorder";
import { rawDir } from "./paths";

afterAll(() => {
  const record = runRecorder.record;
  if (Object.keys(record).length === 0) return;
  const dir = rawDir();
  mkdirSync(dir, { recursive: true });
  const name = `unit-${process.pid}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}.json`;
  writeFileSync(path.join(dir, name), JSON.stringify(record));
});

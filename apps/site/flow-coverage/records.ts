/** Reads the raw records the runs left in coverage/flows/raw/ and merges them. */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { mergeRecords, type CoverageRecord } from "../src/shared/flows/coverage/recorder";

/**
 * `unit-*.json`: one Vitest test file's CoverageRecord, `{file, record}` (skipped when that test
 * file is gone). The unit runs take every transition of the screen flows, so the e2e suite runs
 * against the production build and records nothing (e2e/README.md).
 */
export function readRecords(dir: string, root: string): { record: CoverageRecord; files: Record<string, number> } {
  const record: CoverageRecord = {};
  const files: Record<string, number> = { unit: 0, e2e: 0 };
  if (!existsSync(dir)) return { record, files };
  for (const name of readdirSync(dir).sort()) {
    const text = readFileSync(path.join(dir, name), "utf8");
    if (/^unit-.*\.json$/.test(name)) {
      const unit = JSON.parse(text) as { file?: string; record?: CoverageRecord };
      if (!unit.file || !unit.record || !existsSync(path.join(root, unit.file))) continue;
      mergeRecords(record, unit.record);
      files.unit = (files.unit ?? 0) + 1;
    }
  }
  return { record, files };
}

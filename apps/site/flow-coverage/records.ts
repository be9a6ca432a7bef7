/** Reads the raw records the runs left in coverage/flows/raw/ and merges them. */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { createRecorder, mergeRecords, type CoverageRecord } from "../src/shared/flows/coverage/recorder";

/**
 * `unit-*.json`: one Vitest test file's CoverageRecord, `{file, record}` (skipped when that test
 * file is gone). `e2e-*.jsonl`: one line per microstep
 * the built site took in Chromium, `{"m": machine id, "t": [transition keys]}` (sent by
 * src/shared/flows/coverage/xstate-e2e.ts, written by scripts/flow-record-sink.mjs).
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
    } else if (/^e2e-.*\.jsonl$/.test(name)) {
      const recorder = createRecorder();
      for (const line of text.split("\n")) {
        if (!line.trim()) continue;
        try {
          const step = JSON.parse(line) as { m?: unknown; t?: unknown };
          if (typeof step.m !== "string" || !Array.isArray(step.t)) continue;
          for (const key of step.t) if (typeof key === "string") recorder.add("e2e", step.m, key);
        } catch {
          // A line cut short when the server stopped: skip it.
        }
      }
      mergeRecords(record, recorder.record);
      files.e2e = (files.e2e ?? 0) + 1;
    }
  }
  return { record, files };
}

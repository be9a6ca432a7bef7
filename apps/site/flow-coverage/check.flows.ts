/**
 * `pnpm test:flows` (the last step of `pnpm test`): merges the transition records the unit and
 * e2e runs left in coverage/flows/raw/, writes the report (coverage/flows/index.md, one page and
 * one .mmd per machine, coverage.json), and fails when a screen flow has a transition no test
 * takes and its .untested.ts does not list with a reason.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { AnyStateMachine } from "xstate";
import { expect, it } from "vitest";
import type { UntestedTransition } from "../src/shared/flows/coverage/untested";
import { rawDir, repoRoot, reportDir } from "./paths";
import { readRecords } from "./records";
import { analyse, coverageMermaid, indexPage, machinePage, type FlowUnderCheck } from "./report";

const machineModules = import.meta.glob<Record<string, unknown>>(["../src/**/*.machine.ts"], { eager: true });
const untestedModules = import.meta.glob<{ untested?: UntestedTransition[] }>(["../src/**/*.untested.ts"], { eager: true });

const isMachine = (value: unknown): value is AnyStateMachine =>
  typeof value === "object" && value !== null && "root" in value && "config" in value && typeof (value as { id?: unknown }).id === "string";

function flows(): FlowUnderCheck[] {
  const out: FlowUnderCheck[] = [];
  for (const [file, exports] of Object.entries(machineModules)) {
    const machines = Object.values(exports).filter(isMachine);
    const untested = untestedModules[file.replace(/\.machine\.ts$/, ".untested.ts")]?.untested ?? [];
    const relative = file.replace(/^\.\.\/src\//, "apps/site/src/");
    for (const machine of new Set(machines)) out.push({ machine, file: relative, screen: relative.includes("/features/"), untested });
  }
  return out.sort((a, b) => a.machine.id.localeCompare(b.machine.id));
}

it("every transition of a screen flow is taken by a test, or listed as untested with a reason", () => {
  const { record, files } = readRecords(rawDir(), repoRoot());
  expect(files.unit, "no unit records in coverage/flows/raw: run `pnpm test:unit` first").toBeGreaterThan(0);
  const all = flows().map((flow) => ({ flow, coverage: analyse(flow, record) }));
  const dir = reportDir();
  mkdirSync(dir, { recursive: true });
  for (const { flow, coverage } of all) {
    writeFileSync(path.join(dir, `${coverage.id}.md`), machinePage(flow.machine, coverage));
    writeFileSync(path.join(dir, `${coverage.id}.mmd`), coverageMermaid(flow.machine, coverage));
  }
  writeFileSync(path.join(dir, "index.md"), indexPage(all.map((a) => a.coverage), files));
  writeFileSync(path.join(dir, "coverage.json"), `${JSON.stringify({ files, machines: all.map((a) => a.coverage) }, null, 1)}\n`);
  console.log(`flow coverage report: ${path.join(dir, "index.md")}`);
  const problems = all.flatMap((a) => a.coverage.problems);
  expect(problems, `flow coverage check failed:\n${problems.join("\n")}`).toEqual([]);
});

/**
 * The recorder and the check on a small machine: a taken transition is counted under its
 * source, generated graph paths never satisfy the check, an untaken one is reported by machine
 * and transition, an exempted one with a reason is accepted, one without a reason refused.
 */
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createActor, createMachine, fromPromise, type AnyStateMachine } from "xstate";
import { createRecorder, mergeRecords, type CoverageRecord } from "../src/shared/flows/coverage/recorder";
import { machineTransitions } from "../src/shared/flows/coverage/transitions";
import { readRecords } from "./records";
import { analyse, coverageMermaid, indexPage, machinePage } from "./report";

const door = createMachine({
  id: "door",
  initial: "closed",
  states: {
    closed: { on: { "door.open": "opening", "door.lock": { target: "locked", guard: "hasKey" } } },
    opening: { invoke: { id: "motor", src: "motor", onDone: "open", onError: "closed" } },
    open: { on: { "door.close": "closed" } },
    locked: { type: "final" },
  },
}).provide({ actors: { motor: fromPromise(async () => "ok") }, guards: { hasKey: () => true } });

const OPEN = "closed --> opening : door.open";
const LOCK = "closed --> locked : door.lock [hasKey]";
const MOTOR_DONE = "opening --> open : motor done";
const MOTOR_FAILED = "opening --> closed : motor failed";
const CLOSE = "open --> closed : door.close";

async function walk(record: ReturnType<typeof createRecorder>, source: "unit" | "paths") {
  const actor = createActor(door, { inspect: record.observer(source) }).start();
  actor.send({ type: "door.open" });
  await new Promise((resolve) => setTimeout(resolve, 0));
  actor.send({ type: "door.close" });
  actor.send({ type: "door.open" });
  await new Promise((resolve) => setTimeout(resolve, 0));
  actor.stop();
}

const flow = (untested: Array<{ transition: string; reason: string }> = []) => ({ machine: door, file: "door.machine.ts", screen: true, untested });

describe("the transition recorder", () => {
  it("names every transition of the machine as its diagram does", () => {
    expect(machineTransitions(door).map((t) => t.key)).toEqual([OPEN, LOCK, MOTOR_DONE, MOTOR_FAILED, CLOSE]);
  });

  it("counts each transition an actor takes, per machine and source", async () => {
    const recorder = createRecorder();
    await walk(recorder, "unit");
    expect(recorder.record).toEqual({ unit: { door: { [OPEN]: 2, [MOTOR_DONE]: 2, [CLOSE]: 1 } } });
  });

  it("merges records by summing counts", () => {
    const a: CoverageRecord = { unit: { door: { [OPEN]: 1 } } };
    mergeRecords(a, { unit: { door: { [OPEN]: 2, [CLOSE]: 1 } }, e2e: { door: { [OPEN]: 4 } } });
    expect(a).toEqual({ unit: { door: { [OPEN]: 3, [CLOSE]: 1 } }, e2e: { door: { [OPEN]: 4 } } });
  });

  it("reads the unit files of a run, skipping a test file that is gone and any other file", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "flow-records-"));
    writeFileSync(path.join(dir, "door.test.ts"), "");
    writeFileSync(path.join(dir, "unit-door.json"), JSON.stringify({ file: "door.test.ts", record: { unit: { door: { [OPEN]: 1 } }, paths: { door: { [LOCK]: 5 } } } }));
    writeFileSync(path.join(dir, "unit-gone.json"), JSON.stringify({ file: "gone.test.ts", record: { unit: { door: { [CLOSE]: 9 } } } }));
    writeFileSync(path.join(dir, "e2e-4173.jsonl"), `${JSON.stringify({ m: "door", t: [OPEN] })}\n`);
    expect(readRecords(dir, dir)).toEqual({
      record: { unit: { door: { [OPEN]: 1 } }, paths: { door: { [LOCK]: 5 } } },
      files: { unit: 1, e2e: 0 },
    });
  });
});

describe("the flow coverage check", () => {
  const record: CoverageRecord = { unit: { door: { [OPEN]: 2, [MOTOR_DONE]: 2 } }, e2e: { door: { [CLOSE]: 1 } }, paths: { door: { [LOCK]: 3, [MOTOR_FAILED]: 3 } } };

  it("reports each transition no test took by machine and transition; graph paths do not count", () => {
    const result = analyse(flow(), record);
    expect(result.problems).toEqual([
      `door: "${LOCK}" is taken by no test (unit or e2e); test it, or list it with a reason in its .untested.ts (door.machine.ts)`,
      `door: "${MOTOR_FAILED}" is taken by no test (unit or e2e); test it, or list it with a reason in its .untested.ts (door.machine.ts)`,
    ]);
    expect(result.transitions.find((t) => t.key === LOCK)?.counts).toEqual({ unit: 0, e2e: 0, paths: 3 });
  });

  it("accepts a transition listed as untested with a reason", () => {
    const result = analyse(
      flow([
        { transition: LOCK, reason: "no screen offers a key yet" },
        { transition: MOTOR_FAILED, reason: "the motor never fails in a browser" },
      ]),
      record,
    );
    expect(result.problems).toEqual([]);
  });

  it("refuses a listed transition without a reason or one the machine lacks, and notes one the tests do take", () => {
    const result = analyse(
      flow([
        { transition: LOCK, reason: "  " },
        { transition: MOTOR_FAILED, reason: "the motor never fails" },
        { transition: "open --> locked : door.slam", reason: "gone" },
        { transition: OPEN, reason: "stale" },
      ]),
      record,
    );
    expect(result.problems).toEqual([
      `door: "${LOCK}" is listed as untested without a reason (door.machine.ts)`,
      `door: "open --> locked : door.slam" is listed as untested but the machine has no such transition (door.machine.ts)`,
    ]);
    expect(result.notes).toEqual([`door: "${OPEN}" is listed as untested but the tests take it (unit 2, e2e 0): remove it from the list (door.machine.ts)`]);
  });

  it("does not check a machine without a screen, but reports it", () => {
    const result = analyse({ ...flow(), screen: false }, record);
    expect(result.problems).toEqual([]);
    expect(machinePage(door, result)).toContain("reported, not checked");
  });

  it("draws taken transitions solid with their counts and never-taken ones dashed", () => {
    const text = coverageMermaid(door, analyse(flow([{ transition: MOTOR_FAILED, reason: "never fails" }]), record));
    expect(text).toContain(`s_closed -->|"door.open · unit 2 · e2e 0"| s_opening`);
    expect(text).toContain(`s_open -->|"door.close · unit 0 · e2e 1"| s_closed`);
    expect(text).toContain(`s_closed -.->|"door.lock [hasKey] · NEVER TAKEN"| s_locked`);
    expect(text).toContain(`s_opening -.->|"motor failed · untested on purpose"| s_closed`);
    expect(text).toMatch(/linkStyle \d+ stroke:#cf222e,stroke-width:2px,stroke-dasharray:6 4/);
  });

  it("draws valid Mermaid, parsed by Mermaid's own parser", async () => {
    const { default: mermaid } = await import("mermaid");
    const text = coverageMermaid(door, analyse(flow([{ transition: MOTOR_FAILED, reason: "never fails" }]), record));
    await expect(mermaid.parse(text)).resolves.toMatchObject({ diagramType: "flowchart-v2" });
  }, 60_000);

  it("draws every machine of the site, parallel and nested states included, as valid Mermaid", async () => {
    const { default: mermaid } = await import("mermaid");
    const modules = import.meta.glob<Record<string, unknown>>("../src/**/*.machine.ts", { eager: true });
    const machines = Object.values(modules).flatMap((exports) => Object.values(exports).filter((value): value is AnyStateMachine => typeof value === "object" && value !== null && "root" in value && "config" in value));
    expect(machines.length).toBeGreaterThan(10);
    for (const machine of machines) {
      const text = coverageMermaid(machine, analyse({ machine, file: "x", screen: true, untested: [] }, {}));
      await expect(mermaid.parse(text), machine.id).resolves.toMatchObject({ diagramType: "flowchart-v2" });
    }
  }, 60_000);

  it("writes an index naming each machine's figures and the problems", () => {
    const page = indexPage([analyse(flow(), record)], { unit: 1, e2e: 1 });
    expect(page).toContain("| [door](./door.md) | yes | 5 | 3 | 0 | 2 | **2 problem(s)** |");
    expect(page).toContain(`- door: "${LOCK}" is taken by no test`);
  });
});

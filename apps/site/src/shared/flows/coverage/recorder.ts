/**
 * Records which transitions each machine takes, from XState's inspection API: every
 * `@xstate.microstep` names the transition definitions it took. Counts are kept per machine id
 * and per source of the run: `unit` (behaviour and screen tests), `e2e` (the built site in
 * Chromium) and `paths` (the replays of paths generated from the machine's own graph, which
 * prove the diagram matches the machine and so never count as a test taking a transition).
 */
import type { InspectionEvent, Observer } from "xstate";
import { describeTransition } from "./transitions";

export type CoverageSource = "unit" | "e2e" | "paths";

/** machine id -> transition key -> times taken. */
export type TransitionCounts = Record<string, Record<string, number>>;

/** One run's records: per source, per machine, per transition. */
export type CoverageRecord = Partial<Record<CoverageSource, TransitionCounts>>;

/** The transitions one microstep took, as `[machine id, transition key]`; nothing for other events. */
export function takenBy(event: InspectionEvent): Array<[string, string]> {
  if (event.type !== "@xstate.microstep") return [];
  const logic = (event.actorRef as unknown as { logic?: { id?: unknown; root?: unknown } }).logic;
  // Only state machines have transitions (promise actors and the like have none).
  if (!logic || typeof logic !== "object" || !logic.root || typeof logic.id !== "string") return [];
  const machineId = logic.id;
  return event._transitions.map((transition) => [machineId, describeTransition(transition).key]);
}

export function createRecorder() {
  const record: CoverageRecord = {};
  return {
    record,
    add(source: CoverageSource, machineId: string, key: string, times = 1) {
      const machines = (record[source] ??= {});
      const counts = (machines[machineId] ??= {});
      counts[key] = (counts[key] ?? 0) + times;
    },
    /** An inspection observer that counts what the actor's system takes under `source`. */
    observer(source: CoverageSource): Observer<InspectionEvent> {
      return {
        next: (event) => {
          for (const [machineId, key] of takenBy(event)) this.add(source, machineId, key);
        },
      };
    },
  };
}

export type Recorder = ReturnType<typeof createRecorder>;

/** Adds `from` into `into` (counts summed). */
export function mergeRecords(into: CoverageRecord, from: CoverageRecord): CoverageRecord {
  for (const [source, machines] of Object.entries(from) as Array<[CoverageSource, TransitionCounts]>) {
    const target = (into[source] ??= {});
    for (const [machineId, counts] of Object.entries(machines)) {
      const t = (target[machineId] ??= {});
      for (const [key, n] of Object.entries(counts)) t[key] = (t[key] ?? 0) + n;
    }
  }
  return into;
}

let currentSource: CoverageSource | undefined;

/** Runs `create` (which creates actors) with their records counted under `source`. */
export function withSource<T>(source: CoverageSource, create: () => T): T {
  const before = currentSource;
  currentSource = source;
  try {
    return create();
  } finally {
    currentSource = before;
  }
}

/** The source an actor created now is counted under (`fallback` unless inside `withSource`). */
export const sourceNow = (fallback: CoverageSource): CoverageSource => currentSource ?? fallback;

/**
 * The shared body of every machine's model-based test: generate the covering paths, check they
 * reach every state and transition, replay each against a live actor with fake actors, and keep
 * the machine's Mermaid diagram as a text snapshot.
 */
import type { AnyEventObject, AnyMachineSnapshot, AnyStateMachine } from "xstate";
import { expect, it } from "vitest";
import { toMermaid } from "../diagram";
import { coverage, coveringPaths, replay, type ModelStep } from "./model";

export interface FlowTestOptions {
  /** The machine with its side-effect actions already replaced by recorders. */
  machine: AnyStateMachine;
  /** The unprovided machine: its diagram is the one kept in the snapshot. */
  diagramOf: AnyStateMachine;
  /** The events of the model: visitor events and the actors' possible results. */
  events: AnyEventObject[];
  /** The ids of the promise actors the paths settle. */
  actorSources: string[];
  input?: unknown;
  /** Called before each path (reset recorders). */
  beforePath?: () => void;
  check?: (snapshot: AnyMachineSnapshot, step: ModelStep) => void;
  /** Checks the inputs each fake actor was started with over the whole path (the queries sent). */
  checkInputs?: (inputs: Record<string, unknown[]>, steps: readonly ModelStep[]) => void;
  snapshotFile?: string;
  /**
   * A second input of a machine already covered by its main suite (e.g. back from logging in):
   * its paths are replayed, coverage and the diagram are the main suite's business.
   */
  variant?: boolean;
  /**
   * Each event once from each state (per set of transitions it takes), not from each snapshot:
   * for a machine whose context makes thousands of snapshots (coveringPaths).
   */
  perState?: boolean;
}

export function flowTests(options: FlowTestOptions): void {
  const paths = coveringPaths(options.machine, { events: options.events, input: options.input, perState: options.perState ?? false });

  if (!options.variant)
    it("has generated paths that reach every state and every transition", () => {
    const result = coverage(options.machine, paths, options.input);
    expect(result.missingStates).toEqual([]);
    expect(result.missingTransitions).toEqual([]);
    expect(paths.length).toBeGreaterThan(0);
  });

  it.each(paths.map((path) => [path.description, path] as const))("replays %s", async (_name, path) => {
    options.beforePath?.();
    const { inputs } = await replay(options.machine, path, {
      actorSources: options.actorSources,
      input: options.input,
      ...(options.check ? { check: options.check } : {}),
      expectEqual: (actual, expected, message) => expect(actual, message).toEqual(expected),
    });
    options.checkInputs?.(inputs, path.steps);
  });

  if (!options.variant)
    it("keeps its diagram, generated from the machine, as a text snapshot", async () => {
    await expect(toMermaid(options.diagramOf)).toMatchFileSnapshot(options.snapshotFile ?? "./diagram.mmd");
  });
}

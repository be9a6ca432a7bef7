/**
 * Model-based testing of a flow: paths are generated from the machine's graph (`xstate/graph`)
 * so that every state and every transition is reached, then each path is replayed against a
 * live actor whose network actors are fakes that the path itself settles.
 *
 * An actor's result is an event of the graph (`xstate.done.actor.<id>` with its output, or
 * `xstate.error.actor.<id>`): the fake for that invoke id resolves or rejects with it.
 */
import { withSource } from "../coverage/recorder";
import { createActor, fromPromise, type AnyEventObject, type AnyMachineSnapshot, type AnyStateMachine, type AnyStateNode } from "xstate";
import { getAdjacencyMap, getShortestPaths, getStateNodes } from "xstate/graph";

interface Pending {
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
  input: unknown;
}

export interface ModelStep {
  event: AnyEventObject;
  state: AnyMachineSnapshot;
}

export interface ModelPath {
  description: string;
  steps: ModelStep[];
}

/** Stable text for a snapshot: its state value and its context. */
export const serializeSnapshot = (snapshot: AnyMachineSnapshot): string =>
  JSON.stringify({ value: snapshot.value, context: snapshot.context });

const serializeEvent = (event: AnyEventObject): string => JSON.stringify(event);

/**
 * Whether `event` can happen in `snapshot`: an actor's result only while that actor runs, any
 * other event only where some transition handles it.
 */
function canHappen(machine: AnyStateMachine, snapshot: AnyMachineSnapshot, event: AnyEventObject): boolean {
  const settled = /^xstate\.(?:done|error)\.actor\.(.+)$/.exec(event.type);
  if (settled) {
    const id = settled[1];
    if (!snapshot._nodes.some((node) => node.invoke.some((invoke) => invoke.id === id))) return false;
  }
  return machine.getTransitionData(snapshot as never, event as never).length > 0;
}

/**
 * The paths that cover the graph: the shortest path to each reachable snapshot, and that path
 * extended by each event that leaves the snapshot (so every edge is taken once).
 *
 * `perState` bounds them for a machine whose context makes thousands of snapshots: for each
 * state (its value) and each event that can happen there, the shortest path to a snapshot in
 * that state extended by the event, once per distinct set of transitions the event takes from
 * there (a guard that reads the context gives another set). Every state, every transition and
 * every event in every state is still taken; the same event from the same state is not replayed
 * again for each context the graph reaches it with (the account page: 2444 paths, 61 bounded).
 * Generated paths count for no flow coverage (docs/testing.md).
 */
export function coveringPaths(machine: AnyStateMachine, options: { events: AnyEventObject[]; input?: unknown; perState?: boolean }): ModelPath[] {
  // createTestModel refuses machines that invoke actors; the path generators themselves do not.
  const traversal = {
    events: options.events,
    ...(options.input !== undefined ? { input: options.input } : {}),
    serializeState: (snapshot: AnyMachineSnapshot) => serializeSnapshot(snapshot) as never,
    serializeEvent: (event: AnyEventObject) => serializeEvent(event) as never,
    filterEvents: (snapshot: AnyMachineSnapshot, event: AnyEventObject) => canHappen(machine, snapshot, event),
  };
  const shortest = getShortestPaths(machine, traversal as never);
  const bySnapshot = new Map<string, { steps: ModelStep[]; state: AnyMachineSnapshot }>();
  for (const path of shortest) bySnapshot.set(serializeSnapshot(path.state as AnyMachineSnapshot), { steps: path.steps as ModelStep[], state: path.state as AnyMachineSnapshot });
  const adjacency = getAdjacencyMap(machine, traversal as never) as unknown as Record<string, { transitions: Record<string, { event: unknown; state: unknown }> }>;
  const vertices = Object.entries(adjacency)
    .map(([key, vertex]) => ({ vertex, prefix: bySnapshot.get(key) }))
    .filter((entry): entry is { vertex: (typeof entry)["vertex"]; prefix: { steps: ModelStep[]; state: AnyMachineSnapshot } } => entry.prefix !== undefined);
  // Bounded: shortest prefixes first, so that each (state, event, transitions) is reached the shortest way.
  if (options.perState) vertices.sort((a, b) => a.prefix.steps.length - b.prefix.steps.length);
  const transitionIds = new Map<unknown, number>();
  const transitionId = (transition: unknown) => {
    if (!transitionIds.has(transition)) transitionIds.set(transition, transitionIds.size);
    return transitionIds.get(transition);
  };
  const paths: ModelPath[] = [];
  const seen = new Set<string>();
  for (const { vertex, prefix } of vertices) {
    const value = options.perState ? JSON.stringify(prefix.state.value) : serializeSnapshot(prefix.state);
    const transitions = Object.values(vertex.transitions);
    if (transitions.length === 0) {
      if (seen.has(value)) continue;
      seen.add(value);
      paths.push({ description: describe(prefix.steps), steps: prefix.steps });
      continue;
    }
    for (const { event, state } of transitions) {
      const taken = options.perState ? machine.getTransitionData(prefix.state as never, event as never).map(transitionId) : [];
      const id = `${value} ${serializeEvent(event as AnyEventObject)} ${taken.join(",")}`;
      if (seen.has(id)) continue;
      seen.add(id);
      const steps = [...prefix.steps, { event: event as AnyEventObject, state: state as AnyMachineSnapshot }];
      paths.push({ description: describe(steps), steps });
    }
  }
  return paths;
}

/** An event as a test title: its type, the kind or length of an actor's output, a field's value. */
function eventName(event: AnyEventObject): string {
  const type = event.type.replace(/^xstate\./, "");
  const output = (event as { output?: unknown }).output;
  if (output && typeof output === "object" && "kind" in output) {
    const data = (output as { data?: unknown }).data;
    return `${type}(${String((output as { kind: unknown }).kind)}${Array.isArray(data) ? ` ${data.length}` : ""})`;
  }
  if (output !== undefined) return `${type}(${JSON.stringify(output)?.slice(0, 24)})`;
  const rest = Object.entries(event).filter(([key]) => key !== "type");
  return rest.length > 0 ? `${type}(${rest.map(([key, value]) => `${key}=${JSON.stringify(value)?.slice(0, 20)}`).join(" ")})` : type;
}

const describe = (steps: ModelStep[]): string =>
  steps.length === 0 ? "(initial)" : steps.map((step) => `${eventName(step.event)} -> ${JSON.stringify(step.state.value)}`).join(" | ");

/** Every state node and transition of the machine, and which of them the paths reach. */
export function coverage(machine: AnyStateMachine, paths: ModelPath[], input?: unknown) {
  const allNodes = getStateNodes(machine.root).map((node) => node.id);
  const allTransitions = new Set<unknown>();
  const label = new Map<unknown, string>();
  for (const node of getStateNodes(machine.root) as AnyStateNode[]) {
    for (const transition of [...node.transitions.values()].flat()) {
      allTransitions.add(transition);
      label.set(transition, `${node.id} on ${transition.eventType}${transition.guard ? ` [${String((transition.guard as { type?: string }).type ?? "guard")}]` : ""}`);
    }
  }
  const reachedNodes = new Set<string>();
  const taken = new Set<unknown>();
  for (const path of paths) {
    let previous: AnyMachineSnapshot = withSource("paths", () => createActor(machine, { input } as never)).getSnapshot();
    for (const node of previous._nodes) reachedNodes.add(node.id);
    for (const step of path.steps) {
      for (const transition of machine.getTransitionData(previous as never, step.event as never)) taken.add(transition);
      for (const node of step.state._nodes) reachedNodes.add(node.id);
      previous = step.state;
    }
  }
  return {
    missingStates: allNodes.filter((id) => !reachedNodes.has(id)),
    missingTransitions: [...allTransitions].filter((transition) => !taken.has(transition)).map((transition) => label.get(transition)),
  };
}

/** Lets promises and the actor settle. */
export const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Replays `path` on a live actor of `machine` whose actors (`actorSources`) are fakes settled by
 * the path's done/error events; checks after each step that the actor is where the model is.
 */
export async function replay(
  machine: AnyStateMachine,
  path: ModelPath,
  options: {
    actorSources: string[];
    input?: unknown;
    /** Extra checks per step (e.g. which toasts were shown), given the live snapshot. */
    check?: (snapshot: AnyMachineSnapshot, step: ModelStep) => void;
    expectEqual: (actual: unknown, expected: unknown, message: string) => void;
  },
): Promise<{ inputs: Record<string, unknown[]> }> {
  const pending = new Map<string, Pending>();
  const inputs: Record<string, unknown[]> = {};
  const fakes = Object.fromEntries(
    options.actorSources.map((source) => [
      source,
      fromPromise(({ input, self }) => {
        (inputs[source] ??= []).push(input);
        return new Promise((resolve, reject) => pending.set(self.id, { resolve, reject, input }));
      }),
    ]),
  );
  // Counted apart from the tests' own runs: a generated path proves the diagram, not a journey.
  const actor = withSource("paths", () => createActor(machine.provide({ actors: fakes }), { input: options.input } as never));
  actor.start();
  await settle();
  for (const step of path.steps) {
    const done = /^xstate\.done\.actor\.(.+)$/.exec(step.event.type);
    const failed = /^xstate\.error\.actor\.(.+)$/.exec(step.event.type);
    if (done || failed) {
      const id = (done ?? failed)?.[1] ?? "";
      const waiting = pending.get(id);
      if (!waiting) throw new Error(`${path.description}: no actor "${id}" is running`);
      pending.delete(id);
      if (done) waiting.resolve((step.event as { output?: unknown }).output);
      else waiting.reject((step.event as { error?: unknown }).error);
    } else {
      actor.send(step.event);
    }
    await settle();
    const snapshot = actor.getSnapshot() as AnyMachineSnapshot;
    options.expectEqual(snapshot.value, step.state.value, `${path.description}: state after ${step.event.type}`);
    options.expectEqual(JSON.parse(JSON.stringify(snapshot.context)), JSON.parse(JSON.stringify(step.state.context)), `${path.description}: context after ${step.event.type}`);
    options.check?.(snapshot, step);
  }
  actor.stop();
  return { inputs };
}

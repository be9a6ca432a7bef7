/**
 * What the Storybook pages of a flow say about its machine, read from the machine itself: its
 * states (with their ids in the diagram), the events a visitor sends, and which states a
 * snapshot is in. Nothing here is written per flow, so it follows the machines as they change.
 */
import type { AnyMachineSnapshot, AnyStateMachine, AnyStateNode } from "xstate";
import { eventLabel, idOf } from "../diagram";

export const stateId = (node: AnyStateNode): string => idOf(node);

export interface StateFact {
  /** Its id in the diagram, e.g. `lookup__results`. */
  id: string;
  /** Its path as people read it, e.g. `lookup.results`. */
  path: string;
  key: string;
  type: AnyStateNode["type"];
}

/** Every state node below the root, parents before their children. */
export function statesOf(machine: AnyStateMachine): StateFact[] {
  const facts: StateFact[] = [];
  const walk = (node: AnyStateNode) => {
    for (const child of Object.values(node.states) as AnyStateNode[]) {
      facts.push({ id: idOf(child), path: child.path.join("."), key: child.key, type: child.type });
      walk(child);
    }
  };
  walk(machine.root);
  return facts;
}

/** The events the machine handles that come from outside (not its own actors' results). */
export function visitorEventsOf(machine: AnyStateMachine): string[] {
  return [...new Set(machine.events.filter((type) => type !== "" && !type.startsWith("xstate.")))].sort();
}

/** The diagram ids of the active leaf states (atomic or final) of a snapshot, sorted. */
export function activeLeaves(snapshot: AnyMachineSnapshot): string[] {
  return snapshot._nodes
    .filter((node) => node.type === "atomic" || node.type === "final")
    .map((node) => idOf(node))
    .sort();
}

/** A snapshot's state value as one line: `editing`, `options.ready + lookup.results`. */
export function describeValue(value: unknown, prefix = ""): string {
  if (typeof value === "string") return `${prefix}${value}`;
  if (value && typeof value === "object") {
    return Object.entries(value as Record<string, unknown>)
      .map(([key, inner]) => describeValue(inner, `${prefix}${key}.`))
      .join(" + ");
  }
  return prefix.replace(/\.$/, "");
}

export { eventLabel };

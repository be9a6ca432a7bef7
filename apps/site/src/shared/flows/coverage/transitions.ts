/**
 * A machine's transitions under one name each, the same words its diagram uses
 * (`source --> target : event [guard]`), so a record taken at run time, the list of everything a
 * machine can do and an exemption beside the machine all meet on the same key.
 */
import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from "xstate";
import { eventLabel, guardName, idOf } from "../diagram";

export interface TransitionInfo {
  key: string;
  source: string;
  /** Target state ids in the diagram; empty when the transition stays where it is. */
  targets: string[];
  label: string;
}

export function describeTransition(transition: AnyTransitionDefinition): TransitionInfo {
  const guard = guardName(transition.guard);
  const label = [eventLabel(transition.eventType), guard && `[${guard}]`].filter(Boolean).join(" ");
  const source = idOf(transition.source as AnyStateNode);
  const targets = (transition.target ?? []).map((target) => idOf(target as AnyStateNode));
  return { key: `${source} --> ${targets.length > 0 ? targets.join(", ") : "(stays)"} : ${label}`, source, targets, label };
}

/** Every transition definition of the machine, in document order (the diagram's order). */
export function machineTransitions(machine: AnyStateMachine): TransitionInfo[] {
  const out: TransitionInfo[] = [];
  const walk = (node: AnyStateNode) => {
    for (const transition of [...[...node.transitions.values()].flat(), ...(node.always ?? [])]) out.push(describeTransition(transition));
    for (const child of Object.values(node.states) as AnyStateNode[]) walk(child);
  };
  walk(machine.root);
  return out;
}

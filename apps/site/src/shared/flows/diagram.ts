/**
 * Draws a machine as a Mermaid `stateDiagram-v2`, from the machine itself (its state nodes and
 * transition definitions), so the picture in review and in Storybook cannot drift from the code.
 */
import type { AnyStateMachine, AnyStateNode } from "xstate";

/** A state's id in the diagram (Mermaid state ids may not contain dots or spaces). */
export const idOf = (node: AnyStateNode): string => node.path.join("__") || "root";

const guardName = (guard: unknown): string | undefined => {
  if (!guard) return undefined;
  if (typeof guard === "string") return guard;
  if (typeof guard === "object" && guard !== null && "type" in guard) return String((guard as { type: unknown }).type);
  if (typeof guard === "function") return guard.name || "guard";
  return "guard";
};

/** Event names as people read them: the invoke's done/error events by their actor's id. */
export const eventLabel = (eventType: string): string => {
  const done = /^xstate\.done\.actor\.(.+)$/.exec(eventType);
  if (done) return `${done[1]} done`;
  const error = /^xstate\.error\.actor\.(.+)$/.exec(eventType);
  if (error) return `${error[1]} failed`;
  return eventType === "" ? "always" : eventType;
};

function children(node: AnyStateNode): AnyStateNode[] {
  return Object.values(node.states) as AnyStateNode[];
}

function writeNode(node: AnyStateNode, lines: string[], indent: string): void {
  const kids = children(node);
  if (kids.length > 0) {
    const id = idOf(node);
    if (node !== node.machine.root) lines.push(`${indent}state ${id} {`);
    const inner = node === node.machine.root ? indent : `${indent}  `;
    if (node.type === "parallel") {
      kids.forEach((kid, index) => {
        if (index > 0) lines.push(`${inner}--`);
        writeNode(kid, lines, inner);
      });
    } else {
      const initial = node.initial?.target?.[0];
      if (initial) lines.push(`${inner}[*] --> ${idOf(initial)}`);
      for (const kid of kids) writeNode(kid, lines, inner);
    }
    if (node !== node.machine.root) lines.push(`${indent}}`);
  } else {
    lines.push(`${indent}${idOf(node)} : ${node.key}`);
    if (node.type === "final") lines.push(`${indent}${idOf(node)} --> [*]`);
  }
}

function writeTransitions(node: AnyStateNode, lines: string[]): void {
  const all = [...node.transitions.values()].flat();
  const always = node.always ?? [];
  for (const transition of [...all, ...always]) {
    const label = [eventLabel(transition.eventType), guardName(transition.guard) && `[${guardName(transition.guard)}]`]
      .filter(Boolean)
      .join(" ");
    const targets = transition.target ?? [];
    if (targets.length === 0) {
      lines.push(`  ${idOf(node)} --> ${idOf(node)} : ${label} (stays)`);
    }
    for (const target of targets) lines.push(`  ${idOf(node)} --> ${idOf(target as AnyStateNode)} : ${label}`);
  }
  for (const kid of children(node)) writeTransitions(kid, lines);
}

/** The machine as Mermaid text (states, initial states, finals, every transition with its guard). */
export function toMermaid(machine: AnyStateMachine): string {
  const lines = ["stateDiagram-v2", `  %% ${machine.id}`];
  if (machine.root.type === "parallel") {
    // Mermaid accepts regions (`--`) only inside a composite state: a parallel root is drawn as
    // one composite named after the machine, its regions inside, the transitions after it.
    lines.push(`  state ${machine.id} {`);
    writeNode(machine.root, lines, "    ");
    lines.push("  }");
  } else {
    writeNode(machine.root, lines, "  ");
  }
  writeTransitions(machine.root, lines);
  return `${lines.join("\n")}\n`;
}

/**
 * The flow coverage report and its check: which transitions of each machine the tests took
 * (unit and screen tests, e2e journeys), drawn per machine as a Mermaid flowchart (taken
 * transitions solid with their counts, never-taken ones dashed), and the failures of the check.
 * Pure functions; `check.flows.ts` reads the records and the machines and writes the files.
 */
import type { AnyStateMachine, AnyStateNode } from "xstate";
import { idOf } from "../src/shared/flows/diagram";
import { machineTransitions } from "../src/shared/flows/coverage/transitions";
import type { CoverageRecord, CoverageSource } from "../src/shared/flows/coverage/recorder";
import type { UntestedTransition } from "../src/shared/flows/coverage/untested";

export interface FlowUnderCheck {
  machine: AnyStateMachine;
  /** Where the machine lives (for messages), e.g. features/account/login/login.machine.ts. */
  file: string;
  /** A screen flow is checked; a machine without a screen (the session) is only reported. */
  screen: boolean;
  untested: UntestedTransition[];
}

export interface TransitionCoverage {
  key: string;
  source: string;
  targets: string[];
  label: string;
  counts: Record<CoverageSource, number>;
  /** The reason it is deliberately untested, when the machine lists it. */
  untested?: string;
}

export interface MachineCoverage {
  id: string;
  file: string;
  screen: boolean;
  transitions: TransitionCoverage[];
  /** What fails the check, each naming the machine and the transition. */
  problems: string[];
  /**
   * Shown, not failing: a transition listed as untested that a test took after all (an e2e
   * journey may take a branch on one run and not on another; the list is then stale).
   */
  notes: string[];
}

const tested = (t: TransitionCoverage) => t.counts.unit + t.counts.e2e > 0;

export function analyse(flow: FlowUnderCheck, record: CoverageRecord): MachineCoverage {
  const id = flow.machine.id;
  const count = (source: CoverageSource, key: string) => record[source]?.[id]?.[key] ?? 0;
  const listed = new Map(flow.untested.map((entry) => [entry.transition, entry]));
  const problems: string[] = [];
  const notes: string[] = [];
  const transitions = machineTransitions(flow.machine).map((t): TransitionCoverage => {
    const entry = listed.get(t.key);
    return {
      ...t,
      counts: { unit: count("unit", t.key), e2e: count("e2e", t.key), paths: count("paths", t.key) },
      ...(entry ? { untested: entry.reason.trim() } : {}),
    };
  });
  const keys = new Set(transitions.map((t) => t.key));
  for (const entry of flow.untested) {
    if (!keys.has(entry.transition)) problems.push(`${id}: "${entry.transition}" is listed as untested but the machine has no such transition (${flow.file})`);
    else if (!entry.reason.trim()) problems.push(`${id}: "${entry.transition}" is listed as untested without a reason (${flow.file})`);
  }
  if (flow.screen)
    for (const t of transitions) {
      if (!tested(t) && t.untested === undefined) problems.push(`${id}: "${t.key}" is taken by no test (unit or e2e); test it, or list it with a reason in its .untested.ts (${flow.file})`);
      if (tested(t) && t.untested !== undefined) notes.push(`${id}: "${t.key}" is listed as untested but the tests take it (unit ${t.counts.unit}, e2e ${t.counts.e2e}): remove it from the list (${flow.file})`);
    }
  return { id, file: flow.file, screen: flow.screen, transitions, problems, notes };
}

const nodeId = (id: string) => `s_${id}`;
const text = (value: string) => `"${value.replace(/"/g, "#quot;")}"`;

/** A machine as a Mermaid flowchart with each transition's coverage on its arrow. */
export function coverageMermaid(machine: AnyStateMachine, coverage: MachineCoverage): string {
  const lines = ["flowchart TB", `  %% ${machine.id}: transitions taken by tests solid, never taken dashed`];
  const styles: string[] = [];
  let edges = 0;
  const writeNode = (node: AnyStateNode, indent: string) => {
    const kids = Object.values(node.states) as AnyStateNode[];
    const isRoot = node === machine.root;
    if (kids.length === 0) {
      lines.push(`${indent}${nodeId(idOf(node))}(${text(node.key + (node.type === "final" ? " (final)" : ""))})`);
      return;
    }
    const inner = isRoot ? indent : `${indent}  `;
    if (!isRoot) lines.push(`${indent}subgraph ${nodeId(idOf(node))}[${text(node.type === "parallel" ? `${node.key} (parallel)` : node.key)}]`);
    const initial = node.type === "parallel" ? undefined : node.initial?.target?.[0];
    if (initial) {
      lines.push(`${inner}${nodeId(idOf(node))}_start((" ")) --> ${nodeId(idOf(initial as AnyStateNode))}`);
      styles.push(`  style ${nodeId(idOf(node))}_start fill:#222,stroke:#222`);
      edges += 1;
    }
    for (const kid of kids) writeNode(kid, inner);
    if (!isRoot) lines.push(`${indent}end`);
  };
  writeNode(machine.root, "  ");
  for (const t of coverage.transitions) {
    const total = t.counts.unit + t.counts.e2e;
    const targets = t.targets.length > 0 ? t.targets : [t.source];
    for (const target of targets) {
      if (total > 0) {
        lines.push(`  ${nodeId(t.source)} -->|${text(`${t.label} · unit ${t.counts.unit} · e2e ${t.counts.e2e}`)}| ${nodeId(target)}`);
        styles.push(`  linkStyle ${edges} stroke:#1a7f37,stroke-width:2px`);
      } else {
        lines.push(`  ${nodeId(t.source)} -.->|${text(`${t.label} · ${t.untested !== undefined ? "untested on purpose" : "NEVER TAKEN"}`)}| ${nodeId(target)}`);
        styles.push(`  linkStyle ${edges} stroke:${t.untested !== undefined ? "#8c959f" : "#cf222e"},stroke-width:2px,stroke-dasharray:6 4`);
      }
      edges += 1;
    }
  }
  if (coverage.transitions.some((t) => t.source === "root")) lines.splice(2, 0, `  ${nodeId("root")}([${text("any state")}])`);
  return `${[...lines, ...styles].join("\n")}\n`;
}

const cell = (value: string) => value.replace(/\|/g, "\\|");

/** One machine's page: its drawing and the table of every transition. */
export function machinePage(machine: AnyStateMachine, coverage: MachineCoverage): string {
  const taken = coverage.transitions.filter(tested).length;
  const rows = coverage.transitions.map(
    (t) => `| ${cell(t.key)} | ${t.counts.unit} | ${t.counts.e2e} | ${t.counts.paths} | ${t.untested !== undefined ? `untested on purpose: ${cell(t.untested)}` : tested(t) ? "taken" : "**never taken**"} |`,
  );
  return [
    `# ${coverage.id}`,
    "",
    `\`${coverage.file}\`: ${taken} of ${coverage.transitions.length} transitions taken by a test${coverage.screen ? "" : " (no screen of its own: reported, not checked)"}.`,
    "",
    "```mermaid",
    coverageMermaid(machine, coverage).trimEnd(),
    "```",
    "",
    "| transition | unit | e2e | graph paths | |",
    "|---|---:|---:|---:|---|",
    ...rows,
    "",
    ...(coverage.problems.length > 0 ? ["## Problems", "", ...coverage.problems.map((p) => `- ${p}`), ""] : []),
    ...(coverage.notes.length > 0 ? ["## Notes", "", ...coverage.notes.map((p) => `- ${p}`), ""] : []),
  ].join("\n");
}

/** The index: each machine with its figures and a link to its page. */
export function indexPage(all: MachineCoverage[], sources: Record<string, number>): string {
  const rows = all.map((c) => {
    const taken = c.transitions.filter(tested).length;
    const untested = c.transitions.filter((t) => t.untested !== undefined).length;
    const never = c.transitions.filter((t) => !tested(t) && t.untested === undefined).length;
    return `| [${c.id}](./${c.id}.md) | ${c.screen ? "yes" : "no"} | ${c.transitions.length} | ${taken} | ${untested} | ${never} | ${c.problems.length === 0 ? "ok" : `**${c.problems.length} problem(s)**`} |`;
  });
  const problems = all.flatMap((c) => c.problems);
  const notes = all.flatMap((c) => c.notes);
  return [
    "# Flow transition coverage",
    "",
    `Records read: ${Object.entries(sources).map(([source, files]) => `${source} ${files} file(s)`).join(", ") || "none"}. ` +
      "A transition counts as tested when a unit/screen test or an e2e journey took it; the replays of generated graph paths are shown but never count.",
    "",
    "| machine | screen flow | transitions | taken | untested on purpose | never taken | check |",
    "|---|---|---:|---:|---:|---:|---|",
    ...rows,
    "",
    ...(problems.length > 0 ? ["## Problems (the check fails)", "", ...problems.map((p) => `- ${p}`), ""] : ["The check passes.", ""]),
    ...(notes.length > 0 ? ["## Notes (stale untested entries; the check does not fail on them)", "", ...notes.map((p) => `- ${p}`), ""] : []),
  ].join("\n");
}

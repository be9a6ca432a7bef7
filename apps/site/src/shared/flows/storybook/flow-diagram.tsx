/**
 * A flow's machine drawn as an SVG in Storybook: the Mermaid text of `../diagram.ts` (the one the
 * machine's test keeps as its snapshot), laid out and drawn by the `mermaid` package. Storybook
 * only: `mermaid` is imported here and nowhere the site's pages reach (lint forbids it there).
 *
 * The active leaf states are drawn highlighted (a `current` class on their SVG node), so a
 * driven story can show where the screen is.
 */
import type { Mermaid } from "mermaid";
import { useEffect, useId, useRef, useState } from "react";
import type { AnyStateMachine } from "xstate";
import { toMermaid } from "../diagram";
import { stateId } from "./machine-facts";

export const HIGHLIGHT_CLASS = "current";

/** The diagram's text with an accessible title and the highlighted states. */
export function diagramSource(machine: AnyStateMachine, title: string, active: readonly string[]): string {
  const [head = "stateDiagram-v2", ...body] = toMermaid(machine).trimEnd().split("\n");
  const lines = [head, `  accTitle: ${title}`, `  accDescr: The states of the ${machine.id} machine and the events that move it`, ...body];
  if (active.length > 0) {
    lines.push(`  classDef ${HIGHLIGHT_CLASS} fill:#ffe08a,stroke:#1f1a14,stroke-width:3px,color:#1f1a14,font-weight:bold`);
    lines.push(`  class ${active.join(",")} ${HIGHLIGHT_CLASS}`);
  }
  return `${lines.join("\n")}\n`;
}

type MermaidApi = Mermaid;
let mermaidReady: Promise<MermaidApi> | null = null;

function loadMermaid(): Promise<MermaidApi> {
  mermaidReady ??= import("mermaid").then(({ default: mermaid }) => {
    mermaid.initialize({
      startOnLoad: false,
      securityLevel: "strict",
      theme: "base",
      // Dark text on light fills: readable, and axe finds no contrast problem.
      themeVariables: { primaryColor: "#f6f3ee", primaryTextColor: "#1f1a14", lineColor: "#5c4630", fontFamily: "system-ui, sans-serif" },
      // Natural size, scrolled in its box: a wide machine stays readable.
      state: { useMaxWidth: false },
    });
    return mermaid;
  });
  return mermaidReady;
}

/** Said instead of an SVG when a drawing was no longer wanted by its turn. */
const SKIPPED = Symbol("skipped");

/**
 * Renders one diagram at a time: mermaid keeps global state while it lays out. A drawing whose
 * story moved on before its turn (a fast machine passes several states at once) is skipped, so
 * the queue only ever draws the latest state of each diagram.
 */
let queue: Promise<unknown> = Promise.resolve();
function render(id: string, text: string, wanted: () => boolean): Promise<string | typeof SKIPPED> {
  const next = queue.then(async () => (wanted() ? (await loadMermaid()).render(id, text).then((result) => result.svg) : SKIPPED));
  queue = next.catch(() => undefined);
  return next;
}

export interface FlowDiagramProps {
  machine: AnyStateMachine;
  title: string;
  /** Ids (as in the Mermaid text) of the states to highlight: the active leaf states. */
  active?: readonly string[];
}

/** The machine as an SVG diagram; `data-active` names the highlighted states once drawn. */
export function FlowDiagram({ machine, title, active = [] }: FlowDiagramProps) {
  const reactId = useId().replace(/[^a-zA-Z0-9]/g, "");
  const box = useRef<HTMLDivElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [drawn, setDrawn] = useState<string | null>(null);
  const text = diagramSource(machine, title, active);
  const activeKey = active.join(" ");

  useEffect(() => {
    let cancelled = false;
    render(`flow-diagram-${reactId}`, text, () => !cancelled).then(
      (svg) => {
        if (svg === SKIPPED || cancelled || !box.current) return;
        box.current.innerHTML = svg;
        setError(null);
        setDrawn(activeKey);
      },
      (reason: unknown) => {
        if (!cancelled) setError(reason instanceof Error ? reason.message : String(reason));
      },
    );
    return () => {
      cancelled = true;
    };
  }, [text, reactId, activeKey]);

  return (
    <figure className="flow-diagram" style={{ margin: 0 }}>
      <div
        ref={box}
        className="flow-diagram__svg"
        data-testid="flow-diagram"
        // Scrollable, so reachable by keyboard.
        tabIndex={0}
        role="group"
        aria-label={`${title}: diagram`}
        data-machine={machine.id}
        {...(drawn === null ? {} : { "data-active": drawn })}
        style={{ maxWidth: "100%", overflow: "auto", maxHeight: "70vh" }}
      />
      {error ? <p role="alert">The diagram could not be drawn: {error}</p> : null}
      <figcaption>
        {title} (drawn from the machine{active.length > 0 ? `; highlighted: ${active.map((id) => id.replaceAll("__", ".")).join(", ")}` : ""})
      </figcaption>
    </figure>
  );
}

export { stateId };

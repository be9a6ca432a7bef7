import type { AnyStateMachine } from "xstate";
import { toMermaid } from "./diagram";

/**
 * A flow's diagram for Storybook: the Mermaid text generated from the machine (the same text
 * the machine's test keeps as a snapshot), with a list of its states and events.
 */
export function DiagramView({ machine, title, summary }: { machine: AnyStateMachine; title: string; summary: string }) {
  const text = toMermaid(machine);
  const events = [...new Set(machine.events.filter((type) => !type.startsWith("xstate.")))];
  return (
    <article className="flow-diagram" style={{ fontFamily: "system-ui, sans-serif", maxWidth: "60rem" }}>
      <h1>{title}</h1>
      <p>{summary}</p>
      <h2>Events the visitor sends</h2>
      <ul>
        {events.map((type) => (
          <li key={type}>
            <code>{type}</code>
          </li>
        ))}
      </ul>
      <h2>Diagram (Mermaid, generated from the machine)</h2>
      <pre
        tabIndex={0}
        aria-label={`${title}: Mermaid state diagram`}
        style={{ background: "#f6f3ee", color: "#1f1a14", padding: "1rem", overflowX: "auto", border: "1px solid #8a6a45" }}
      >
        {text}
      </pre>
    </article>
  );
}

/**
 * A flow's diagram page in Storybook: what it is for, its states and the events a visitor
 * sends (both read from the machine), and the machine drawn as an SVG.
 */
import type { AnyStateMachine } from "xstate";
import { FlowDiagram } from "./flow-diagram";
import { statesOf, visitorEventsOf } from "./machine-facts";

export function FlowFacts({ machine }: { machine: AnyStateMachine }) {
  const events = visitorEventsOf(machine);
  return (
    <>
      <h2>States</h2>
      <ul>
        {statesOf(machine).map((state) => (
          <li key={state.id}>
            <code>{state.path}</code>
            {state.type === "atomic" ? "" : ` (${state.type})`}
          </li>
        ))}
      </ul>
      <h2>Events a visitor sends</h2>
      {events.length > 0 ? (
        <ul>
          {events.map((type) => (
            <li key={type}>
              <code>{type}</code>
            </li>
          ))}
        </ul>
      ) : (
        <p>None: only its actors' results move it.</p>
      )}
    </>
  );
}

/** The Diagram story of a flow. */
export function FlowDiagramPage({ machine, title, summary }: { machine: AnyStateMachine; title: string; summary: string }) {
  return (
    <article style={{ fontFamily: "system-ui, sans-serif", maxWidth: "70rem" }}>
      <h1>{title}</h1>
      <p>{summary}</p>
      <FlowDiagram machine={machine} title={title} />
      <FlowFacts machine={machine} />
    </article>
  );
}

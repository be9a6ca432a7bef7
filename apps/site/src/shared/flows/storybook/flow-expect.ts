/**
 * The story tests' checks on a flow's diagram (Storybook's `storybook/test`, run in Chromium by
 * `pnpm test`): the SVG names every state of the machine, and the highlighted states are the
 * ones the screen is in.
 */
import { expect, waitFor } from "storybook/test";
import type { AnyStateMachine } from "xstate";
import { HIGHLIGHT_CLASS } from "./flow-diagram";
import { statesOf } from "./machine-facts";

const TIMEOUT = { timeout: 8_000 };

function diagramIn(root: HTMLElement): HTMLElement {
  const box = root.querySelector<HTMLElement>('[data-testid="flow-diagram"]');
  if (!box) throw new Error("no flow diagram on the page");
  return box;
}

/** The SVG is drawn and names every state node of the machine. */
export async function expectDiagramNamesEveryState(root: HTMLElement, machine: AnyStateMachine): Promise<void> {
  await waitFor(() => expect(diagramIn(root).querySelector("svg")).not.toBeNull(), TIMEOUT);
  const svg = diagramIn(root).querySelector("svg") as SVGSVGElement;
  const labels = new Set([...svg.querySelectorAll("text, span, p, div")].map((element) => element.textContent?.trim() ?? ""));
  const states = statesOf(machine);
  expect(states.length).toBeGreaterThan(0);
  for (const state of states) expect(labels, `the diagram names ${state.path}`).toContain(state.key);
}

/** The diagram ids of the leaves of a value written as `a.b + c.d`. */
const idsOf = (value: string) => value.split(" + ").map((path) => path.replaceAll(".", "__"));

/** The SVG nodes drawn highlighted, by the state id Mermaid puts in their element id. */
export function highlightedStates(root: HTMLElement): string[] {
  const nodes = [...diagramIn(root).querySelectorAll<SVGGElement>(`svg g.${HIGHLIGHT_CLASS}`)];
  return nodes.map((node) => /^(?:.*?-)?state-(.+)-\d+$/.exec(node.id)?.[1] ?? node.id).sort();
}

/** The screen's machine is in `value` (e.g. `editing`, `options.ready + lookup.results`), and
 * the diagram highlights exactly those states. */
export async function expectCurrentState(root: HTMLElement, value: string): Promise<void> {
  await waitFor(() => {
    expect(root.querySelector('[data-testid="current-state"]')?.textContent).toBe(value);
    expect((diagramIn(root).dataset.active ?? "").split(" ").sort()).toEqual(idsOf(value).sort());
    expect(highlightedStates(root)).toEqual(idsOf(value).sort());
  }, TIMEOUT);
}

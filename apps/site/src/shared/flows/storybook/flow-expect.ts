/**
 * The story tests' checks on a flow's diagram (Storybook's `storybook/test`, run in Chromium by
 * `pnpm test`): the SVG names every state of the machine, and the highlighted states are the
 * ones the screen is in.
 */
import { expect, waitFor } from "storybook/test";
import type { AnyStateMachine } from "xstate";
import { HIGHLIGHT_CLASS } from "./flow-diagram";
import { answerHeldOutside } from "./flow-playground";
import { statesOf } from "./machine-facts";

/** Drawing a large machine takes seconds on a busy machine: wait that long for a settled state. */
const TIMEOUT = { timeout: 20_000 };

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
 * the diagram highlights exactly those states. A slow answer that only other states wait for is
 * given at once (answerHeldOutside): the test is past the busy state it held. */
export async function expectCurrentState(root: HTMLElement, value: string): Promise<void> {
  await waitFor(() => {
    answerHeldOutside(value);
    expect(root.querySelector('[data-testid="current-state"]')?.textContent).toBe(value);
    expect((diagramIn(root).dataset.active ?? "").split(" ").sort()).toEqual(idsOf(value).sort());
    expect(highlightedStates(root)).toEqual(idsOf(value).sort());
  }, TIMEOUT);
}

/** The whole drawing fits its panel: no part of it needs scrolling to be seen. */
export async function expectDiagramFits(root: HTMLElement): Promise<void> {
  await waitFor(() => {
    const box = diagramIn(root);
    const svg = box.querySelector("svg");
    expect(svg).not.toBeNull();
    const drawing = (svg as SVGSVGElement).getBoundingClientRect();
    expect(drawing.width, "the drawing's width within its panel").toBeLessThanOrEqual(box.clientWidth);
    expect(drawing.height, "the drawing's height within its panel").toBeLessThanOrEqual(box.clientHeight);
  }, TIMEOUT);
}

/**
 * The highlighted states are inside the visible part of the panel (scrolled into sight); `only`:
 * just these (diagram ids), for a diagram zoomed in so far that the states of a parallel machine
 * cannot all be seen at once (the one entered last is the one scrolled to).
 */
export async function expectHighlightInSight(root: HTMLElement, only?: readonly string[]): Promise<void> {
  await waitFor(() => {
    const box = diagramIn(root);
    const frame = box.getBoundingClientRect();
    const nodes = [...box.querySelectorAll<SVGGElement>(`svg g.${HIGHLIGHT_CLASS}`)].filter(
      (node) => !only || only.some((id) => new RegExp(`-state-${id}-\\d+$`).test(node.id)),
    );
    expect(nodes.length, "a highlighted state").toBeGreaterThan(0);
    for (const node of nodes) {
      const rect = node.getBoundingClientRect();
      expect(rect.left, `${node.id} not cut off on the left`).toBeGreaterThanOrEqual(frame.left - 1);
      expect(rect.top, `${node.id} not cut off at the top`).toBeGreaterThanOrEqual(frame.top - 1);
      expect(rect.left + rect.width, `${node.id} not cut off on the right`).toBeLessThanOrEqual(frame.left + box.clientWidth + 1);
      expect(rect.top + rect.height, `${node.id} not cut off at the bottom`).toBeLessThanOrEqual(frame.top + box.clientHeight + 1);
    }
  }, TIMEOUT);
}

/** What the zoom says: "64% (fits the panel)", "125%". */
export const zoomOf = (root: HTMLElement) => root.querySelector('[data-testid="flow-diagram-zoom"]')?.textContent ?? "";

/**
 * The screen's machine is in the passing state `value` (a busy one that a slow answer holds for
 * a few seconds): checked on the step log alone, since the drawing of a large diagram can take
 * longer than the state lasts on a busy machine.
 */
export async function expectPassingThrough(root: HTMLElement, value: string): Promise<void> {
  await waitFor(() => expect(root.querySelector('[data-testid="current-state"]')?.textContent).toBe(value), TIMEOUT);
}

/** How long a busy screen may take to show, once its machine is in the busy state. */
export const BUSY_SHOWN = { timeout: 2_500 };

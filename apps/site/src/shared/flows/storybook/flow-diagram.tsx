/**
 * A flow's machine drawn as an SVG in Storybook: the Mermaid text of `../diagram.ts` (the one the
 * machine's test keeps as its snapshot), laid out and drawn by the `mermaid` package. Storybook
 * only: `mermaid` is imported here and nowhere the site's pages reach (lint forbids it there).
 *
 * The active leaf states are drawn highlighted (a `current` class on their SVG node), so a
 * driven story can show where the screen is.
 */
import { PlainButton } from "@jute/ui";
import type { Mermaid } from "mermaid";
import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
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

/** How far one press of Zoom in or Zoom out goes, and the bounds. */
const ZOOM_STEP = 1.25;
const ZOOM_MIN = 0.25;
const ZOOM_MAX = 4;

/** The SVG's natural size (its viewBox), as mermaid drew it. */
function naturalSize(svg: SVGSVGElement): { width: number; height: number } | null {
  const [, , width = 0, height = 0] = (svg.getAttribute("viewBox") ?? "").split(/[\s,]+/).map(Number);
  return width > 0 && height > 0 ? { width, height } : null;
}

/** The scale at which the whole diagram fits the box (never above its natural size). */
function fitScale(box: HTMLElement, size: { width: number; height: number }): number {
  const maxHeight = Number.parseFloat(getComputedStyle(box).maxHeight) || box.clientHeight || size.height;
  return Math.max(ZOOM_MIN, Math.min(1, (box.clientWidth - 2) / size.width, (maxHeight - 2) / size.height));
}

/**
 * Scrolls the box (only the box, never the page) so the highlighted states are in sight: all of
 * them when they fit together, else the ones entered last (`latest`, diagram ids).
 */
export function scrollHighlightIntoView(box: HTMLElement, latest: readonly string[] = []): void {
  const all = [...box.querySelectorAll<SVGGElement>(`svg g.${HIGHLIGHT_CLASS}`)];
  if (all.length === 0) return;
  const frame = box.getBoundingClientRect();
  const extent = (nodes: SVGGElement[]) => {
    const rects = nodes.map((node) => node.getBoundingClientRect());
    return {
      left: Math.min(...rects.map((rect) => rect.left)) - frame.left + box.scrollLeft,
      right: Math.max(...rects.map((rect) => rect.right)) - frame.left + box.scrollLeft,
      top: Math.min(...rects.map((rect) => rect.top)) - frame.top + box.scrollTop,
      bottom: Math.max(...rects.map((rect) => rect.bottom)) - frame.top + box.scrollTop,
    };
  };
  let area = extent(all);
  const fits = (a: typeof area) => a.right - a.left <= box.clientWidth && a.bottom - a.top <= box.clientHeight;
  if (!fits(area)) {
    const newest = all.filter((node) => latest.some((id) => new RegExp(`-state-${id}-\\d+$`).test(node.id)));
    if (newest.length > 0) area = extent(newest);
  }
  // Centred when they fit the box; otherwise their top-left corner first.
  box.scrollLeft = area.right - area.left <= box.clientWidth ? (area.left + area.right - box.clientWidth) / 2 : area.left;
  box.scrollTop = area.bottom - area.top <= box.clientHeight ? (area.top + area.bottom - box.clientHeight) / 2 : area.top;
}

/**
 * The machine as an SVG diagram; `data-active` names the highlighted states once drawn. It is
 * drawn to fit its panel; Zoom in, Zoom out, Fit and Actual size (buttons, or + - 0 1 on the
 * focused diagram) change that, the arrow keys and the scrollbars pan it, and the highlighted
 * states are scrolled into sight after every drawing and zoom.
 */
export function FlowDiagram({ machine, title, active = [] }: FlowDiagramProps) {
  const reactId = useId().replace(/[^a-zA-Z0-9]/g, "");
  const box = useRef<HTMLDivElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [drawn, setDrawn] = useState<string | null>(null);
  /** "fit": the whole diagram in the panel; a number: that scale of its natural size. */
  const [zoom, setZoom] = useState<"fit" | number>("fit");
  const [scale, setScale] = useState<number | null>(null);
  const [drawings, setDrawings] = useState(0);
  const text = diagramSource(machine, title, active);
  const activeKey = active.join(" ");
  // The states entered by the last step (a parallel machine moves one region at a time).
  const previous = useRef<readonly string[]>([]);
  const latest = useRef<readonly string[]>([]);
  if (activeKey !== previous.current.join(" ")) {
    const entered = active.filter((id) => !previous.current.includes(id));
    latest.current = entered.length > 0 ? entered : active;
    previous.current = active;
  }

  useEffect(() => {
    let cancelled = false;
    render(`flow-diagram-${reactId}`, text, () => !cancelled).then(
      (svg) => {
        if (svg === SKIPPED || cancelled || !box.current) return;
        box.current.innerHTML = svg;
        setError(null);
        setDrawn(activeKey);
        setDrawings((count) => count + 1);
      },
      (reason: unknown) => {
        if (!cancelled) setError(reason instanceof Error ? reason.message : String(reason));
      },
    );
    return () => {
      cancelled = true;
    };
  }, [text, reactId, activeKey]);

  // Size the drawing for the zoom chosen (and the panel's width when it fits), then bring the
  // highlighted states into sight.
  useEffect(() => {
    const element = box.current;
    const svg = element?.querySelector("svg");
    if (!element || !svg) return;
    const size = naturalSize(svg);
    if (!size) return;
    const apply = () => {
      const next = zoom === "fit" ? fitScale(element, size) : zoom;
      svg.setAttribute("width", String(size.width * next));
      svg.setAttribute("height", String(size.height * next));
      svg.style.maxWidth = "none";
      setScale(next);
      scrollHighlightIntoView(element, latest.current);
    };
    apply();
    if (zoom !== "fit" || typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(apply);
    observer.observe(element);
    return () => observer.disconnect();
  }, [zoom, drawings]);

  const current = scale ?? 1;
  const zoomBy = (factor: number) => setZoom(Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, Math.round(current * factor * 100) / 100)));
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const action = { "+": () => zoomBy(ZOOM_STEP), "=": () => zoomBy(ZOOM_STEP), "-": () => zoomBy(1 / ZOOM_STEP), "0": () => setZoom("fit"), "1": () => setZoom(1) }[event.key];
    if (!action || event.ctrlKey || event.metaKey || event.altKey) return;
    event.preventDefault();
    action();
  };

  return (
    <figure className="flow-diagram" style={{ margin: 0 }}>
      <div role="toolbar" aria-label={`${title}: zoom`} className="flow-diagram__tools" style={{ display: "flex", flexWrap: "wrap", gap: "0.5rem", alignItems: "center", marginBlockEnd: "0.5rem" }}>
        <PlainButton variant="outline" size="sm" onClick={() => zoomBy(ZOOM_STEP)} disabled={current >= ZOOM_MAX}>
          Zoom in
        </PlainButton>
        <PlainButton variant="outline" size="sm" onClick={() => zoomBy(1 / ZOOM_STEP)} disabled={current <= ZOOM_MIN}>
          Zoom out
        </PlainButton>
        <PlainButton variant="outline" size="sm" onClick={() => setZoom("fit")} aria-pressed={zoom === "fit"}>
          Fit
        </PlainButton>
        <PlainButton variant="outline" size="sm" onClick={() => setZoom(1)} aria-pressed={zoom === 1}>
          Actual size
        </PlainButton>
        <output data-testid="flow-diagram-zoom" aria-live="polite">
          {scale === null ? "" : `${Math.round(scale * 100)}%${zoom === "fit" ? " (fits the panel)" : ""}`}
        </output>
      </div>
      <div
        ref={box}
        className="flow-diagram__svg"
        data-testid="flow-diagram"
        // Scrollable, so reachable by keyboard: the arrow keys pan, + - 0 1 zoom.
        tabIndex={0}
        role="group"
        aria-label={`${title}: diagram`}
        aria-keyshortcuts="+ - 0 1"
        onKeyDown={onKeyDown}
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

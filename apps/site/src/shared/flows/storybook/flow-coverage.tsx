/**
 * A flow's transition coverage on its docs page: the last report `pnpm test` wrote
 * (coverage/flows/<machine id>.mmd and coverage.json, not committed), drawn by `mermaid`:
 * transitions some test took solid with their counts, never-taken ones dashed. Without a
 * report (a fresh checkout) it says how to make one. Storybook only, like flow-diagram.tsx.
 */
import { Table } from "@jute/ui";
import { useEffect, useId, useState } from "react";

interface CoverageFile {
  files: Record<string, number>;
  machines: Array<{ id: string; transitions: Array<{ key: string; counts: { unit: number; e2e: number; paths: number }; untested?: string }> }>;
}

const drawings = import.meta.glob<string>("../../../../../../coverage/flows/*.mmd", { query: "?raw", import: "default", eager: true });
const reports = import.meta.glob<CoverageFile>("../../../../../../coverage/flows/coverage.json", { import: "default", eager: true });

const columns = [
  { id: "transition", name: "transition", isRowHeader: true },
  { id: "unit", name: "unit" },
  { id: "e2e", name: "e2e" },
  { id: "paths", name: "graph paths (not counted)" },
];

const drawingOf = (machineId: string) => Object.entries(drawings).find(([file]) => file.endsWith(`/${machineId}.mmd`))?.[1];

export function FlowCoverage({ machineId }: { machineId: string }) {
  const drawing = drawingOf(machineId);
  const report = Object.values(reports)[0]?.machines.find((machine) => machine.id === machineId);
  const id = `coverage-${useId().replace(/[^a-zA-Z0-9]/g, "")}`;
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    if (!drawing) return;
    let live = true;
    void import("mermaid").then(async ({ default: mermaid }) => {
      mermaid.initialize({ startOnLoad: false, securityLevel: "strict", theme: "base", flowchart: { useMaxWidth: false } });
      const { svg: drawn } = await mermaid.render(id, `${drawing.replace("flowchart TB", `flowchart TB\n  accTitle: Transition coverage of ${machineId}`)}`);
      if (live) setSvg(drawn);
    });
    return () => {
      live = false;
    };
  }, [drawing, id, machineId]);
  if (!drawing || !report)
    return (
      <p>
        No coverage report yet. Run <code>pnpm test</code> (or <code>pnpm test:unit</code>, <code>pnpm test:e2e</code>, then{" "}
        <code>pnpm test:flows</code>), then reload Storybook.
      </p>
    );
  const taken = report.transitions.filter((t) => t.counts.unit + t.counts.e2e > 0).length;
  return (
    <figure>
      <figcaption>
        {taken} of {report.transitions.length} transitions taken by a test in the last run (solid: taken, with unit and e2e counts;
        dashed: never taken, grey when listed as untested on purpose).
      </figcaption>
      {/* mermaid's own SVG, drawn with securityLevel "strict" from the report's text */}
      {svg ? <div style={{ overflow: "auto", maxWidth: "100%" }} dangerouslySetInnerHTML={{ __html: svg }} /> : <p>Drawing…</p>}
      <Table
        caption={`Transitions of ${machineId} and the tests that took them`}
        columns={columns}
        rows={report.transitions.map((t) => ({
          id: t.key,
          cells: {
            transition: (
              <>
                <code>{t.key}</code>
                {t.untested !== undefined ? ` (untested on purpose: ${t.untested})` : ""}
              </>
            ),
            unit: t.counts.unit,
            e2e: t.counts.e2e,
            paths: t.counts.paths,
          },
        }))}
      />
    </figure>
  );
}

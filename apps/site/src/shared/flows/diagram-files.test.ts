/**
 * Every machine's diagram, as written to its `.mmd` file (by `diagram.ts`, kept in step with the
 * machine by its model-based test), is valid Mermaid as it stands: Mermaid's own parser reads
 * each file without repair, parallel machines included.
 */
import mermaid from "mermaid";
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const src = join(dirname(fileURLToPath(import.meta.url)), "../..");

function filesUnder(dir: string, suffix: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(suffix))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

const diagrams = filesUnder(src, ".mmd");
const machines = filesUnder(src, ".machine.ts");

describe("the machines' Mermaid files", () => {
  it("exist, one beside each machine", () => {
    expect(machines.length).toBeGreaterThan(0);
    for (const machine of machines) expect(diagrams, relative(src, machine)).toContain(machine.replace(/\.ts$/, ".mmd"));
  });

  it("the parser refuses what is not Mermaid (so a pass below means something)", async () => {
    await expect(mermaid.parse("stateDiagram-v2\n  state a {\n    b\n  }\n  --\n  c\n")).rejects.toThrow();
  });

  it.each(diagrams.map((file) => [relative(src, file), file]))("%s parses as a state diagram", async (_name, file) => {
    const result = await mermaid.parse(readFileSync(file, "utf8"));
    expect(result).toMatchObject({ diagramType: "stateDiagram" });
  });
});

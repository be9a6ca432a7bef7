/**
 * The server's layout holds: no import circle in src/ (type imports included), and arrows run
 * one way, http -> domain -> db (the domain never imports http; db imports neither).
 */
import { readdirSync, readFileSync, statSync, existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const src = fileURLToPath(new URL("../src", import.meta.url));

function importGraph(): Map<string, string[]> {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (full.endsWith(".ts")) files.push(full);
    }
  };
  walk(src);
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const deps: string[] = [];
    // `import`, `import type`, `export ... from` and `import(...)`, all alike.
    for (const match of readFileSync(file, "utf8").matchAll(/(?:from|import)\s*\(?\s*["'](\.{1,2}\/[^"']+)["']/g)) {
      const base = path.resolve(path.dirname(file), match[1] ?? "");
      const target = [`${base}.ts`, base, path.join(base, "index.ts")].find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
      if (target) deps.push(path.relative(src, target));
    }
    graph.set(path.relative(src, file), deps);
  }
  return graph;
}

describe("the server's layout", () => {
  const graph = importGraph();

  it("reads every relative import of src/", () => {
    expect(graph.size).toBeGreaterThan(40);
    expect(graph.get("app.ts")).toContain(path.join("domain", "clock.ts"));
  });

  it("has no import circle, type imports included", () => {
    const circles: string[] = [];
    const state = new Map<string, "open" | "done">();
    const stack: string[] = [];
    const visit = (node: string) => {
      state.set(node, "open");
      stack.push(node);
      for (const dep of graph.get(node) ?? []) {
        if (state.get(dep) === "open") circles.push([...stack.slice(stack.indexOf(dep)), dep].join(" -> "));
        else if (!state.has(dep)) visit(dep);
      }
      stack.pop();
      state.set(node, "done");
    };
    for (const node of graph.keys()) if (!state.has(node)) visit(node);
    expect(circles).toEqual([]);
  });

  it("keeps arrows running http -> domain -> db", () => {
    const upward = [...graph].flatMap(([file, deps]) =>
      deps
        .filter((dep) => (file.startsWith("domain") && dep.startsWith("http")) || (file.startsWith("db") && (dep.startsWith("domain") || dep.startsWith("http"))))
        .map((dep) => `${file} -> ${dep}`),
    );
    expect(upward).toEqual([]);
  });
});

/**
 * Storybook builds as a static site that works with no network, and every flow is in it drawn
 * and driven (issue 24's "Done when"): a Diagram story, driven stories and an "About this flow"
 * page per machine, under one title form. The stories themselves run (and their play tests
 * pass) in the `storybook` project; this checks what a reviewer opens: the built site.
 */
import { execFile } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const root = join(import.meta.dirname, "..");
const out = mkdtempSync(join(tmpdir(), "jute-storybook-"));

interface Entry {
  id: string;
  type: "story" | "docs";
  name: string;
  title: string;
  importPath: string;
}
let entries: Entry[] = [];

/** The site's flows: one machine per `*.machine.ts` (the session has no screen, so no driven story). */
const machines = readdirSync(join(root, "apps/site/src"), { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile() && entry.name.endsWith(".machine.ts"))
  .map((entry) => relative(root, join(entry.parentPath, entry.name)));
const SCREENLESS = new Set(["Flows/Session"]);

beforeAll(async () => {
  // Telemetry off, and any proxy-aware download pointed at a closed port: the build must need
  // nothing from outside the machine.
  const env = { ...process.env, STORYBOOK_DISABLE_TELEMETRY: "1", HTTP_PROXY: "http://127.0.0.1:9", HTTPS_PROXY: "http://127.0.0.1:9", NO_PROXY: "" };
  // `--test`: Storybook's build for checks, about a quarter less CPU than the full one (no docgen,
  // source maps or tree shaking); .storybook/main.ts keeps the docs in it. Same index and HTML as
  // `pnpm build-storybook`, styles but for vendor prefixes (docs/testing.md, "The Storybook checks").
  await promisify(execFile)("pnpm", ["exec", "storybook", "build", "--test", "-o", out, "--quiet"], { cwd: root, env, maxBuffer: 64 * 1024 * 1024 });
  entries = Object.values((JSON.parse(readFileSync(join(out, "index.json"), "utf8")) as { entries: Record<string, Entry> }).entries);
}, 300_000);

afterAll(() => rmSync(out, { recursive: true, force: true }));

describe("the built Storybook", () => {
  it("loads nothing from outside the site it is (no remote script, style, font or image)", () => {
    for (const page of ["index.html", "iframe.html"]) {
      const html = readFileSync(join(out, page), "utf8");
      expect(html).toContain("<");
      const loads = html.match(/<(?:script|link|img|iframe|source)\b[^>]*\b(?:src|href)=["']?(?:https?:)?\/\/[^>]*>|url\(["']?(?:https?:)?\/\/[^)]*\)|@import\s+["'](?:https?:)?\/\//g) ?? [];
      expect(loads, page).toEqual([]);
    }
    const styles = readdirSync(out, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile() && entry.name.endsWith(".css"));
    expect(styles.length).toBeGreaterThan(0);
    for (const style of styles) expect(readFileSync(join(style.parentPath, style.name), "utf8").match(/url\(["']?(?:https?:)?\/\/[^)]*\)/g) ?? [], style.name).toEqual([]);
  });

  it("draws every flow: one Diagram story per machine, under Flows/", () => {
    const diagrams = entries.filter((entry) => entry.type === "story" && entry.title.startsWith("Flows/") && entry.name === "Diagram");
    expect(machines.length).toBeGreaterThan(10);
    expect(diagrams.map((entry) => entry.title).sort()).toHaveLength(machines.length);
    expect(new Set(diagrams.map((entry) => entry.title)).size).toBe(machines.length);
  });

  it("drives every flow with a screen, and documents every flow", () => {
    const titles = [...new Set(entries.filter((entry) => entry.title.startsWith("Flows/")).map((entry) => entry.title))];
    for (const title of titles) {
      const own = entries.filter((entry) => entry.title === title);
      const driven = own.filter((entry) => entry.type === "story" && /^Drive\b/.test(entry.name));
      if (SCREENLESS.has(title)) expect(driven, title).toEqual([]);
      else expect(driven.length, `${title}: driven stories`).toBeGreaterThan(1);
      expect(own.filter((entry) => entry.type === "docs" && entry.name === "About this flow"), `${title}: About this flow`).toHaveLength(1);
    }
  });

  it("builds each flow's stories from the feature that owns the flow (or the shared module two features use: the session, a request's thread)", () => {
    const flowStories = entries.filter((entry) => entry.title.startsWith("Flows/") && entry.type === "story");
    for (const entry of flowStories) expect(entry.importPath, entry.id).toMatch(/^\.\/apps\/site\/src\/(features\/[a-z-]+\/[a-z-]+|shared\/(?:session|request-thread))\/[a-z-]+\.stories\.tsx$/);
  });
});

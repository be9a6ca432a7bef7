/**
 * Every flow in Storybook to one standard: each machine (`*.machine.ts` under `src/`) has a
 * stories file with its Diagram and at least one driven story (the real screen beside the live
 * diagram, `drivenStory`), and an MDX "About this flow" page; every flow's title has one form,
 * "Flows/<Sentence case name>". A machine added later is found by its file name and held to the
 * same; one without a screen of its own is listed below with the reason.
 */
import { readdirSync, readFileSync } from "node:fs";
import { basename, dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const src = join(dirname(fileURLToPath(import.meta.url)), "../..");

/** Machines without a screen of their own: a Diagram story and the docs page, no driven story. */
const SCREENLESS: Record<string, string> = {
  "shared/session/session.machine.ts": "the login form and the header's Logout drive it; it draws nothing",
};

/** "Flows/" and a name in sentence case: one capital, then lower-case words split by single spaces. */
export const FLOW_TITLE = /^Flows\/[A-Z][a-z0-9]*(?: [a-z0-9]+)*$/;

function filesUnder(suffix: string): string[] {
  return readdirSync(src, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(suffix))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

const read = (file: string) => readFileSync(file, "utf8");
const rel = (file: string) => relative(src, file);

const machines = filesUnder(".machine.ts");
const stories = filesUnder(".stories.tsx");
const docs = filesUnder(".mdx");

/** The stories files that import this machine's module (`./login.machine`, `../x/login.machine`). */
function storiesOf(machine: string): string[] {
  const module = basename(machine, ".ts");
  return stories.filter((file) => {
    const imports = [...read(file).matchAll(/from\s+"(\.[^"]+)"/g)].map((match) => join(dirname(file), match[1] ?? ""));
    return imports.includes(join(dirname(machine), module));
  });
}

/** The MDX pages that document this stories file (`import * as Stories from "./login.stories"` and `<Meta of={Stories}`). */
function docsOf(storiesFile: string): string[] {
  const module = basename(storiesFile, ".tsx");
  return docs.filter((file) => {
    const text = read(file);
    const imported = [...text.matchAll(/import \* as (\w+) from "(\.[^"]+)"/g)].find((match) => join(dirname(file), match[2] ?? "") === join(dirname(storiesFile), module));
    return imported !== undefined && text.includes(`<Meta of={${imported[1]}}`) && text.includes('name="About this flow"');
  });
}

const titleOf = (storiesFile: string) => /export default \{\s*title:\s*"([^"]+)"/.exec(read(storiesFile))?.[1];

describe("every flow in Storybook", () => {
  it("finds the machines, their stories and docs", () => {
    expect(machines.length).toBeGreaterThan(10);
    for (const machine of Object.keys(SCREENLESS)) expect(machines.map(rel), "a screenless machine that no longer exists").toContain(machine);
  });

  describe.each(machines.map((file) => [rel(file), file]))("%s", (name, machine) => {
    it("has a stories file with its Diagram story", () => {
      const files = storiesOf(machine);
      expect(files, `no *.stories.tsx imports ${name}`).not.toEqual([]);
      expect(files.some((file) => /export const Diagram = diagramStory\(/.test(read(file)))).toBe(true);
    });

    it(SCREENLESS[name] ? `has no screen (${SCREENLESS[name]})` : "has a driven story with a play test", () => {
      const driven = storiesOf(machine).filter((file) => /export const \w+ = drivenStory\(/.test(read(file)) && read(file).includes("<FlowPlayground"));
      if (SCREENLESS[name]) expect(driven, "a screenless machine gained a driven story: drop it from SCREENLESS").toEqual([]);
      else expect(driven, `no driven story (drivenStory with FlowPlayground) for ${name}`).not.toEqual([]);
    });

    it('has an MDX "About this flow" page', () => {
      const pages = storiesOf(machine).flatMap(docsOf);
      expect(pages, `no .mdx page with <Meta of={Stories} name="About this flow" /> for ${name}`).not.toEqual([]);
    });
  });

  it.each(stories.filter((file) => titleOf(file)?.startsWith("Flows")).map((file) => [rel(file), file]))("%s is titled in the one form", (_name, file) => {
    expect(titleOf(file)).toMatch(FLOW_TITLE);
  });

  it("every stories file of a machine is under Flows/", () => {
    const flowStories = new Set(machines.flatMap(storiesOf));
    for (const file of flowStories) expect(titleOf(file), rel(file)).toMatch(/^Flows\//);
  });

  it("the title rule refuses the forms it replaces", () => {
    for (const bad of ["Flows/ForgotPassword", "Flows/Price List Upload", "Flows/my enquiries", "Flows/Reset  password", "Flows/Reset-password"]) expect(bad).not.toMatch(FLOW_TITLE);
    for (const good of ["Flows/Forgot password", "Flows/My enquiries", "Flows/Price list upload", "Flows/Login"]) expect(good).toMatch(FLOW_TITLE);
  });
});

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
import { OUTCOMES, type Outcome } from "./storybook/flow-playground";

const src = join(dirname(fileURLToPath(import.meta.url)), "../..");

/** Machines without a screen of their own: a Diagram story and the docs page, no driven story. */
const SCREENLESS: Record<string, string> = {
  "shared/session/session.machine.ts": "the login form and the header's Logout drive it; it draws nothing",
};

/**
 * The network answers (the driven stories' `outcome` control) a flow's screen never meets, with
 * the reason, by machine. Every other answer has a driven story of its own: ok, empty (a list
 * with nothing in it), refused (the server's words), network (unreachable) and slow (the busy
 * screen).
 */
const FORM_EMPTY = "a form's answer is a confirmation, never a list that can be empty";
const NOT_MET: Record<string, Partial<Record<Outcome, string>>> = {
  "features/account/forgot-password/forgot-password.machine.ts": { empty: FORM_EMPTY },
  "features/account/login/login.machine.ts": { empty: FORM_EMPTY },
  "features/account/my-account/account.machine.ts": { empty: "the account is one record: a member without one is refused (signed out)" },
  "features/account/registration/registration.machine.ts": { empty: FORM_EMPTY },
  "features/account/reset-password/reset-password.machine.ts": { empty: FORM_EMPTY },
  "features/enquiries/contact/contact.machine.ts": { empty: FORM_EMPTY },
  "features/enquiries/quote-request/quote-request.machine.ts": { empty: FORM_EMPTY },
  "features/staff/inbox/enquiry-answer.machine.ts": { empty: FORM_EMPTY },
  "features/staff/price-upload/price-upload.machine.ts": { empty: "a preview with nothing changed is the Drive story's answer (the ok one)" },
  "features/staff/fares/fares.machine.ts": { empty: "the fares are one per port, always there; a preview with nothing changed is an ok answer" },
  "features/staff/offers/staff-offer.machine.ts": { empty: "an enquiry with no offer yet is the Drive story's start (the ok answer)" },
};

/** The outcome each driven story of a stories file picks (`{}` is ok, `SLOW` is slow). */
export function drivenOutcomes(text: string): Outcome[] {
  return [...text.matchAll(/= drivenStory\(([\s\S]*?)(?:async \(|export const)/g)].map((match) => {
    const args = match[1] ?? "";
    if (/\bSLOW\b/.test(args)) return "slow";
    const picked = /outcome: "(\w+)"/.exec(args)?.[1];
    return (picked ?? "ok") as Outcome;
  });
}

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

    it(SCREENLESS[name] ? "has no answers to drive" : "has a driven story for every answer its screen meets", () => {
      if (SCREENLESS[name]) return expect(NOT_MET[name]).toBeUndefined();
      const shown = new Set(storiesOf(machine).flatMap((file) => drivenOutcomes(read(file))));
      const notMet = NOT_MET[name] ?? {};
      for (const outcome of OUTCOMES) {
        const reason = notMet[outcome];
        if (reason === undefined) expect(shown.has(outcome), `${name}: no driven story answers "${outcome}" (add one, or say in NOT_MET why the screen never meets it)`).toBe(true);
        else {
          expect(reason.length, `${name}: a reason for "${outcome}"`).toBeGreaterThan(10);
          expect(shown.has(outcome), `${name}: "${outcome}" is listed as never met but has a story: drop it from NOT_MET`).toBe(false);
        }
      }
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

  it("reads each driven story's answer", () => {
    const text = `export const Drive = drivenStory(Driven, {}, async (c) => {});
export const DriveSlow = drivenStory(driven(), { ...SLOW, delayMs: 4000 }, async (c) => {});
export const DriveRefused = drivenStory(
  Driven,
  { outcome: "refused", message: "No" },
  async (c) => {},
);
export const DriveFailure = drivenStory(driven({ loadAnswers: true }), { outcome: "network" }, async (c) => {});`;
    expect(drivenOutcomes(text)).toEqual(["ok", "slow", "refused", "network"]);
  });

  it("the title rule refuses the forms it replaces", () => {
    for (const bad of ["Flows/ForgotPassword", "Flows/Price List Upload", "Flows/my enquiries", "Flows/Reset  password", "Flows/Reset-password"]) expect(bad).not.toMatch(FLOW_TITLE);
    for (const good of ["Flows/Forgot password", "Flows/My enquiries", "Flows/Price list upload", "Flows/Login"]) expect(good).toMatch(FLOW_TITLE);
  });
});

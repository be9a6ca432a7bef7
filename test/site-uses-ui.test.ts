/**
 * The site builds its tables, text areas, buttons and form fields from @jute/ui: no file of
 * apps/site hand-rolls a `<table>` or a `<textarea>`, styles a raw `<button>` or `<a>` with
 * ui's button classes, or writes a raw date, file, checkbox, search or number input.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("..", import.meta.url));
const siteSource = join(root, "apps/site/src");

/** What a site file may not write, each with the ui part to use instead. */
const RULES: ReadonlyArray<{ pattern: RegExp; use: string }> = [
  { pattern: /<table\b/g, use: "Table" },
  { pattern: /<textarea\b/g, use: "TextArea" },
  { pattern: /\bbuttonClassName\b/g, use: "PlainButton, Button or LinkButton" },
  { pattern: /className=["'`][^"'`]*\bjute-button\b/g, use: "PlainButton, Button or LinkButton" },
  // An input tag may span lines: match up to its end.
  { pattern: /<input\b[^>]*?\b(type=["'{]*(date|file|checkbox|search|number)\b|inputMode=["'{]*(decimal|numeric)\b)/g, use: "DateField, FileField, Checkbox, SearchField or TextField" },
];

/** The rules a text breaks, as "line: what to use", in the order of the rules. */
function handRolled(text: string): string[] {
  return RULES.flatMap(({ pattern, use }) => [...text.matchAll(pattern)].map((match) => `${text.slice(0, match.index).split("\n").length}: use ${use}`));
}

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(tsx|ts)$/.test(entry.name) ? [path] : [];
  });
}

describe("the site uses @jute/ui's parts", () => {
  it("catches each hand-rolled part (the check itself)", () => {
    expect(handRolled('<table className="spec-table">')).toEqual(["1: use Table"]);
    expect(handRolled("      <textarea\n        id={id}")).toEqual(["1: use TextArea"]);
    expect(handRolled('<button type="button" className={buttonClassName("primary")}>')).toEqual(["1: use PlainButton, Button or LinkButton"]);
    expect(handRolled('<a className="jute-button jute-button--primary" href="/x">')).toEqual(["1: use PlainButton, Button or LinkButton"]);
    expect(handRolled('<input id={id} type="date" min={today} />')).toHaveLength(1);
    expect(handRolled('<input id={id} ref={fileRef} type="file" accept=".csv" />')).toHaveLength(1);
    expect(handRolled('<input type="checkbox" checked={retire} />')).toHaveLength(1);
    expect(handRolled('<td>\n  <input\n    aria-labelledby="port-1"\n    inputMode="decimal"\n  />')).toEqual(["2: use DateField, FileField, Checkbox, SearchField or TextField"]);
    expect(handRolled('<input id={searchId} type="search" value={query} />')).toHaveLength(1);
    expect(handRolled("<Table caption=\"Prices\" columns={columns} rows={rows} />")).toEqual([]);
    expect(handRolled('<input id="contact-website" name="website" type="text" tabIndex={-1} />')).toEqual([]);
  });

  it("has no site file that hand-rolls a table, a text area, a button's style or a date, file, checkbox, search or number input", () => {
    const files = sourceFiles(siteSource);
    expect(files.length).toBeGreaterThan(50);
    const offenders = files.flatMap((file) => handRolled(readFileSync(file, "utf8")).map((problem) => `${relative(root, file)}:${problem}`));
    expect(offenders).toEqual([]);
  });
});

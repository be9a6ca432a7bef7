/**
 * WCAG contrast of the token pairs the components actually use. Reads tokens.css itself,
 * so changing a colour there re-runs this check.
 */
/// <reference types="node" />
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

// A string, not `new URL()`: under jsdom the global URL is not the one node:url accepts.
const css = readFileSync(join(dirname(fileURLToPath(import.meta.url)), "tokens.css"), "utf8");

function resolve(name: string, seen: string[] = []): string {
  const match = new RegExp(`${name}:\\s*([^;]+);`).exec(css);
  if (!match?.[1]) throw new Error(`token ${name} not found`);
  const value = match[1].trim();
  const ref = /^var\((--[\w-]+)\)$/.exec(value);
  if (ref?.[1]) {
    if (seen.includes(ref[1])) throw new Error(`cycle at ${ref[1]}`);
    return resolve(ref[1], [...seen, name]);
  }
  return value;
}

function luminance(hex: string): number {
  const m = /^#([0-9a-f]{6})$/i.exec(hex);
  if (!m?.[1]) throw new Error(`not a 6-digit hex colour: ${hex}`);
  const n = parseInt(m[1], 16);
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel((n >> 16) & 255) + 0.7152 * channel((n >> 8) & 255) + 0.0722 * channel(n & 255);
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

// [foreground, background, minimum ratio]
const TEXT = 4.5;
const NON_TEXT = 3;
const pairs: Array<[string, string, number]> = [
  ["--jute-text", "--jute-bg", TEXT],
  ["--jute-text", "--jute-surface", TEXT],
  ["--jute-text", "--jute-surface-muted", TEXT],
  ["--jute-text", "--jute-color-hessian-200", TEXT],
  ["--jute-text-muted", "--jute-bg", TEXT],
  ["--jute-text-muted", "--jute-surface", TEXT],
  ["--jute-text-muted", "--jute-surface-muted", TEXT],
  ["--jute-text-on-primary", "--jute-primary", TEXT],
  ["--jute-text-on-primary", "--jute-primary-hover", TEXT],
  ["--jute-text-on-primary", "--jute-secondary", TEXT],
  ["--jute-text-on-primary", "--jute-secondary-hover", TEXT],
  ["--jute-text-on-primary", "--jute-danger", TEXT],
  ["--jute-text-on-primary", "--jute-accent", TEXT],
  ["--jute-primary", "--jute-surface", TEXT],
  ["--jute-primary", "--jute-surface-muted", TEXT],
  ["--jute-primary", "--jute-color-hessian-200", TEXT],
  ["--jute-link", "--jute-bg", TEXT],
  ["--jute-link", "--jute-surface", TEXT],
  ["--jute-link", "--jute-surface-muted", TEXT],
  ["--jute-link-hover", "--jute-bg", TEXT],
  ["--jute-danger", "--jute-bg", TEXT],
  ["--jute-danger", "--jute-surface", TEXT],
  ["--jute-danger", "--jute-danger-bg", TEXT],
  ["--jute-success", "--jute-surface", TEXT],
  // Disabled controls are exempt in WCAG, but we keep their text readable anyway.
  ["--jute-disabled-text", "--jute-disabled-bg", TEXT],
  // Control boundaries and the focus ring: 3:1 against what they sit on. Around buttons the
  // ring is offset by 2px, so it sits on the page, not on the button's fill.
  ["--jute-border", "--jute-bg", NON_TEXT],
  ["--jute-border", "--jute-surface", NON_TEXT],
  ["--jute-focus-ring-color", "--jute-bg", NON_TEXT],
  ["--jute-focus-ring-color", "--jute-surface", NON_TEXT],
  // Menu items and table cells draw the ring inside, on the highlight colour.
  ["--jute-focus-ring-color", "--jute-surface-muted", NON_TEXT],
];

describe("design tokens", () => {
  it("computes contrast as WCAG defines it", () => {
    expect(contrast("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrast("#777777", "#ffffff")).toBeCloseTo(4.48, 2);
  });

  it.each(pairs)("%s on %s reaches %d:1", (fg, bg, min) => {
    expect(contrast(resolve(fg), resolve(bg))).toBeGreaterThanOrEqual(min);
  });
});

/**
 * Nothing of the flow tooling reaches the production build: no transition recorder, no beacon
 * to /__flows/record, no Stately inspector, in any file of apps/site/dist (SITE_DIR). The same
 * search over the tooling's own sources (the development inspector) finds it, which shows it
 * would find it in a build.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";

const root = path.join(import.meta.dirname, "../..");
const production = process.env.SITE_DIR ?? path.join(root, "apps/site/dist");
const tooling = path.join(root, "apps/site/src/shared/flows/coverage");
const markers = ["__flows/record", "sendBeacon", "@statelyai", "createBrowserInspector", "stately.ai", "xstate-e2e", "xstate-inspect", "xstate-unit"];

function textFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return textFiles(file);
    return /\.(js|mjs|ts|html|json|css)$/.test(name) ? [file] : [];
  });
}

const found = (dir: string) =>
  textFiles(dir).flatMap((file) => {
    const text = readFileSync(file, "utf8");
    return markers.filter((marker) => text.includes(marker)).map((marker) => `${path.relative(dir, file)}: ${marker}`);
  });

test("the production build carries no flow recorder and no inspector", () => {
  const files = textFiles(production);
  expect(files.length).toBeGreaterThan(10);
  expect(found(production)).toEqual([]);
});

test("the same search finds the flow tooling in its sources, which the production build lacks", () => {
  const hits = found(tooling);
  expect(hits.some((hit) => hit.endsWith("createBrowserInspector"))).toBe(true);
  expect(hits.some((hit) => hit.endsWith("@statelyai"))).toBe(true);
});

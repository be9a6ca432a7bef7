#!/usr/bin/env node
// `pnpm staff:add EMAIL --password-stdin [--name NAME]`: creates a staff account. Bundles the
// command (apps/server/src/cli/staff-add.ts) when its build is missing or older than the
// server's sources, then runs it here, so DATA_DIR resolves as it does for `pnpm start`.
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const output = path.join(root, "apps/server/dist/staff-add.mjs");

function newest(entry) {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(entry).map((name) => newest(path.join(entry, name))));
}

const sources = Math.max(newest(path.join(root, "apps/server/src")), newest(path.join(root, "packages/api/src")));
if (!existsSync(output) || statSync(output).mtimeMs < sources) {
  const { buildStaffCli } = await import(pathToFileURL(path.join(root, "apps/server/build.mjs")).href);
  await buildStaffCli(output);
}
await import(pathToFileURL(output).href);

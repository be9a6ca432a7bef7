#!/usr/bin/env node
// `pnpm start`: builds whatever is missing or older than its sources, then runs the
// production server (the API and the built site on one port; PORT, default 3000).
import { spawnSync, spawn } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const at = (...parts) => path.join(root, ...parts);

/** The newest modification time of any file below these paths (node_modules and dist aside). */
function newest(paths) {
  let latest = 0;
  const visit = (entry) => {
    if (!existsSync(entry)) return;
    const stat = statSync(entry);
    if (stat.isDirectory()) {
      for (const name of readdirSync(entry)) if (name !== "node_modules" && name !== "dist") visit(path.join(entry, name));
    } else latest = Math.max(latest, stat.mtimeMs);
  };
  paths.forEach(visit);
  return latest;
}

const targets = [
  { name: "@jute/site", output: at("apps/site/dist/index.html"), inputs: [at("apps/site"), at("packages/ui/src"), at("packages/api/src")] },
  { name: "@jute/server", output: at("apps/server/dist/main.mjs"), inputs: [at("apps/server/src"), at("packages/api/src")] },
];

for (const target of targets) {
  const stale = !existsSync(target.output) || statSync(target.output).mtimeMs < newest(target.inputs);
  if (!stale) continue;
  console.log(`Building ${target.name}…`);
  const result = spawnSync("pnpm", ["--filter", target.name, "run", "build"], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const server = spawn(process.execPath, [at("apps/server/dist/main.mjs")], { cwd: root, stdio: "inherit" });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 0 : 1)));

// The benchmarks' built server: build it (unless BENCH_SKIP_BUILD), start apps/server/dist/main.mjs
// with the given environment (stopped when the benchmark exits), and wait until /api/health answers.
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { testServerEnv } from "./test-server-env.mjs";

export function buildServerUnlessSkipped(root) {
  if (process.env.BENCH_SKIP_BUILD) return;
  const built = spawnSync("pnpm", ["--filter", "@jute/server", "run", "build"], { cwd: root, stdio: "inherit" });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

/** The site and the server, built in `root` (unless BENCH_SKIP_BUILD): for the benchmarks that open pages. */
export function buildSiteAndServerUnlessSkipped(root) {
  if (process.env.BENCH_SKIP_BUILD) return;
  const built = spawnSync("pnpm", ["build"], { cwd: root, stdio: "inherit" });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

/**
 * A fresh data directory's test-server environment on `port`: no site, or with `{ site: true }`
 * the built site of the checkout the server runs from.
 */
export function freshServerEnv(port, { site = false } = {}) {
  const dataDir = path.join(mkdtempSync(path.join(tmpdir(), "jute-bench-")), "data");
  return { ...process.env, ...testServerEnv({ PORT: String(port), DATA_DIR: dataDir, ...(site ? {} : { SITE_DIR: path.join(dataDir, "none") }) }) };
}

/** Starts the built server with `env`; it is stopped when this process exits. */
export function startBuiltServer(root, env) {
  const server = spawn(process.execPath, [path.join(root, "apps/server/dist/main.mjs")], { cwd: root, stdio: ["ignore", "inherit", "inherit"], env });
  const stop = () => server.exitCode === null && server.kill("SIGTERM");
  process.on("exit", stop);
  return { server, stop };
}

export async function waitReady(base) {
  for (let attempt = 0; attempt < 300; attempt += 1) {
    if (await fetch(`${base}/api/health`).then((r) => r.ok, () => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("the server did not start");
}

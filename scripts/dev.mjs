#!/usr/bin/env node
// `pnpm dev`: the API server with reload on change (tsx watch, port 3000) and the site with
// hot reload (Vite, port 5173), which proxies /api to the server.
import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const children = [
  spawn("pnpm", ["--filter", "@jute/server", "run", "dev"], { cwd: root, stdio: "inherit", env: { ...process.env, PORT: process.env.PORT ?? "3000", SITE_DIR: process.env.SITE_DIR ?? "none", DATA_DIR: process.env.DATA_DIR ?? path.join(root, "data") } }),
  spawn("pnpm", ["--filter", "@jute/site", "run", "dev"], { cwd: root, stdio: "inherit" }),
];
const stop = () => children.forEach((child) => child.kill("SIGTERM"));
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
children.forEach((child) => child.on("exit", (code) => { stop(); process.exitCode = code ?? 0; }));

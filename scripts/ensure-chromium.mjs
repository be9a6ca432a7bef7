#!/usr/bin/env node
// Run before the browser tests: they drive the system's Chromium (CHROMIUM_PATH, default
// /usr/bin/chromium), never a downloaded one. When it is missing on a Debian machine where we
// are root, install Debian's package; otherwise stop with a message that says what to do.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
if (existsSync(chromium)) process.exit(0);

const hasApt = spawnSync("sh", ["-c", "command -v apt-get"], { stdio: "ignore" }).status === 0;
const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
if (hasApt && isRoot && !process.env.CHROMIUM_PATH) {
  console.log("Chromium is missing: installing Debian's chromium package (about a minute, once)…");
  const update = spawnSync("apt-get", ["update", "-qq"], { stdio: "inherit" });
  const install =
    update.status === 0 &&
    spawnSync("apt-get", ["install", "-y", "-qq", "chromium"], { stdio: "inherit", env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } });
  if (install && install.status === 0 && existsSync(chromium)) process.exit(0);
}
console.error(
  `The browser tests need Chromium at ${chromium}.\n` +
    "Install it (Debian/Ubuntu: apt-get install -y chromium) or point CHROMIUM_PATH at a Chromium or Chrome binary.",
);
process.exit(1);

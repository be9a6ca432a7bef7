#!/usr/bin/env node
// Run before the tests: they need three programs of the system, never downloaded ones:
// Chromium's headless shell (scripts/test-chromium.mjs, or CHROMIUM_PATH) for the browser tests, PostgreSQL's
// binaries (/usr/lib/postgresql/*/bin) for the throwaway clusters of the scale-out and mail
// tests, and nginx (NGINX_PATH, default /usr/sbin/nginx) for the proxy test. On a Debian machine
// where we are root, the missing ones are installed from Debian's packages in one step;
// otherwise this stops with a message that says what to install.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { TEST_CHROMIUM, TEST_CHROMIUM_PACKAGE } from "./test-chromium.mjs";

const nginx = process.env.NGINX_PATH ?? "/usr/sbin/nginx";
const hasPostgres = () => {
  try {
    return readdirSync("/usr/lib/postgresql").some((version) => existsSync(`/usr/lib/postgresql/${version}/bin/pg_ctl`));
  } catch {
    return false;
  }
};

const tools = [
  { name: "Chromium's headless shell", package: TEST_CHROMIUM_PACKAGE, present: () => existsSync(TEST_CHROMIUM), hint: `at ${TEST_CHROMIUM}, or point CHROMIUM_PATH at a Chromium or Chrome binary`, pathSet: "CHROMIUM_PATH" in process.env },
  { name: "PostgreSQL", package: "postgresql", present: hasPostgres, hint: "under /usr/lib/postgresql/*/bin", pathSet: false },
  { name: "nginx", package: "nginx", present: () => existsSync(nginx), hint: `at ${nginx}, or set NGINX_PATH`, pathSet: "NGINX_PATH" in process.env },
];

let missing = tools.filter((tool) => !tool.present());
if (missing.length === 0) process.exit(0);

const hasApt = spawnSync("sh", ["-c", "command -v apt-get"], { stdio: "ignore" }).status === 0;
const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
const installable = missing.filter((tool) => !tool.pathSet);
if (hasApt && isRoot && installable.length > 0) {
  const packages = installable.map((tool) => tool.package);
  console.log(`Missing for the tests: installing Debian's ${packages.join(", ")} (a minute or two, once)…`);
  const update = spawnSync("apt-get", ["update", "-qq"], { stdio: "inherit" });
  if (update.status === 0) {
    spawnSync("apt-get", ["install", "-y", "-qq", ...packages], { stdio: "inherit", env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } });
  }
  missing = tools.filter((tool) => !tool.present());
  if (missing.length === 0) process.exit(0);
}
for (const tool of missing) {
  console.error(`The tests need ${tool.name} ${tool.hint} (Debian/Ubuntu: apt-get install -y ${tool.package}).`);
}
process.exit(1);

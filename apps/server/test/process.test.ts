/**
 * The built server as a real process, the way `pnpm start` runs it: it starts on an empty
 * data directory, stops gracefully on SIGTERM without losing an acknowledged registration,
 * survives SIGKILL, and finds everything again after a restart.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtemp } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { buildServer } from "../build.mjs";
import { newMember } from "./helper";

const serverRoot = fileURLToPath(new URL("..", import.meta.url));

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

interface Running {
  child: ChildProcess;
  base: string;
  output: () => string;
  exited: Promise<number | null>;
}

const running: Running[] = [];

async function start(dataDir: string): Promise<Running> {
  const port = await freePort();
  const child = spawn(process.execPath, ["dist/main.mjs"], {
    cwd: serverRoot,
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, SITE_DIR: path.join(dataDir, "no-site"), LOG_LEVEL: "warn", DATABASE_URL: "" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const base = `http://127.0.0.1:${port}`;
  const entry: Running = { child, base, output: () => output, exited };
  running.push(entry);
  // Generous: under a full test run the two cores are shared with every other test project.
  for (let attempt = 0; attempt < 900; attempt += 1) {
    const ready = await fetch(`${base}/api/health`).then((response) => response.ok, () => false);
    if (ready) return entry;
    if (child.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The server did not become ready:\n${output}`);
}

const post = (base: string, call: string, body: unknown) =>
  fetch(`${base}/api/${call}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });

describe("the built server as a process", { timeout: 240_000 }, () => {
  beforeAll(async () => {
    await buildServer();
  }, 60_000);

  afterEach(() => {
    for (const entry of running.splice(0)) if (entry.child.exitCode === null) entry.child.kill("SIGKILL");
  });

  it("starts on an empty data directory, finishes requests in flight on SIGTERM, and keeps every acknowledged member", async () => {
    const dataDir = path.join(await mkdtemp(path.join(tmpdir(), "jute-proc-")), "data");
    const first = await start(dataDir);
    const health = await (await fetch(`${first.base}/api/health`)).json();
    expect(health).toMatchObject({ success: true, status: "ok", database: "ready" });

    const members = Array.from({ length: 6 }, () => newMember());
    const inFlight = members.map((member) => post(first.base, "api_register", member).then((response) => response.status, () => 0));
    await new Promise((resolve) => setTimeout(resolve, 30));
    first.child.kill("SIGTERM");
    const statuses = await Promise.all(inFlight);
    expect(await first.exited).toBe(0);
    const acknowledged = members.filter((_member, index) => statuses[index] === 201);
    expect(acknowledged.length).toBeGreaterThan(0);
    // Whatever was not acknowledged was refused cleanly or never connected; nothing half-done.
    expect(statuses.every((status) => status === 201 || status === 503 || status === 0)).toBe(true);

    const second = await start(dataDir);
    for (const member of acknowledged) {
      const login = await post(second.base, "api_login", { email: member.email, password: member.password });
      expect(login.status).toBe(200);
    }
    second.child.kill("SIGTERM");
    expect(await second.exited).toBe(0);
  });

  it("loses no acknowledged registration when killed with SIGKILL", async () => {
    const dataDir = path.join(await mkdtemp(path.join(tmpdir(), "jute-kill-")), "data");
    const first = await start(dataDir);
    const member = newMember();
    expect((await post(first.base, "api_register", member)).status).toBe(201);
    first.child.kill("SIGKILL");
    await first.exited;

    const second = await start(dataDir);
    const login = await post(second.base, "api_login", { email: member.email, password: member.password });
    expect(login.status).toBe(200);
  });

  it("refuses to start on a bad configuration, naming the variable", async () => {
    const child = spawn(process.execPath, ["dist/main.mjs"], { cwd: serverRoot, env: { ...process.env, PORT: "seventy" }, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
    expect(code).toBe(2);
    expect(output).toContain('PORT: must be a number (got "seventy")');
  });
});

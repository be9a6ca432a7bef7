/**
 * One process per PGlite data directory: a second server process on the same DATA_DIR
 * exits at start with a clear message and a non-zero code while the first keeps serving
 * (before the lock, both ran and acknowledged registrations were lost); a lock left by a
 * process killed with SIGKILL does not stop the next start.
 */
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { testServerEnv } from "../../../scripts/lib/test-server-env.mjs";
import { DataDirLockedError, lockDataDir } from "../src/db/data-dir-lock";
import { newMember, pgliteFromTemplate } from "./helper";
import { buildServerBundle, postJson, request, serverBundle, serverRoot, startServerProcess, type ServerProcess } from "./processes";

const running: ServerProcess[] = [];

/** A PID namespace of its own (as in a container): root may make one here; elsewhere the test says why it cannot run. */
const UNSHARE = ["unshare", "--pid", "--fork", "--mount-proc", "--kill-child"];
const unshareProbe = spawnSync(UNSHARE[0] as string, [...UNSHARE.slice(1), "true"], { stdio: "pipe" });
const unshareRefusal = unshareProbe.status === 0 ? null : `unshare --pid is not permitted here (${unshareProbe.error?.message ?? unshareProbe.stderr.toString().trim()})`;

/** Runs the bundled server on `dataDir` without waiting for it to serve; resolves with its exit code and output. */
function startExpectingRefusal(dataDir: string) {
  const child = spawn(process.execPath, [serverBundle], {
    cwd: serverRoot,
    env: { ...process.env, ...testServerEnv({ PORT: "0", DATA_DIR: dataDir, SITE_DIR: path.join(dataDir, "no-site") }) },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  // A second server that does not stop by itself within 30 s has started: stop it and say so.
  const overdue = setTimeout(() => child.kill("SIGKILL"), 30_000);
  return new Promise<{ code: number | null; output: string }>((resolve) =>
    child.once("exit", (code) => {
      clearTimeout(overdue);
      resolve({ code, output });
    }),
  );
}
/**
 * A data directory for a server process: a copy of the run's migrated template (the lock is the
 * subject here; the first start on an empty directory is process.test's and memory.test's).
 */
const newDataDir = () => pgliteFromTemplate();

describe("the data directory lock", { timeout: 240_000 }, () => {
  beforeAll(() => buildServerBundle(), 60_000);
  afterEach(async () => {
    await Promise.all(running.splice(0).map((server) => server.stop("SIGKILL")));
  });

  it("stops a second process on the same DATA_DIR at start while the first keeps serving", async () => {
    const dataDir = await newDataDir();
    const first = await startServerProcess({ DATA_DIR: dataDir, SITE_DIR: path.join(dataDir, "no-site") });
    running.push(first);
    const before = newMember();
    expect((await postJson(first.base, "api_register", before)).status).toBe(201);

    const second = spawn(process.execPath, [serverBundle], {
      cwd: serverRoot,
      env: { ...process.env, ...testServerEnv({ PORT: "0", DATA_DIR: dataDir, SITE_DIR: path.join(dataDir, "no-site") }) },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let failure = "";
    second.stdout?.on("data", (chunk: Buffer) => (failure += chunk.toString()));
    second.stderr?.on("data", (chunk: Buffer) => (failure += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => second.once("exit", resolve));
    expect(code).not.toBe(0);
    expect(code).not.toBeNull();
    expect(failure).toMatch(/data directory .* is in use by another server process \(pid \d+\)/);
    expect(failure).toMatch(/DATABASE_URL/);

    // The first still serves, and keeps what it acknowledged.
    const after = newMember();
    expect((await postJson(first.base, "api_register", after)).status).toBe(201);
    for (const member of [before, after]) {
      expect((await postJson(first.base, "api_login", { email: member.email, password: member.password })).status).toBe(200);
    }
    expect((await request(first.base, "GET", "/api/health")).status).toBe(200);
  });

  it("takes over the lock of a process killed with SIGKILL, and frees it on a clean stop", async () => {
    const dataDir = await newDataDir();
    const first = await startServerProcess({ DATA_DIR: dataDir, SITE_DIR: path.join(dataDir, "no-site") });
    const member = newMember();
    expect((await postJson(first.base, "api_register", member)).status).toBe(201);
    await first.stop("SIGKILL");
    const lockFile = path.join(dataDir, "server.lock");
    // The killed process could not remove its lock.
    expect(existsSync(lockFile)).toBe(true);
    expect(JSON.parse(readFileSync(lockFile, "utf8"))).toMatchObject({ pid: first.child.pid });

    const second = await startServerProcess({ DATA_DIR: dataDir, SITE_DIR: path.join(dataDir, "no-site") });
    running.push(second);
    expect((await postJson(second.base, "api_login", { email: member.email, password: member.password })).status).toBe(200);
    expect(JSON.parse(readFileSync(lockFile, "utf8"))).toMatchObject({ pid: second.child.pid });
    expect(await second.stop("SIGTERM")).toBe(0);
    expect(existsSync(lockFile)).toBe(false);
  });

  it("stops a second server on a directory held by a server in its own PID namespace, and a killed one's directory starts again at once", async (context) => {
    if (unshareRefusal) {
      console.warn(`data-dir-lock: the two-namespace case cannot run: ${unshareRefusal}`);
      context.skip(unshareRefusal);
    }
    const dataDir = await newDataDir();
    const env = { DATA_DIR: dataDir, SITE_DIR: path.join(dataDir, "no-site") };
    const contained = await startServerProcess(env, { wrap: UNSHARE });
    running.push(contained);
    // In its namespace the server is pid 1: a pid means nothing from outside.
    expect(JSON.parse(readFileSync(path.join(dataDir, "server.lock"), "utf8"))).toMatchObject({ pid: 1 });
    const member = newMember();
    expect((await postJson(contained.base, "api_register", member)).status).toBe(201);

    const started = Date.now();
    const second = await startExpectingRefusal(dataDir);
    expect(second.code).not.toBe(0);
    expect(second.code).not.toBeNull();
    expect(second.output).toMatch(/data directory .* is in use by another server process \(pid 1\) on host /);
    expect((await postJson(contained.base, "api_login", { email: member.email, password: member.password })).status).toBe(200);

    // Killed (unshare takes its child with it): the kernel drops the lock, the next start takes it at once.
    await contained.stop("SIGKILL");
    const next = await startServerProcess(env);
    running.push(next);
    expect((await postJson(next.base, "api_login", { email: member.email, password: member.password })).status).toBe(200);
    console.info(`data-dir-lock: second start refused in ${Date.now() - started} ms (exit ${second.code})`);
  });

  it("refuses a second opening within one process, and treats a lock naming a dead or reused pid as stale", async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), "jute-lock-unit-"));
    const release = lockDataDir(dataDir);
    expect(() => lockDataDir(dataDir)).toThrow(DataDirLockedError);
    release();
    // A pid that is not running.
    writeFileSync(path.join(dataDir, "server.lock"), JSON.stringify({ pid: 2 ** 22 + 17 }));
    lockDataDir(dataDir)();
    // This process's pid but another start time: the pid was reused by us after a crash.
    writeFileSync(path.join(dataDir, "server.lock"), JSON.stringify({ pid: process.pid, started: "1" }));
    lockDataDir(dataDir)();
    // An empty or garbled file.
    writeFileSync(path.join(dataDir, "server.lock"), "");
    lockDataDir(dataDir)();
  });
});

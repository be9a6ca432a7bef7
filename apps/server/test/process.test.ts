/**
 * The built server as a real process, the way `pnpm start` runs it: it starts on an empty
 * data directory, stops gracefully on SIGTERM without losing an acknowledged registration,
 * survives SIGKILL, and finds everything again after a restart.
 */
import { spawn } from "node:child_process";
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { newMember, pgliteFromTemplate } from "./helper";
import { buildServerBundle, postJson, request, serverBundle, serverRoot, startServerProcess, type ServerProcess } from "./processes";

const running: ServerProcess[] = [];

async function start(dataDir: string): Promise<ServerProcess> {
  const server = await startServerProcess({ DATA_DIR: dataDir, SITE_DIR: path.join(dataDir, "no-site") });
  running.push(server);
  return server;
}

const newDataDir = async (prefix: string) => path.join(await mkdtemp(path.join(tmpdir(), prefix)), "data");

describe("the built server as a process", { timeout: 240_000 }, () => {
  beforeAll(() => buildServerBundle(), 60_000);

  afterEach(async () => {
    await Promise.all(running.splice(0).map((server) => server.stop("SIGKILL")));
  });

  it("starts on an empty data directory, finishes requests in flight on SIGTERM, and keeps every acknowledged member", async () => {
    const dataDir = await newDataDir("jute-proc-");
    const first = await start(dataDir);
    const health = await request(first.base, "GET", "/api/health");
    expect(JSON.parse(health.body)).toMatchObject({ success: true, status: "ok", database: "ready" });

    const members = Array.from({ length: 6 }, () => newMember());
    const inFlight = members.map((member) => postJson(first.base, "api_register", member).then((reply) => reply.status));
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(await first.stop("SIGTERM")).toBe(0);
    const statuses = await Promise.all(inFlight);
    const acknowledged = members.filter((_member, index) => statuses[index] === 201);
    expect(acknowledged.length).toBeGreaterThan(0);
    // Whatever was not acknowledged was refused cleanly or never connected; nothing half-done.
    expect(statuses.every((status) => status === 201 || status === 503 || status === 0)).toBe(true);

    const second = await start(dataDir);
    for (const member of acknowledged) {
      const login = await postJson(second.base, "api_login", { email: member.email, password: member.password });
      expect(login.status).toBe(200);
    }
    expect(await second.stop("SIGTERM")).toBe(0);
  });

  it("loses no acknowledged registration when killed with SIGKILL", async () => {
    // A copy of the run's migrated and seeded data directory (the empty one is the test above's).
    const dataDir = await pgliteFromTemplate();
    const first = await start(dataDir);
    const member = newMember();
    expect((await postJson(first.base, "api_register", member)).status).toBe(201);
    await first.stop("SIGKILL");

    const second = await start(dataDir);
    const login = await postJson(second.base, "api_login", { email: member.email, password: member.password });
    expect(login.status).toBe(200);
  });

  it("refuses to start on a bad configuration, naming the variable", async () => {
    const child = spawn(process.execPath, [serverBundle], { cwd: serverRoot, env: { ...process.env, PORT: "seventy" }, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
    expect(code).toBe(2);
    expect(output).toContain('PORT: must be a number (got "seventy")');
  });
});

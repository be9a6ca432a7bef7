/**
 * The embedded server fits a small machine (issue 25): the built server on a new PGlite data
 * directory held about 820 MB resident at rest (PGlite's initdb and first migration left their
 * WebAssembly memory behind, PGlite's shared_buffers was 160 MB, and V8's optimising compile
 * of PGlite left ~70 MB in malloc's thread arenas). Started on a new
 * directory and after a member's first requests, it now holds under 300 MB; the same on
 * PostgreSQL is reported beside it (docs/benchmarks.md, "Memory").
 */
import { mkdtemp, rm } from "node:fs/promises";
import { readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPostgresDatabase, engines } from "./helper";
import { buildServerBundle, request, startServerProcess, type ServerProcess } from "./processes";

const LIMIT_MB = 300;

/** The resident memory of a process (VmRSS), in MB. */
function residentMb(pid: number): number {
  const kb = Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1]);
  return kb / 1024;
}

/** A member's first visit: register, log in, the catalogue, price lookups, some refusals. */
async function someRequests(server: ServerProcess): Promise<void> {
  const member = { name: "Memory Buyer", email: `memory-${process.pid}-${Date.now()}@example.com`, password: "golden-fibre-memory-1" };
  const jsonHeaders = { "content-type": "application/json" };
  expect((await request(server.base, "POST", "/api/api_register", { body: JSON.stringify(member), headers: jsonHeaders })).status).toBe(201);
  const login = await request(server.base, "POST", "/api/api_login", { body: JSON.stringify(member), headers: jsonHeaders });
  expect(login.status).toBe(200);
  const token = (JSON.parse(login.body) as { token: string }).token;
  const formHeaders = { "content-type": "application/x-www-form-urlencoded", authorization: `Bearer ${token}` };
  for (let index = 0; index < 20; index += 1) {
    const bodies = [`type=category`, `type=sub_category&category_id=${1 + (index % 6)}`, `type=truck_fare`, `type=list&sub_category_id=${1 + index}&truck_fare_id=${1 + (index % 5)}`];
    for (const body of bodies) expect((await request(server.base, "POST", "/api/api_request", { body, headers: formHeaders })).status).toBe(200);
  }
  expect((await request(server.base, "POST", "/api/api_login", { body: JSON.stringify({ ...member, password: "not-the-password" }), headers: jsonHeaders })).status).toBe(401);
  // A moment at rest.
  await new Promise((resolve) => setTimeout(resolve, 1500));
}

describe("resident memory at rest", () => {
  const dirs: string[] = [];
  beforeAll(async () => {
    await buildServerBundle();
  }, 120_000);
  afterAll(async () => {
    await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
  });

  const newDir = async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "jute-memory-"));
    dirs.push(dir);
    return dir;
  };

  it(`stays under ${LIMIT_MB} MB on PGlite after its first start on a new directory and a member's requests, and again after a restart`, async () => {
    const dir = await newDir();
    const env = { DATA_DIR: path.join(dir, "data"), SITE_DIR: path.join(dir, "no-site") };
    const first = await startServerProcess(env);
    try {
      await someRequests(first);
      const atRest = residentMb(first.child.pid ?? 0);
      console.log(`PGlite, first start on a new directory, at rest: ${atRest.toFixed(0)} MB resident`);
      expect(atRest).toBeGreaterThan(20);
      expect(atRest).toBeLessThan(LIMIT_MB);
    } finally {
      await first.stop();
    }
    const again = await startServerProcess(env);
    try {
      await someRequests(again);
      const atRest = residentMb(again.child.pid ?? 0);
      console.log(`PGlite, restarted on that directory, at rest: ${atRest.toFixed(0)} MB resident`);
      expect(atRest).toBeLessThan(LIMIT_MB);
    } finally {
      await again.stop();
    }
  }, 300_000);

  // With TEST_DATABASE_URL (as `engines` runs the suite), PostgreSQL's figure beside PGlite's.
  for (const _engine of engines.filter((engine) => engine === "postgres"))
    it("is reported on PostgreSQL for comparison (and stays under the same limit)", async () => {
    const dir = await newDir();
    const server = await startServerProcess({ DATABASE_URL: await createPostgresDatabase(), SITE_DIR: path.join(dir, "no-site") });
    try {
      await someRequests(server);
      const atRest = residentMb(server.child.pid ?? 0);
      console.log(`PostgreSQL, at rest: ${atRest.toFixed(0)} MB resident`);
      expect(atRest).toBeLessThan(LIMIT_MB);
    } finally {
      await server.stop();
    }
  }, 300_000);
});

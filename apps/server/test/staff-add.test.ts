/**
 * `pnpm staff:add` as a real process: creates a staff account that logs in as staff, reads
 * the password from standard input only, applies the password policy, and refuses clearly
 * while another live process holds the PGlite directory.
 */
import { spawn, spawnSync } from "node:child_process";
import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { loginReply } from "@jute/api/contract";
import { buildStaffCli } from "../build.mjs";
import { LOCK_FILE } from "../src/db/data-dir-lock";
import { buildTestServer, createPostgresDatabase, engines, json, pgliteFromTemplate } from "./helper";
import { serverRoot } from "./processes";

const cli = path.join(serverRoot, "dist", "staff-add.proof.mjs");

function staffAdd(args: string[], input: string, env: Record<string, string>) {
  const result = spawnSync(process.execPath, [cli, ...args], { input, env: { ...process.env, ...env }, encoding: "utf8", timeout: 60_000 });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe("pnpm staff:add", () => {
  beforeAll(async () => {
    await buildStaffCli(cli);
  }, 60_000);

  it("creates a staff account in DATA_DIR that logs in as staff; no staff account exists before", async () => {
    const dataDir = path.join(await mkdtemp(path.join(tmpdir(), "jute-staff-")), "data");
    const server = await buildTestServer({ dataDir });
    const before = await server.database.db.execute("select count(*)::int as n from members where role = 'staff'");
    expect((before as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(0);
    await server.close();

    const created = staffAdd(["boss@mill.example", "--password-stdin"], "Jute-staff-pass-2026\n", { DATA_DIR: dataDir, DATABASE_URL: "" });
    expect(created.stderr).toBe("");
    expect(created.status).toBe(0);
    expect(created.stdout).toMatch(/^Staff account boss@mill.example created \(PGlite in /);

    const after = await buildTestServer({ dataDir });
    try {
      const login = await after.app.inject(json("POST", "/api/api_login", { email: "boss@mill.example", password: "Jute-staff-pass-2026" }));
      expect(loginReply().parse(login.json()).data.role).toBe("staff");
    } finally {
      await after.close();
    }
  }, 120_000);

  it("applies the password policy and wants the password on standard input", async () => {
    const dataDir = path.join(await mkdtemp(path.join(tmpdir(), "jute-staff-")), "data");
    const env = { DATA_DIR: dataDir, DATABASE_URL: "" };
    expect(staffAdd(["a@mill.example", "--password-stdin"], "short\n", env)).toMatchObject({ status: 2, stderr: "Refused: The password must be at least 8 characters\n" });
    expect(staffAdd(["a@mill.example", "--password-stdin"], "password123\n", env)).toMatchObject({ status: 2, stderr: expect.stringMatching(/too easy to guess/) });
    expect(staffAdd(["a@mill.example"], "Jute-staff-pass-2026\n", env)).toMatchObject({ status: 2, stderr: expect.stringMatching(/^Usage: pnpm staff:add EMAIL --password-stdin/) });
    expect(staffAdd(["not-an-email", "--password-stdin"], "Jute-staff-pass-2026\n", env)).toMatchObject({ status: 2, stderr: "Refused: Enter an email address such as name@example.com\n" });
  }, 60_000);

  it("refuses clearly while another live process holds the PGlite directory", async () => {
    // A copy of the run's migrated template (the empty directory is the first test's).
    const dataDir = await pgliteFromTemplate();
    const server = await buildTestServer({ dataDir });
    await server.close();
    // Another live process holds the directory's lock (an flock, as a server holds it).
    const lockPath = path.join(dataDir, LOCK_FILE);
    const holder = spawn("flock", ["-o", lockPath, "sleep", "600"], { stdio: "ignore", detached: true });
    try {
      for (let tries = 0; spawnSync("flock", ["-n", lockPath, "true"]).status === 0 && tries < 100; tries += 1) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await writeFile(lockPath, JSON.stringify({ pid: holder.pid }));
      const refused = staffAdd(["boss@mill.example", "--password-stdin"], "Jute-staff-pass-2026\n", { DATA_DIR: dataDir, DATABASE_URL: "" });
      expect(refused.status).toBe(3);
      expect(refused.stderr).toBe(
        `Refused: The data directory ${dataDir} is in use by another server process (pid ${holder.pid}). Only one process may open a PGlite data directory: stop the other one, give this one its own DATA_DIR, or use DATABASE_URL to share a PostgreSQL.\n`,
      );
    } finally {
      // The whole group: flock and the sleep it started.
      if (holder.pid) process.kill(-holder.pid, "SIGTERM");
    }
    // A lock left by a process that has died is taken over.
    await new Promise((resolve) => holder.once("exit", resolve));
    const created = staffAdd(["boss@mill.example", "--password-stdin"], "Jute-staff-pass-2026\n", { DATA_DIR: dataDir, DATABASE_URL: "" });
    expect(created.status).toBe(0);
  }, 120_000);
});

// With PostgreSQL (CI sets TEST_DATABASE_URL) the command runs beside a live server.
describe.each(engines.filter((engine) => engine === "postgres"))("pnpm staff:add on %s", () => {
  beforeAll(async () => {
    await buildStaffCli(cli);
  }, 60_000);

  it("works with DATABASE_URL while a server uses the same database", async () => {
    const databaseUrl = await createPostgresDatabase();
    const server = await buildTestServer({ databaseUrl });
    try {
      const created = staffAdd(["pg.boss@mill.example", "--password-stdin"], "Jute-staff-pass-2026\n", { DATABASE_URL: databaseUrl });
      expect(created.status).toBe(0);
      const login = await server.app.inject(json("POST", "/api/api_login", { email: "pg.boss@mill.example", password: "Jute-staff-pass-2026" }));
      expect(loginReply().parse(login.json()).data.role).toBe("staff");
    } finally {
      await server.close();
    }
  }, 120_000);
});

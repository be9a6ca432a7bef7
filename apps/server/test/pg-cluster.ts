/**
 * A throwaway PostgreSQL cluster of the test's own, for tests that must stop and start the
 * database server (faults) or need a PostgreSQL even when TEST_DATABASE_URL is not set
 * (scale-out). Uses the binaries under /usr/lib/postgresql/<version>/bin (CI's `.ci/run`
 * installs them). As root, the cluster runs as the postgres user, as initdb requires.
 */
import { execFileSync } from "node:child_process";
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { freePort } from "./free-port";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";

/** The newest PostgreSQL bin folder on this machine, or undefined. */
export function postgresBinDir(): string | undefined {
  const root = "/usr/lib/postgresql";
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((entry) => existsSync(path.join(root, entry, "bin", "pg_ctl")))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(root, versions[0], "bin") : undefined;
}

export interface Cluster {
  /** A URL for the postgres superuser on the cluster's default database. */
  adminUrl: string;
  port: number;
  /** Stops the server process (fast mode: open connections are terminated). */
  stop(): void;
  /** Starts it again on the same port and data. */
  start(): void;
  /** Stops it and removes its files. */
  destroy(): void;
}

/** Initialises and starts a new cluster on a free loopback port. */
export async function startCluster(): Promise<Cluster> {
  const bin = postgresBinDir();
  if (!bin) throw new Error("No PostgreSQL binaries under /usr/lib/postgresql/*/bin: install the postgresql package");
  const asRoot = process.getuid?.() === 0;
  const dir = mkdtempSync(path.join(tmpdir(), "jute-pg-"));
  chmodSync(dir, 0o755);
  if (asRoot) {
    const uid = Number(execFileSync("id", ["-u", "postgres"]).toString().trim());
    const gid = Number(execFileSync("id", ["-g", "postgres"]).toString().trim());
    chownSync(dir, uid, gid);
  }
  const run = (args: string[]) => {
    const command = [path.join(bin, args[0] as string), ...args.slice(1)];
    if (asRoot) {
      const quoted = command.map((part) => `'${part.replace(/'/g, "'\\''")}'`).join(" ");
      execFileSync("su", ["postgres", "-s", "/bin/sh", "-c", quoted], { stdio: "pipe" });
    } else {
      execFileSync(command[0] as string, command.slice(1), { stdio: "pipe" });
    }
  };
  const port = await freePort();
  const data = path.join(dir, "data");
  run(["initdb", "-D", data, "--auth=trust", "-U", "postgres", "--no-sync"]);
  const startArgs = ["pg_ctl", "-D", data, "-o", `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c fsync=off`, "-l", path.join(dir, "log"), "-w", "start"];
  run(startArgs);
  let running = true;
  return {
    adminUrl: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    stop() {
      run(["pg_ctl", "-D", data, "-m", "fast", "-w", "stop"]);
      running = false;
    },
    start() {
      run(startArgs);
      running = true;
    },
    destroy() {
      try {
        if (running) run(["pg_ctl", "-D", data, "-m", "immediate", "-w", "stop"]);
      } catch {
        // already stopped
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Creates an empty database on the server at adminUrl and returns its URL. */
export async function createDatabaseOn(adminUrl: string, prefix = "jute_test"): Promise<string> {
  const name = `${prefix}_${Math.random().toString(16).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * One process per PGlite data directory. PGlite has no lock of its own: two processes on one
 * DATA_DIR each keep their own copy of the database in memory and overwrite each other's
 * files, and acknowledged writes are lost.
 *
 * The guard is an OS lock, never a guess from a pid: the process opens `server.lock` and takes
 * an exclusive `flock` on it, held by that open file for the process's whole life. The kernel
 * releases it when the process ends however it ends (SIGKILL, crash, OOM), and it holds across
 * PID namespaces (containers sharing a volume see one file, whatever pid each one has). Node
 * has no flock of its own, so util-linux's `flock` takes the lock on a descriptor this process
 * passes to it: flock locks belong to the open file, which this process keeps open, so the
 * lock stays when the short-lived `flock` process exits (docs/decisions/0006-data-dir-flock.md).
 *
 * The file also says who holds it (pid, host, start), for the refusal's message only.
 */
import { spawnSync } from "node:child_process";
import { closeSync, constants, fstatSync, ftruncateSync, openSync, readFileSync, rmSync, statSync, writeSync } from "node:fs";
import { hostname } from "node:os";
import path from "node:path";

/** The lock's file name inside the data directory. */
export const LOCK_FILE = "server.lock";

/** util-linux's flock exits with this when the lock is held (--conflict-exit-code). */
const HELD = 75;

export class DataDirLockedError extends Error {
  override name = "DataDirLockedError";
}

/** Who the file says holds the lock, for the message (it decides nothing). */
function describeHolder(file: string): string {
  try {
    const parsed = JSON.parse(readFileSync(file, "utf8")) as { pid?: unknown; host?: unknown };
    const pid = typeof parsed.pid === "number" ? `pid ${parsed.pid}` : "pid unknown";
    return typeof parsed.host === "string" ? `(${pid}) on host ${parsed.host}` : `(${pid})`;
  } catch {
    return "(pid unknown)";
  }
}

/** An exclusive, non-blocking flock on `fd`, taken by util-linux's flock on our open file. */
function flockExclusive(fd: number): "taken" | "held" {
  const result = spawnSync("flock", ["--exclusive", "--nonblock", "--conflict-exit-code", String(HELD), "3"], {
    stdio: ["ignore", "ignore", "pipe", fd],
    timeout: 10_000,
  });
  if (result.error) {
    const missing = (result.error as NodeJS.ErrnoException).code === "ENOENT";
    throw new Error(
      missing
        ? "The PGlite data directory is guarded by util-linux's flock, which is not installed (Debian: apt-get install util-linux); or use DATABASE_URL"
        : `Could not lock the data directory: ${result.error.message}`,
    );
  }
  if (result.status === 0) return "taken";
  if (result.status === HELD) return "held";
  throw new Error(`Could not lock the data directory: flock said ${result.stderr.toString().trim() || `exit ${result.status}`}`);
}

/** Takes the data directory's lock; returns its release. Throws DataDirLockedError when another process holds it. */
export function lockDataDir(dataDir: string): () => void {
  const file = path.join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const fd = openSync(file, constants.O_RDWR | constants.O_CREAT, 0o644);
    let outcome: "taken" | "held";
    try {
      outcome = flockExclusive(fd);
    } catch (error) {
      closeSync(fd);
      throw error;
    }
    if (outcome === "held") {
      closeSync(fd);
      throw new DataDirLockedError(
        `The data directory ${dataDir} is in use by another server process ${describeHolder(file)}. ` +
          "Only one process may open a PGlite data directory: stop the other one, give this one its own DATA_DIR, or use DATABASE_URL to share a PostgreSQL.",
      );
    }
    // The holder before us may have removed the file between our open and our lock: then
    // our lock is on a file nobody else will open. Start again on the file that is there.
    let current: number | undefined;
    try {
      current = statSync(file).ino;
    } catch {
      current = undefined;
    }
    if (current !== fstatSync(fd).ino) {
      closeSync(fd);
      continue;
    }
    const content = JSON.stringify({ pid: process.pid, host: hostname(), since: new Date().toISOString() });
    ftruncateSync(fd, 0);
    writeSync(fd, content, 0);
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      process.off("exit", release);
      // Removed while still locked, then closed (which releases the lock): a process that
      // opened the old file notices it is gone and takes the new one.
      rmSync(file, { force: true });
      closeSync(fd);
    };
    process.on("exit", release);
    return release;
  }
  throw new DataDirLockedError(`Could not take the lock of the data directory ${dataDir}: another process keeps taking it`);
}

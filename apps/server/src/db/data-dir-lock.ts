/**
 * One process per PGlite data directory. PGlite has no lock of its own: two processes on one
 * DATA_DIR each keep their own copy of the database in memory and overwrite each other's
 * files, and acknowledged writes are lost. The first process writes `server.lock` (its pid and
 * the kernel's start time of that pid) with an exclusive create; a second process finds it
 * and stops. A lock whose process is gone (killed, crashed) or whose pid now belongs to
 * another process (pid reuse: the start time differs) is stale and taken over.
 */
import { closeSync, existsSync, openSync, readFileSync, rmSync, writeSync } from "node:fs";
import path from "node:path";

/** The lock's file name inside the data directory. */
export const LOCK_FILE = "server.lock";

export class DataDirLockedError extends Error {
  override name = "DataDirLockedError";
}

/** The start time of a process (clock ticks since boot, /proc/<pid>/stat field 22), when known. */
function processStartTime(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // The command name (field 2) may hold spaces and parentheses: count from the last ")".
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19];
  } catch {
    return undefined;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

interface LockContent {
  pid: number;
  started?: string;
}

function holder(file: string): LockContent | undefined {
  try {
    const parsed = JSON.parse(readFileSync(file, "utf8")) as Partial<LockContent>;
    return typeof parsed.pid === "number" ? { pid: parsed.pid, ...(typeof parsed.started === "string" ? { started: parsed.started } : {}) } : undefined;
  } catch {
    return undefined;
  }
}

const isStale = (content: LockContent | undefined) =>
  content === undefined ||
  !isAlive(content.pid) ||
  (content.started !== undefined && processStartTime(content.pid) !== undefined && processStartTime(content.pid) !== content.started);

/** Takes the data directory's lock; returns its release. Throws DataDirLockedError when another live process holds it. */
export function lockDataDir(dataDir: string): () => void {
  const file = path.join(dataDir, LOCK_FILE);
  const started = processStartTime(process.pid);
  const content = JSON.stringify({ pid: process.pid, ...(started ? { started } : {}) });
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      const fd = openSync(file, "wx", 0o644);
      writeSync(fd, content);
      closeSync(fd);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        process.off("exit", release);
        // Only our own lock: never one another process took over.
        if (holder(file)?.pid === process.pid) rmSync(file, { force: true });
      };
      process.on("exit", release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    const current = holder(file);
    if (!isStale(current)) {
      throw new DataDirLockedError(
        `The data directory ${dataDir} is in use by another server process (pid ${current?.pid}). ` +
          "Only one process may open a PGlite data directory: stop the other one, give this one its own DATA_DIR, or use DATABASE_URL to share a PostgreSQL.",
      );
    }
    // Stale: left by a process that is gone. Remove it and try again (another starter may
    // race us to it; the exclusive create decides).
    if (existsSync(file) && JSON.stringify(holder(file)) === JSON.stringify(current)) rmSync(file, { force: true });
  }
  throw new DataDirLockedError(`Could not take the lock of the data directory ${dataDir}: another process keeps taking it`);
}

/**
 * PGlite keeps its database in files that one process at a time may open. The server and
 * `pnpm staff:add` take this lock file in DATA_DIR first, so that a second process is told
 * clearly that the directory is in use instead of corrupting it. A lock left by a process
 * that died (SIGKILL, power loss) is taken over: its pid no longer runs.
 */
import { closeSync, openSync, readFileSync, rmSync, writeSync } from "node:fs";
import path from "node:path";

export const LOCK_FILE = "jute-server.lock";

export class DataDirInUseError extends Error {
  override name = "DataDirInUseError";
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The data directory ${dataDir} is in use by process ${pid} (a running server?). ` +
        "PGlite allows one process at a time: stop the server first, or use DATABASE_URL.",
    );
  }
}

function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Takes the lock on `dataDir`; returns the function that releases it. */
export function lockDataDir(dataDir: string): () => void {
  const file = path.join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      const fd = openSync(file, "wx");
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => {
        try {
          if (readFileSync(file, "utf8").trim() === String(process.pid)) rmSync(file, { force: true });
        } catch {
          // already gone
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      let holder = Number.NaN;
      try {
        holder = Number(readFileSync(file, "utf8").trim());
      } catch {
        // removed meanwhile: try again
      }
      if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && running(holder)) {
        throw new DataDirInUseError(dataDir, holder);
      }
      rmSync(file, { force: true }); // stale (or our own, from a database closed without release)
    }
  }
  throw new Error(`Could not take the lock file ${file}`);
}

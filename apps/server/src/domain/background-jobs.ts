/**
 * Work done after the reply (a reset request's lookup and mail): failures are logged, never
 * thrown, and closing the server waits for what is under way.
 */
import type { Log } from "./log";

export function createBackgroundJobs(log: Log) {
  const pending = new Set<Promise<unknown>>();
  return {
    run(name: string, work: () => Promise<unknown>): void {
      const job = work()
        .catch((error: unknown) => log.error({ err: error }, `${name} failed`))
        .finally(() => pending.delete(job));
      pending.add(job);
    },
    /** Like `run`, from the next turn of the event loop (after what is being written now). */
    runSoon(name: string, work: () => Promise<unknown>): void {
      this.run(name, () => new Promise((resolve) => setImmediate(resolve)).then(work));
    },
    /** Resolves when every job started so far has ended. */
    async settled(): Promise<void> {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
  };
}

export type BackgroundJobs = ReturnType<typeof createBackgroundJobs>;

/**
 * Work done after the reply (a reset request's lookup and mail), and work repeated while the
 * server runs (the offer reminders' sweep): failures are logged, never thrown, and closing the
 * server ends the repeats and waits for what is under way.
 */
import type { Log } from "./log";

export function createBackgroundJobs(log: Log) {
  const pending = new Set<Promise<unknown>>();
  const timers = new Set<NodeJS.Timeout>();
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
    /** Runs `work` now and every `everyMs` until `settled` (a run still under way is not started twice). */
    every(name: string, everyMs: number, work: () => Promise<unknown>): void {
      let running = false;
      const tick = () => {
        if (running) return;
        running = true;
        this.run(name, () => work().finally(() => (running = false)));
      };
      tick();
      const timer = setInterval(tick, everyMs);
      timer.unref();
      timers.add(timer);
    },
    /** Ends the repeats; resolves when every job started so far has ended. */
    async settled(): Promise<void> {
      for (const timer of timers) clearInterval(timer);
      timers.clear();
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
  };
}

export type BackgroundJobs = ReturnType<typeof createBackgroundJobs>;

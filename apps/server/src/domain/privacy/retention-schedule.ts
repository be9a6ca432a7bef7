/**
 * Runs the retention job once started (when the server is ready) and then every six hours, for
 * the server's life. A failed run is logged and tried again at the next tick; nothing waits on
 * it. `stop` (when the server closes) ends the ticks and waits for a run under way.
 */
import type { Db } from "../../db/database";
import type { Clock } from "../clock";
import type { Log } from "../log";
import { createRetentionJob } from "./retention";

export const RETENTION_EVERY_MS = 6 * 60 * 60 * 1000;

export function createRetentionSchedule(db: Db, options: { clock: Clock; log: Log }) {
  const job = createRetentionJob(db, options);
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const tick = () => {
    running = job
      .run()
      .then((report) => {
        const total = Object.values(report).reduce((sum, count) => sum + count, 0);
        if (total > 0) options.log.info({ retention: report }, "retention: personal data past its period deleted or anonymised");
      })
      .catch((error: unknown) => options.log.error({ err: error }, "retention job failed"));
  };
  return {
    start(): void {
      tick();
      timer = setInterval(tick, RETENTION_EVERY_MS);
      timer.unref();
    },
    async stop(): Promise<void> {
      if (timer) clearInterval(timer);
      await running;
    },
  };
}

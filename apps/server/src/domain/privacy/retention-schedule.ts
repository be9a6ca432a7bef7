/**
 * Runs the retention job once the server is ready and then every six hours, for the server's
 * life. A failed run is logged and tried again at the next tick; nothing waits on it.
 */
import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/database";
import type { Clock } from "../clock";
import { createRetentionJob } from "./retention";

export const RETENTION_EVERY_MS = 6 * 60 * 60 * 1000;

export function scheduleRetention(app: FastifyInstance, db: Db, options: { clock: Clock }): void {
  const job = createRetentionJob(db, options);
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const tick = () => {
    running = job
      .run()
      .then((report) => {
        const total = Object.values(report).reduce((sum, count) => sum + count, 0);
        if (total > 0) app.log.info({ retention: report }, "retention: personal data past its period deleted or anonymised");
      })
      .catch((error: unknown) => app.log.error({ err: error }, "retention job failed"));
  };
  app.addHook("onReady", async () => {
    tick();
    timer = setInterval(tick, RETENTION_EVERY_MS);
    timer.unref();
  });
  app.addHook("onClose", async () => {
    if (timer) clearInterval(timer);
    await running;
  });
}

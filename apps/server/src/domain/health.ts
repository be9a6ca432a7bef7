/** Whether the database answers, for the health route (load balancers and people). */
import type { Database } from "../db/database";

/** How long the health check waits for the database before calling it unreachable. */
export const HEALTH_TIMEOUT_MS = 2000;

export function createHealthCheck(database: Pick<Database, "ping">) {
  return {
    /** True when the database answers a trivial query within HEALTH_TIMEOUT_MS. */
    ready(): Promise<boolean> {
      return Promise.race([
        database.ping().then(
          () => true,
          () => false,
        ),
        new Promise<boolean>((resolve) => setTimeout(resolve, HEALTH_TIMEOUT_MS, false).unref()),
      ]);
    },
  };
}

export type HealthCheck = ReturnType<typeof createHealthCheck>;

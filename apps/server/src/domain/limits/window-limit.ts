/**
 * At most `max` events per key within a fixed window: the per-email limit of reset requests.
 * In memory, per process, like the account lockout (docs/decisions/0001). Time comes from the
 * injected clock.
 */
import { normaliseEmail } from "@jute/api/contract";
import type { Clock } from "../clock";

export function createEmailWindowLimit(options: { max: number; timeWindow: number; clock: Clock }) {
  const windows = new Map<string, { count: number; since: number }>();
  return {
    /** Counts one event for `email`: 0 when allowed, else the seconds until the window ends. */
    take(email: string): number {
      const key = normaliseEmail(email);
      const at = options.clock.now().getTime();
      const entry = windows.get(key);
      if (!entry || at - entry.since >= options.timeWindow) {
        if (windows.size > 100_000) windows.clear(); // bounded memory under a flood
        windows.set(key, { count: 1, since: at });
        return 0;
      }
      if (entry.count >= options.max) return Math.max(1, Math.ceil((entry.since + options.timeWindow - at) / 1000));
      entry.count += 1;
      return 0;
    },
  };
}

/**
 * The per-address rate limits count in the shared attempt counters
 * (domain/limits/attempt-counters.ts): this adapts them to @fastify/rate-limit's store.
 */
import type { AttemptCounters } from "../../domain/limits/attempt-counters";

type RateLimitCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * A store for @fastify/rate-limit over the shared counters: each route gets its own key
 * space (`rate:<route>:<client key>`), so every instance counts one client's calls together.
 */
export function rateLimitStore(counters: AttemptCounters) {
  class SharedRateLimitStore {
    constructor(
      _globalParams: unknown,
      private readonly prefix = "rate:*",
    ) {}

    incr(key: string, callback: RateLimitCallback, timeWindow: number) {
      counters.hit(`${this.prefix}:${key}`, timeWindow).then(
        ({ hits, ttlMs }) => callback(null, { current: hits, ttl: ttlMs }),
        (error: Error) => callback(error),
      );
    }

    /** Called with the route's merged rate-limit options, which carry the route as routeInfo. */
    child(routeOptions: object) {
      const route = (routeOptions as { routeInfo?: { url?: string } }).routeInfo?.url ?? "*";
      return new SharedRateLimitStore(undefined, `rate:${route}`);
    }
  }
  return SharedRateLimitStore;
}

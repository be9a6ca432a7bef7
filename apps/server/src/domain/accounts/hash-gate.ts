/**
 * A cap on concurrent password hashing. argon2id takes 19 MiB and tens of milliseconds of a
 * core per hash; without a cap, a flood of failed logins from many addresses (each within its
 * own rate limit) queues hundreds of hashes and a member's login waits behind all of them.
 * At most `concurrency` hashes run at once and at most `queue` more wait; any further call is
 * refused at once with ServerBusyError (answered 503 with Retry-After), before hashing.
 *
 * The cap is also the server's memory bound for hashing: every argon2 hash and verification
 * (logins, registrations, password changes and resets) runs through one gate, so at most
 * `concurrency` x 19 MiB are held at once, whatever the load (docs/benchmarks.md, "Memory").
 */
import { availableParallelism } from "node:os";
import { ApiError } from "../api-error";

export class ServerBusyError extends ApiError {
  override name = "ServerBusyError";
  constructor(retryAfterSeconds = 1) {
    super(503, "The server is busy checking passwords; please try again in a moment", { code: "unavailable", retryAfterSeconds });
  }
}

export interface HashGate {
  /** Runs `work` when a hashing slot is free; throws ServerBusyError when the queue is full. */
  run<T>(work: () => Promise<T>): Promise<T>;
  /**
   * Throws ServerBusyError when no slot and no place in the queue is free: called before the
   * work that precedes hashing (the lockout's reservation), so that a flood is refused without
   * touching the database. run() still decides; this is the cheap early answer.
   */
  ensureRoom(): void;
  /**
   * Runs `work` when a slot is free, however long the queue: for the hashes that are limited
   * per member or per link already (a password change, a reset) and must not be refused
   * half-way (a reset has used up its link by then). Still no more than `concurrency` at once.
   */
  runWhenFree<T>(work: () => Promise<T>): Promise<T>;
  /** Hashes running and waiting now. */
  readonly load: { running: number; waiting: number };
}

/**
 * The most hashes that run at once by default: one per core, and at most 2, so that hashing
 * holds at most 38 MiB on any machine (a small one has no more to give; HASH_CONCURRENCY
 * raises it where memory allows). 4 wait per slot (HASH_QUEUE).
 */
export const HASH_CONCURRENCY_DEFAULT_MAX = 2;

export function defaultHashConcurrency(): number {
  return Math.max(1, Math.min(availableParallelism(), HASH_CONCURRENCY_DEFAULT_MAX));
}

export function createHashGate(options: { concurrency: number; queue: number }): HashGate {
  let running = 0;
  const waiting: (() => void)[] = [];

  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  };

  // The slot is handed over by release() without running ever dropping.
  const slotHandedOver = () => new Promise<void>((resolve) => waiting.push(resolve));
  const runHeld = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } finally {
      release();
    }
  };

  return {
    get load() {
      return { running, waiting: waiting.length };
    },
    ensureRoom() {
      if (running >= options.concurrency && waiting.length >= options.queue) throw new ServerBusyError();
    },
    async run(work) {
      if (running < options.concurrency) {
        running += 1;
      } else if (waiting.length < options.queue) {
        await slotHandedOver();
      } else {
        throw new ServerBusyError();
      }
      return runHeld(work);
    },
    async runWhenFree(work) {
      if (running < options.concurrency) running += 1;
      else await slotHandedOver();
      return runHeld(work);
    },
  };
}

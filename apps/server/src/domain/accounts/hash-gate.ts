/**
 * A cap on concurrent password hashing. argon2id takes 19 MiB and tens of milliseconds of a
 * core per hash; without a cap, a flood of failed logins from many addresses (each within its
 * own rate limit) queues hundreds of hashes and a member's login waits behind all of them.
 * At most `concurrency` hashes run at once and at most `queue` more wait; any further call is
 * refused at once with ServerBusyError (answered 503 with Retry-After), before hashing.
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
  /** Hashes running and waiting now. */
  readonly load: { running: number; waiting: number };
}

/** Defaults sized to the machine: one hash per core (at most libuv's 4 threads), 4 waiting per slot. */
export function defaultHashConcurrency(): number {
  return Math.max(1, Math.min(availableParallelism(), Number(process.env.UV_THREADPOOL_SIZE) || 4));
}

export function createHashGate(options: { concurrency: number; queue: number }): HashGate {
  let running = 0;
  const waiting: (() => void)[] = [];

  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
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
        // The slot is handed over by release() without running ever dropping.
        await new Promise<void>((resolve) => waiting.push(resolve));
      } else {
        throw new ServerBusyError();
      }
      try {
        return await work();
      } finally {
        release();
      }
    },
  };
}

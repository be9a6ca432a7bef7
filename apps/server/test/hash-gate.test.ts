/**
 * The hash gate as the server's memory bound for hashing (issue 25): by default at most 2
 * argon2 hashes (19 MiB each) at once on any machine; logins and registrations past the queue
 * are refused at once (concurrency.test.ts proves that through the API); a password change or
 * reset waits its turn however long the queue, and still never runs beside more than the cap.
 */
import { describe, expect, it } from "vitest";
import { createHashGate, defaultHashConcurrency, HASH_CONCURRENCY_DEFAULT_MAX, ServerBusyError } from "../src/domain/accounts/hash-gate";
import { loadConfig } from "../src/env";

/** Work that counts how many run at once and finishes when released. */
function heldWork() {
  let inFlight = 0;
  let maxInFlight = 0;
  const releases: (() => void)[] = [];
  const work = async () => {
    inFlight += 1;
    maxInFlight = Math.max(maxInFlight, inFlight);
    await new Promise<void>((resolve) => releases.push(resolve));
    inFlight -= 1;
    return "hashed";
  };
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return {
    work,
    get maxInFlight() {
      return maxInFlight;
    },
    get started() {
      return releases.length;
    },
    /** Lets every started piece of work finish, until no more start. */
    async drain() {
      for (let released = 0; released < releases.length; released += 1) {
        releases[released]?.();
        await settle();
      }
    },
  };
}

describe("the hash gate", () => {
  it(`runs at most ${HASH_CONCURRENCY_DEFAULT_MAX} hashes at once by default, on any machine, unless HASH_CONCURRENCY says more`, () => {
    expect(defaultHashConcurrency()).toBeGreaterThanOrEqual(1);
    expect(defaultHashConcurrency()).toBeLessThanOrEqual(HASH_CONCURRENCY_DEFAULT_MAX);
    const config = loadConfig({});
    expect(config.hashConcurrency).toBe(defaultHashConcurrency());
    expect(config.hashQueue).toBe(4 * defaultHashConcurrency());
    expect(loadConfig({ HASH_CONCURRENCY: "6" }).hashConcurrency).toBe(6);
  });

  it("lets a password change or reset wait past a full queue, where a login is refused, and never runs more than the cap", async () => {
    const gate = createHashGate({ concurrency: 2, queue: 1 });
    const held = heldWork();
    const logins = [gate.run(held.work), gate.run(held.work), gate.run(held.work)];
    // Two running, one waiting: the queue is full, so a further login is refused at once.
    await expect(gate.run(held.work)).rejects.toBeInstanceOf(ServerBusyError);
    expect(() => gate.ensureRoom()).toThrow(ServerBusyError);
    const changes = [gate.runWhenFree(held.work), gate.runWhenFree(held.work)];
    expect(gate.load).toEqual({ running: 2, waiting: 3 });
    expect(held.started).toBe(2);
    await held.drain();
    expect(await Promise.all([...logins, ...changes])).toEqual(["hashed", "hashed", "hashed", "hashed", "hashed"]);
    expect(held.maxInFlight).toBe(2);
    expect(gate.load).toEqual({ running: 0, waiting: 0 });
  });

  it("runs a password change at once when a slot is free", async () => {
    const gate = createHashGate({ concurrency: 1, queue: 0 });
    const held = heldWork();
    const change = gate.runWhenFree(held.work);
    expect(gate.load).toEqual({ running: 1, waiting: 0 });
    expect(held.started).toBe(1);
    await held.drain();
    expect(await change).toBe("hashed");
    expect(gate.load).toEqual({ running: 0, waiting: 0 });
  });
});

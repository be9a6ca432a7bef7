/**
 * The one definition of "today" for prices and fares: the UTC calendar day of an injectable
 * clock. The catalogue (prices in force), the staff price list (in force and scheduled) and
 * the checks on effective dates all read it from here, so a test can move the clock and see a
 * scheduled list take effect on its day by itself.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** "YYYY-MM-DD", the UTC day of the clock's now. */
export function today(clock: Clock): string {
  return clock.now().toISOString().slice(0, 10);
}

/** A clock fixed at a day (noon UTC) and movable, for tests. */
export function fixedClock(day: string): Clock & { set(day: string): void } {
  let current = new Date(`${day}T12:00:00Z`);
  return {
    now: () => current,
    set(next: string) {
      current = new Date(`${next}T12:00:00Z`);
    },
  };
}

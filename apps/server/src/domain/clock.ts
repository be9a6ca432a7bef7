/**
 * The one definition of "today" for prices, fares, schedules and validity dates: the mill's day
 * (`millDay` of `@jute/api/mill-day`, shared with the site and the tests) at the now of an
 * injectable clock, in the mill's time zone (`MILL_TIME_ZONE`, default Asia/Dhaka), so a list
 * scheduled for the 26th takes effect at midnight in Dhaka, not at 06:00. The catalogue (prices in force), the staff price list (in force and scheduled) and the checks on
 * effective dates all read it from here, so a test can move the clock and see a scheduled list
 * take effect on its day by itself.
 */
import { DEFAULT_TIME_ZONE, millDay } from "@jute/api/mill-day";

export { DEFAULT_TIME_ZONE };

export interface Clock {
  now(): Date;
  /** The IANA zone whose calendar day is "today" (DEFAULT_TIME_ZONE when unset). */
  readonly timeZone?: string;
}

/** The real clock, in the mill's zone. */
export function millClock(timeZone = DEFAULT_TIME_ZONE): Clock {
  return { now: () => new Date(), timeZone };
}

export const systemClock: Clock = millClock();

/** "YYYY-MM-DD", the day of the clock's now in its zone. */
export function today(clock: Clock): string {
  return millDay(zoneOf(clock), clock.now());
}

/** The clock's zone: the one every moment is shown in and every day is read in. */
export const zoneOf = (clock: Clock): string => clock.timeZone ?? DEFAULT_TIME_ZONE;

/**
 * A clock fixed at a day (noon UTC: the same day in Dhaka and in UTC) and movable, for tests;
 * `setInstant` puts it at an exact moment (a day boundary). Without a zone, the server's
 * configured one (MILL_TIME_ZONE) applies.
 */
export function fixedClock(day: string, timeZone?: string): Clock & { set(day: string): void; setInstant(iso: string): void } {
  let current = new Date(`${day}T12:00:00Z`);
  return {
    now: () => current,
    ...(timeZone ? { timeZone } : {}),
    set(next: string) {
      current = new Date(`${next}T12:00:00Z`);
    },
    setInstant(iso: string) {
      current = new Date(iso);
    },
  };
}

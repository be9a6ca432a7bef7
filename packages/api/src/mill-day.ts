/**
 * "The mill's day", written once for the server, the site and the tests: the calendar day
 * ("YYYY-MM-DD") in the mill's time zone (the server's MILL_TIME_ZONE, Asia/Dhaka by default,
 * sent with the data as `time_zone`). A price list scheduled for the 26th takes effect at
 * midnight in Dhaka (18:00 UTC on the 25th), not at 06:00; an offer stands to the end of its
 * last valid day there. Arithmetic on days is done at noon UTC, so no zone shifts a day.
 */
export const DEFAULT_TIME_ZONE = "Asia/Dhaka";

/** True when the runtime knows the zone (`Asia/Dhaka`, `UTC`, ...). */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat("en-GB", { timeZone: zone });
    return zone.trim() !== "";
  } catch {
    return false;
  }
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** "YYYY-MM-DD": the calendar day in `timeZone` at a moment (now, at the mill, by default). */
export function millDay(timeZone: string = DEFAULT_TIME_ZONE, at: Date = new Date()): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" });
    dayFormats.set(timeZone, format);
  }
  return format.format(at);
}

/**
 * "YYYY-MM-DD": the mill's day of a moment (an ISO time as the API sends it, or a Date), the
 * day an offer was made, answered or a member registered: 2026-11-25T18:30Z is the 26th in
 * Dhaka. Never the UTC day (`iso.slice(0, 10)`), which is the day before until 06:00 there.
 */
export function dayOf(moment: string | Date, timeZone: string = DEFAULT_TIME_ZONE): string {
  return millDay(timeZone, typeof moment === "string" ? new Date(moment) : moment);
}

/** The moment at noon UTC of a day: the same calendar day in every zone within 12 hours of UTC. */
const noonOf = (day: string) => new Date(`${day}T12:00:00Z`);

/** "YYYY-MM-DD": the day `days` after `day` (before it when negative), across months and years. */
export function addDays(day: string, days: number): string {
  const next = noonOf(day);
  next.setUTCDate(next.getUTCDate() + days);
  return next.toISOString().slice(0, 10);
}

/** "YYYY-MM-DD": the mill's day `days` after the mill's day at `at` (an offer's default validity). */
export function millDayPlus(days: number, timeZone: string = DEFAULT_TIME_ZONE, at: Date = new Date()): string {
  return addDays(millDay(timeZone, at), days);
}

/** Whole days from one calendar day ("YYYY-MM-DD") to another: 0 for the same day, negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return Math.round((noonOf(to).getTime() - noonOf(from).getTime()) / 86_400_000);
}

const longDayFormat = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });

/** "14 December 2026" from "2026-12-14": a day as mail, proformas and pages write it. */
export function longDay(day: string): string {
  return longDayFormat.format(noonOf(day));
}

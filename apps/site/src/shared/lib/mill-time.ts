/**
 * Times as staff and members see them: at the mill, in the server's MILL_TIME_ZONE (sent with
 * the data as `time_zone`), with the zone named. The one formatter of the staff console and
 * My enquiries: "2026-11-26 00:30 (Asia/Dhaka)".
 */
const formats = new Map<string, Intl.DateTimeFormat>();

function partsAt(at: Date, timeZone: string): Record<string, string> {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-GB", { timeZone, year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", hourCycle: "h23" });
    formats.set(timeZone, format);
  }
  return Object.fromEntries(format.formatToParts(at).map((part) => [part.type, part.value]));
}

/** A moment at the mill with the zone named; what is not a moment is left as it is. */
export function millTime(iso: string, timeZone: string): string {
  const at = new Date(iso);
  if (iso === "" || Number.isNaN(at.getTime())) return iso;
  const parts = partsAt(at, timeZone);
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute} (${timeZone})`;
}

/** "YYYY-MM-DD": the mill's calendar day at a moment (today at the mill by default). */
export function millDay(timeZone: string, at: Date = new Date()): string {
  const parts = partsAt(at, timeZone);
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** "YYYY-MM-DD": the mill's day `days` after the mill's day at `at` (an offer's default validity). */
export function millDayPlus(days: number, timeZone: string, at: Date = new Date()): string {
  const next = new Date(`${millDay(timeZone, at)}T12:00:00Z`);
  next.setUTCDate(next.getUTCDate() + days);
  return next.toISOString().slice(0, 10);
}

/** Whole days from one calendar day ("YYYY-MM-DD") to another: 0 for the same day, negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T12:00:00Z`) - Date.parse(`${from}T12:00:00Z`)) / 86_400_000);
}

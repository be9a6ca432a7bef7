/**
 * Times as staff and members see them: at the mill, in the server's MILL_TIME_ZONE (sent with
 * the data as `time_zone`), with the zone named. The one formatter of the staff console and
 * My enquiries: "2026-11-26 00:30 (Asia/Dhaka)". The mill's day (an offer's default validity,
 * days left) is `@jute/api/mill-day`, shared with the server.
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

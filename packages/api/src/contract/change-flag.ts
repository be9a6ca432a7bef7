/**
 * The second look a price-moving change gets, one rule for the price list and the port fares:
 * a change beyond ±FLAG_PERCENT (either way) is flagged, and the server applies it only when
 * the staff member confirmed the flagged changes (`confirm_flagged`).
 */

/** A change beyond this share, in percent, either way, is flagged. */
export const FLAG_PERCENT = 25;

export interface ChangeFlag {
  /** The move in percent, two decimals; null when the old value was 0 (any move from 0 is flagged). */
  percent: number | null;
  flagged: boolean;
}

/** How far `next` moves from `old`, and whether that is beyond ±FLAG_PERCENT. */
export function changeFlag(old: number, next: number): ChangeFlag {
  if (old === 0) return { percent: null, flagged: next !== 0 };
  const percent = Math.round(((next - old) / old) * 10_000) / 100;
  return { percent, flagged: Math.abs(percent) > FLAG_PERCENT };
}

/**
 * The safety net of every price-moving change, one for the price list and the port fares:
 * an effective date never in the past, a preview bound to its inputs (an apply whose inputs
 * differ from the preview's is refused), and the ±25% confirmation (`changeFlag` of
 * `@jute/api/contract`) required by the server at the moment of the write, not only by the
 * page. Cancel and restore of a change are in ./undo.ts, the version lock in ./version.ts.
 */
import { createHash } from "node:crypto";
import { effectiveDayWords, FLAG_PERCENT, isCalendarDay } from "@jute/api/contract";
import { ApiError, invalid } from "../api-error";

/** The id that binds an apply to its preview: a hash of everything the preview was made with. */
export function previewBinding(parts: unknown[]): string {
  return createHash("sha256").update(JSON.stringify(parts)).digest("hex");
}

/** 409 on `preview_id` when what is applied is not what was previewed. */
export function requireSamePreview(sent: string, expected: string, msg: string): void {
  if (sent !== expected) throw new ApiError(409, msg, { code: "conflict", field: "preview_id" });
}

/** 409 on `confirm_flagged` when changes beyond ±25% were not confirmed; `noun`: "price" or "fare". */
export function requireConfirmed(flagged: number, confirmed: boolean, noun: string): void {
  if (flagged === 0 || confirmed) return;
  const many = flagged > 1;
  throw new ApiError(409, `${flagged} ${noun}${many ? "s move" : " moves"} beyond ±${FLAG_PERCENT}%: confirm ${many ? "them" : "it"} to apply`, {
    code: "conflict",
    field: "confirm_flagged",
    extra: { flagged },
  });
}

/** A change takes effect today or later, never in the past. */
export function checkEffectiveFrom(effectiveFrom: string, today: string): void {
  if (!isCalendarDay(effectiveFrom)) {
    throw invalid(effectiveDayWords.notADay(effectiveFrom), "effective_from");
  }
  if (effectiveFrom < today) throw invalid(effectiveDayWords.past(today), "effective_from");
}

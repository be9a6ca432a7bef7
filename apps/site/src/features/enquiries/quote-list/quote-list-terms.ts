/**
 * The checks of a quote list line as the page edits it, in the contract's words (the server
 * refuses the same input with the same sentence): the quantity read by `readQuantity` in the
 * line's unit, the note by the line's rule (`quoteLineRequest`, one home for site and server).
 */
import { quoteLineRequest, readQuantity } from "@jute/api/contract";

export type LineFieldErrors = Partial<Record<"quantity" | "note", string>>;

export function lineErrors(input: { quantity: string; note: string }, unit?: string): LineFieldErrors {
  const errors: LineFieldErrors = {};
  const read = readQuantity(input.quantity, unit);
  if (!read.ok) errors.quantity = read.message;
  const noteIssue = quoteLineRequest.shape.note.safeParse(input.note).error?.issues[0];
  if (noteIssue) errors.note = noteIssue.message;
  return errors;
}

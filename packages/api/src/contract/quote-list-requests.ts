/**
 * The requests of the quote list (quote-list.ts says how two devices are kept apart). A line
 * added is `quoteLineRequest` (enquiry-requests.ts: the spec, the quantity as typed, a note), the
 * rule a sent request's lines follow too. Edits name the line and the list's version seen.
 */
import * as z from "zod/mini";
import { QUOTE_LINE_NOTE_MAX } from "./constants";
import { fieldWords } from "./messages";
import { optionalParagraphs, quantity, quoteLineRequest, quoteLinesRequest } from "./enquiry-requests";

const RELOAD = "Reload the list: the page does not say which version of it you saw";

/** The list's version the edit was made on (a count from 0). */
const version = z.pipe(
  z.union([z.string(), z.number()], { error: RELOAD }).check(z.refine((value) => /^(0|[1-9]\d{0,8})$/.test(String(value).trim()), RELOAD)),
  z.transform((value: string | number) => Number(String(value).trim())),
);

const lineId = z.string({ error: "Say which line of the list" }).check(z.regex(/^[1-9]\d{0,9}$/, "There is no such line in your list"));

export const quoteListAddRequest = quoteLineRequest;
export type QuoteListAddInput = z.input<typeof quoteListAddRequest>;

/** A line's quantity (as typed) and note changed. */
export const quoteListChangeRequest = z.object({
  version: version,
  line_id: lineId,
  quantity,
  note: optionalParagraphs(fieldWords.note, QUOTE_LINE_NOTE_MAX),
});
export type QuoteListChangeInput = z.input<typeof quoteListChangeRequest>;

export const quoteListRemoveRequest = z.object({ version, line_id: lineId });
export type QuoteListRemoveInput = z.input<typeof quoteListRemoveRequest>;

/** Sends the list as it was at `version`, with the request's message. */
export const quoteListSendRequest = z.object({ version, message: quoteLinesRequest.shape.message });
export type QuoteListSendInput = z.input<typeof quoteListSendRequest>;

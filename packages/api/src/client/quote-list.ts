/**
 * The quote list calls (contract/quote-list.ts): one function per call, on top of the member
 * client's checked `call`. Its own entry (`@jute/api/client/quote-list`), loaded by the
 * member's lazy chunks only (the header's count, "Add to quote", the list's page).
 */
import type { ApiClient, ApiResult } from "./index";
import { quoteListPaths, quoteListReply, quoteListSentReply, type QuoteList, type QuoteListSent } from "../contract/quote-list";
// Types only: the request schemas stay out of the browser.
import type { QuoteListAddInput } from "../contract/quote-list-requests";

export type QuoteListClient = ReturnType<typeof createQuoteListClient>;

export function createQuoteListClient(client: Pick<ApiClient, "call">) {
  const { call } = client;
  const edit = (path: string, body: Record<string, unknown>) => call(path, { method: "POST", body }, quoteListReply, (reply) => reply.data);
  return {
    /** The member's list, each line priced in force now. */
    getQuoteList(): Promise<ApiResult<QuoteList>> {
      return call(quoteListPaths.list, { method: "GET" }, quoteListReply, (reply) => reply.data);
    },
    /** Adds a line (the spec of a costing result, the quantity as typed, a note). */
    addToQuoteList(input: QuoteListAddInput): Promise<ApiResult<QuoteList>> {
      return edit(quoteListPaths.add, { ...input });
    },
    /** Changes a line's quantity and note; `version` is the list's version the page showed. */
    changeQuoteLine(input: { version: number; lineId: string; quantity: string; note: string }): Promise<ApiResult<QuoteList>> {
      return edit(quoteListPaths.change, { version: input.version, line_id: input.lineId, quantity: input.quantity, note: input.note });
    },
    /** Removes a line. */
    removeQuoteLine(input: { version: number; lineId: string }): Promise<ApiResult<QuoteList>> {
      return edit(quoteListPaths.remove, { version: input.version, line_id: input.lineId });
    },
    /** Sends the list as one quote request: its reference, and the list now empty. */
    sendQuoteList(input: { version: number; message?: string }): Promise<ApiResult<QuoteListSent>> {
      return call(quoteListPaths.send, { method: "POST", body: { version: input.version, ...(input.message ? { message: input.message } : {}) } }, quoteListSentReply, (reply) => reply.data);
    },
  };
}

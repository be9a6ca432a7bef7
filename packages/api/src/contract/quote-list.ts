/**
 * A member's quote list (issue 35): the lines a member gathers while looking up prices, kept on
 * the server by account id and sent as one quote request. Its paths and its reply, for the
 * server's reply check and the browser's client (`@jute/api/client/quote-list`); the requests are
 * in quote-list-requests.ts (the line's own rule is `quoteLineRequest`, enquiry-requests.ts).
 *
 * Two devices at once: every edit sends the list's `version` it saw. Edits of different lines
 * and new lines both keep their changes; a change or removal of a line that was changed since
 * the version seen, or a send of a list changed since, is refused with 409 and a message saying
 * what changed (`LIST_CHANGED_ELSEWHERE`), with the list as it now is in `list`. Nothing is lost.
 */
import * as z from "zod/mini";
import { once, type Built } from "./lazy-schema";

export const quoteListPaths = {
  /** The list (GET), each line priced in force now. */
  list: "api_quote_list",
  add: "api_quote_list_add",
  change: "api_quote_list_change",
  remove: "api_quote_list_remove",
  /** Sends the list as one quote request (one reference); the list is emptied. */
  send: "api_quote_list_send",
} as const;

/** How a refusal of a stale edit begins: what follows says what changed. */
export const LIST_CHANGED_ELSEWHERE = "This list was changed on another device";

const line = () =>
  z.object({
    id: z.string(),
    /** The product's name, its spec ("112 x 67 cm", "count 8, 2 ply, MOT"), mill and port as looked up. */
    product: z.string(),
    spec: z.string(),
    company: z.string(),
    port: z.string(),
    unit: z.string(),
    quantity: z.number(),
    note: z.string(),
    /** The price in force now (null when none is: `price_words` says why). */
    unit_price: z.nullable(z.number()),
    effective_from: z.nullable(z.string()),
    total: z.nullable(z.number()),
    /** The price when the line was added. */
    added_unit_price: z.number(),
    added_effective_from: z.string(),
    /** The price in force is not the one added (or there is none now); `price_words` says how. */
    price_changed: z.boolean(),
    price_words: z.string(),
    /** Container loads of this line (null when the product has no container figures). */
    fcl_20: z.nullable(z.number()),
    fcl_40: z.nullable(z.number()),
  });

const listData = () =>
  z.object({
    version: z.number(),
    lines: z.array(line()),
    /** The indicative total of the lines priced now. */
    total: z.number(),
    /** The container estimate of the mix: loads summed over the lines with container figures. */
    containers: z.object({ fcl_20: z.number(), fcl_40: z.number(), words: z.string() }),
  });

export const quoteListReply = once(() => z.object({ success: z.literal(true), msg: z.string(), data: listData() }));

/** A list sent: the request's reference, and the list as it now is (empty). */
export const quoteListSentReply = once(() =>
  z.object({ success: z.literal(true), msg: z.string(), data: z.object({ reference: z.string(), total: z.number(), lines: z.number(), list: listData() }) }),
);

export type QuoteList = Built<typeof quoteListReply>["data"];
export type QuoteListLine = QuoteList["lines"][number];
export type QuoteListSent = Built<typeof quoteListSentReply>["data"];

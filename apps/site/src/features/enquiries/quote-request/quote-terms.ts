/**
 * The checks and figures of the quote request form: the quantity as typed, read by the
 * contract's reader (`readQuantity` of @jute/api/contract, the server's) and told in its words
 * (the sentence the server answers for the same input); the number of full container loads it comes to, and the indicative total, by
 * @jute/api's pricing. The server costs the request again itself; this is what the member
 * sees while typing.
 */
import type { CostResult } from "@jute/api/contract";
import type { QuoteRequestInput } from "@jute/api/client";
import type { QuoteListAddInput } from "@jute/api/contract";
import { containerLoads, formatMoney, formatNumber, formatQuantity, quantityWords, quoteLineRequest, quoteRequestRequest, readQuantity, totalPrice } from "@jute/api/contract";
import { quoteCopy } from "../enquiries.copy";

export type QuoteField = "quantity" | "message";
export type QuoteFieldErrors = Partial<Record<QuoteField, string>>;
export const QUOTE_FIELDS: QuoteField[] = ["quantity", "message"];

/** 20' and 40' full container loads of the product, in its unit. */
export interface ContainerLoads {
  fcl20: number;
  fcl40: number;
}

/**
 * The quantity as typed in `unit`, read by the contract's one reader (`readQuantity`: "95,000"
 * and "95 000" are 95 thousand), or null when it would be refused. A number out of bounds is
 * still a number (the form says which bound), so its figures show.
 */
export function parseQuantity(typed: string, unit?: string): number | null {
  const read = readQuantity(typed, unit);
  if (read.ok) return read.quantity;
  if (read.message !== quantityWords.positive && read.message !== quantityWords.tooLarge) return null;
  const number = Number(typed.trim().replace(/[\s,]/g, ""));
  return Number.isFinite(number) ? number : null;
}

/**
 * What is wrong with the quantity (in the product's `unit`) and the message, in the contract's
 * words: the server refuses the same input with the same sentence. Adding to the quote list
 * (`mode` "add"), the message is the line's note, under the note's rule.
 */
export function validateQuote(input: { quantity: string; message: string }, unit?: string, mode: "request" | "add" | undefined = "request"): QuoteFieldErrors {
  const errors: QuoteFieldErrors = {};
  const read = readQuantity(input.quantity, unit);
  if (!read.ok) errors.quantity = read.message;
  const rule = mode === "add" ? quoteLineRequest.shape.note : quoteRequestRequest.shape.message;
  const messageIssue = rule.safeParse(input.message).error?.issues[0];
  if (messageIssue) errors.message = messageIssue.message;
  return errors;
}

/** "You ask for 95,000 pieces." for a quantity the form takes, else "": the reading, named. */
export function readingText(typed: string, unit: string): string {
  const read = readQuantity(typed, unit);
  return read.ok ? quoteCopy.reading(formatQuantity(read.quantity, unit)) : "";
}

/** "Comes to about 1.9 x 20' or 1 x 40' ..." for a valid quantity, else "". */
export function containersText(quantity: number | null, terms: ContainerLoads | null): string {
  if (quantity === null || quantity <= 0 || !terms) return "";
  const loads = (perContainer: number) => formatNumber(containerLoads(quantity, perContainer), 1);
  return quoteCopy.containers(loads(terms.fcl20), loads(terms.fcl40));
}

/** "Indicative total: $1,234.00" for a valid quantity, else "". */
export function totalText(cost: number | null, quantity: number | null): string {
  if (cost === null || quantity === null || quantity <= 0) return "";
  return quoteCopy.indicativeTotal(formatMoney(totalPrice(cost, quantity)));
}

/** The row as a line of the quote list: the spec, the quantity and the note (no price). */
export function lineFor(quote: CostResult, quantity: number, note: string): QuoteListAddInput {
  const { message, ...spec } = requestFor(quote, quantity, note);
  return { ...spec, ...(message ? { note: message } : {}) };
}

/** The spec of the row as the server identifies it: no price is ever sent. */
export function requestFor(quote: CostResult, quantity: number, message: string): QuoteRequestInput {
  const item = quote.items[0];
  const optional = (key: keyof QuoteRequestInput, value: string | undefined) => (value ? { [key]: value } : {});
  return {
    sub_category_id: quote.sub_category_id,
    company_id: quote.company_id,
    truck_fare_id: quote.truck_fare_id,
    ...optional("product_size_id", quote.product_size_id),
    ...optional("count", item?.cost_count),
    ...optional("ply", item?.ply),
    ...optional("oil", item?.oil),
    quantity: String(quantity),
    ...optional("message", message.trim()),
  };
}

/**
 * The checks and figures of the quote request form: the quantity as typed, checked by the
 * server's own schema (`quoteRequestRequest` of @jute/api/contract) and told in its words (the
 * sentence the server answers for the same input); the number of full container loads it comes to, and the indicative total, by
 * @jute/api's pricing. The server costs the request again itself; this is what the member
 * sees while typing.
 */
import type { CostResult } from "@jute/api/contract";
import type { QuoteRequestInput } from "@jute/api/client";
import { containerLoads, formatMoney, formatNumber, quoteRequestRequest, totalPrice } from "@jute/api/contract";
import { quoteCopy } from "../enquiries.copy";

export type QuoteField = "quantity" | "message";
export type QuoteFieldErrors = Partial<Record<QuoteField, string>>;
export const QUOTE_FIELDS: QuoteField[] = ["quantity", "message"];

/** 20' and 40' full container loads of the product, in its unit. */
export interface ContainerLoads {
  fcl20: number;
  fcl40: number;
}

/** The quantity as typed, without its grouping ("1,500" and " 25 " too). */
const plain = (typed: string) => typed.trim().replace(/,/g, "");

/** The quantity as typed, or null when the server would not take it as a number. */
export function parseQuantity(typed: string): number | null {
  const parsed = quoteRequestRequest.shape.quantity.safeParse(plain(typed));
  if (parsed.success) return parsed.data;
  // A number out of bounds is still a number (the form says which bound).
  return parsed.error.issues.some((issue) => issue.code === "too_small" || issue.code === "too_big") ? Number(plain(typed)) : null;
}

/**
 * What is wrong with the quantity and the message, in the contract's words. An empty quantity
 * is sent as missing (as the form posts it: no quantity), so it reads as the server's "Enter a
 * quantity".
 */
export function validateQuote(input: { quantity: string; message: string }): QuoteFieldErrors {
  const errors: QuoteFieldErrors = {};
  const { quantity, message } = quoteRequestRequest.shape;
  const typed = plain(input.quantity);
  const quantityIssue = quantity.safeParse(typed === "" ? undefined : typed).error?.issues[0];
  if (quantityIssue) errors.quantity = quantityIssue.message;
  const messageIssue = message.safeParse(input.message).error?.issues[0];
  if (messageIssue) errors.message = messageIssue.message;
  return errors;
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

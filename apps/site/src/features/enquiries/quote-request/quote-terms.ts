/**
 * The arithmetic and checks of the quote request form: the quantity as typed, the number of
 * full container loads it comes to, and the indicative total (unit price x quantity). The
 * server costs the request again itself; this is what the member sees while typing.
 */
import type { CostResult } from "@jute/api/contract";
import type { QuoteRequestInput } from "@jute/api/client";
import { CONTROL_CHARACTERS, QUANTITY_MAX, QUOTE_MESSAGE_MAX } from "@jute/api/contract";
import { quoteCopy } from "../enquiries.copy";

export type QuoteField = "quantity" | "message";
export type QuoteFieldErrors = Partial<Record<QuoteField, string>>;
export const QUOTE_FIELDS: QuoteField[] = ["quantity", "message"];

/** 20' and 40' full container loads of the product, in its unit. */
export interface ContainerLoads {
  fcl20: number;
  fcl40: number;
}

const QUANTITY = /^[0-9]{1,7}(\.[0-9]{1,3})?$/;

/** The quantity as typed ("1,500" and " 25 " too), or null when it is not a number. */
export function parseQuantity(typed: string): number | null {
  const plain = typed.trim().replace(/,/g, "");
  return QUANTITY.test(plain) ? Number(plain) : null;
}

export function validateQuote(input: { quantity: string; message: string }): QuoteFieldErrors {
  const errors: QuoteFieldErrors = {};
  const quantity = parseQuantity(input.quantity);
  if (input.quantity.trim() === "") errors.quantity = quoteCopy.errors.quantityMissing;
  else if (quantity === null) errors.quantity = quoteCopy.errors.quantityInvalid;
  else if (quantity <= 0) errors.quantity = quoteCopy.errors.quantityTooSmall;
  else if (quantity > QUANTITY_MAX) errors.quantity = quoteCopy.errors.quantityTooLarge;
  if (input.message.trim().length > QUOTE_MESSAGE_MAX) errors.message = quoteCopy.errors.messageTooLong;
  else if (CONTROL_CHARACTERS.test(input.message)) errors.message = quoteCopy.errors.controlCharacters;
  return errors;
}

export const formatUsd = (amount: number) => amount.toLocaleString("en-US", { style: "currency", currency: "USD" });
const loads = (value: number) => value.toLocaleString("en-US", { maximumFractionDigits: 1 });
export const formatQuantity = (value: number) => value.toLocaleString("en-US", { maximumFractionDigits: 3 });

/** "Comes to about 1.9 x 20' or 1 x 40' ..." for a valid quantity, else "". */
export function containersText(quantity: number | null, terms: ContainerLoads | null): string {
  if (quantity === null || quantity <= 0 || !terms) return "";
  return quoteCopy.containers(loads(quantity / terms.fcl20), loads(quantity / terms.fcl40));
}

/** "Indicative total: $1,234.00" for a valid quantity, else "". */
export function totalText(cost: number | null, quantity: number | null): string {
  if (cost === null || quantity === null || quantity <= 0) return "";
  return quoteCopy.indicativeTotal(formatUsd(Math.round(cost * quantity * 100) / 100));
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

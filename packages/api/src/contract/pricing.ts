/**
 * How a price is costed, rounded and written: the one home of the arithmetic the server quotes
 * with, the site shows while a member types, and the tests check against.
 *
 * - The unit price of a quote is the mill's price for one unit plus the truck fare to the
 *   port for what one unit weighs (fare per tonne x kg per unit / 1000), rounded to cents.
 * - A total is the unit price times the quantity, rounded to cents.
 * - Rounding is to the nearest cent, halves away from zero, on the decimal figures as
 *   written (as PostgreSQL's `round(numeric, 2)` does): 0.125 is 0.13, never 0.12 because
 *   binary floating point holds 0.125 a hair low or high.
 * - Money is written one way: "$1,459.50" (or "USD 1,459.50" where a code reads better, in
 *   mail); a quantity as "48,000 pieces" or "25.5 MT".
 *
 * The names here stay off the database's price columns: the site bundles this module, and no
 * built file may name them (e2e/security/no-price-leak.spec.ts; docs/naming.md).
 */

/** The currency every price is quoted in. */
export const CURRENCY = "USD";

/** A figure as the database gives it ("1458.3000") or as a number. */
export type DecimalInput = number | string;

/** An exact decimal: `digits` x 10^-`scale`. */
interface Decimal {
  digits: bigint;
  scale: number;
}

const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/;

function toDecimal(value: DecimalInput): Decimal {
  let text = typeof value === "number" ? String(value) : value.trim();
  if (typeof value === "number") {
    if (!Number.isFinite(value)) throw new RangeError(`not a finite amount: ${value}`);
    // Very small or very large numbers print with an exponent; 20 places hold every double we price.
    if (/e/i.test(text)) text = value.toFixed(20).replace(/0+$/, "").replace(/\.$/, "");
  }
  const match = DECIMAL.exec(text);
  if (!match) throw new RangeError(`not a decimal amount: ${JSON.stringify(value)}`);
  const [, sign = "", whole = "0", fraction = ""] = match;
  const digits = BigInt(`${whole}${fraction}`);
  return { digits: sign === "-" ? -digits : digits, scale: fraction.length };
}

const TEN = BigInt(10);
const pow10 = (exponent: number) => TEN ** BigInt(exponent);

function rescale(value: Decimal, scale: number): bigint {
  return value.digits * pow10(scale - value.scale);
}

/** Rounds an exact decimal to cents, halves away from zero; the result in whole cents. */
function centsOf(value: Decimal): bigint {
  if (value.scale <= 2) return rescale(value, 2);
  const divisor = pow10(value.scale - 2);
  const half = divisor / BigInt(2);
  const magnitude = value.digits < 0 ? -value.digits : value.digits;
  const cents = (magnitude + half) / divisor;
  return value.digits < 0 ? -cents : cents;
}

const fromCents = (cents: bigint) => Number(cents) / 100;

/** An amount rounded to cents, halves away from zero, as the amount is written in decimals. */
export function roundToCents(amount: DecimalInput): number {
  return fromCents(centsOf(toDecimal(amount)));
}

/**
 * The delivered price of one unit in USD: the mill's price for the unit plus the fare per
 * tonne to the port for what the unit weighs, rounded to cents.
 */
export function unitPrice(millPrice: DecimalInput, farePerTonne: DecimalInput, unitWeightKg: DecimalInput): number {
  const mill = toDecimal(millPrice);
  const fare = toDecimal(farePerTonne);
  const kg = toDecimal(unitWeightKg);
  // fare x kg / 1000: the product's scale plus three places.
  const freight: Decimal = { digits: fare.digits * kg.digits, scale: fare.scale + kg.scale + 3 };
  const scale = Math.max(mill.scale, freight.scale);
  return fromCents(centsOf({ digits: rescale(mill, scale) + rescale(freight, scale), scale }));
}

/** The total of a quantity at a unit price, rounded to cents. */
export function totalPrice(unitPriceUsd: DecimalInput, quantity: DecimalInput): number {
  const price = toDecimal(unitPriceUsd);
  const amount = toDecimal(quantity);
  return fromCents(centsOf({ digits: price.digits * amount.digits, scale: price.scale + amount.scale }));
}

/** How many full container loads a quantity comes to, to one decimal (1.9 x 20'). */
export function containerLoads(quantity: number, perContainer: number): number {
  return Math.round((quantity / perContainer) * 10) / 10;
}

const moneyFormat = new Intl.NumberFormat("en-US", { style: "currency", currency: CURRENCY, minimumFractionDigits: 2, maximumFractionDigits: 2 });
const numberFormats = new Map<number, Intl.NumberFormat>();

/**
 * Money as the site and the mail write it: "$1,459.50", or with `display: "code"` "USD
 * 1,459.50" (mail, where the reader may not assume dollars). Always two decimals.
 */
export function formatMoney(amount: number, display: "symbol" | "code" = "symbol"): string {
  if (display === "symbol") return moneyFormat.format(amount);
  return moneyFormat
    .formatToParts(amount)
    .map((part) => (part.type === "currency" ? `${CURRENCY} ` : part.value))
    .join("");
}

/** A figure with thousands grouped and at most `fractionDigits` decimals: 48,000 or 25.5. */
export function formatNumber(value: number, fractionDigits = 3): string {
  let format = numberFormats.get(fractionDigits);
  if (!format) {
    format = new Intl.NumberFormat("en-US", { maximumFractionDigits: fractionDigits });
    numberFormats.set(fractionDigits, format);
  }
  return format.format(value);
}

/** Units that are words take an s after any quantity but one; symbols (MT, kg, m²) never do. */
const PLURALS: Record<string, string> = {
  piece: "pieces",
  metre: "metres",
  bag: "bags",
  bale: "bales",
  roll: "rolls",
  reel: "reels",
  sheet: "sheets",
  yard: "yards",
  tonne: "tonnes",
};

/** The unit as it reads after a quantity: "1 piece", "2 pieces", "0.5 metres", "26 MT". */
export function unitFor(quantity: number, unit: string): string {
  return quantity === 1 ? unit : (PLURALS[unit] ?? unit);
}

/** A quantity with its unit: "48,000 pieces", "1 piece", "25.5 MT". */
export function formatQuantity(quantity: number, unit: string): string {
  return `${formatNumber(quantity)} ${unitFor(quantity, unit)}`;
}

/**
 * A quantity as people type it, read once for the site and the server (no zod: the quote
 * dialog imports it alone). Digits, with thousands grouped by commas or spaces ("95,000",
 * "95 000") and decimals after a point ("25.5"), are read; what could mean two numbers is
 * refused with a message naming the reading, never taken silently: "95.000" (a European 95
 * thousand, or 95 with three zero decimals?), "1.500.000", "95,5" (a decimal comma). Counted
 * units (pieces, bales, bags...) take whole numbers only. `formatQuantity` (pricing.ts) writes
 * a quantity back with its unit, in the singular for one.
 */
import { QUANTITY_MAX } from "./constants";
import { capitalise, fieldWords } from "./messages";
import { formatNumber, formatQuantity, unitFor } from "./pricing";

/** Units counted in whole numbers: a quantity of them has no decimals. */
const COUNTED_UNITS: ReadonlySet<string> = new Set(["piece", "bale", "bag", "roll", "reel", "sheet"]);

export const isCountedUnit = (unit: string): boolean => COUNTED_UNITS.has(unit);

/** At most this many decimals (a kilogram of a tonne). */
const DECIMALS_MAX = 3;

export const quantityWords = {
  missing: fieldWords.quantity.missing,
  number: `Enter ${fieldWords.quantity.called} as a number, such as 25 or 12.5`,
  positive: `${capitalise(fieldWords.quantity.called)} must be more than 0`,
  tooLarge: `${capitalise(fieldWords.quantity.called)} can be at most ${QUANTITY_MAX.toLocaleString("en")}`,
  /** "95.000": thousands grouped by a point, or three decimals? */
  pointGrouped: (reading: string, written: string) => `Did you mean ${reading}? Type ${written}: thousands with a comma or none, decimals after a point`,
  /** "95,5": a decimal comma. */
  decimalComma: (reading: string, written: string) => `Did you mean ${reading}? Type ${written}: decimals after a point`,
  /** 95.5 pieces. */
  whole: (unit: string, readings: string) => `${capitalise(unitFor(2, unit))} are counted in whole numbers: did you mean ${readings}?`,
};

export type QuantityReading = { ok: true; quantity: number } | { ok: false; message: string };

/** Every kind of space a keyboard or a paste gives (no-break, thin, narrow no-break). */
const SPACES = /[\s\u00a0\u2009\u202f]+/g;

/** A figure with its unit when one is known: "95,000 pieces", else "95,000". */
const named = (value: number, unit: string | undefined) => (unit ? formatQuantity(value, unit) : formatNumber(value));

/**
 * Reads a typed quantity (or a number a program sent) in `unit` (the product's; without it,
 * counted units are not checked: the server checks them once it knows the product).
 */
export function readQuantity(typed: string | number | undefined | null, unit?: string): QuantityReading {
  const refuse = (message: string): QuantityReading => ({ ok: false, message });
  let value: number;
  if (typeof typed === "number") {
    if (!Number.isFinite(typed)) return refuse(quantityWords.number);
    value = typed;
  } else if (typeof typed === "string") {
    const text = typed.trim().replace(SPACES, " ");
    if (text === "") return refuse(quantityWords.missing);
    if (/^-/.test(text)) return refuse(quantityWords.positive);
    if (/[^0-9., ]/.test(text)) return refuse(quantityWords.number);
    // Grouped by spaces ("95 000", "1 500 000.5"): the groups after the first have three digits.
    if (text.includes(" ") && !/^[1-9]\d{0,2}( \d{3})+(\.\d+)?$/.test(text)) return refuse(quantityWords.number);
    const plain = text.replaceAll(" ", "");
    if (/^\d+(\.\d+)?$/.test(plain) && !/^[1-9]\d{0,2}\.\d{3}$/.test(plain)) {
      value = Number(plain);
    } else if (/^[1-9]\d{0,2}(,\d{3})+(\.\d+)?$/.test(plain)) {
      value = Number(plain.replaceAll(",", ""));
    } else if (/^[1-9]\d{0,2}(\.\d{3})+(,\d+)?$/.test(plain)) {
      // "95.000", "1.500.000", "1.500,5": points grouping thousands, as much of Europe writes them.
      const thousands = Number(plain.replaceAll(".", "").replace(",", "."));
      const asDecimal = /^\d{1,3}\.\d{3}$/.test(plain) && !isCountedUnit(unit ?? "") ? Number(plain) : null;
      const reading = asDecimal === null || asDecimal === thousands ? named(thousands, unit) : `${named(thousands, unit)} or ${named(asDecimal, unit)}`;
      const written = asDecimal === null ? `${String(thousands)} or ${formatNumber(thousands)}` : `${String(thousands)} or ${String(asDecimal)}`;
      return refuse(quantityWords.pointGrouped(reading, written));
    } else if (/^\d+,\d+$/.test(plain)) {
      // A decimal comma ("95,5"); "95,000" (three digits) is thousands, read above.
      const decimal = Number(plain.replace(",", "."));
      return refuse(quantityWords.decimalComma(named(decimal, unit), String(decimal)));
    } else {
      return refuse(quantityWords.number);
    }
  } else {
    return refuse(quantityWords.missing);
  }
  if (value <= 0) return refuse(quantityWords.positive);
  if (value > QUANTITY_MAX) return refuse(quantityWords.tooLarge);
  if (Math.round(value * 10 ** DECIMALS_MAX) / 10 ** DECIMALS_MAX !== value) return refuse(quantityWords.number);
  if (unit && isCountedUnit(unit) && !Number.isInteger(value)) {
    const whole = [Math.floor(value), Math.ceil(value)].filter((one) => one > 0);
    return refuse(quantityWords.whole(unit, whole.map((one) => formatQuantity(one, unit)).join(" or ")));
  }
  return { ok: true, quantity: value };
}

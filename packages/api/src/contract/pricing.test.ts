import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { containerLoads, formatMoney, formatNumber, formatQuantity, roundToCents, totalPrice, unitPrice } from "./pricing";

/** Whole cents, from a money string such as "$1,459.50" or "USD 1,459.50". */
const centsIn = (text: string) => Number(text.replace(/[^0-9.-]/g, "").replace(".", ""));

const cents = fc.integer({ min: 1, max: 99_999_999 });
/** A quantity as the quote form takes it: up to 7 digits and 3 decimals, above 0. */
const thousandths = fc.integer({ min: 1, max: 1_000_000_000 });

describe("unit price", () => {
  it("is the mill's price plus the fare for what one unit weighs, rounded to cents", () => {
    // 0.70 at the mill + 18 USD/t x 0.5 kg = 0.709: 0.71.
    expect(unitPrice("0.7000", "18.00", "0.5000")).toBe(0.71);
    // 1440 + 26 USD/t x 1000 kg = 1466.
    expect(unitPrice("1440.0000", "26.00", "1000.0000")).toBe(1466);
    expect(unitPrice(1440, 0, 1000)).toBe(1440);
  });

  it("rounds a half cent up, where binary floating point would not (PostgreSQL's round(numeric, 2))", () => {
    // 1.00 + 25 USD/t x 0.2 kg / 1000 = 1.005: exactly half a cent over.
    expect(unitPrice("1.0000", "25.00", "0.2000")).toBe(1.01);
    expect(1.005 * 100).toBeLessThan(100.5); // why exact decimals matter
    expect(roundToCents(1.005)).toBe(1.01);
    expect(roundToCents("2.675")).toBe(2.68);
    expect(roundToCents(-2.675)).toBe(-2.68);
  });

  it("never falls below the mill's price, and grows with the fare and the weight (property)", () => {
    fc.assert(
      fc.property(cents, fc.integer({ min: 0, max: 100_000 }), fc.integer({ min: 1, max: 10_000_000 }), (mill, fare, grams) => {
        const price = unitPrice(mill / 100, fare / 100, grams / 10_000);
        expect(price).toBeGreaterThanOrEqual(mill / 100);
        expect(unitPrice(mill / 100, (fare + 100) / 100, grams / 10_000)).toBeGreaterThanOrEqual(price);
        expect(Math.abs(price - (mill / 100 + ((fare / 100) * (grams / 10_000)) / 1000))).toBeLessThanOrEqual(0.005 + 1e-9);
      }),
    );
  });

  it("takes the database's decimal strings and numbers alike", () => {
    expect(unitPrice("1458.3000", "18.00", "250.0000")).toBe(unitPrice(1458.3, 18, 250));
    expect(() => unitPrice("twelve", 1, 1)).toThrow(RangeError);
    expect(() => unitPrice(Number.NaN, 1, 1)).toThrow(RangeError);
  });
});

describe("rounding to cents (property)", () => {
  it("lands within half a cent, on a whole number of cents, and keeps a rounded amount as it is", () => {
    fc.assert(
      fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), (amount) => {
        const rounded = roundToCents(amount);
        expect(Math.abs(rounded - amount)).toBeLessThanOrEqual(0.005 + 1e-6);
        expect(Number.isInteger(Math.round(rounded * 100))).toBe(true);
        expect(Math.abs(rounded * 100 - Math.round(rounded * 100))).toBeLessThan(1e-6);
        expect(roundToCents(rounded)).toBe(rounded);
      }),
    );
  });
});

describe("totals (property)", () => {
  it("are the unit price times the quantity to the cent, exactly, and add up across quantities within a cent", () => {
    fc.assert(
      fc.property(cents, thousandths, thousandths, (price, q1, q2) => {
        const unit = price / 100;
        const total = totalPrice(unit, q1 / 1000);
        // Exact in integers: cents x thousandths, in hundred-thousandths of a dollar.
        const exact = BigInt(price) * BigInt(q1);
        expect(BigInt(Math.round(total * 100))).toBe((exact + BigInt(500)) / BigInt(1000));
        const both = totalPrice(unit, (q1 + q2) / 1000);
        const inCents = (amount: number) => Math.round(amount * 100);
        expect(Math.abs(inCents(both) - inCents(total) - inCents(totalPrice(unit, q2 / 1000)))).toBeLessThanOrEqual(1);
      }),
    );
  });

  it("of one unit are the unit price", () => {
    fc.assert(
      fc.property(cents, (price) => {
        expect(totalPrice(price / 100, 1)).toBe(price / 100);
      }),
    );
  });
});

describe("money", () => {
  it("is written as dollars with two decimals and grouped thousands", () => {
    expect(formatMoney(1459.5)).toBe("$1,459.50");
    expect(formatMoney(0.71)).toBe("$0.71");
    expect(formatMoney(1_234_567)).toBe("$1,234,567.00");
  });

  it("or with the currency's code where the reader may not assume dollars (mail)", () => {
    expect(formatMoney(1459.5, "code")).toBe("USD 1,459.50");
  });

  it("reads back as the amount rounded to cents (property)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), (whole) => {
        expect(centsIn(formatMoney(whole / 100))).toBe(whole);
        expect(centsIn(formatMoney(whole / 100, "code"))).toBe(whole);
      }),
    );
  });
});

describe("quantities", () => {
  it("group thousands and keep at most three decimals", () => {
    expect(formatNumber(48_000)).toBe("48,000");
    expect(formatNumber(25.5)).toBe("25.5");
    expect(formatNumber(1.23456)).toBe("1.235");
    expect(formatNumber(1.96, 1)).toBe("2");
  });

  it("carry their unit, in the plural for any quantity but one when the unit is a word", () => {
    expect(formatQuantity(48_000, "piece")).toBe("48,000 pieces");
    expect(formatQuantity(1, "piece")).toBe("1 piece");
    expect(formatQuantity(0.5, "metre")).toBe("0.5 metres");
    expect(formatQuantity(25.5, "MT")).toBe("25.5 MT");
    expect(formatQuantity(1, "MT")).toBe("1 MT");
    expect(formatQuantity(300, "kg")).toBe("300 kg");
    expect(formatQuantity(2, "m²")).toBe("2 m²");
    // The offers, their mail and the proforma write quantities with it too (one function).
    expect(formatQuantity(250, "g")).toBe("250 g");
    expect(formatQuantity(1_200.5, "metre")).toBe("1,200.5 metres");
  });

  it("come to container loads to one decimal", () => {
    expect(containerLoads(25.5, 13)).toBe(2);
    expect(containerLoads(25, 13)).toBe(1.9);
    expect(containerLoads(26, 26)).toBe(1);
  });
});

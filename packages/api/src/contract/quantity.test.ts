import { describe, expect, it } from "vitest";
import { quoteRequestRequest } from "./enquiry-requests";
import { isCountedUnit, readQuantity } from "./quantity";

const read = (typed: string | number, unit?: string) => readQuantity(typed, unit);
const message = (typed: string | number, unit?: string) => {
  const result = readQuantity(typed, unit);
  return result.ok ? `read as ${result.quantity}` : result.message;
};

describe("readQuantity: a quantity as people type it", () => {
  it("reads digits, thousands grouped by commas or any kind of space, and decimals after a point", () => {
    expect(read("95000", "piece")).toEqual({ ok: true, quantity: 95000 });
    expect(read("95,000", "piece")).toEqual({ ok: true, quantity: 95000 });
    expect(read("95 000", "piece")).toEqual({ ok: true, quantity: 95000 });
    expect(read("95\u00a0000", "piece")).toEqual({ ok: true, quantity: 95000 });
    expect(read("95\u202f000", "piece")).toEqual({ ok: true, quantity: 95000 });
    expect(read("1,000,000", "piece")).toEqual({ ok: true, quantity: 1_000_000 });
    expect(read(" 25.5 ", "MT")).toEqual({ ok: true, quantity: 25.5 });
    expect(read("95.5", "MT")).toEqual({ ok: true, quantity: 95.5 });
    expect(read("1,500.25", "MT")).toEqual({ ok: true, quantity: 1500.25 });
    expect(read("1234.500", "MT")).toEqual({ ok: true, quantity: 1234.5 });
    expect(read("0.5", "MT")).toEqual({ ok: true, quantity: 0.5 });
    expect(read(12, "MT")).toEqual({ ok: true, quantity: 12 });
  });

  it("never reads 95.000 as 95: it names what it could mean, in the unit", () => {
    expect(message("95.000", "piece")).toBe("Did you mean 95,000 pieces? Type 95000 or 95,000: thousands with a comma or none, decimals after a point");
    expect(message("95.000", "MT")).toBe("Did you mean 95,000 MT or 95 MT? Type 95000 or 95: thousands with a comma or none, decimals after a point");
    expect(message("12.500", "MT")).toBe("Did you mean 12,500 MT or 12.5 MT? Type 12500 or 12.5: thousands with a comma or none, decimals after a point");
    expect(message("1.500.000", "bale")).toBe("Did you mean 1,500,000 bales? Type 1500000 or 1,500,000: thousands with a comma or none, decimals after a point");
    expect(message("1.500,5", "MT")).toBe("Did you mean 1,500.5 MT? Type 1500.5 or 1,500.5: thousands with a comma or none, decimals after a point");
    expect(message("95.000")).toBe("Did you mean 95,000 or 95? Type 95000 or 95: thousands with a comma or none, decimals after a point");
  });

  it("refuses a decimal comma, naming the decimal it would be", () => {
    expect(message("95,5", "MT")).toBe("Did you mean 95.5 MT? Type 95.5: decimals after a point");
    expect(message("0,250", "MT")).toBe("Did you mean 0.25 MT? Type 0.25: decimals after a point");
  });

  it("refuses decimals of counted units, naming the whole numbers near", () => {
    expect(isCountedUnit("piece")).toBe(true);
    expect(isCountedUnit("bale")).toBe(true);
    expect(isCountedUnit("MT")).toBe(false);
    expect(message("95.5", "piece")).toBe("Pieces are counted in whole numbers: did you mean 95 pieces or 96 pieces?");
    expect(message("0.5", "bale")).toBe("Bales are counted in whole numbers: did you mean 1 bale?");
    expect(message(95.5, "piece")).toBe("Pieces are counted in whole numbers: did you mean 95 pieces or 96 pieces?");
  });

  it("refuses what is no quantity with the contract's words", () => {
    expect(message("")).toBe("Enter a quantity");
    expect(message("   ")).toBe("Enter a quantity");
    expect(message("ten")).toBe("Enter the quantity as a number, such as 25 or 12.5");
    expect(message("9 5000")).toBe("Enter the quantity as a number, such as 25 or 12.5");
    expect(message("95,00,000")).toBe("Enter the quantity as a number, such as 25 or 12.5");
    expect(message("12.3456", "MT")).toBe("Enter the quantity as a number, such as 25 or 12.5");
    expect(message("0")).toBe("The quantity must be more than 0");
    expect(message("-5")).toBe("The quantity must be more than 0");
    expect(message("2,000,000")).toBe("The quantity can be at most 1,000,000");
    expect(message(Number.NaN)).toBe("Enter the quantity as a number, such as 25 or 12.5");
  });

  it("is the rule of the quote request the server takes: the same readings and the same refusals", () => {
    const quantity = quoteRequestRequest.shape.quantity;
    expect(quantity.safeParse("95,000").data).toBe(95000);
    expect(quantity.safeParse("95 000").data).toBe(95000);
    expect(quantity.safeParse("95.5").data).toBe(95.5);
    expect(quantity.safeParse("95.000").error?.issues[0]?.message).toBe(message("95.000"));
    expect(quantity.safeParse("95,5").error?.issues[0]?.message).toBe(message("95,5"));
    expect(quantity.safeParse(undefined).error?.issues[0]?.message).toBe("Enter a quantity");
  });
});

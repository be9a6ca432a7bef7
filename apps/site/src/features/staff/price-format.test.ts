import { describe, expect, it } from "vitest";
import { formatPrice } from "./price-format";

describe("formatPrice", () => {
  it("shows thousands separators and at least two decimals", () => {
    expect(formatPrice("1440")).toBe("1,440.00");
    expect(formatPrice("12500.5")).toBe("12,500.50");
  });
  it("keeps a price's own decimals, up to four", () => {
    expect(formatPrice("2.106")).toBe("2.106");
    expect(formatPrice("1.2036")).toBe("1.2036");
  });
  it("leaves what is not a number as it is", () => {
    expect(formatPrice("")).toBe("");
    expect(formatPrice("retired")).toBe("retired");
  });
});

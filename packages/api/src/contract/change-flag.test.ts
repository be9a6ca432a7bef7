import { describe, expect, it } from "vitest";
import { changeFlag, FLAG_PERCENT } from "./change-flag";

describe("the ±25% flag shared by prices and fares", () => {
  it("flags a move beyond 25% either way, and not one of exactly 25%", () => {
    expect(FLAG_PERCENT).toBe(25);
    expect(changeFlag(19.5, 1950)).toEqual({ percent: 9900, flagged: true });
    expect(changeFlag(100, 125)).toEqual({ percent: 25, flagged: false });
    expect(changeFlag(100, 74)).toEqual({ percent: -26, flagged: true });
    expect(changeFlag(18, 19.5)).toEqual({ percent: 8.33, flagged: false });
  });

  it("flags any move from 0, with no percentage", () => {
    expect(changeFlag(0, 12)).toEqual({ percent: null, flagged: true });
    expect(changeFlag(0, 0)).toEqual({ percent: null, flagged: false });
  });
});

import { describe, expect, it } from "vitest";
import { millDay, millDayPlus, millTime } from "./mill-time";

describe("millTime", () => {
  it("shows a moment at the mill with the zone named, across the day boundary", () => {
    // 18:30 UTC on the 25th is 00:30 on the 26th in Dhaka (UTC+6).
    expect(millTime("2026-11-25T18:30:00.000Z", "Asia/Dhaka")).toBe("2026-11-26 00:30 (Asia/Dhaka)");
    expect(millTime("2026-11-25T17:59:00.000Z", "Asia/Dhaka")).toBe("2026-11-25 23:59 (Asia/Dhaka)");
    expect(millTime("2026-11-25T19:30:00.000Z", "Asia/Dhaka")).toBe("2026-11-26 01:30 (Asia/Dhaka)");
    expect(millTime("2026-11-25T18:30:00.000Z", "UTC")).toBe("2026-11-25 18:30 (UTC)");
  });
  it("leaves what is not a moment as it is", () => {
    expect(millTime("", "Asia/Dhaka")).toBe("");
    expect(millTime("soon", "Asia/Dhaka")).toBe("soon");
  });
});

describe("millDay and millDayPlus", () => {
  it("count days at the mill: 19:30 UTC is already the next day in Dhaka", () => {
    const evening = new Date("2026-11-25T19:30:00.000Z");
    expect(millDay("Asia/Dhaka", evening)).toBe("2026-11-26");
    expect(millDay("UTC", evening)).toBe("2026-11-25");
    expect(millDay("Asia/Dhaka", new Date("2026-11-25T17:59:59.000Z"))).toBe("2026-11-25");
    // An offer valid 14 days from that evening runs to the 10th of December at the mill.
    expect(millDayPlus(14, "Asia/Dhaka", evening)).toBe("2026-12-10");
    expect(millDayPlus(14, "UTC", evening)).toBe("2026-12-09");
    // Across a month and a year end.
    expect(millDayPlus(7, "Asia/Dhaka", new Date("2026-12-28T20:00:00.000Z"))).toBe("2027-01-05");
  });
});

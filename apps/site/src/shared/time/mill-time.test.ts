import { describe, expect, it } from "vitest";
import { millTime } from "./mill-time";

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

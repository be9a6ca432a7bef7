import { describe, expect, it } from "vitest";
import { addDays, daysBetween, dayOf, DEFAULT_TIME_ZONE, isTimeZone, longDay, millDay, millDayPlus } from "./mill-day";

describe("millDay: the calendar day at the mill", () => {
  it("is Asia/Dhaka's day when no zone is given", () => {
    expect(DEFAULT_TIME_ZONE).toBe("Asia/Dhaka");
    expect(millDay(undefined, new Date("2026-11-25T18:30:00.000Z"))).toBe("2026-11-26");
  });

  it("at 00:30 in Dhaka is already the next day, while it is still the day before in UTC", () => {
    // 18:30 UTC on the 25th is 00:30 on the 26th in Dhaka (UTC+6).
    const halfPastMidnight = new Date("2026-11-25T18:30:00.000Z");
    expect(millDay("Asia/Dhaka", halfPastMidnight)).toBe("2026-11-26");
    expect(millDay("UTC", halfPastMidnight)).toBe("2026-11-25");
  });

  it("at 23:30 in Dhaka is still that day, as in UTC", () => {
    // 17:30 UTC on the 25th is 23:30 on the 25th in Dhaka.
    const halfPastEleven = new Date("2026-11-25T17:30:00.000Z");
    expect(millDay("Asia/Dhaka", halfPastEleven)).toBe("2026-11-25");
    expect(millDay("UTC", halfPastEleven)).toBe("2026-11-25");
  });

  it("turns at midnight in Dhaka (18:00 UTC), not at the UTC day boundary", () => {
    expect(millDay("Asia/Dhaka", new Date("2026-11-25T17:59:59.999Z"))).toBe("2026-11-25");
    expect(millDay("Asia/Dhaka", new Date("2026-11-25T18:00:00.000Z"))).toBe("2026-11-26");
    // Across the UTC day boundary the mill's day stays the 26th: 05:59 and 06:00 in Dhaka.
    expect(millDay("UTC", new Date("2026-11-25T23:59:59.999Z"))).toBe("2026-11-25");
    expect(millDay("UTC", new Date("2026-11-26T00:00:00.000Z"))).toBe("2026-11-26");
    expect(millDay("Asia/Dhaka", new Date("2026-11-25T23:59:59.999Z"))).toBe("2026-11-26");
    expect(millDay("Asia/Dhaka", new Date("2026-11-26T00:00:00.000Z"))).toBe("2026-11-26");
  });

  it("crosses a year end at the mill's midnight", () => {
    expect(millDay("Asia/Dhaka", new Date("2026-12-31T17:59:00.000Z"))).toBe("2026-12-31");
    expect(millDay("Asia/Dhaka", new Date("2026-12-31T18:00:00.000Z"))).toBe("2027-01-01");
  });
});

describe("day arithmetic", () => {
  it("adds days across a month, a year end and a leap day", () => {
    expect(addDays("2026-11-26", 14)).toBe("2026-12-10");
    expect(addDays("2026-12-28", 7)).toBe("2027-01-04");
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
  });

  // Moved from the site's shared/time/mill-time.test.ts with the functions it checks.
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
    expect(millDayPlus(0, "Asia/Dhaka", evening)).toBe("2026-11-26");
  });

  it("counts whole days between two days, negative when the second is earlier", () => {
    expect(daysBetween("2026-11-25", "2026-11-25")).toBe(0);
    expect(daysBetween("2026-11-25", "2026-12-09")).toBe(14);
    expect(daysBetween("2026-12-09", "2026-11-25")).toBe(-14);
    expect(daysBetween("2026-12-31", "2027-01-01")).toBe(1);
  });
});

describe("isTimeZone and longDay", () => {
  it("knows the zones the runtime knows", () => {
    expect(isTimeZone("Asia/Dhaka")).toBe(true);
    expect(isTimeZone("UTC")).toBe(true);
    expect(isTimeZone("Asia/Atlantis")).toBe(false);
    expect(isTimeZone(" ")).toBe(false);
  });

  it("writes a day in words, the same day whatever the zone of the machine", () => {
    expect(longDay("2026-12-14")).toBe("14 December 2026");
    expect(longDay("2027-01-01")).toBe("1 January 2027");
  });
});

describe("dayOf: the mill's day of a moment the API sends", () => {
  it("at 00:30 in Dhaka is the mill's day, not the UTC day the ISO string starts with", () => {
    expect(dayOf("2026-11-25T18:30:00.000Z")).toBe("2026-11-26");
    expect(dayOf(new Date("2026-11-25T18:30:00.000Z"), "Asia/Dhaka")).toBe("2026-11-26");
  });

  it("at 23:30 in Dhaka is still that day", () => {
    expect(dayOf("2026-11-25T17:30:00.000Z", "Asia/Dhaka")).toBe("2026-11-25");
  });

  it("follows the zone it is given", () => {
    expect(dayOf("2026-11-25T18:30:00.000Z", "UTC")).toBe("2026-11-25");
  });
});

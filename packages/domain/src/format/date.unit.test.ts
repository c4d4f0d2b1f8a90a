import { describe, expect, it } from "vitest";

import {
  formatClockTime,
  formatDateTime,
  formatDay,
  formatDayMonth,
  formatDayMonthWithWeekday,
  formatDayWithWeekday,
  formatNumericDay,
  formatShortDateTime,
  formatShortDay,
  formatTime,
} from "./date.ts";

// Tuesday 1 December 2026, 08:05 UTC: 09:05 in Paris (UTC+1 in winter).
const winter = "2026-12-01T08:05:00Z";

describe("the product's dates", () => {
  it("writes each format in French, in Paris time", () => {
    expect(formatDay(winter)).toBe("1 décembre 2026");
    expect(formatDayMonth(winter)).toBe("1 décembre");
    expect(formatShortDay(winter)).toBe("1 déc. 2026");
    expect(formatNumericDay(winter)).toBe("01/12/2026");
    expect(formatDayWithWeekday(winter)).toBe("mardi 1 décembre 2026");
    expect(formatDayMonthWithWeekday(winter)).toBe("mardi 1 décembre");
    expect(formatTime(winter)).toBe("9 h 05");
    expect(formatClockTime(winter)).toBe("09:05");
    expect(formatDateTime(winter)).toBe("1 décembre 2026 à 09:05");
    expect(formatShortDateTime(winter)).toBe("1 déc. 2026, 09:05");
  });

  it("shows a moment just before midnight UTC on its Paris day, whatever the machine's zone", () => {
    // 23:30 UTC is already the next day in Paris, in winter (UTC+1) as in summer (UTC+2).
    expect(formatDay("2026-11-30T23:30:00Z")).toBe("1 décembre 2026");
    expect(formatDayWithWeekday("2026-11-30T23:30:00Z")).toBe("mardi 1 décembre 2026");
    expect(formatDateTime("2026-06-30T22:30:00Z")).toBe("1 juillet 2026 à 00:30");
    expect(formatTime("2026-06-30T22:30:00Z")).toBe("0 h 30");
    expect(formatDay("2026-11-30T22:59:00Z")).toBe("30 novembre 2026");
  });

  it("takes a Date, an ISO timestamp or milliseconds alike", () => {
    const moment = new Date(winter);
    expect(formatShortDay(moment)).toBe(formatShortDay(winter));
    expect(formatShortDay(moment.getTime())).toBe(formatShortDay(winter));
  });

  it("writes another zone when one is asked", () => {
    expect(formatDay("2026-11-30T23:30:00Z", "America/Cayenne")).toBe("30 novembre 2026");
    expect(formatDateTime(winter, "UTC")).toBe("1 décembre 2026 à 08:05");
    expect(formatDateTime(winter)).toBe("1 décembre 2026 à 09:05");
  });
});

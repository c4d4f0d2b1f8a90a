import { describe, expect, it } from "vitest";

import { formatDuration, formatShortDate, formatSlot } from "./dates.ts";

describe("formatSlot", () => {
  it("writes a winter slot in Paris time (UTC+1)", () => {
    expect(formatSlot("2026-12-01T13:00:00Z")).toBe("mardi 1 décembre 2026 à 14 h 00");
  });

  it("writes a summer slot in Paris time (UTC+2)", () => {
    expect(formatSlot("2026-07-07T12:00:00Z")).toBe("mardi 7 juillet 2026 à 14 h 00");
  });

  it("writes morning hours without a leading zero, minutes with one", () => {
    expect(formatSlot("2026-12-03T08:05:00Z")).toBe("jeudi 3 décembre 2026 à 9 h 05");
  });

  it("counts midnight as 0 h, on the Paris day", () => {
    expect(formatSlot("2026-06-30T22:30:00Z")).toBe("mercredi 1 juillet 2026 à 0 h 30");
  });

  it("reads offsets other than UTC", () => {
    expect(formatSlot("2026-12-01T14:00:00+01:00")).toBe("mardi 1 décembre 2026 à 14 h 00");
  });
});

describe("formatShortDate", () => {
  it("abbreviates the month", () => {
    expect(formatShortDate("2026-12-01T10:00:00Z")).toBe("1 déc. 2026");
    expect(formatShortDate("2026-07-15T10:00:00Z")).toBe("15 juil. 2026");
  });

  it("keeps short months whole", () => {
    expect(formatShortDate("2026-05-04T10:00:00Z")).toBe("4 mai 2026");
  });

  it("takes the Paris day of a late evening, in winter and in summer", () => {
    expect(formatShortDate("2026-11-30T23:30:00Z")).toBe("1 déc. 2026");
    expect(formatShortDate("2026-06-30T22:30:00Z")).toBe("1 juil. 2026");
    expect(formatShortDate("2026-06-30T21:30:00Z")).toBe("30 juin 2026");
  });
});

describe("formatDuration", () => {
  it("writes minutes, hours, and both", () => {
    expect(formatDuration(45)).toBe("45 min");
    expect(formatDuration(60)).toBe("1 h");
    expect(formatDuration(90)).toBe("1 h 30");
    expect(formatDuration(125)).toBe("2 h 05");
    expect(formatDuration(480)).toBe("8 h");
  });
});

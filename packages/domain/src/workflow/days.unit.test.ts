import { describe, expect, it } from "vitest";

import { daysInStageText } from "./days.ts";

describe("daysInStageText", () => {
  const now = new Date("2026-11-25T12:00:00Z");
  it("counts whole days, today first", () => {
    expect(daysInStageText("2026-11-25T08:00:00Z", now)).toBe("depuis aujourd'hui");
    expect(daysInStageText("2026-11-24T11:00:00Z", now)).toBe("depuis 1 jour");
    expect(daysInStageText("2026-11-13T12:00:00Z", now)).toBe("depuis 12 jours");
  });
  it("never counts backwards for a clock a little ahead", () => {
    expect(daysInStageText("2026-11-25T12:05:00Z", now)).toBe("depuis aujourd'hui");
  });
});

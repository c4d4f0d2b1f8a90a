import { describe, expect, it } from "vitest";

import { tradeProximity, tradeRank } from "./trade.ts";

describe("tradeProximity", () => {
  it("reads the same family, then the same ROME domain (the code's first three characters)", () => {
    expect(tradeProximity("M1805", "M1805")).toBe("same");
    expect(tradeProximity("M1805", "M1810")).toBe("near");
    expect(tradeProximity("J1506", "J1504")).toBe("near");
    expect(tradeProximity("M1805", "M1203")).toBeNull();
    expect(tradeProximity("M1805", "J1805")).toBeNull();
  });

  it("says nothing when either side has no trade", () => {
    expect(tradeProximity(null, "M1805")).toBeNull();
    expect(tradeProximity("M1805", null)).toBeNull();
    expect(tradeProximity(null, null)).toBeNull();
  });

  it("orders the same trade, then the same domain, then the rest", () => {
    expect([tradeRank(null), tradeRank("near"), tradeRank("same")]).toEqual([2, 1, 0]);
  });
});

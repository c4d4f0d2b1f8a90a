import { describe, expect, it } from "vitest";

import { matchWeights, maxReachKm } from "./weights.ts";

describe("matchWeights", () => {
  it("share exactly 100 points between the six criteria", () => {
    expect(Object.keys(matchWeights).sort()).toEqual(
      ["contract", "distance", "experience", "languages", "salary", "skills"].sort(),
    );
    expect(Object.values(matchWeights).reduce((sum, weight) => sum + weight, 0)).toBe(100);
  });

  it("cannot be changed at run time", () => {
    expect(Object.isFrozen(matchWeights)).toBe(true);
  });
});

describe("maxReachKm", () => {
  it("is 2 × radius + 10 km on site and 3 × radius + 20 km for a hybrid job", () => {
    expect(maxReachKm(30, "onsite")).toBe(70);
    expect(maxReachKm(30, "hybrid")).toBe(110);
    expect(maxReachKm(0, "onsite")).toBe(10);
    expect(maxReachKm(0, "hybrid")).toBe(20);
  });

  it("has no limit for a remote job", () => {
    expect(maxReachKm(30, "remote")).toBe(Infinity);
  });

  it("reads a radius the database would refuse as 0 km", () => {
    expect(maxReachKm(-5, "onsite")).toBe(10);
    expect(maxReachKm(Number.NaN, "hybrid")).toBe(20);
  });
});

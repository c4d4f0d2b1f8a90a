import { describe, expect, it } from "vitest";

import { distanceKm, earthRadiusKm } from "./distance.ts";

const paris = { lat: 48.8566, lng: 2.3522 };
const lyon = { lat: 45.764, lng: 4.8357 };

describe("distanceKm", () => {
  it("measures the great-circle distance", () => {
    expect(distanceKm(paris, lyon)).toBeCloseTo(391.5, 0);
    expect(distanceKm(paris, paris)).toBe(0);
  });

  it("is symmetric and stays a number for antipodes", () => {
    expect(distanceKm(lyon, paris)).toBe(distanceKm(paris, lyon));
    expect(distanceKm({ lat: 0, lng: 0 }, { lat: 0, lng: 180 })).toBeCloseTo(Math.PI * earthRadiusKm, 6);
  });
});

import { describe, expect, it } from "vitest";

import { isUuid } from "./schemas.ts";

describe("isUuid", () => {
  it("accepts a row's id, in either case", () => {
    expect(isUuid("6b0f7a52-5d1e-4c0b-9a3e-1f2d3c4b5a60")).toBe(true);
    expect(isUuid("6B0F7A52-5D1E-4C0B-9A3E-1F2D3C4B5A60")).toBe(true);
  });

  it("refuses an address that names no row", () => {
    expect(isUuid("nouvelle")).toBe(false);
    expect(isUuid("pas-une-page")).toBe(false);
    expect(isUuid("6b0f7a52-5d1e-4c0b-9a3e-1f2d3c4b5a60/extra")).toBe(false);
    expect(isUuid("")).toBe(false);
  });
});

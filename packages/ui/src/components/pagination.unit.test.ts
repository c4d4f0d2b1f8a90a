import { describe, expect, it } from "vitest";

import { paginationRange } from "./pagination";

describe("paginationRange", () => {
  it("lists every page when they all fit", () => {
    expect(paginationRange(1, 1)).toEqual([1]);
    expect(paginationRange(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(paginationRange(2, 9, 2)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it("shows a gap after the start pages near the beginning", () => {
    expect(paginationRange(1, 10)).toEqual([1, 2, 3, 4, 5, "ellipsis", 10]);
    expect(paginationRange(4, 10)).toEqual([1, 2, 3, 4, 5, "ellipsis", 10]);
  });

  it("shows a gap before the end pages near the end", () => {
    expect(paginationRange(10, 10)).toEqual([1, "ellipsis", 6, 7, 8, 9, 10]);
    expect(paginationRange(7, 10)).toEqual([1, "ellipsis", 6, 7, 8, 9, 10]);
  });

  it("shows gaps on both sides in the middle", () => {
    expect(paginationRange(5, 10)).toEqual([1, "ellipsis", 4, 5, 6, "ellipsis", 10]);
    expect(paginationRange(50, 100, 2)).toEqual([1, "ellipsis", 48, 49, 50, 51, 52, "ellipsis", 100]);
  });

  it("keeps the same length wherever the current page is", () => {
    for (let current = 1; current <= 30; current += 1) {
      expect(paginationRange(current, 30, 1)).toHaveLength(7);
      expect(paginationRange(current, 30, 2)).toHaveLength(9);
    }
  });

  it("never uses an ellipsis for a single missing page", () => {
    for (let current = 1; current <= 30; current += 1) {
      const range = paginationRange(current, 30);
      range.forEach((item, index) => {
        if (item !== "ellipsis") return;
        const before = range[index - 1] as number;
        const after = range[index + 1] as number;
        expect(after - before).toBeGreaterThan(2);
      });
    }
  });

  it("always includes the first, the current and the last page", () => {
    for (let current = 1; current <= 25; current += 1) {
      const range = paginationRange(current, 25, 1);
      expect(range[0]).toBe(1);
      expect(range.at(-1)).toBe(25);
      expect(range).toContain(current);
    }
  });

  it("works without siblings", () => {
    expect(paginationRange(5, 10, 0)).toEqual([1, "ellipsis", 5, "ellipsis", 10]);
    expect(paginationRange(1, 10, 0)).toEqual([1, 2, 3, "ellipsis", 10]);
  });

  it("clamps a current page out of range and handles no pages", () => {
    expect(paginationRange(0, 10)).toEqual(paginationRange(1, 10));
    expect(paginationRange(99, 10)).toEqual(paginationRange(10, 10));
    expect(paginationRange(1, 0)).toEqual([]);
  });
});

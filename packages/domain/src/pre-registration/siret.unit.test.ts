import { describe, expect, it } from "vitest";

import { normalizeFrenchPhone } from "./phone.ts";
import { compactSiret, formatSiret, isValidSiret } from "./siret.ts";

describe("isValidSiret", () => {
  it.each([
    ["73282932000074", true],
    ["73282932000075", false],
    ["7328293200007", false],
    ["7328293200007a", false],
    // La Poste: its establishments follow the digit-sum rule, its head office the Luhn key.
    ["35600000000048", true],
    ["35600000049837", true],
    ["35600000049838", false],
  ])("judges %s %s", (siret, valid) => {
    expect(isValidSiret(siret)).toBe(valid);
  });

  it("reads a SIRET typed with spaces or dots, and writes it grouped", () => {
    expect(compactSiret("732 829 320.00074")).toBe("73282932000074");
    expect(formatSiret("73282932000074")).toBe("732 829 320 00074");
  });
});

describe("normalizeFrenchPhone", () => {
  it.each([
    ["06 12 34 56 78", "06 12 34 56 78"],
    ["06.12.34.56.78", "06 12 34 56 78"],
    ["0612345678", "06 12 34 56 78"],
    ["+33 6 12 34 56 78", "06 12 34 56 78"],
    ["+33612345678", "06 12 34 56 78"],
    ["0033 1 23 45 67 89", "01 23 45 67 89"],
  ])("reads %s as %s", (typed, national) => {
    expect(normalizeFrenchPhone(typed)).toBe(national);
  });

  it.each(["06 12 34 56", "+44 20 7946 0958", "00 12 34 56 78", "appelez-moi", ""])("refuses %s", (typed) => {
    expect(normalizeFrenchPhone(typed)).toBeNull();
  });
});

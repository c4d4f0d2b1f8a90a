import { describe, expect, it } from "vitest";

import {
  formatDecimal,
  formatEuros,
  formatEurosAndCents,
  formatEurosRange,
  formatNumber,
  formatPercent,
  formatSignedEurosAndCents,
} from "./number.ts";

// French groups thousands with a narrow no-break space and puts a no-break space before « € » and « % ».
const nnbsp = "\u202f";
const nbsp = "\u00a0";

describe("the product's numbers", () => {
  it("writes counts and decimals in French", () => {
    expect(formatNumber(12345)).toBe(`12${nnbsp}345`);
    expect(formatNumber(2.5)).toBe("2,5");
    expect(formatDecimal(4.24)).toBe("4,2");
    expect(formatDecimal(4)).toBe("4");
  });

  it("writes euros whole, as a range, with cents and with their sign", () => {
    expect(formatEuros(42000.4)).toBe(`42${nnbsp}000${nbsp}€`);
    expect(formatEurosRange(42000, 50000)).toBe(`42${nnbsp}000–50${nnbsp}000${nbsp}€`);
    expect(formatEurosAndCents(2500)).toBe(`2${nnbsp}500,00${nbsp}€`);
    expect(formatSignedEurosAndCents(120)).toBe(`+120,00${nbsp}€`);
    expect(formatSignedEurosAndCents(-120)).toBe(`-120,00${nbsp}€`);
    expect(formatSignedEurosAndCents(0)).toBe(`0,00${nbsp}€`);
  });

  it("writes a ratio in percent, two decimals at most", () => {
    expect(formatPercent(0.075)).toBe(`7,5${nbsp}%`);
    expect(formatPercent(0.12345)).toBe(`12,35${nbsp}%`);
  });
});

import { describe, expect, it, vi } from "vitest";

import type { SalarySimulationRequest } from "@fuse/domain/salary/simulation";

import {
  employeeBaseSituation,
  estimateNetMonthly,
  evaluateAmount,
  exactNetMonthly,
  salaryEngine,
  SalaryInversionError,
  salaryRules,
  simulateSalary,
} from "./engine.ts";
import { lastUsedCache } from "./last-used-cache.ts";
import { officialBaseSituation, officialSituations } from "./official-situations.ts";

const cdi = (gross_monthly: number, extra: Partial<SalarySimulationRequest> = {}): SalarySimulationRequest => ({
  gross_monthly,
  status: "non-cadre",
  contract: "CDI",
  ...extra,
});
const fromNet = (net_monthly: number, extra: Partial<SalarySimulationRequest> = {}): SalarySimulationRequest => ({
  net_monthly,
  status: "non-cadre",
  contract: "CDI",
  ...extra,
});

/** Within one cent: two amounts rounded to the cent may differ by the rounding of each. */
const expectCents = (actual: number, expected: number, cents = 1) =>
  expect(Math.abs(actual - expected)).toBeLessThanOrEqual(cents / 100 + 1e-9);

/*
 * Hand computation of an employee's contributions from the published 2026 rates, to check the
 * engine against something other than itself. Non-cadre, gross at most the social security
 * ceiling (4 005 €): old age 6.90 % + 0.40 %, Agirc-Arrco 3.15 % + CEG 0.86 %, CSG and CRDS
 * 9.70 % of 98.25 % of the gross plus the employer's share of the health insurance contract,
 * and half of that contract (40 €/mois by default) paid by the employee.
 */
const healthInsuranceShare = 20;
const proportionalRate = 0.069 + 0.004 + 0.0315 + 0.0086 + 0.097 * 0.9825;
const employeeContributions = (gross: number) =>
  proportionalRate * gross + healthInsuranceShare + 0.097 * healthInsuranceShare;

describe("official situations of modele-social", () => {
  it.each(officialSituations.map((official) => [official.name, official] as const))(
    "%s: the engine gives the published figures",
    (_name, { situation, expected }) => {
      salaryEngine().setSituation({ ...employeeBaseSituation, ...officialBaseSituation, ...situation });
      expect({
        gross: Math.round(evaluateAmount(salaryRules.contractGross, "€/mois")),
        netBeforeTax: Math.round(evaluateAmount(salaryRules.netBeforeTax, "€/mois")),
        netAfterTax: Math.round(evaluateAmount(salaryRules.netAfterTax, "€/mois")),
        employerCost: Math.round(evaluateAmount(salaryRules.employerCost, "€/mois")),
      }).toEqual(expected);
    },
  );

  const asRequests = officialSituations.filter((official) => official.request);
  it.each(asRequests.map((official) => [official.name, official] as const))(
    "%s: the same situation asked as a simulation gives the same figures",
    (_name, { request, expected }) => {
      const result = simulateSalary(request as SalarySimulationRequest);
      expect({
        gross: Math.round(result.gross_monthly),
        netBeforeTax: Math.round(result.net_monthly_before_tax),
        netAfterTax: Math.round(result.net_monthly_after_tax),
        employerCost: Math.round(result.employer_cost_monthly),
      }).toEqual(expected);
    },
  );

  it("cover enough ground: at least 15 situations, a dozen of them as requests", () => {
    expect(officialSituations.length).toBeGreaterThanOrEqual(15);
    expect(asRequests.length).toBeGreaterThanOrEqual(12);
  });
});

describe("simulateSalary", () => {
  it("answers the SMIC of the rules' date: 12.31 €/h since 1 June 2026, 1 867.02 € a month", () => {
    salaryEngine().setSituation(employeeBaseSituation);
    expect(Math.round(evaluateAmount("SMIC", "€/mois") * 100) / 100).toBe(1867.02);
  });

  it("gives an amount in a unit other than the rule's own, converted by the rules", () => {
    salaryEngine().setSituation({ ...employeeBaseSituation, [salaryRules.contractGross]: "2000 €/mois" });
    expect(evaluateAmount(salaryRules.contractGross, "€/mois")).toBe(2000);
    expect(evaluateAmount(salaryRules.contractGross, "€/an")).toBe(24_000);
    // 12.31 €/h × 151.67 h × 12 months.
    expect(Math.round(evaluateAmount("SMIC", "€/an") * 100) / 100).toBe(22_404.2);
  });

  it.each([
    // [gross, net before tax, employer cost, neutral rate %]: the figures of modele-social 11.1.0.
    [1823.03, 1421.17, 1899.29, 0], // SMIC of January 2026 (12.02 €/h)
    [1867.02, 1455.99, 1944.64, 0], // SMIC since June 2026
    [2000, 1561.26, 2208.72, 0.5],
    [3000, 2352.85, 3984.08, 5.3],
    [4005, 3148.41, 5572.77, 9.9], // the social security ceiling
  ])("non-cadre CDI at %s € gross: %s € net, %s € employer cost, %s % neutral rate", (gross, net, cost, rate) => {
    const result = simulateSalary(cdi(gross));
    expect(result.net_monthly_before_tax).toBe(net);
    expect(result.employer_cost_monthly).toBe(cost);
    expect(result.tax_rate).toBe(rate);
  });

  it.each([1823.03, 2000, 2500, 3000, 4005])("matches the published rates by hand at %s € gross", (gross) => {
    const result = simulateSalary(cdi(gross));
    expectCents(result.employee_contributions_monthly, employeeContributions(gross));
    expectCents(result.net_monthly_before_tax, gross - employeeContributions(gross));
  });

  it("answers every field, and yearly amounts are twelve months", () => {
    const result = simulateSalary(cdi(3000));
    expect(result).toEqual({
      gross_monthly: 3000,
      net_monthly_before_tax: 2352.85,
      net_monthly_after_tax: 2222.52,
      employer_cost_monthly: 3984.08,
      gross_yearly: 36000,
      net_yearly_before_tax: 28234.2,
      net_yearly_after_tax: 26670.24,
      employer_cost_yearly: 47808.96,
      employee_contributions_monthly: 647.15,
      employer_contributions_monthly: 984.08,
      income_tax_monthly: 130.33,
      tax_rate: 5.3,
      status: "non-cadre",
      contract: "CDI",
      work_time_ratio: 1,
    });
    for (const request of [cdi(2554.25), fromNet(1234.56)]) {
      const yearly = simulateSalary(request);
      expect(yearly.gross_yearly).toBeCloseTo(12 * yearly.gross_monthly, 9);
      expect(yearly.net_yearly_before_tax).toBeCloseTo(12 * yearly.net_monthly_before_tax, 9);
      expect(yearly.net_yearly_after_tax).toBeCloseTo(12 * yearly.net_monthly_after_tax, 9);
      expect(yearly.employer_cost_yearly).toBeCloseTo(12 * yearly.employer_cost_monthly, 9);
      expect(yearly.net_monthly_before_tax - yearly.income_tax_monthly).toBeCloseTo(yearly.net_monthly_after_tax, 9);
    }
  });

  it("costs a cadre the APEC contribution and the cadres' prévoyance (1.50 % employer, up to the ceiling)", () => {
    const employee = simulateSalary(cdi(3000));
    const cadre = simulateSalary(cdi(3000, { status: "cadre" }));
    expect(cadre.status).toBe("cadre");
    // APEC: 0.024 % employee, 0.036 % employer; the prévoyance is paid by the employer but counts
    // in the base of the employee's CSG and CRDS (9.70 % of it).
    expectCents(
      cadre.employee_contributions_monthly - employee.employee_contributions_monthly,
      3000 * 0.00024 + 45 * 0.097,
    );
    expectCents(cadre.employer_contributions_monthly - employee.employer_contributions_monthly, 3000 * 0.00036 + 45);
    expect(cadre.net_monthly_before_tax).toBeLessThan(employee.net_monthly_before_tax);
    expect(cadre.employer_cost_monthly).toBeGreaterThan(employee.employer_cost_monthly);
  });

  it("exempts an apprentice's pay up to half the SMIC from contributions, and up to the SMIC from income tax", () => {
    const halfSmic = 1867.02 / 2;
    const low = simulateSalary({ gross_monthly: 900, status: "non-cadre", contract: "alternance" });
    // Only the employee's half of the health insurance contract remains.
    expect(low.employee_contributions_monthly).toBe(healthInsuranceShare);
    const apprentice = simulateSalary({ gross_monthly: 1500, status: "non-cadre", contract: "alternance" });
    expectCents(apprentice.employee_contributions_monthly, employeeContributions(1500 - halfSmic));
    const employee = simulateSalary(cdi(1500));
    expect(apprentice.net_monthly_before_tax).toBeGreaterThan(employee.net_monthly_before_tax);
    expect(apprentice.employer_cost_monthly).toBeLessThan(employee.employer_cost_monthly);
    const atSmic = simulateSalary({ gross_monthly: 1867.02, status: "non-cadre", contract: "alternance" });
    expect(evaluateAmount("salarié . rémunération . net . imposable", "€/mois")).toBe(0);
    expect(atSmic.income_tax_monthly).toBe(0);
    expect(atSmic.net_monthly_after_tax).toBe(atSmic.net_monthly_before_tax);
  });

  it("simulates an apprentice full time and non-cadre, as the rules know no other, and says so", () => {
    const asked = simulateSalary({
      gross_monthly: 1500,
      status: "cadre",
      contract: "alternance",
      work_time_ratio: 0.5,
    });
    const plain = simulateSalary({ gross_monthly: 1500, status: "non-cadre", contract: "alternance" });
    expect(asked).toEqual(plain);
    expect(asked).toMatchObject({ status: "non-cadre", work_time_ratio: 1, contract: "alternance" });
  });

  it("pays a CDD its 10 % end-of-contract allowance, and charges the employer 1 % more for training", () => {
    const cdd = simulateSalary(cdi(2200, { contract: "CDD" }));
    // Leave is taken by default: no compensation for leave not taken, only the allowance.
    const sameGrossPay = simulateSalary(cdi(2420));
    expect(cdd).toMatchObject({ contract: "CDD", gross_monthly: 2200 });
    expect(cdd.net_monthly_before_tax).toBe(sameGrossPay.net_monthly_before_tax);
    expect(cdd.employee_contributions_monthly).toBe(sameGrossPay.employee_contributions_monthly);
    // The CPF-CDD contribution, 1 % of the pay.
    expectCents(cdd.employer_cost_monthly, sameGrossPay.employer_cost_monthly + 0.01 * 2420);
  });

  it.each([1500, 2500, 4005])(
    "scales part time at 0.8 of a %s € full-time salary, all but the fixed health insurance contract",
    (fullTimeGross) => {
      for (const status of ["non-cadre", "cadre"] as const) {
        const fullTime = simulateSalary(cdi(fullTimeGross, { status }));
        const partTime = simulateSalary(cdi(0.8 * fullTimeGross, { status, work_time_ratio: 0.8 }));
        expect(partTime.work_time_ratio).toBe(0.8);
        // The contract costs 40 € a month whatever the time worked: the employee pays half and
        // CSG-CRDS on the employer's half, the employer pays the other half.
        const fixedEmployee = healthInsuranceShare * 1.097;
        expectCents(
          partTime.net_monthly_before_tax,
          0.8 * (fullTime.net_monthly_before_tax + fixedEmployee) - fixedEmployee,
          2,
        );
        expectCents(
          partTime.employer_cost_monthly,
          0.8 * (fullTime.employer_cost_monthly - healthInsuranceShare) + healthInsuranceShare,
          2,
        );
      }
    },
  );

  it("part time changes the employer's general reduction, computed on the SMIC of the time worked", () => {
    const fullTime = simulateSalary(cdi(2400));
    const partTime = simulateSalary(cdi(2400, { work_time_ratio: 0.8 }));
    expect(partTime.gross_monthly).toBe(2400);
    expect(partTime.employer_cost_monthly).toBeGreaterThan(fullTime.employer_cost_monthly + 100);
  });

  it.each([
    fromNet(1500),
    fromNet(2000),
    fromNet(3456.78, { status: "cadre" }),
    fromNet(8000, { status: "cadre" }),
    fromNet(1800, { contract: "CDD" }),
    fromNet(1200, { work_time_ratio: 0.6 }),
    fromNet(1400, { contract: "alternance" }),
  ])("finds the gross of a net salary, and back within a cent: %o", (request) => {
    const reversed = simulateSalary(request);
    expect(reversed.net_monthly_before_tax).toBe(request.net_monthly);
    const forward = simulateSalary({ ...request, net_monthly: undefined, gross_monthly: reversed.gross_monthly });
    expectCents(forward.net_monthly_before_tax, request.net_monthly ?? 0);
    expectCents(forward.employer_cost_monthly, reversed.employer_cost_monthly, 2);
  });

  it("takes a personalised rate of 10 % of the taxable net, rounded to the euro a year", () => {
    const result = simulateSalary(cdi(3000, { tax_rate: 10 }));
    // The rules' taxable net for that situation (the answer above may come from memory).
    salaryEngine().setSituation({
      ...employeeBaseSituation,
      "salarié . contrat": "'CDI'",
      "salarié . contrat . statut cadre": "non",
      "salarié . contrat . temps de travail . temps partiel": "non",
      [salaryRules.contractGross]: { valeur: 3000, unité: "€/mois" },
    });
    const taxable = evaluateAmount("salarié . rémunération . net . imposable", "€/mois");
    // Hand check of the taxable net: net + non-deductible CSG and CRDS (2.90 %) + employer's health share.
    expectCents(taxable, 2352.8525 + 0.029 * (0.9825 * 3000 + healthInsuranceShare) + healthInsuranceShare);
    expect(result.tax_rate).toBe(10);
    expectCents(result.income_tax_monthly, Math.round(12 * 0.1 * taxable) / 12);
    expect(Math.abs(result.income_tax_monthly - 0.1 * taxable)).toBeLessThan(0.05);
    expect(simulateSalary(cdi(3000, { tax_rate: 0 })).income_tax_monthly).toBe(0);
  });

  it("applies the neutral rate of the grid on the taxable net when no rate is given", () => {
    // 2026 grid: 0 % up to 1 635 € taxable a month, 0.5 % to 1 698 €, ... 43 % above 55 558 €.
    expect(simulateSalary(cdi(1823.03)).tax_rate).toBe(0);
    const result = simulateSalary(cdi(1_000_000));
    expect(result.tax_rate).toBe(43);
    expect(simulateSalary(fromNet(2000)).tax_rate).toBe(3.5);
  });
});

describe("simulateSalary's memory of situations", () => {
  /** Runs `ask` and says how many times the rules were evaluated for a new situation. */
  function evaluations(ask: () => void) {
    const setSituation = vi.spyOn(salaryEngine(), "setSituation");
    try {
      ask();
      return setSituation.mock.calls.length;
    } finally {
      setSituation.mockRestore();
    }
  }

  it("answers a situation asked before without evaluating the rules again, with the same answer", () => {
    const first = simulateSalary(cdi(3123.45, { tax_rate: 7.5 }));
    let again: unknown;
    expect(evaluations(() => (again = simulateSalary(cdi(3123.45, { tax_rate: 7.5 }))))).toBe(0);
    expect(again).toBe(first);
    // Nobody can change what the next caller gets.
    expect(Object.isFrozen(first)).toBe(true);
  });

  it("evaluates a situation that differs in any field", () => {
    const base = cdi(3234.56);
    const reference = simulateSalary(base);
    const variants: SalarySimulationRequest[] = [
      cdi(3234.57),
      cdi(3234.56, { status: "cadre" }),
      cdi(3234.56, { contract: "CDD" }),
      cdi(3234.56, { work_time_ratio: 0.8 }),
      cdi(3234.56, { tax_rate: 3 }),
      fromNet(3234.56),
    ];
    for (const variant of variants) {
      let answer: unknown;
      expect(evaluations(() => (answer = simulateSalary(variant)))).toBe(1);
      expect(answer).not.toEqual(reference);
    }
  });

  it("refuses again at once a net that no gross gives", () => {
    const impossible = fromNet(10);
    expect(() => simulateSalary(impossible)).toThrow(SalaryInversionError);
    expect(
      evaluations(() => expect(() => simulateSalary(impossible)).toThrow("Aucun salaire brut ne correspond")),
    ).toBe(0);
  });
});

describe("estimateNetMonthly", () => {
  it("is the net before tax of a full-time non-cadre CDI at that gross a year, to the euro", () => {
    for (const grossYearly of [21876.36, 30000, 36000, 54500]) {
      const exact = simulateSalary(cdi(grossYearly / 12)).net_monthly_before_tax;
      expect(Math.abs(estimateNetMonthly(grossYearly) - exact)).toBeLessThanOrEqual(1);
    }
    expect(estimateNetMonthly(0)).toBe(0);
  });

  it("interpolates between the social security ceilings without drifting from the engine", () => {
    // 200 salaries spread from 10 000 € to 800 000 € a year, the same on every run.
    let seed = 20261122;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    let worst = 0;
    for (let n = 0; n < 200; n++) {
      const grossYearly = Math.round(10_000 * 80 ** next());
      worst = Math.max(worst, Math.abs(estimateNetMonthly(grossYearly) - exactNetMonthly(grossYearly, "CDI")));
    }
    expect(worst).toBeLessThanOrEqual(1);
  });

  it("answers from the interpolation without evaluating again", () => {
    estimateNetMonthly(41_000);
    const engine = salaryEngine();
    const setSituation = vi.spyOn(engine, "setSituation");
    try {
      for (const grossYearly of [41_500, 52_250, 99_999, 150_000]) estimateNetMonthly(grossYearly);
      expect(setSituation).not.toHaveBeenCalled();
    } finally {
      setSituation.mockRestore();
    }
  });

  it("follows the interns' and apprentices' own rules, exactly, evaluated once", () => {
    // An intern's allowance and an apprentice's pay bear fewer contributions than a salary.
    expect(estimateNetMonthly(7900, "stage")).toBe(exactNetMonthly(7900, "stage"));
    expect(estimateNetMonthly(7900, "stage")).toBeGreaterThan(estimateNetMonthly(7900, "CDI"));
    expect(estimateNetMonthly(14_000, "alternance")).toBe(
      simulateSalary({ gross_monthly: 14_000 / 12, status: "non-cadre", contract: "alternance" })
        .net_monthly_before_tax,
    );
    expect(estimateNetMonthly(14_000, "alternance")).toBeGreaterThan(estimateNetMonthly(14_000, "CDI"));
    const engine = salaryEngine();
    const setSituation = vi.spyOn(engine, "setSituation");
    try {
      estimateNetMonthly(14_000, "alternance");
      expect(setSituation).not.toHaveBeenCalled();
    } finally {
      setSituation.mockRestore();
    }
  });

  it("refuses what is not a salary", () => {
    for (const wrong of [-1, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => estimateNetMonthly(wrong)).toThrow(RangeError);
    }
  });
});

describe("lastUsedCache", () => {
  it("keeps the most recently used answers and forgets the oldest past capacity", () => {
    const compute = vi.fn((key: number) => key * 2);
    const cached = lastUsedCache(2, compute);
    expect([cached(1), cached(2), cached(1)]).toEqual([2, 4, 2]);
    expect(compute).toHaveBeenCalledTimes(2);
    cached(3); // forgets 2, the least recently used
    cached(1);
    expect(compute).toHaveBeenCalledTimes(3);
    cached(2);
    expect(compute).toHaveBeenCalledTimes(4);
  });

  it("keys the answers by what `keyOf` says of the argument", () => {
    const compute = vi.fn((point: { x: number; y: number }) => point.x + point.y);
    const cached = lastUsedCache(4, compute, (point) => `${point.x},${point.y}`);
    expect([cached({ x: 1, y: 2 }), cached({ x: 1, y: 2 }), cached({ x: 2, y: 1 })]).toEqual([3, 3, 3]);
    expect(compute).toHaveBeenCalledTimes(2);
  });
});

import { describe, expect, it } from "vitest";

import { describeJobSalary } from "./job-salary.ts";

// Intl writes a narrow no-break space between thousands and before €: compare with plain spaces.
const plain = (lines: { gross: string; net: string | null }) => ({
  gross: lines.gross.replace(/\s/g, " "),
  net: lines.net?.replace(/\s/g, " ") ?? null,
});

describe("describeJobSalary", () => {
  it("writes the gross yearly range and the estimated net monthly one", () => {
    expect(
      plain(describeJobSalary({ salaryMin: 42000, salaryMax: 50000, netMonthlyMin: 2747.4, netMonthlyMax: 3272.47 })),
    ).toEqual({ gross: "42 000–50 000 € brut par an", net: "soit environ 2 747–3 272 € net par mois" });
  });

  it("says « à partir de » or « jusqu'à » for a one-sided range, once for equal bounds", () => {
    expect(
      plain(describeJobSalary({ salaryMin: 30000, salaryMax: null, netMonthlyMin: 1957, netMonthlyMax: null })),
    ).toEqual({
      gross: "À partir de 30 000 € brut par an",
      net: "soit environ à partir de 1 957 € net par mois",
    });
    expect(
      plain(describeJobSalary({ salaryMin: null, salaryMax: 30000, netMonthlyMin: null, netMonthlyMax: 1957 })).gross,
    ).toBe("Jusqu'à 30 000 € brut par an");
    expect(
      plain(describeJobSalary({ salaryMin: 30000, salaryMax: 30000, netMonthlyMin: 1957, netMonthlyMax: 1957 })),
    ).toEqual({
      gross: "30 000 € brut par an",
      net: "soit environ 1 957 € net par mois",
    });
  });

  it("shows no net without an estimate, and says when the pay is not given", () => {
    expect(
      describeJobSalary({ salaryMin: 500, salaryMax: 600, netMonthlyMin: null, netMonthlyMax: null }).net,
    ).toBeNull();
    expect(describeJobSalary({ salaryMin: null, salaryMax: null, netMonthlyMin: null, netMonthlyMax: null })).toEqual({
      gross: "Salaire non communiqué",
      net: null,
    });
  });
});

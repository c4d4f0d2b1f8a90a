import { describe, expect, it } from "vitest";

import { findPeriod, joinBrokenRange, yearsOfExperience } from "./dates.ts";

describe("joinBrokenRange", () => {
  it("makes whole a range a narrow column broke over two lines, and leaves others", () => {
    expect(joinBrokenRange("Sept. 2020 – ● Professeure des écoles", "aujourd'hui · École Jules-Ferry")).toEqual([
      "Sept. 2020 – aujourd'hui ● Professeure des écoles",
      " · École Jules-Ferry",
    ]);
    expect(joinBrokenRange("2019 – Professeure stagiaire", "2020 · École Les Tilleuls")?.[0]).toBe(
      "2019 – 2020 Professeure stagiaire",
    );
    expect(joinBrokenRange("2019 – 2020 Professeure", "2021 · École")).toBeNull();
    expect(joinBrokenRange("Comptable – Cabinet Durand", "2019 · Nantes")).toBeNull();
    // A month waiting for its year on the next line.
    expect(joinBrokenRange("Sept. 2017 – févr. · Secrétaire d'accueil", "2021 · Accueil des patients")).toEqual([
      "Sept. 2017 – févr. 2021 · Secrétaire d'accueil",
      " · Accueil des patients",
    ]);
    // Two diplomas one under the other, each with its year.
    expect(joinBrokenRange("2019 – SSIAP 1", "2016 – CQP Agent de prévention et de sécurité")).toBeNull();
    expect(joinBrokenRange("2012 – Licence professionnelle", "2010 BTS Bâtiment")).toBeNull();
  });
});

describe("findPeriod", () => {
  it("reads two months of one year and the seasons, the words kept with the period", () => {
    expect(findPeriod("Janvier – février 2025 – Stage cariste – Leroy Merlin")).toMatchObject({
      start: { year: 2025, month: 1 },
      end: { year: 2025, month: 2 },
      text: "Janvier – février 2025",
    });
    expect(findPeriod("Été 2024 : Plongeur, Camping Les Sables d'Or")).toMatchObject({
      start: { year: 2024, month: null },
      end: { year: 2024, month: null },
      text: "Été 2024",
    });
    expect(findPeriod("Saisons 2014 et 2015")).toMatchObject({
      start: { year: 2014 },
      end: { year: 2015 },
      text: "Saisons 2014 et 2015",
    });
    expect(findPeriod("Summer 2023 · Lifeguard")?.text).toBe("Summer 2023");
    expect(findPeriod("2020 (Sept.-Oct.) : Grape picker")).toMatchObject({
      start: { year: 2020, month: 9 },
      end: { year: 2020, month: 10 },
      text: "2020 (Sept.-Oct.)",
    });
  });

  it("reads the French and English ranges date parsers miss", () => {
    expect(findPeriod("mars 2020 – août 2020")).toMatchObject({
      start: { year: 2020, month: 3 },
      end: { year: 2020, month: 8 },
      text: "mars 2020 – août 2020",
    });
    expect(findPeriod("sept. 2018 – févr. 2021")).toMatchObject({
      start: { year: 2018, month: 9 },
      end: { year: 2021, month: 2 },
    });
    expect(findPeriod("Jan 2018 – Present · Paris")).toMatchObject({ start: { year: 2018, month: 1 }, end: null });
    expect(findPeriod("03/2018 à 06/2019")).toMatchObject({
      start: { year: 2018, month: 3 },
      end: { year: 2019, month: 6 },
    });
    expect(findPeriod("de 2016 à 2018")).toMatchObject({
      start: { year: 2016, month: null },
      end: { year: 2018, month: null },
    });
  });

  it("reads an open start and a single year", () => {
    expect(findPeriod("Comptable depuis 2019")).toMatchObject({
      start: { year: 2019 },
      end: null,
      text: "depuis 2019",
    });
    expect(findPeriod("2020 – aujourd'hui")).toMatchObject({ start: { year: 2020 }, end: null });
    expect(findPeriod("Mars 2023 – à ce jour")).toMatchObject({ start: { year: 2023, month: 3 }, end: null });
    expect(findPeriod("2018 → aujourd'hui")).toMatchObject({ start: { year: 2018 }, end: null });
    expect(findPeriod("BTS, 2013")).toMatchObject({ start: { year: 2013 }, end: { year: 2013 } });
  });

  it("finds no period in a phone number, a postal code or a line without dates", () => {
    expect(findPeriod("06 12 34 56 78")).toBeNull();
    expect(findPeriod("69003 Lyon")).toBeNull();
    expect(findPeriod("Développeuse web — Acme")).toBeNull();
  });
});

describe("yearsOfExperience", () => {
  it("counts overlaps once and open periods up to today", () => {
    const today = new Date("2026-11-01");
    expect(
      yearsOfExperience(
        [
          { start: { year: 2018, month: 9 }, end: { year: 2021, month: 2 } },
          { start: { year: 2020, month: 1 }, end: { year: 2020, month: 12 } },
          { start: { year: 2021, month: 3 }, end: null },
        ],
        today,
      ),
    ).toBe(8);
    expect(yearsOfExperience([{ start: { year: 2030, month: 1 }, end: null }], today)).toBe(0);
  });
});

import { describe, expect, it } from "vitest";

import { mergeSkills } from "./merge-skills.ts";

describe("mergeSkills", () => {
  it("keeps the most specific skill in place of the general one", () => {
    expect(mergeSkills(["Excel", "Excel avancé"])).toEqual(["Excel avancé"]);
    expect(mergeSkills(["SAP", "Comptabilité", "SAP FI"])).toEqual(["SAP FI", "Comptabilité"]);
    expect(mergeSkills(["Excel avancé", "excel"])).toEqual(["Excel avancé"]);
  });

  it("keeps two specific skills that share a general one", () => {
    expect(mergeSkills(["SAP", "SAP FI", "SAP CO"])).toEqual(["SAP FI", "SAP CO"]);
  });

  it("merges duplicates whatever their case, accents, spaces or synonym, as first written", () => {
    expect(mergeSkills(["Comptabilite", "comptabilité", " COMPTABILITÉ "])).toEqual(["Comptabilite"]);
    expect(mergeSkills(["JS", "JavaScript", "Node.js", "nodejs"])).toEqual(["JS", "Node.js"]);
    expect(mergeSkills(["Gestion  de projet", "", "  ", null, undefined])).toEqual(["Gestion de projet"]);
  });

  it("finds a synonym inside a specific skill", () => {
    expect(mergeSkills(["Microsoft Excel", "Excel VBA"])).toEqual(["Excel VBA"]);
  });

  it("compares whole words only", () => {
    expect(mergeSkills(["Java", "JavaScript"])).toEqual(["Java", "JavaScript"]);
    expect(mergeSkills(["C", "C++", "C#"])).toEqual(["C", "C++", "C#"]);
    expect(mergeSkills(["JavaScript", "Node.js"])).toEqual(["JavaScript", "Node.js"]);
    expect(mergeSkills(["Sage", "Sagesse"])).toEqual(["Sage", "Sagesse"]);
  });

  it("merges a profile's skills with a CV's without adding what the profile already says better", () => {
    expect(mergeSkills(["Excel avancé", "SAP FI"], ["Excel", "SAP", "Sage"])).toEqual([
      "Excel avancé",
      "SAP FI",
      "Sage",
    ]);
    expect(mergeSkills(["Excel"], ["Excel avancé"])).toEqual(["Excel avancé"]);
    expect(mergeSkills(null, [])).toEqual([]);
  });
});

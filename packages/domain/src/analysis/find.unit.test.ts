import { describe, expect, it } from "vitest";

import { findLanguages, findSkills } from "./find.ts";

describe("findSkills", () => {
  it("finds the dictionary's skills whatever their case, accents or synonym", () => {
    expect(findSkills("Je développe en javascript et TS avec ReactJS, et un peu de comptabilite.")).toEqual([
      "JavaScript",
      "TypeScript",
      "React",
      "Comptabilité",
    ]);
  });

  it("keeps C, C++ and C# apart, and short ordinary words only in a list", () => {
    expect(findSkills("C++, C#, Go")).toEqual(["C#", "C++"]);
    expect(findSkills("C++, C#, Go, R", { list: true })).toEqual(["C#", "C++", "Go", "R"]);
    expect(findSkills("We go to the office", { list: true })).toEqual([]);
  });

  it("names the longer skill only, and does not find a skill inside a word", () => {
    expect(findSkills("React Native et Comptabilité fournisseurs")).toEqual([
      "React Native",
      "Comptabilité fournisseurs",
    ]);
    expect(findSkills("Javanais, expressément, Sagesse")).toEqual([]);
    expect(findSkills("Node.js, .NET")).toEqual(["Node.js", ".NET"]);
  });
});

describe("findLanguages", () => {
  it("reads each language with the level after it, CEFR first", () => {
    expect(findLanguages("Anglais : courant (C1)\nEspagnol - notions\nFrançais langue maternelle")).toEqual([
      { language: "Anglais", level: "C1" },
      { language: "Espagnol", level: "Notions" },
      { language: "Français", level: "Langue maternelle" },
    ]);
  });

  it("reads English names and several languages on one line", () => {
    expect(findLanguages("Languages: English (fluent), German B2, Italian")).toEqual([
      { language: "Anglais", level: "Courant" },
      { language: "Allemand", level: "B2" },
      { language: "Italien", level: null },
    ]);
  });
});

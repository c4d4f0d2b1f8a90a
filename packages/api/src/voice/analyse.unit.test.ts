import { describe, expect, it } from "vitest";

import { analyseVoice, findTrade } from "./analyse.ts";

describe("findTrade", () => {
  it("names the ROME job title of a trade's phrase, or its family, or nothing", () => {
    expect(findTrade("développeuse web")).toEqual({ title: "Développeur / Développeuse web", rome: "M1805" });
    expect(findTrade("infirmière")).toEqual({ title: "Infirmière", rome: "J1506" });
    expect(findTrade("passionnément gourmande")).toBeNull();
  });
});

describe("analyseVoice", () => {
  it("reads a spoken presentation's skills, languages and trade", () => {
    const analysis = analyseVoice(
      "Bonjour, je suis développeuse web à Lyon. Je travaille avec React et TypeScript. Je parle anglais couramment.",
    );
    expect(analysis).toMatchObject({
      skills: ["TypeScript", "React"],
      languages: [{ language: "Anglais", level: "Courant" }],
      trades: [{ phrase: "développeuse web", title: "Développeur / Développeuse web", rome: "M1805" }],
      length: { words: 17, sentences: 3, estimated_seconds: 7 },
      clarity: { level: "too_short" },
    });
  });
});

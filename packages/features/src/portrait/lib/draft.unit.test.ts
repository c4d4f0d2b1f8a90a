import { describe, expect, it } from "vitest";

import { sanitizeHtml } from "@fuse/ui/sanitize";

import { composePortraitDraft, frenchList } from "./draft.ts";

const complete = {
  firstName: "Camille",
  targetTitle: "Développeur·se web",
  headline: "Intégratrice",
  experienceYears: 6,
  city: "Lyon",
  contractTypes: ["CDI", "alternance"],
  skills: ["React", "TypeScript", "Accessibilité"],
  languages: ["Français", "Anglais"],
  motivation: "Rendre le web utilisable par tout le monde",
  achievement: "J'ai mené la refonte du site de ma ville\nen six mois",
  environment: "Une petite équipe qui avance vite",
};

describe("composePortraitDraft", () => {
  it("writes every fact the candidate gave, in French and in the first person", () => {
    expect(composePortraitDraft(complete)).toBe(
      "<p>Je m'appelle Camille. Mon métier : Développeur·se web. J'ai 6 ans d'expérience dans ce métier. J'habite à Lyon.</p>" +
        "<p>Je recherche un CDI ou une alternance.</p>" +
        "<p><strong>Mes compétences</strong></p><ul><li>React</li><li>TypeScript</li><li>Accessibilité</li></ul>" +
        "<p>Je parle français et anglais.</p>" +
        "<p><strong>Ce qui me motive</strong> : Rendre le web utilisable par tout le monde</p>" +
        "<p><strong>Une réussite qui me tient à cœur</strong> : J'ai mené la refonte du site de ma ville<br>en six mois</p>" +
        "<p>L'environnement où je donne le meilleur de moi-même : une petite équipe qui avance vite.</p>",
    );
  });

  it("leaves missing facts out instead of inventing them", () => {
    expect(composePortraitDraft({ firstName: "Camille", city: "Lyon" })).toBe(
      "<p>Je m'appelle Camille. J'habite à Lyon.</p>",
    );
    expect(composePortraitDraft({})).toBe("");
    expect(composePortraitDraft({ firstName: "  ", skills: [" ", ""], contractTypes: [], motivation: "\n" })).toBe("");
  });

  it("falls back on the headline when no target trade is given", () => {
    expect(composePortraitDraft({ headline: "Comptable" })).toBe("<p>Mon métier : Comptable.</p>");
  });

  it("never agrees in gender nor adds qualities the candidate did not state", () => {
    const draft = composePortraitDraft(complete);
    expect(draft).not.toMatch(/passionn|motivée?|dynamique|rigoureu|·e\b|basée?/i);
    expect(composePortraitDraft({ ...complete, firstName: "Louis" })).toBe(draft.replace("Camille", "Louis"));
  });

  it("counts years of experience in French, and a beginner as a beginner", () => {
    expect(composePortraitDraft({ experienceYears: 0 })).toBe("<p>Je débute dans ce métier.</p>");
    expect(composePortraitDraft({ experienceYears: 1 })).toBe("<p>J'ai 1 an d'expérience dans ce métier.</p>");
    expect(composePortraitDraft({ experienceYears: null })).toBe("");
  });

  it("lists contracts with « ou » and drops codes it does not know", () => {
    expect(composePortraitDraft({ contractTypes: ["CDD", "intérim", "freelance", "CDD", "inconnu"] })).toBe(
      "<p>Je recherche un CDD, des missions d'intérim ou des missions en freelance.</p>",
    );
  });

  it("writes skills once each, whatever their case", () => {
    expect(composePortraitDraft({ skills: ["SQL", "sql", " Excel "] })).toBe(
      "<p><strong>Mes compétences</strong></p><ul><li>SQL</li><li>Excel</li></ul>",
    );
  });

  it("escapes what the candidate typed, so the draft is text, never markup", () => {
    const draft = composePortraitDraft({
      firstName: '<img src=x onerror="alert(1)">',
      motivation: "<script>alert(1)</script> & les autres",
      skills: ["<b>C++</b>"],
    });
    expect(draft).toContain("Je m'appelle &lt;img src=x onerror=&quot;alert(1)&quot;&gt;.");
    expect(draft).toContain("&lt;script&gt;alert(1)&lt;/script&gt; &amp; les autres");
    expect(draft).toContain("<li>&lt;b&gt;C++&lt;/b&gt;</li>");
    expect(draft).not.toMatch(/<(script|img|b)\b/);
  });

  it("stays within the sanitising rule", () => {
    const draft = composePortraitDraft(complete);
    expect(sanitizeHtml(draft)).toBe(draft);
  });

  it("keeps an acronym's capitals in a chosen label", () => {
    expect(composePortraitDraft({ environment: "PME familiale" })).toBe(
      "<p>L'environnement où je donne le meilleur de moi-même : PME familiale.</p>",
    );
  });
});

describe("frenchList", () => {
  it("joins like French prose", () => {
    expect(frenchList([])).toBe("");
    expect(frenchList(["a"])).toBe("a");
    expect(frenchList(["a", "b"])).toBe("a et b");
    expect(frenchList(["a", "b", "c"], "ou")).toBe("a, b ou c");
  });
});

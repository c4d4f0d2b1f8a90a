import { describe, expect, it } from "vitest";

import { sanitizeHtml } from "../sanitize/sanitize.ts";
import { composePortraitDraft, frenchList, type PortraitFacts } from "./draft.ts";

const complete: PortraitFacts = {
  firstName: "Léa",
  targetTitle: "Comptable",
  romeCode: "M1203",
  experienceYears: 6,
  city: "Lyon",
  contractTypes: ["CDI", "alternance"],
  skills: ["Excel", "SAP", "Comptabilité analytique"],
  languages: ["Français", "Anglais (C1)"],
  motivation: "des comptes justes qui aident à décider",
  achievement: "J'ai mené la clôture annuelle en dix jours\nau lieu de trois semaines.",
  environment: "Une petite équipe qui avance vite",
};

/** The draft's text, without its markup, for the sentences themselves. */
const prose = (facts: PortraitFacts) =>
  composePortraitDraft(facts)
    .replace(/<br>/g, "\n")
    .replace(/<\/p><p>/g, "\n\n")
    .replace(/<[^>]+>/g, "");

describe("composePortraitDraft", () => {
  it("writes every fact as French prose, in the first person", () => {
    expect(composePortraitDraft(complete)).toBe(
      "<p>Je suis Léa, comptable avec 6 ans d'expérience, et j'habite à Lyon. Je recherche un CDI ou une alternance.</p>" +
        "<p>J'ai des compétences en Excel, SAP et comptabilité analytique. Je parle français et anglais (C1).</p>" +
        "<p>Des comptes justes qui aident à décider.</p>" +
        "<p>J'ai mené la clôture annuelle en dix jours<br>au lieu de trois semaines.</p>" +
        "<p>Je donne le meilleur de moi-même dans une petite équipe qui avance vite.</p>",
    );
  });

  it("never writes a label and a colon, nor an empty sentence", () => {
    for (const facts of [complete, { firstName: "Léa" }, { skills: ["Excel"] }, { environment: "PME familiale" }]) {
      const text = prose(facts);
      expect(text).not.toMatch(/ :|Mon métier|Mes compétences|Ce qui me motive/);
      expect(text).not.toMatch(/\.\s*\.|,\s*\.|\bet\s*\.|^\s*\.| {2,}/m);
    }
  });

  it("leaves out a trade typed half-way that is neither a ROME title nor kept on purpose", () => {
    expect(prose({ firstName: "Léa", targetTitle: "comptab" })).toBe("Je suis Léa.");
    expect(prose({ firstName: "Léa", targetTitle: "comptab", romeCode: null, experienceYears: 6 })).toBe(
      "Je suis Léa et j'ai 6 ans d'expérience professionnelle.",
    );
    expect(prose({ targetTitle: "Growth hacker", targetTitleConfirmed: true })).toBe("Je suis growth hacker.");
    expect(prose({ firstName: "Léa", targetTitle: "Comptable", romeCode: "M1203" })).toBe("Je suis Léa, comptable.");
  });

  it("keeps an acronym's capitals in a trade", () => {
    expect(prose({ firstName: "Léa", targetTitle: "DRH", romeCode: "M1503" })).toBe("Je suis Léa, DRH.");
    expect(prose({ targetTitle: "Développeur / Développeuse web", romeCode: "M1805" })).toBe(
      "Je suis développeur / développeuse web.",
    );
  });

  it("agrees years of experience: none, one, several", () => {
    const trade = { firstName: "Léa", targetTitle: "Comptable", romeCode: "M1203" };
    expect(prose({ ...trade, experienceYears: 0 })).toBe("Je suis Léa, comptable en début de carrière.");
    expect(prose({ ...trade, experienceYears: 1 })).toBe("Je suis Léa, comptable avec 1 an d'expérience.");
    expect(prose({ ...trade, experienceYears: 2.7 })).toBe("Je suis Léa, comptable avec 2 ans d'expérience.");
    expect(prose({ experienceYears: 0 })).toBe("Je débute ma vie professionnelle.");
    expect(prose({ experienceYears: 1 })).toBe("J'ai 1 an d'expérience professionnelle.");
    expect(prose({ firstName: "Léa", experienceYears: 0, city: "Lyon" })).toBe(
      "Je suis Léa et je débute ma vie professionnelle. J'habite à Lyon.",
    );
    expect(prose({ experienceYears: null })).toBe("");
  });

  it("writes any part of the introduction alone", () => {
    expect(prose({ firstName: "Léa" })).toBe("Je suis Léa.");
    expect(prose({ city: "Lyon" })).toBe("J'habite à Lyon.");
    expect(prose({ firstName: "Léa", city: "Le Havre" })).toBe("Je suis Léa et j'habite au Havre.");
    expect(prose({ targetTitle: "Comptable", romeCode: "M1203", city: "Les Sables-d'Olonne" })).toBe(
      "Je suis comptable et j'habite aux Sables-d'Olonne.",
    );
    expect(prose({ targetTitle: "Comptable", romeCode: "M1203", experienceYears: 6 })).toBe(
      "Je suis comptable avec 6 ans d'expérience.",
    );
  });

  it("leaves missing facts out instead of inventing them", () => {
    expect(composePortraitDraft({})).toBe("");
    expect(composePortraitDraft({ firstName: "  ", skills: [" ", ""], contractTypes: [], motivation: "\n" })).toBe("");
    expect(prose({ contractTypes: ["CDI"] })).toBe("Je recherche un CDI.");
  });

  it("joins skills as a French list, one skill, several, each once and the most specific", () => {
    expect(prose({ skills: ["Excel"] })).toBe("J'ai des compétences en Excel.");
    expect(prose({ skills: ["Excel", "SAP"] })).toBe("J'ai des compétences en Excel et SAP.");
    expect(prose({ skills: ["SQL", "sql", " Excel ", "Excel avancé", "SAP", "SAP FI", "Gestion de projet"] })).toBe(
      "J'ai des compétences en SQL, Excel avancé, SAP FI et gestion de projet.",
    );
    expect(prose({ skills: ["React Native", "Fiscalité", "Sage", "Node.js"] })).toBe(
      "J'ai des compétences en React Native, fiscalité, Sage et Node.js.",
    );
  });

  it("lists contracts with « ou » and drops codes it does not know", () => {
    expect(prose({ contractTypes: ["CDD", "intérim", "freelance", "CDD", "inconnu"] })).toBe(
      "Je recherche un CDD, des missions d'intérim ou des missions en freelance.",
    );
  });

  it("writes languages in lower case, joined in French", () => {
    expect(prose({ languages: ["Anglais"] })).toBe("Je parle anglais.");
    expect(prose({ languages: ["Français", "Anglais", "Espagnol", "anglais"] })).toBe(
      "Je parle français, anglais et espagnol.",
    );
  });

  it("never agrees in gender nor adds qualities the candidate did not state", () => {
    const draft = composePortraitDraft(complete);
    expect(draft).not.toMatch(/passionn|motivée?|dynamique|rigoureu|·e\b|basée?|installée?|née?\b/i);
    expect(composePortraitDraft({ ...complete, firstName: "Louis" })).toBe(draft.replace("Léa", "Louis"));
  });

  it("places the chosen environment in the sentence as it reads", () => {
    expect(prose({ environment: "Sur le terrain, au contact des gens" })).toBe(
      "Je donne le meilleur de moi-même sur le terrain, au contact des gens.",
    );
    expect(prose({ environment: "En autonomie, à distance" })).toBe(
      "Je donne le meilleur de moi-même en autonomie, à distance.",
    );
    expect(prose({ environment: "PME familiale" })).toBe(
      "Je donne le meilleur de moi-même dans un environnement de type « PME familiale ».",
    );
  });

  it("escapes what the candidate typed, so the draft is text, never markup", () => {
    const draft = composePortraitDraft({
      firstName: '<img src=x onerror="alert(1)">',
      motivation: "<script>alert(1)</script> & les autres",
      skills: ["<b>C++</b>"],
    });
    expect(draft).toContain("Je suis &lt;img src=x onerror=&quot;alert(1)&quot;&gt;.");
    expect(draft).toContain("&lt;script&gt;alert(1)&lt;/script&gt; &amp; les autres.");
    expect(draft).toContain("&lt;b&gt;C++&lt;/b&gt;");
    expect(draft).not.toMatch(/<(script|img|b)\b/);
  });

  it("stays within the sanitising rule", () => {
    const draft = composePortraitDraft(complete);
    expect(sanitizeHtml(draft)).toBe(draft);
  });
});

describe("frenchList", () => {
  it("joins like French prose", () => {
    expect(frenchList([])).toBe("");
    expect(frenchList(["a"])).toBe("a");
    expect(frenchList(["a", "b"])).toBe("a et b");
    expect(frenchList(["a", "b", "c"])).toBe("a, b et c");
    expect(frenchList(["a", "b", "c"], "ou")).toBe("a, b ou c");
  });
});

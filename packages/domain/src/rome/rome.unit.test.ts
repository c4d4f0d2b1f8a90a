import { readFileSync } from "node:fs";

import { describe, expect, it } from "vitest";

import { romeAliases } from "./index-builder.ts";
import { createRomeIndex, inclusiveTitle, romeCodePattern, titleKey, titleWords } from "./index.ts";
import { romeCodeOf, romeIndex, suggestJobTitles } from "./node.ts";
import { everydayNames } from "./thesaurus-data.ts";

describe("the shipped ROME data", () => {
  it("holds the 532 families and 11,061 job titles, each filed under a known family", () => {
    expect(romeIndex().size).toEqual({ titles: 11_061, families: 532 });
  });

  it("credits France Travail beside the files", () => {
    const readme = readFileSync(new URL("./data/README.md", import.meta.url), "utf8");
    expect(readme).toContain("France Travail — ROME, Licence Ouverte");
  });
});

describe("titleWords", () => {
  it.each([
    ["Développeur / Développeuse web", "developpeur web"],
    ["Développeuse web", "developpeur web"],
    ["DÉVELOPPEUR·SE WEB", "developpeur web"],
    ["Développeur(se) web", "developpeur web"],
    ["Infirmier·ère", "infirmier"],
    ["Infirmière", "infirmier"],
    ["Assistant·e administratif·ve", "assistant administratif"],
    ["Assistante administrative", "assistant administratif"],
    ["Conductrice de travaux", "conducteur travaux"],
    ["Chargée de clientèle", "charge clientele"],
    ["Technicienne de maintenance", "technicien maintenance"],
    ["Ingénieure qualité", "ingenieur qualite"],
  ])("reads %s as « %s »", (title, key) => {
    expect(titleKey(title)).toBe(key);
  });

  it("keeps nothing of stop words and punctuation", () => {
    expect(titleWords(" de la / et - ")).toEqual([]);
  });
});

/** Titles of the demo catalog (offers in inclusive writing, candidates' own words), with their family. */
const catalogTitles: [string, string][] = [
  ["Développeur·se Full-Stack", "M1805"],
  ["Développeur full-stack", "M1805"],
  ["Développeuse full-stack", "M1805"],
  ["Développeur·se back-end Java", "M1805"],
  ["Développeuse back-end Java", "M1805"],
  ["Développeur·se mobile", "M1805"],
  ["Ingénieur·e DevOps", "M1810"],
  ["Data analyst", "M1403"],
  ["Data scientist", "M1403"],
  ["Product owner", "M1806"],
  ["Technicien·ne support informatique", "I1401"],
  ["UX/UI designer", "E1205"],
  ["Administrateur·rice systèmes et réseaux", "M1801"],
  ["Administratrice systèmes et réseaux", "M1801"],
  ["Commercial·e B2B", "D1402"],
  ["Chargé·e de clientèle", "D1408"],
  ["Vendeur·se en magasin", "D1106"],
  ["Responsable de magasin", "D1301"],
  ["Comptable", "M1203"],
  ["Contrôleur·se de gestion", "M1204"],
  ["Contrôleuse de gestion", "M1204"],
  ["Assistant·e administratif·ve", "M1607"],
  ["Gestionnaire de paie", "M1203"],
  ["Juriste en droit social", "K1903"],
  ["Chargé·e de recrutement", "M1502"],
  // The official « Responsable des Ressources Humaines -RRH- », named without its acronym.
  ["Responsable ressources humaines", "M1503"],
  ["Infirmier·ère", "J1506"],
  ["Infirmière", "J1506"],
  ["Aide-soignant·e", "J1501"],
  ["Technicien·ne de maintenance", "I1304"],
  ["Ingénieur·e qualité", "H1502"],
  ["Préparateur·rice de commandes", "N1103"],
  ["Préparatrice de commandes", "N1103"],
  ["Responsable logistique", "N1301"],
  ["Électricien·ne", "I1309"],
  ["Conducteur·rice de travaux", "F1201"],
  ["Conductrice de travaux", "F1201"],
  ["Chargé·e de communication", "E1103"],
  ["Responsable marketing digital", "M1705"],
  ["Cuisinier·ère", "G1602"],
  ["Réceptionniste", "G1703"],
  ["Serveur·se", "G1803"],
  ["Serveuse", "G1803"],
  ["Chargé·e d'affaires énergies renouvelables", "H1102"],
  ["Conseiller·ère bancaire", "C1206"],
  ["Formateur·rice", "K2111"],
  ["Formatrice", "K2111"],
];

describe("romeCodeOf", () => {
  it("gives an offer and a candidate of one trade the same family, whatever their wording", () => {
    expect(romeCodeOf("Développeuse web")).toBe("M1805");
    expect(romeCodeOf("Développeur full-stack")).toBe("M1805");
    expect(romeCodeOf("Comptable")).toBe("M1203");
    expect(romeIndex().family("M1203")?.label).toBe("Comptabilité");
  });

  // Precision first: a title two families share about as much (« Électricien·ne »: building or
  // industrial maintenance) is left without a code rather than given the wrong one.
  const sharedTitles = new Set([
    "Technicien·ne support informatique",
    "Technicien·ne de maintenance",
    "Électricien·ne",
  ]);
  it.each(catalogTitles)("files « %s » under %s", (title, rome) => {
    expect(romeCodeOf(title)).toBe(sharedTitles.has(title) ? null : rome);
  });

  it("reads the title the way the search does: accents, case, inclusive and feminine forms", () => {
    for (const title of ["DEVELOPPEUSE WEB", "développeur·se web", "Développeur(se) web", "developpeuses web"]) {
      expect(romeCodeOf(title), title).toBe("M1805");
    }
  });

  it("reads « Hôte / Hôtesse de caisse » as one job in two genders, not as two parts", () => {
    expect(romeCodeOf("Hôte / Hôtesse de caisse – Temps partiel")).toBe("D1505");
    expect(romeCodeOf("Employé(e) de caisse – Job étudiant")).toBe("D1505");
  });

  it("reads each half of a title whose genders differ in word: « Garçon / Serveuse de café »", () => {
    expect(romeCodeOf("Garçon de café")).toBe("G1801");
    expect(romeCodeOf("Serveuse de café")).toBe("G1801");
    expect(romeCodeOf("Fille de chenil")).toBe("A1408");
  });

  it("files each everyday or English name under one family, whichever list names it", () => {
    const families = new Map<string, Set<string>>();
    for (const [name, rome] of [...everydayNames, ...romeAliases]) {
      const key = titleKey(name);
      families.set(key, new Set([...(families.get(key) ?? []), rome]));
    }
    expect([...families].filter(([, codes]) => codes.size > 1)).toEqual([]);
    expect(romeCodeOf("Scrum master – ESN")).toBe("M1806");
  });

  it("files the English titles French offers use under their French trade", () => {
    expect(romeCodeOf("Accountant – International group")).toBe("M1203");
    expect(romeCodeOf("Registered Nurse (H/F)")).toBe("J1506");
    expect(romeCodeOf("Forklift driver – Night shift")).toBe("N1101");
    expect(romeCodeOf("Senior financial controller")).toBe("M1204");
    // A search reads the same names: « truck driver » is the official title's trade.
    expect(romeIndex().tradesNamed(["truck", "driver"])).toEqual(["N4101"]);
  });

  it("files a title the closest job title leaves unsure when the words its family's titles use agree", () => {
    expect(romeCodeOf("Grutier·ère grue à tour – Intérim")).toBe("F1301");
    expect(romeCodeOf("Gestionnaire sinistres auto")).toBe("C1109");
    // Kitchen porters and divers share « Plongeur » and no other word: still no code.
    expect(romeCodeOf("Plongeur")).toBeNull();
  });

  it("finds the closest job title when the wording is not ROME's", () => {
    expect(romeCodeOf("Ingénieure DevOps senior")).toBe("M1810");
    expect(romeCodeOf("Développeur Java confirmé")).toBe("M1805");
    expect(romeCodeOf("Aide-soignante de nuit")).toBe("J1501");
    expect(romeCodeOf("Chauffeuse poids lourd")).toBe("N4101");
  });

  it("writes out an abbreviation naming the job more precisely, not one that names another trade after a job title", () => {
    expect(romeCodeOf("Chauffeur PL – Messagerie")).toBe("N4101");
    expect(romeCodeOf("IDE de nuit")).toBe("J1506");
    // APS: « activités physiques et sportives » here, not « agent de prévention et de sécurité ».
    expect(romeCodeOf("Éducateur sportif APS – Multisports")).toBe("G1204");
    expect(romeCodeOf("APS – Centre commercial")).toBe("K2503");
  });

  it("leaves out how the job is held: seniority, internship, work-study, freelance", () => {
    expect(romeCodeOf("Comptable senior")).toBe("M1203");
    expect(romeCodeOf("Stage — Juriste en droit social")).toBe("K1903");
    expect(romeCodeOf("Cuisinier·ère en alternance")).toBe("G1602");
    expect(romeCodeOf("UX/UI designer (mission freelance)")).toBe("E1205");
    expect(romeCodeOf("Stage en alternance")).toBeNull();
  });

  it("answers null when nothing is close", () => {
    for (const title of ["azerty qsdf", "", "   ", "de la et", "xyz-42"]) expect(romeCodeOf(title), title).toBeNull();
  });

  it("answers a valid code or null for any text", () => {
    for (const title of ["Boulangère", "Chef de projet", "🙂", "a".repeat(500)]) {
      const code = romeCodeOf(title);
      expect(code === null || romeCodePattern.test(code), title).toBe(true);
    }
  });
});

describe("suggestJobTitles", () => {
  it("finds « Développeur / Développeuse web » from the feminine, unaccented", () => {
    const labels = suggestJobTitles("developpeuse web", 5).map((title) => title.label);
    expect(labels[0]).toBe("Développeur / Développeuse web");
  });

  it("matches word beginnings, accents and case aside, best first", () => {
    const titles = suggestJobTitles("COMPTA", 5);
    expect(titles[0]).toEqual({ label: "Comptable", rome: "M1203", family: "Comptabilité" });
    expect(titles).toHaveLength(5);
    for (const title of titles) expect(titleKey(title.label)).toMatch(/\bcompta/);
    expect(suggestJobTitles("infirm", 3).every((title) => title.label.startsWith("Infirmier / Infirmière"))).toBe(true);
  });

  it("takes a feminine word before it is typed out", () => {
    expect(suggestJobTitles("developpeus", 20).some((title) => title.label === "Développeur / Développeuse web")).toBe(
      true,
    );
  });

  it("answers nothing for nothing, and at most the limit", () => {
    expect(suggestJobTitles("", 5)).toEqual([]);
    expect(suggestJobTitles("zzzzqqq", 5)).toEqual([]);
    expect(suggestJobTitles("agent", 3)).toHaveLength(3);
  });
});

describe("inclusiveTitle", () => {
  it.each([
    ["Développeur / Développeuse web", "Développeur·se web"],
    ["Conducteur / Conductrice de travaux", "Conducteur·rice de travaux"],
    ["Infirmier / Infirmière anesthésiste", "Infirmier·ère anesthésiste"],
    ["Chargé / Chargée de clientèle en assurances", "Chargé·e de clientèle en assurances"],
    ["Technicien / Technicienne de maintenance", "Technicien·ne de maintenance"],
    ["Comptable", "Comptable"],
    ["Garçon / Fille de cour d'entraînement de chevaux", "Garçon / Fille de cour d'entraînement de chevaux"],
  ])("writes %s as « %s », which reads as the same title", (label, written) => {
    expect(inclusiveTitle(label)).toBe(written);
    expect(titleKey(written)).toBe(titleKey(label));
  });
});

describe("createRomeIndex", () => {
  it("builds from any files of the same shape, skipping titles of unknown families", () => {
    const index = createRomeIndex({
      romes:
        "rome\tlibelle\tdomaine\tdomaine_libelle\tgrand_domaine\tgrand_domaine_libelle\nM1203\tComptabilité\tM12\tCompta\tM\tGestion\n",
      appellations: "code\tlibelle\tlibelle_court\trome\n1\tComptable\tComptable\tM1203\n2\tPilote\tPilote\tZ9999\n",
    });
    expect(index.size).toEqual({ titles: 1, families: 1 });
    expect(index.romeCodeOf("comptable")).toBe("M1203");
    expect(index.romeCodeOf("pilote")).toBeNull();
  });
});

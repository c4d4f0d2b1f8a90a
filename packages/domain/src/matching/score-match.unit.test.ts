import { describe, expect, it } from "vitest";

import { earthRadiusKm } from "./distance.ts";
import { scoreMatch } from "./score-match.ts";
import type { Criterion, CriterionKey, MatchCandidate, MatchJob, MatchResult } from "./types.ts";

const home = { lat: 48.8566, lng: 2.3522 };
/** Coordinates `km` due north of `home`: along a meridian, the distance is exactly that. */
const north = (km: number) => ({ lat: home.lat + (km / (Math.PI * earthRadiusKm)) * 180, lng: home.lng });

const candidate = (changes: Partial<MatchCandidate> = {}): MatchCandidate => ({
  skills: ["TypeScript", "React", "Node.js"],
  languages: ["Français", "Anglais"],
  ...home,
  city: "Paris",
  mobilityRadiusKm: 30,
  contractTypes: ["CDI"],
  remotePreference: "any",
  salaryExpectation: 45000,
  experienceYears: 5,
  ...changes,
});

const job = (changes: Partial<MatchJob> = {}): MatchJob => ({
  skills: ["TypeScript", "React"],
  niceToHaveSkills: ["Node.js"],
  languages: ["Français"],
  ...north(12),
  city: "Saint-Denis",
  contractType: "CDI",
  remoteMode: "onsite",
  salaryMin: 40000,
  salaryMax: 50000,
  experienceYearsMin: 3,
  ...changes,
});

function scored(result: MatchResult) {
  if (result.excluded) throw new Error(`excluded: ${result.reason}`);
  return result;
}

const line = (result: MatchResult, key: CriterionKey): Criterion => result.criteria.find((c) => c.key === key)!;
const of = (key: CriterionKey, c: Partial<MatchCandidate> = {}, j: Partial<MatchJob> = {}) =>
  line(scoreMatch(candidate(c), job(j)), key);

/** French typography: narrow no-break space between thousands, no-break space before €. */
const euros = (text: string) => text.replace(/(\d) (\d{3})/g, "$1\u202f$2").replace(/ €/g, "\u00a0€");

describe("scoreMatch", () => {
  it("gives 100 to a pair that meets every criterion, with a sentence for each and nothing to improve", () => {
    const result = scored(scoreMatch(candidate(), job()));
    expect(result.score).toBe(100);
    expect(result.improvements).toEqual([]);
    expect(result.criteria.map((c) => [c.label, c.points, c.sentence, c.improvement])).toEqual([
      ["Compétences", 40, "3 compétences sur 3 en commun", null],
      ["Distance", 20, "Poste sur site à 12 km, dans le rayon de mobilité de 30 km", null],
      ["Contrat", 10, "CDI, parmi les contrats recherchés", null],
      ["Salaire", 15, euros("Prétention de 45 000 €, compatible avec la fourchette de 40 000 € à 50 000 €"), null],
      ["Expérience", 10, "5 ans d'expérience pour 3 ans demandés", null],
      ["Langues", 5, "1 langue sur 1 en commun", null],
    ]);
  });

  it("adds up the breakdown's points into the score", () => {
    const result = scored(
      scoreMatch(
        candidate({ skills: ["TypeScript"], experienceYears: 1, salaryExpectation: null }),
        job({ ...north(45) }),
      ),
    );
    const sum = result.criteria.reduce((total, c) => total + c.points, 0);
    expect(result.score).toBe(Math.round(sum));
    expect(result.score).toBeLessThan(100);
  });

  it("lists the improvements of the criteria below full, biggest gain first", () => {
    const result = scored(
      scoreMatch(
        candidate({ skills: ["TypeScript"], languages: [], experienceYears: 2, salaryExpectation: null }),
        job({ skills: ["TypeScript", "Docker", "Kafka"], niceToHaveSkills: [], experienceYearsMin: 4 }),
      ),
    );
    // Gains: skills 40 − 13.3, salary 15 − 7.5, experience 10 − 5, languages 5 − 0.
    expect(result.improvements).toEqual([
      "Ajouter Docker et Kafka aux compétences du profil",
      "Renseigner la prétention salariale",
      "Atteindre 4 ans d'expérience",
      "Ajouter Français aux langues du profil",
    ]);
  });

  it("gives the same result for the same pair, every time", () => {
    const pair = [candidate({ skills: ["JS", "Docker"] }), job({ ...north(50), remoteMode: "hybrid" })] as const;
    expect(scoreMatch(...pair)).toEqual(scoreMatch(...pair));
    expect(JSON.stringify(scoreMatch(...pair))).toBe(JSON.stringify(scoreMatch(...pair)));
  });
});

describe("skills", () => {
  it("weighs required skills 80 % and nice-to-have ones 20 %", () => {
    expect(of("skills", { skills: ["TypeScript", "React"] }).points).toBe(32);
    expect(of("skills", { skills: ["Node.js", "TypeScript"] }).points).toBe(24);
    expect(of("skills", { skills: ["Node.js"] }).points).toBe(8);
  });

  it("gives the whole share to required skills when the job has no nice-to-have one", () => {
    expect(of("skills", { skills: ["TypeScript"] }, { niceToHaveSkills: [] }).points).toBe(20);
    expect(of("skills", { skills: ["Go"] }, { skills: [], niceToHaveSkills: ["Go", "Rust"] }).points).toBe(20);
  });

  it("counts the skills in common with French plural rules", () => {
    expect(of("skills", { skills: ["TypeScript"] }).sentence).toBe("1 compétence sur 3 en commun");
    expect(of("skills", { skills: ["TypeScript", "React"] }).sentence).toBe("2 compétences sur 3 en commun");
    expect(
      of(
        "skills",
        { skills: ["A", "B", "C", "D", "E"] },
        { skills: ["A", "B", "C", "D", "E", "F"], niceToHaveSkills: ["G"] },
      ).sentence,
    ).toBe("5 compétences sur 7 en commun");
  });

  it("names up to three missing required skills, then the nice-to-have ones", () => {
    const many = of("skills", { skills: ["A"] }, { skills: ["A", "Docker", "Kafka", "Redis", "Rust"] });
    expect(many.improvement).toBe("Ajouter Docker, Kafka et Redis aux compétences du profil");
    expect(many.details).toEqual({ matched: ["A"], missing: ["Docker", "Kafka", "Redis", "Rust", "Node.js"] });
    expect(of("skills", { skills: ["TypeScript", "React"] }).improvement).toBe(
      "Ajouter Node.js aux compétences du profil",
    );
  });

  it("ignores case, accents, punctuation and spelling variants", () => {
    const sameSkill = (mine: string, theirs: string) =>
      of("skills", { skills: [mine] }, { skills: [theirs], niceToHaveSkills: [] }).points === 40;
    expect(sameSkill("developpement WEB", "Développement web")).toBe(true);
    expect(sameSkill("NodeJS", "Node.js")).toBe(true);
    expect(sameSkill("node", "Node.js")).toBe(true);
    expect(sameSkill("JS", "JavaScript")).toBe(true);
    expect(sameSkill("Postgres", "PostgreSQL")).toBe(true);
    expect(sameSkill("K8s", "kubernetes")).toBe(true);
    expect(sameSkill("Intégration continue", "CI/CD")).toBe(true);
    expect(sameSkill("Excel", "Microsoft Excel")).toBe(true);
    expect(sameSkill("TS", "TypeScript")).toBe(true);
  });

  it("counts two spellings of one skill in the job once", () => {
    expect(
      of("skills", { skills: ["JavaScript"] }, { skills: ["JS", "JavaScript"], niceToHaveSkills: ["js"] }).sentence,
    ).toBe("1 compétence sur 1 en commun");
  });

  it("gives nothing when the job lists no skill, whatever the profile lists", () => {
    for (const skills of [[], ["Docker"]]) {
      const result = scoreMatch(candidate({ skills }), job({ skills: [], niceToHaveSkills: [] }));
      expect(result.excluded).toBe(false);
      expect(line(result, "skills")).toMatchObject({
        points: 0,
        sentence: "Aucune compétence demandée par l'offre",
        improvement: "Renseigner les compétences demandées par l'offre",
      });
    }
  });

  it("gives nothing, without excluding, to a profile that lists no skill", () => {
    const result = scoreMatch(candidate({ skills: [] }), job());
    expect(result.excluded).toBe(false);
    expect(line(result, "skills")).toMatchObject({
      points: 0,
      sentence: "0 compétence sur 3 en commun",
      improvement: "Ajouter TypeScript et React aux compétences du profil",
    });
  });

  it("excludes a pair with skills on both sides and none in common", () => {
    const result = scoreMatch(candidate({ skills: ["Comptabilité", "Excel"] }), job());
    expect(result).toMatchObject({ excluded: true, reason: "Aucune compétence en commun" });
    expect(line(result, "skills").points).toBe(0);
    expect(result.criteria).toHaveLength(6);
  });

  it("does not exclude a pair that shares only a nice-to-have skill", () => {
    expect(scoreMatch(candidate({ skills: ["NodeJS"] }), job()).excluded).toBe(false);
  });
});

describe("distance", () => {
  it("is full within the mobility radius, edge included", () => {
    expect(of("distance", {}, north(30))).toMatchObject({
      points: 20,
      sentence: "Poste sur site à 30 km, dans le rayon de mobilité de 30 km",
      details: { distanceKm: 30 },
    });
    expect(of("distance", {}, north(0.2)).sentence).toBe(
      "Poste sur site à moins d'un kilomètre, dans le rayon de mobilité de 30 km",
    );
  });

  it("falls linearly from the radius to nothing at the max reach for an onsite job", () => {
    // Radius 30 km: max reach 70 km, so 45 km is 15 of the 40 km between them.
    expect(of("distance", {}, north(45))).toMatchObject({
      points: 12.5,
      sentence: "Poste sur site à 45 km, au-delà du rayon de mobilité de 30 km",
      improvement: "Élargir le rayon de mobilité à 45 km",
    });
    expect(of("distance", {}, north(70)).points).toBe(0);
  });

  it("costs half as much beyond the radius for a hybrid job", () => {
    // Radius 30 km: max reach 110 km; 45 km is 15 of the 80 km between, half of which is lost.
    expect(of("distance", {}, { ...north(45), remoteMode: "hybrid" })).toMatchObject({
      points: 18.1,
      sentence: "Poste hybride à 45 km, au-delà du rayon de mobilité de 30 km",
    });
    expect(of("distance", {}, { ...north(109.8), remoteMode: "hybrid" }).points).toBe(10);
    expect(scoreMatch(candidate(), job({ ...north(100), remoteMode: "hybrid" })).excluded).toBe(false);
  });

  it("excludes a job far outside the radius", () => {
    const result = scoreMatch(candidate(), job(north(100)));
    expect(result).toMatchObject({
      excluded: true,
      reason:
        "Poste sur site à 100 km : trop loin pour un rayon de mobilité de 30 km (au plus 70 km pour un poste sur site)",
    });
    expect(line(result, "distance")).toMatchObject({ points: 0, improvement: "Élargir le rayon de mobilité à 100 km" });
    expect(scoreMatch(candidate(), job({ ...north(111), remoteMode: "hybrid" })).excluded).toBe(true);
    expect(scoreMatch(candidate(), job(north(70.3)))).toMatchObject({
      excluded: true,
      reason:
        "Poste sur site à 71 km : trop loin pour un rayon de mobilité de 30 km (au plus 70 km pour un poste sur site)",
    });
  });

  it("gives full points to a remote job however far", () => {
    const result = scoreMatch(candidate({ mobilityRadiusKm: 0 }), job({ ...north(800), remoteMode: "remote" }));
    expect(result.excluded).toBe(false);
    expect(line(result, "distance")).toMatchObject({
      points: 20,
      sentence: "Poste en télétravail complet",
      improvement: null,
    });
  });

  it("takes points from a pair whose remote-work wishes differ", () => {
    expect(of("distance", { remotePreference: "remote" })).toMatchObject({
      points: 5,
      sentence: "Poste sur site à 12 km, dans le rayon de mobilité de 30 km ; télétravail complet souhaité",
      improvement: "Accepter un poste sur site",
    });
    expect(of("distance", { remotePreference: "remote" }, { remoteMode: "hybrid" }).points).toBe(15);
    expect(of("distance", { remotePreference: "onsite" }, { remoteMode: "remote" }).sentence).toBe(
      "Poste en télétravail complet ; travail sur site souhaité",
    );
    expect(of("distance", { remotePreference: "remote" }, north(45)).improvement).toBe(
      "Élargir le rayon de mobilité à 45 km et accepter un poste sur site",
    );
    expect(of("distance", { remotePreference: "hybrid" }, { remoteMode: "hybrid" }).points).toBe(20);
  });

  it("gives nothing, never an exclusion, when a location is unknown", () => {
    const noCandidatePlace = scoreMatch(candidate({ lat: null, lng: null, mobilityRadiusKm: 0 }), job(north(500)));
    expect(noCandidatePlace.excluded).toBe(false);
    expect(line(noCandidatePlace, "distance")).toMatchObject({
      points: 0,
      sentence: "Distance inconnue : localisation du profil non renseignée",
      improvement: "Renseigner la localisation du profil",
    });
    expect(of("distance", {}, { lat: null, lng: null }).sentence).toBe(
      "Distance inconnue : localisation de l'offre non renseignée",
    );
    expect(of("distance", { lat: null, lng: null }, { lat: null, lng: null }).sentence).toBe(
      "Distance inconnue : localisation du profil et de l'offre non renseignées",
    );
  });
});

describe("contract", () => {
  it("is full when the job's contract is one the candidate looks for", () => {
    expect(of("contract", { contractTypes: ["CDD", "CDI"] })).toMatchObject({ points: 10, improvement: null });
  });

  it("is full for a candidate open to every contract", () => {
    expect(of("contract", { contractTypes: [] }, { contractType: "intérim" })).toMatchObject({
      points: 10,
      sentence: "Intérim ; tous les contrats sont acceptés",
    });
  });

  it("excludes a contract the candidate does not look for", () => {
    const result = scoreMatch(candidate({ contractTypes: ["CDI", "CDD"] }), job({ contractType: "stage" }));
    expect(result).toMatchObject({ excluded: true, reason: "Stage, hors des contrats recherchés (CDI, CDD)" });
    expect(line(result, "contract")).toMatchObject({
      points: 0,
      improvement: "Ajouter le stage aux contrats recherchés",
    });
  });
});

describe("salary", () => {
  it("is full within or below the range", () => {
    expect(of("salary", { salaryExpectation: 50000 }).points).toBe(15);
    expect(of("salary", { salaryExpectation: 30000 })).toMatchObject({
      points: 15,
      sentence: euros("Prétention de 30 000 €, compatible avec la fourchette de 40 000 € à 50 000 €"),
    });
  });

  it("falls with the gap above the maximum, to nothing at 30 % above", () => {
    expect(of("salary", { salaryExpectation: 57500 })).toMatchObject({
      points: 7.5,
      sentence: euros("Prétention de 57 500 €, 15 % au-dessus de la fourchette de 40 000 € à 50 000 €"),
      improvement: euros("Rapprocher la prétention (57 500 €) du salaire proposé (50 000 €)"),
    });
    expect(of("salary", { salaryExpectation: 65000 }).points).toBe(0);
    expect(of("salary", { salaryExpectation: 90000 }).points).toBe(0);
  });

  it("takes the minimum as the ceiling when the job gives no maximum", () => {
    expect(of("salary", { salaryExpectation: 44000 }, { salaryMin: 40000, salaryMax: null })).toMatchObject({
      points: 10,
      sentence: euros("Prétention de 44 000 €, 10 % au-dessus du salaire proposé à partir de 40 000 €"),
    });
    expect(of("salary", { salaryExpectation: 39000 }, { salaryMin: null, salaryMax: 40000 }).sentence).toBe(
      euros("Prétention de 39 000 €, compatible avec le salaire proposé jusqu'à 40 000 €"),
    );
  });

  it("gives nothing when either side leaves the salary out", () => {
    expect(of("salary", { salaryExpectation: null })).toMatchObject({
      points: 0,
      sentence: "Salaire non comparable : prétention non renseignée",
      improvement: "Renseigner la prétention salariale",
    });
    expect(of("salary", {}, { salaryMin: null, salaryMax: null })).toMatchObject({
      points: 0,
      sentence: "Salaire non comparable : salaire de l'offre non renseigné",
    });
    expect(scoreMatch(candidate({ salaryExpectation: null }), job()).excluded).toBe(false);
  });
});

describe("experience", () => {
  it("is full at or above the years asked, and when none are asked", () => {
    expect(of("experience", { experienceYears: 3 }).points).toBe(10);
    expect(of("experience", { experienceYears: null }, { experienceYearsMin: 0 })).toMatchObject({
      points: 10,
      sentence: "Aucune expérience minimale demandée",
    });
  });

  it("is proportional below the years asked, with French plurals", () => {
    expect(of("experience", { experienceYears: 1 })).toMatchObject({
      points: 3.3,
      sentence: "1 an d'expérience pour 3 ans demandés",
      improvement: "Atteindre 3 ans d'expérience",
    });
    expect(of("experience", { experienceYears: 0 }, { experienceYearsMin: 1 }).sentence).toBe(
      "0 an d'expérience pour 1 an demandé",
    );
  });

  it("gives nothing when the profile does not say", () => {
    expect(of("experience", { experienceYears: null })).toMatchObject({
      points: 0,
      sentence: "Expérience non renseignée, 3 ans demandés",
      improvement: "Renseigner les années d'expérience du profil",
    });
  });
});

describe("languages", () => {
  it("is full when the job asks for none", () => {
    expect(of("languages", { languages: [] }, { languages: [] })).toMatchObject({
      points: 5,
      sentence: "Aucune langue demandée",
    });
  });

  it("is the share of the job's languages the candidate speaks, whatever the spelling", () => {
    const partly = of(
      "languages",
      { languages: ["english", "francais"] },
      { languages: ["Français", "Anglais", "Allemand"] },
    );
    expect(partly).toMatchObject({
      points: 3.3,
      sentence: "2 langues sur 3 en commun",
      improvement: "Ajouter Allemand aux langues du profil",
      details: { matched: ["Français", "Anglais"], missing: ["Allemand"] },
    });
    expect(of("languages", { languages: ["ANGLAIS"] }, { languages: ["English"] }).points).toBe(5);
  });
});

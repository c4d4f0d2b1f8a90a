// The server prefilters pairs in SQL with maxReachKm, distanceKm and an overlap of skillKeys; these
// generated pairs check that this prefilter and scoreMatch never disagree on which pairs are excluded,
// and that every result keeps its invariants.
import { describe, expect, it } from "vitest";

import { distanceKm, earthRadiusKm } from "./distance.ts";
import { skillKey, skillKeys } from "./normalise.ts";
import { scoreMatch } from "./score-match.ts";
import type { ContractType, MatchCandidate, MatchJob, RemoteMode, RemotePreference } from "./types.ts";
import { matchWeights, maxReachKm } from "./weights.ts";

/** mulberry32: a small seeded generator, so a failure can be replayed. */
function seeded(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const random = seeded(20261121);
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
const some = <T>(items: readonly T[], most: number): T[] =>
  Array.from({ length: Math.floor(random() * (most + 1)) }, () => pick(items));
const sometimesNull = <T>(value: T, chance = 0.2): T | null => (random() < chance ? null : value);

// Spelling variants on purpose: synonyms, accents, case and punctuation must not change the outcome.
const skillPool = [
  "JavaScript",
  "js",
  "TypeScript",
  "TS",
  "Node.js",
  "NodeJS",
  "node",
  "React",
  "reactjs",
  "PostgreSQL",
  "postgres",
  "K8s",
  "Kubernetes",
  "Docker",
  "Kafka",
  "CI/CD",
  "intégration continue",
  "Excel",
  "Microsoft Excel",
  "Développement web",
  "developpement WEB",
  "Comptabilité",
  "comptabilite",
  "C++",
  "C#",
  "C",
  "Go",
  "Rust",
  "Python",
  "Gestion de projet",
  "...",
];
const languagePool = ["Français", "francais", "Anglais", "English", "Allemand", "Espagnol", "Español"];
const contracts: ContractType[] = ["CDI", "CDD", "intérim", "alternance", "stage", "freelance"];
const modes: RemoteMode[] = ["onsite", "hybrid", "remote"];
const preferences: RemotePreference[] = ["onsite", "hybrid", "remote", "any"];

/** Somewhere in or around metropolitan France, or nowhere. */
function place() {
  if (random() < 0.15) return { lat: null, lng: null };
  return { lat: 43 + random() * 7, lng: -1 + random() * 8 };
}

const randomCandidate = (): MatchCandidate => ({
  skills: some(skillPool, 6),
  languages: some(languagePool, 3),
  ...place(),
  city: null,
  mobilityRadiusKm: pick([0, 5, 10, 30, 50, 100, 200]),
  contractTypes: [...new Set(some(contracts, 3))],
  remotePreference: pick(preferences),
  salaryExpectation: sometimesNull(25000 + Math.round(random() * 50000)),
  experienceYears: sometimesNull(Math.floor(random() * 15)),
});

const kmPerDegree = (Math.PI * earthRadiusKm) / 180;

/**
 * Mostly near the edge of the candidate's max reach, in any direction, where an off-by-a-little
 * rule would show; otherwise anywhere.
 */
function placeAround(candidate: MatchCandidate, remoteMode: RemoteMode) {
  if (candidate.lat === null || candidate.lng === null || random() < 0.3) return place();
  const reach = remoteMode === "remote" ? 100 : maxReachKm(candidate.mobilityRadiusKm, remoteMode);
  const km = reach * (0.6 + random() * 0.8);
  const bearing = random() * 2 * Math.PI;
  return {
    lat: candidate.lat + (km * Math.cos(bearing)) / kmPerDegree,
    lng: candidate.lng + (km * Math.sin(bearing)) / (kmPerDegree * Math.cos((candidate.lat * Math.PI) / 180)),
  };
}

function randomJob(candidate: MatchCandidate): MatchJob {
  const salaryMin = sometimesNull(25000 + Math.round(random() * 30000), 0.3);
  const remoteMode = pick(modes);
  return {
    skills: some(skillPool, 5),
    niceToHaveSkills: some(skillPool, 3),
    languages: some(languagePool, 2),
    ...placeAround(candidate, remoteMode),
    city: null,
    contractType: pick(contracts),
    remoteMode,
    salaryMin,
    salaryMax: sometimesNull((salaryMin ?? 30000) + Math.round(random() * 20000), 0.3),
    experienceYearsMin: pick([0, 0, 1, 2, 3, 5, 8]),
  };
}

/** The SQL prefilter's three rules, written from weights.ts without going through scoreMatch. */
function prefilterExcludes(candidate: MatchCandidate, job: MatchJob) {
  const contract = candidate.contractTypes.length > 0 && !candidate.contractTypes.includes(job.contractType);
  const distance =
    candidate.lat !== null &&
    candidate.lng !== null &&
    job.lat !== null &&
    job.lng !== null &&
    job.remoteMode !== "remote" &&
    distanceKm({ lat: candidate.lat, lng: candidate.lng }, { lat: job.lat, lng: job.lng }) >
      maxReachKm(candidate.mobilityRadiusKm, job.remoteMode);
  const jobKeys = [...job.skills, ...job.niceToHaveSkills].map(skillKey).filter((key) => key !== "");
  const candidateKeys = candidate.skills.flatMap(skillKeys);
  const skills = jobKeys.length > 0 && candidateKeys.length > 0 && !jobKeys.some((key) => candidateKeys.includes(key));
  // A recruiter's search goes the other way: the job's skills with their synonyms against the
  // candidates' own keys. Both ways must agree.
  const ownKeys = candidate.skills.map(skillKey).filter((key) => key !== "");
  const expandedJobKeys = [...job.skills, ...job.niceToHaveSkills].flatMap(skillKeys);
  const skillsFromJobSide =
    expandedJobKeys.length > 0 && ownKeys.length > 0 && !expandedJobKeys.some((key) => ownKeys.includes(key));
  return { contract, distance, skills, skillsFromJobSide };
}

describe("scoreMatch on generated pairs", () => {
  const pairs = Array.from({ length: 600 }, () => {
    const candidate = randomCandidate();
    return [candidate, randomJob(candidate)] as const;
  });

  it("excludes exactly the pairs the SQL prefilter drops", () => {
    const seen = { contract: 0, distance: 0, skills: 0, kept: 0 };
    for (const [candidate, job] of pairs) {
      const rules = prefilterExcludes(candidate, job);
      const result = scoreMatch(candidate, job);
      expect(result.excluded, JSON.stringify({ candidate, job, rules })).toBe(
        rules.contract || rules.distance || rules.skills,
      );
      expect(rules.skillsFromJobSide).toBe(rules.skills);
      for (const rule of ["contract", "distance", "skills"] as const) if (rules[rule]) seen[rule] += 1;
      if (!result.excluded) seen.kept += 1;
    }
    // The generator must reach every rule and keep pairs too, or this test proves nothing.
    expect(Math.min(...Object.values(seen))).toBeGreaterThan(20);
  });

  it("keeps every score an integer from 0 to 100 that adds up the breakdown", () => {
    for (const [candidate, job] of pairs) {
      const result = scoreMatch(candidate, job);
      expect(result.criteria.map((c) => c.key)).toEqual(Object.keys(matchWeights));
      for (const c of result.criteria) {
        expect(c.weight).toBe(matchWeights[c.key]);
        expect(c.points).toBeGreaterThanOrEqual(0);
        expect(c.points).toBeLessThanOrEqual(c.weight);
        expect(Math.round(c.points * 10)).toBeCloseTo(c.points * 10, 9);
        expect(c.improvement === null).toBe(c.points === c.weight);
        expect(c.sentence).not.toMatch(/undefined|NaN|Infinity|null/);
      }
      if (result.excluded) continue;
      expect(Number.isInteger(result.score)).toBe(true);
      expect(result.score).toBeGreaterThanOrEqual(0);
      expect(result.score).toBeLessThanOrEqual(100);
      const tenths = result.criteria.reduce((sum, c) => sum + Math.round(c.points * 10), 0);
      expect(result.score).toBe(Math.round(tenths / 10));
      const gains = result.criteria
        .filter((c) => c.improvement !== null)
        .map((c) => ({ text: c.improvement, gain: Math.round(c.weight * 10) - Math.round(c.points * 10) }));
      expect(result.improvements).toEqual(gains.toSorted((a, b) => b.gain - a.gain).map((g) => g.text));
    }
  });

  it("gives the same result for the same pair, every time", () => {
    for (const [candidate, job] of pairs.slice(0, 100)) {
      expect(scoreMatch(structuredClone(candidate), structuredClone(job))).toEqual(scoreMatch(candidate, job));
    }
  });
});

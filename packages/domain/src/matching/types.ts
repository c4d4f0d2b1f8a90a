import type { ContractType, RemoteMode, RemotePreference } from "../vocabulary/index.ts";

export type { ContractType, RemoteMode, RemotePreference };

/** What the scoring needs of a candidate's profile. */
export interface MatchCandidate {
  skills: string[];
  languages: string[];
  lat: number | null;
  lng: number | null;
  city: string | null;
  mobilityRadiusKm: number;
  /** Empty means open to every contract. */
  contractTypes: ContractType[];
  remotePreference: RemotePreference;
  /** Gross yearly euros. */
  salaryExpectation: number | null;
  experienceYears: number | null;
}

/** What the scoring needs of a job posting. */
export interface MatchJob {
  skills: string[];
  niceToHaveSkills: string[];
  languages: string[];
  lat: number | null;
  lng: number | null;
  city: string | null;
  contractType: ContractType;
  remoteMode: RemoteMode;
  /** Gross yearly euros. */
  salaryMin: number | null;
  /** Gross yearly euros. */
  salaryMax: number | null;
  experienceYearsMin: number;
}

export type CriterionKey = "skills" | "distance" | "contract" | "salary" | "experience" | "languages";

/** One line of the breakdown, read the same way by the candidate and the recruiter. */
export interface Criterion {
  key: CriterionKey;
  /** French, e.g. "Compétences". */
  label: string;
  /** The criterion's share of the 100 points (see `matchWeights`). */
  weight: number;
  /** 0 to `weight`, rounded to one decimal. */
  points: number;
  /** French, impersonal, e.g. "5 compétences sur 7 en commun". */
  sentence: string;
  /** What would raise this criterion, in French; null when it is full. */
  improvement: string | null;
  details?: { matched?: string[]; missing?: string[]; distanceKm?: number };
}

export type MatchResult =
  | {
      excluded: false;
      /** Integer 0-100: the rounded sum of the criteria's points. */
      score: number;
      criteria: Criterion[];
      /** Improvement sentences of the criteria below full, biggest gain first. */
      improvements: string[];
    }
  | {
      excluded: true;
      /** French: the first hard mismatch found (contract, then distance, then skills). */
      reason: string;
      criteria: Criterion[];
    };

import type { Criterion } from "@fuse/domain/matching";

import type { CandidateMatch, MatchPage } from "../../api/index.ts";

const criteria: Criterion[] = [
  {
    key: "skills",
    label: "Compétences",
    weight: 40,
    points: 26.7,
    sentence: "2 compétences sur 3 en commun (TypeScript, React) ; il manque Docker",
    improvement: "Ajouter Docker à vos compétences",
  },
  {
    key: "distance",
    label: "Distance",
    weight: 20,
    points: 20,
    sentence: "Poste sur site entre 5 et 10 km, dans le rayon de mobilité",
    improvement: null,
  },
  { key: "contract", label: "Contrat", weight: 10, points: 10, sentence: "CDI, comme souhaité", improvement: null },
  {
    key: "salary",
    label: "Salaire",
    weight: 15,
    points: 15,
    sentence: "Fourchette de 42 000 à 48 000 €, au niveau de l'attente",
    improvement: null,
  },
];

export const exampleCandidateMatch: CandidateMatch = {
  candidate: {
    profile_id: "0b0f6a3e-6c1e-4b2a-9d7e-1f2a3b4c5d6e",
    first_name: "Camille",
    headline: "Développeuse full-stack",
    city: "Lyon",
    skills: ["TypeScript", "React", "PostgreSQL"],
    languages: ["Anglais (C1)"],
    experience_years: 4,
    card_slug: "camille-dev",
    distance_band: "5–10 km",
    contact: null,
  },
  match: { score: 82, criteria, improvements: [] },
  decision: null,
  mutual: false,
  interested: false,
};

export const anonymousCandidateMatch: CandidateMatch = {
  ...exampleCandidateMatch,
  candidate: {
    ...exampleCandidateMatch.candidate,
    profile_id: "5c4d3e2f-1a0b-4c9d-8e7f-6a5b4c3d2e1f",
    first_name: null,
    card_slug: null,
    headline: "Comptable confirmé",
    skills: ["Comptabilité", "Sage"],
  },
  match: { score: 64, criteria, improvements: [] },
};

/** A candidate who said « Ça m'intéresse » to the offer, not answered yet by the recruiter. */
export const interestedCandidateMatch: CandidateMatch = {
  ...exampleCandidateMatch,
  candidate: {
    ...exampleCandidateMatch.candidate,
    profile_id: "7e6d5c4b-3a29-4f18-8e07-d6c5b4a39281",
    first_name: "Nadia",
    headline: "Développeuse front-end",
    skills: ["React", "Accessibilité"],
    card_slug: "nadia-front",
  },
  match: { score: 58, criteria, improvements: [] },
  interested: true,
};

export const mutualCandidateMatch: CandidateMatch = {
  ...exampleCandidateMatch,
  decision: "like",
  mutual: true,
  interested: true,
  candidate: {
    ...exampleCandidateMatch.candidate,
    contact: { last_name: "Martin", phone: "06 12 34 56 78", email: "camille.martin@example.fr" },
  },
};

export const examplePage: MatchPage<CandidateMatch> = {
  matches: [exampleCandidateMatch, anonymousCandidateMatch],
  total: 2,
  page: 1,
  per_page: 10,
  pages: 1,
};

/** The same offer once a candidate said « Ça m'intéresse »: listed first, whatever their score. */
export const interestedPage: MatchPage<CandidateMatch> = {
  ...examplePage,
  matches: [interestedCandidateMatch, exampleCandidateMatch, anonymousCandidateMatch],
  total: 3,
};

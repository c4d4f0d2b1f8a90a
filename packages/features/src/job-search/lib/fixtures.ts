// Example data for the stories and the component tests: an offer in Lyon and its breakdown, as the
// API answers them.
import type { Criterion } from "@fuse/domain/matching";

import type { JobMatch, JobOfferResponse, JobSummary, SearchFacets } from "../../api/index.ts";

export const exampleCriteria: Criterion[] = [
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
    sentence: "Poste sur site à 4 km, dans le rayon de mobilité de 30 km",
    improvement: null,
  },
  { key: "contract", label: "Contrat", weight: 10, points: 10, sentence: "CDI, comme souhaité", improvement: null },
  {
    key: "salary",
    label: "Salaire",
    weight: 15,
    points: 7.5,
    sentence: "Fourchette de 40 000 à 44 000 €, sous l'attente de 48 000 €",
    improvement: "Revoir l'attente de salaire à 44 000 €",
  },
  {
    key: "experience",
    label: "Expérience",
    weight: 10,
    points: 10,
    sentence: "4 ans d'expérience pour 2 demandés",
    improvement: null,
  },
  { key: "languages", label: "Langues", weight: 5, points: 5, sentence: "Français en commun", improvement: null },
];

export const exampleJob: JobSummary = {
  id: "0b6a3a52-5f4b-4e5e-9a51-1d2f0f1c9a77",
  title: "Développeur·se Full-Stack",
  rome: "M1805",
  excerpt: "Rejoignez une équipe produit de huit personnes pour construire nos outils de réservation en ligne.",
  contract_type: "CDI",
  remote_mode: "hybrid",
  city: "Lyon",
  postal_code: "69003",
  lat: 45.76,
  lng: 4.85,
  distance_km: 4.2,
  salary_min: 40000,
  salary_max: 44000,
  salary_net_monthly_min: 2616,
  salary_net_monthly_max: 2877,
  skills: ["TypeScript", "React", "Docker"],
  nice_to_have_skills: [],
  experience_years_min: 2,
  languages: ["Français"],
  published_at: "2026-11-20T09:00:00.000Z",
  company: { name: "Atelier Numérique Lyonnais", slug: "atelier-numerique-lyonnais", logo_url: null, city: "Lyon" },
};

export const exampleOffer: JobOfferResponse = {
  ...exampleJob,
  status: "published",
  description:
    "<p>Vous rejoignez l'équipe produit :</p><ul><li>des revues de code bienveillantes ;</li><li>deux jours de télétravail par semaine.</li></ul>",
  company: {
    ...exampleJob.company!,
    size: "10-49",
    sector: "Édition de logiciels",
    description: "<p>Un studio lyonnais qui conçoit des outils de réservation.</p>",
    culture: null,
  },
  match: { excluded: false, score: 79, criteria: exampleCriteria, improvements: [] },
};

export const exampleMatch: JobMatch = {
  job: exampleJob,
  match: { score: 79, criteria: exampleCriteria, improvements: [] },
  decision: null,
  mutual: false,
  application_stage: null,
};

export const exampleFacets: SearchFacets = {
  contract: [
    { value: "CDI", count: 12 },
    { value: "CDD", count: 3 },
    { value: "intérim", count: 0 },
    { value: "alternance", count: 2 },
    { value: "stage", count: 1 },
    { value: "freelance", count: 0 },
  ],
  remote: [
    { value: "onsite", count: 8 },
    { value: "hybrid", count: 7 },
    { value: "remote", count: 3 },
  ],
  salary_min: [
    { value: 20000, count: 17 },
    { value: 30000, count: 15 },
    { value: 40000, count: 9 },
    { value: 50000, count: 3 },
    { value: 60000, count: 1 },
  ],
  experience: [
    { value: 0, count: 5 },
    { value: 1, count: 8 },
    { value: 2, count: 11 },
    { value: 3, count: 13 },
    { value: 5, count: 16 },
    { value: 10, count: 18 },
  ],
  published_since: [
    { value: 1, count: 2 },
    { value: 7, count: 9 },
    { value: 30, count: 18 },
  ],
};

// Offers and services for stories and component tests.
import type { RecruiterJob, RecruiterJobListItem } from "@fuse/domain/recruiter-jobs/contract";
import type { PlacesProvider } from "@fuse/ui/places";

import { fakeTradeServices } from "../../rome/lib/fixtures.ts";
import type { JobOfferServices } from "../components/job-offer-form.tsx";

export const exampleDraft: RecruiterJob = {
  id: "3f1c2b7e-5a4d-4c3b-9e8f-1a2b3c4d5e6f",
  title: "Développeur·se full-stack",
  rome_code: "M1805",
  rome_label: "Études et développement informatique",
  rome_code_chosen: false,
  description: "<p>Vous rejoignez une équipe produit de six personnes.</p>",
  contract_type: "CDI",
  remote_mode: "hybrid",
  city: null,
  postal_code: null,
  lat: null,
  lng: null,
  salary_min: null,
  salary_max: null,
  skills: ["TypeScript"],
  nice_to_have_skills: [],
  experience_years_min: 2,
  languages: ["Français"],
  start_date: null,
  status: "draft",
  published_at: null,
  created_at: "2026-11-20T09:00:00.000Z",
  updated_at: "2026-11-24T16:30:00.000Z",
};

export const examplePublished: RecruiterJob = {
  ...exampleDraft,
  id: "7a8b9c0d-1e2f-4a3b-8c4d-5e6f7a8b9c0d",
  title: "Chef·fe de projet digital",
  description:
    "<p>Vous pilotez les projets web de nos clients, de la conception à la mise en ligne.</p><ul><li>Équipe de 8 personnes</li><li>Deux jours de télétravail par semaine</li></ul>",
  city: "Lyon",
  postal_code: "69002",
  lat: 45.7578,
  lng: 4.832,
  salary_min: 42000,
  salary_max: 50000,
  skills: ["Gestion de projet", "Agile"],
  nice_to_have_skills: ["Figma"],
  experience_years_min: 3,
  languages: ["Français", "Anglais"],
  start_date: "2027-01-04",
  status: "published",
  published_at: "2026-11-18T08:00:00.000Z",
};

export const exampleClosed: RecruiterJob = {
  ...examplePublished,
  id: "0b1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e",
  title: "Commercial·e sédentaire",
  status: "closed",
  remote_mode: "onsite",
};

export const exampleOffers: RecruiterJobListItem[] = [
  { ...exampleDraft, potential_candidates: null, pipeline_cards: 0 },
  { ...examplePublished, potential_candidates: 12, pipeline_cards: 3 },
  { ...exampleClosed, potential_candidates: null, pipeline_cards: 1 },
];

const lyonAddress = {
  description: "10 rue de la République, 69002 Lyon",
  streetAddress: "10 rue de la République",
  city: "Lyon",
  postal_code: "69002",
  latitude: 45.7603,
  longitude: 4.8357,
  country: "France",
};

/** Places for stories: one address in Lyon for anything typed. */
export const fakeAddressPlaces: PlacesProvider = {
  suggestCities: async () => [],
  suggestAddresses: async (input) => (input.trim().length >= 3 ? [lyonAddress] : []),
  getPlaceDetails: async () => null,
};

/** Services for stories: a few ROME titles and skills, a net estimate of 78 % of the gross monthly pay. */
export const fakeOfferServices: JobOfferServices = {
  places: fakeAddressPlaces,
  suggestJobTitles: async (text) =>
    ["Développeur / Développeuse web", "Développeur / Développeuse full-stack"].filter((title) =>
      title.toLowerCase().startsWith(text.trim().toLowerCase().slice(0, 3)),
    ),
  suggestSkills: async (text) =>
    ["TypeScript", "React", "SQL"].filter((skill) => skill.toLowerCase().startsWith(text.toLowerCase())),
  estimateNet: async (grossYearly) => Math.round((grossYearly / 12) * 0.78),
  ...fakeTradeServices,
};

// Story and test data: saved searches and offers as the API answers them, and a stateful fake API.
import { QueryClientProvider } from "@tanstack/react-query";
import type * as React from "react";
import { MemoryRouter } from "react-router";

import type { LikedJob, SavedSearch, ViewedJob } from "@fuse/domain/job-alerts/contract";
import { Toaster } from "@fuse/ui/toast";

import { fakeApiClient } from "../../api/fake-api-client.ts";
import { ApiError, createQueryClient, type JobSummary } from "../../api/index.ts";

const noCriteria = {
  q: null,
  place: null,
  contracts: [],
  remote: [],
  salary_min: null,
  experience: null,
  published_since: null,
} satisfies SavedSearch["criteria"];

export const lyonSearch: SavedSearch = {
  id: "7b0c9d2e-1f3a-4b5c-8d6e-7f8091a2b3c4",
  name: "Développeur à Lyon",
  query: "q=d%C3%A9veloppeur&ville=Lyon&lat=45.76&lng=4.84&rayon=20&contrat=CDI%2CCDD",
  criteria: {
    ...noCriteria,
    q: "développeur",
    place: { label: "Lyon", lat: 45.76, lng: 4.84, radius_km: 20 },
    contracts: ["CDI", "CDD"],
  },
  alerts: true,
  last_alert_at: "2026-11-23T06:00:00.000Z",
  created_at: "2026-11-20T10:00:00.000Z",
};

export const remoteSearch: SavedSearch = {
  id: "0d1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6",
  name: "Télétravail complet",
  query: "teletravail=remote&salaire=45000",
  criteria: { ...noCriteria, remote: ["remote"], salary_min: 45000 },
  alerts: false,
  last_alert_at: "2026-11-22T06:00:00.000Z",
  created_at: "2026-11-18T10:00:00.000Z",
};

export function jobSummary(id: string, title: string, overrides: Partial<JobSummary> = {}): JobSummary {
  return {
    id,
    title,
    rome: null,
    excerpt: "Une équipe produit à taille humaine.",
    contract_type: "CDI",
    remote_mode: "hybrid",
    city: "Lyon",
    postal_code: "69002",
    lat: 45.75,
    lng: 4.83,
    distance_km: null,
    salary_min: 40000,
    salary_max: 48000,
    salary_net_monthly_min: 2600,
    salary_net_monthly_max: 3100,
    skills: ["TypeScript"],
    nice_to_have_skills: [],
    experience_years_min: 2,
    languages: [],
    published_at: "2026-11-21T08:00:00.000Z",
    company: { name: "Lumière SA", slug: null, logo_url: null, city: "Lyon" },
    ...overrides,
  };
}

export const likedJobs: LikedJob[] = [
  {
    job: jobSummary("a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d", "Développeur·se React"),
    liked_at: "2026-11-22T09:00:00.000Z",
  },
  {
    job: jobSummary("b2c3d4e5-f6a7-4b8c-9d0e-1f2a3b4c5d6e", "Chef·fe de projet digital", {
      contract_type: "CDD",
      remote_mode: "remote",
      city: "Nantes",
      company: null,
    }),
    liked_at: "2026-11-20T09:00:00.000Z",
  },
];

export const viewedJobs: ViewedJob[] = [
  {
    job: jobSummary("c3d4e5f6-a7b8-4c9d-8e1f-2a3b4c5d6e7f", "Data analyst", { contract_type: "alternance" }),
    viewed_at: "2026-11-23T10:00:00.000Z",
  },
];

/** A fake API that keeps saved searches in memory, as the server would; `fail` makes a list fail. */
export function statefulApi(
  options: { searches?: SavedSearch[]; liked?: LikedJob[]; viewed?: ViewedJob[]; fail?: "saved" | "all" } = {},
) {
  let searches = [...(options.searches ?? [])];
  let failing = options.fail;
  const unavailable = () => new ApiError(503, "La base de données est indisponible.");
  const fake = fakeApiClient({
    "GET /api/saved-searches": () => {
      if (failing) throw unavailable();
      return { saved_searches: searches, max: 20 };
    },
    "GET /api/liked-jobs": () => {
      if (failing === "all") throw unavailable();
      return { jobs: options.liked ?? [] };
    },
    "GET /api/job-views": () => {
      if (failing === "all") throw unavailable();
      return { jobs: options.viewed ?? [] };
    },
    "POST /api/saved-searches": ({ body }) => {
      if (searches.length >= 20) {
        throw new ApiError(
          409,
          "Vous avez déjà 20 recherches enregistrées : supprimez-en une pour en enregistrer une autre.",
        );
      }
      const params = new URLSearchParams(body.query);
      const saved: SavedSearch = {
        id: `00000000-0000-4000-8000-${String(searches.length + 1).padStart(12, "0")}`,
        name: body.name,
        query: body.query,
        criteria: { ...noCriteria, q: params.get("q") },
        alerts: body.alerts ?? true,
        last_alert_at: "2026-11-23T12:00:00.000Z",
        created_at: "2026-11-23T12:00:00.000Z",
      };
      searches = [saved, ...searches];
      return saved;
    },
    "PATCH /api/saved-searches/:id": ({ params, body }) => {
      const found = searches.find((search) => search.id === params.id);
      if (!found) throw new ApiError(404, "Recherche enregistrée introuvable.");
      const changed = { ...found, ...body };
      searches = searches.map((search) => (search.id === params.id ? changed : search));
      return changed;
    },
    "DELETE /api/saved-searches/:id": ({ params }) => {
      searches = searches.filter((search) => search.id !== params.id);
      return { id: params.id };
    },
    "POST /api/job-views": ({ body }) => ({ job_id: body.job_id, viewed_at: "2026-11-23T12:00:00.000Z" }),
  });
  return {
    ...fake,
    searches: () => searches,
    recover: () => {
      failing = undefined;
    },
  };
}

/** The providers a screen needs: a fresh query cache, a router, the toasts. */
export function Providers({ children }: { children: React.ReactNode }) {
  return (
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>{children}</MemoryRouter>
      <Toaster />
    </QueryClientProvider>
  );
}

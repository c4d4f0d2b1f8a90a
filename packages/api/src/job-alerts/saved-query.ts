import type { SavedSearchCriteria } from "@fuse/domain/job-alerts/contract";

import { validate, type Refusal } from "../http/validation.ts";
import { jobSearchLabels, jobSearchQuery, type JobSearch } from "../jobs/search-params.ts";

export const maxQueryLength = 1000;
export const maxPlaceLabelLength = 120;

/**
 * The search screen's URL parameters (French, as people share them) and the `GET /api/jobs`
 * parameter each stands for, in the order the saved query writes them.
 */
const screenParameters = {
  q: "q",
  lat: "lat",
  lng: "lng",
  rayon: "radius_km",
  contrat: "contract",
  teletravail: "remote",
  salaire: "salary_min",
  experience: "experience",
  depuis: "published_since",
  tri: "sort",
} as const;

/** What the search screen's URL carries beside the criteria: the page and the open offer, not kept. */
const viewParameters = new Set(["page", "offre"]);

/** The place's name as the search screen shows it (the criteria hold its position only). */
const placeLabel = "ville";

export interface SavedQuery {
  /** Normalised query string: criteria in a fixed order, lists without repeats, no view state. */
  query: string;
  search: JobSearch;
  criteria: SavedSearchCriteria;
}

/**
 * Reads a saved search's query string, written as the search screen writes its URL
 * (`q, ville, lat, lng, rayon, contrat, teletravail, salaire, experience, depuis, tri`), through
 * `GET /api/jobs`'s own schema (the same French refusals); the page and the open offer are dropped.
 */
export function parseSavedQuery(raw: string): { ok: true; value: SavedQuery } | { ok: false; refusal: Refusal } {
  const text = raw.startsWith("?") ? raw.slice(1) : raw;
  if (text.length > maxQueryLength) {
    return {
      ok: false,
      refusal: { error: `« Recherche » est trop longue (${maxQueryLength} caractères au plus).`, field: "query" },
    };
  }
  const params = new URLSearchParams(text);
  const input: Record<string, string | string[]> = {};
  let label: string | undefined;
  for (const key of new Set(params.keys())) {
    const values = params.getAll(key);
    if (viewParameters.has(key)) continue;
    if (key === placeLabel) {
      label = values.length === 1 ? values[0]!.trim() : undefined;
      if (label === undefined || label.length > maxPlaceLabelLength) {
        return {
          ok: false,
          refusal: {
            error: `« Ville » doit être un seul nom de ${maxPlaceLabelLength} caractères au plus.`,
            field: "query",
          },
        };
      }
      continue;
    }
    if (!Object.hasOwn(screenParameters, key)) {
      return { ok: false, refusal: { error: `Paramètre inconnu : « ${key} ».`, field: "query" } };
    }
    const apiName = screenParameters[key as keyof typeof screenParameters];
    input[apiName] = values.length === 1 ? values[0]! : values;
  }
  const parsed = validate(jobSearchQuery, input, jobSearchLabels);
  if (!parsed.ok) return { ok: false, refusal: { error: parsed.error, field: "query" } };
  const search = parsed.data;
  const normalised = new URLSearchParams();
  if (search.text) normalised.set("q", search.text);
  if (label && search.place) normalised.set(placeLabel, label);
  for (const [screenName, apiName] of Object.entries(screenParameters)) {
    if (screenName === "q" || !(apiName in input)) continue;
    if (apiName === "contract") {
      if (search.contracts.length > 0) normalised.set(screenName, search.contracts.join(","));
    } else if (apiName === "remote") {
      if (search.remote.length > 0) normalised.set(screenName, search.remote.join(","));
    } else {
      normalised.set(screenName, String(input[apiName]).trim());
    }
  }
  return {
    ok: true,
    value: {
      query: normalised.toString(),
      search,
      criteria: {
        q: search.text ?? null,
        place: search.place
          ? {
              label: label || null,
              lat: search.place.lat,
              lng: search.place.lng,
              radius_km: search.place.radiusKm,
            }
          : null,
        contracts: search.contracts,
        remote: search.remote,
        salary_min: search.salaryMin ?? null,
        experience: search.experience ?? null,
        published_since: search.publishedSinceDays ?? null,
      },
    },
  };
}

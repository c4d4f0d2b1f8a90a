import { jobSearchSorts, type JobSearchQuery, type JobSearchSort } from "../api/contract.ts";
import { contractTypes, remoteModes, type ContractType, type RemoteMode } from "../vocabulary/index.ts";

/** Results per page on the search screen. */
export const resultsPerPage = 10;
/** The radius a place starts with (km), and the choices offered. */
export const defaultRadiusKm = 30;
export const radiusChoices = [5, 10, 20, 30, 50, 100, 200] as const;

/**
 * The whole search as the screen's URL carries it, so a search is shareable and the browser's back
 * button brings the previous one back: the text, the place (its name with its position) and
 * radius, the filters, the order, the page and the offer open in the panel.
 */
export interface JobSearchState {
  text: string;
  place: { name: string; lat: number; lng: number } | null;
  radiusKm: number;
  contracts: ContractType[];
  remote: RemoteMode[];
  salaryMin: number | null;
  experience: number | null;
  publishedSince: number | null;
  /** Null for the server's default: relevance with a text, the newest first without. */
  sort: JobSearchSort | null;
  page: number;
  /** The offer open in the panel. */
  offer: string | null;
}

export const emptySearch: JobSearchState = {
  text: "",
  place: null,
  radiusKm: defaultRadiusKm,
  contracts: [],
  remote: [],
  salaryMin: null,
  experience: null,
  publishedSince: null,
  sort: null,
  page: 1,
  offer: null,
};

/** The URL's parameter names (French, as people share them). */
const names = {
  text: "q",
  place: "ville",
  lat: "lat",
  lng: "lng",
  radiusKm: "rayon",
  contracts: "contrat",
  remote: "teletravail",
  salaryMin: "salaire",
  experience: "experience",
  publishedSince: "depuis",
  sort: "tri",
  page: "page",
  offer: "offre",
} as const;

const whole = (raw: string | null, min: number, max: number) => {
  if (raw === null || !/^\d+$/.test(raw)) return null;
  const value = Number(raw);
  return value >= min && value <= max ? value : null;
};

const real = (raw: string | null, min: number, max: number) => {
  if (raw === null || raw.trim() === "") return null;
  const value = Number(raw);
  return Number.isFinite(value) && value >= min && value <= max ? value : null;
};

const listOf = <T extends string>(raw: string | null, allowed: readonly T[]): T[] =>
  raw === null
    ? []
    : [...new Set(raw.split(",").filter((item): item is T => (allowed as readonly string[]).includes(item)))];

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Reads the search from the URL; whatever is malformed (a hand-edited link) is left out, never refused. */
export function parseSearchState(params: URLSearchParams): JobSearchState {
  const lat = real(params.get(names.lat), -90, 90);
  const lng = real(params.get(names.lng), -180, 180);
  const place = lat !== null && lng !== null ? { name: params.get(names.place)?.slice(0, 120) ?? "", lat, lng } : null;
  const sort = params.get(names.sort);
  const offer = params.get(names.offer);
  return {
    text: (params.get(names.text) ?? "").slice(0, 200),
    place,
    radiusKm: whole(params.get(names.radiusKm), 1, 200) ?? defaultRadiusKm,
    contracts: listOf(params.get(names.contracts), contractTypes),
    remote: listOf(params.get(names.remote), remoteModes),
    salaryMin: whole(params.get(names.salaryMin), 0, 1_000_000),
    experience: whole(params.get(names.experience), 0, 60),
    publishedSince: whole(params.get(names.publishedSince), 1, 365),
    sort:
      (jobSearchSorts as readonly string[]).includes(sort ?? "") && (sort !== "distance" || place)
        ? (sort as JobSearchSort)
        : null,
    page: whole(params.get(names.page), 1, 1000) ?? 1,
    offer: offer && uuid.test(offer) ? offer : null,
  };
}

/** Writes the search into URL parameters, leaving out what is at its default (short, readable links). */
export function searchParamsOf(state: JobSearchState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.text.trim()) params.set(names.text, state.text.trim());
  if (state.place) {
    if (state.place.name) params.set(names.place, state.place.name);
    params.set(names.lat, String(state.place.lat));
    params.set(names.lng, String(state.place.lng));
    if (state.radiusKm !== defaultRadiusKm) params.set(names.radiusKm, String(state.radiusKm));
  }
  if (state.contracts.length > 0) params.set(names.contracts, state.contracts.join(","));
  if (state.remote.length > 0) params.set(names.remote, state.remote.join(","));
  if (state.salaryMin !== null) params.set(names.salaryMin, String(state.salaryMin));
  if (state.experience !== null) params.set(names.experience, String(state.experience));
  if (state.publishedSince !== null) params.set(names.publishedSince, String(state.publishedSince));
  if (state.sort && (state.sort !== "distance" || state.place)) params.set(names.sort, state.sort);
  if (state.page > 1) params.set(names.page, String(state.page));
  if (state.offer) params.set(names.offer, state.offer);
  return params;
}

/** The `GET /api/jobs` query of a search (the open offer and the place's name play no part). */
export function apiQueryOf(state: JobSearchState): JobSearchQuery {
  const query: JobSearchQuery = { page: state.page, per_page: resultsPerPage };
  if (state.text.trim()) query.q = state.text.trim();
  if (state.place) {
    query.lat = state.place.lat;
    query.lng = state.place.lng;
    query.radius_km = state.radiusKm;
  }
  if (state.contracts.length > 0) query.contract = state.contracts.join(",");
  if (state.remote.length > 0) query.remote = state.remote.join(",");
  if (state.salaryMin !== null) query.salary_min = state.salaryMin;
  if (state.experience !== null) query.experience = state.experience;
  if (state.publishedSince !== null) query.published_since = state.publishedSince;
  if (state.sort && (state.sort !== "distance" || state.place)) query.sort = state.sort;
  return query;
}

/** How many filters narrow the search (the text and the place aside): shown on the narrow screens' button. */
export function activeFilterCount(state: JobSearchState) {
  return (
    state.contracts.length +
    state.remote.length +
    [state.salaryMin, state.experience, state.publishedSince].filter((value) => value !== null).length
  );
}

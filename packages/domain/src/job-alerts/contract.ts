// Saved searches, e-mail alerts, liked and recently viewed offers: the endpoints this feature adds to the API contract (see ../../api/contract.ts).
import type { JobSummary } from "../api/contract.ts";
import type { ContractType, RemoteMode } from "../vocabulary/index.ts";

/** A saved search's criteria, as the server read them from its query string. */
export interface SavedSearchCriteria {
  q: string | null;
  /** The searched place: its name (`ville`) when the search screen gave one, and the radius. */
  place: { label: string | null; lat: number; lng: number; radius_km: number } | null;
  contracts: ContractType[];
  remote: RemoteMode[];
  salary_min: number | null;
  experience: number | null;
  published_since: number | null;
}

/** A candidate's saved search. */
export interface SavedSearch {
  id: string;
  name: string;
  /** The search screen's URL query string, normalised (no leading `?`). */
  query: string;
  criteria: SavedSearchCriteria;
  /** A daily e-mail lists the new offers that match. */
  alerts: boolean;
  last_alert_at: string;
  created_at: string;
}

export interface SavedSearchList {
  saved_searches: SavedSearch[];
  /** How many saved searches a candidate may keep. */
  max: number;
}

export interface SavedSearchCreate {
  name: string;
  /** The search screen's URL query string (a leading `?` is accepted). */
  query: string;
  alerts?: boolean;
}

export interface SavedSearchChange {
  name?: string;
  alerts?: boolean;
}

/** An offer the candidate liked, or viewed. */
export interface LikedJob {
  job: JobSummary;
  liked_at: string;
}

export interface ViewedJob {
  job: JobSummary;
  viewed_at: string;
}

export interface JobAlertsEndpoints {
  "GET /api/saved-searches": { response: SavedSearchList };
  "POST /api/saved-searches": { body: SavedSearchCreate; response: SavedSearch };
  "PATCH /api/saved-searches/:id": { params: { id: string }; body: SavedSearchChange; response: SavedSearch };
  "DELETE /api/saved-searches/:id": { params: { id: string }; response: { id: string } };
  "GET /api/liked-jobs": { response: { jobs: LikedJob[] } };
  "GET /api/job-views": { response: { jobs: ViewedJob[] } };
  "POST /api/job-views": { body: { job_id: string }; response: { job_id: string; viewed_at: string } };
}

/** This feature's endpoints that need no token (the e-mail's unsubscribe link answers HTML, outside the contract). */
export const jobAlertsPublicEndpoints: readonly string[] = [];

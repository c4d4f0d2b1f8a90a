import type { ApiClient } from "./client.ts";

/** `GET /api/profile` (spec §7): who the user is for the access rules. */
export type Profile = { id: string; type: "candidate" | "recruiter" | "admin"; completed: boolean };

/** What the access rules read of a candidate's own info. */
export type CandidateInfoSummary = { memo: string | null; analyzer_cv: boolean };

export type ProfileUpdate = { type?: "candidate" | "recruiter"; completed?: boolean };

export function getProfile(api: ApiClient, userId: string, signal?: AbortSignal) {
  return api.request<Profile>("GET", `/api/profile?id=${encodeURIComponent(userId)}`, { signal });
}

/** Creates the profile on first call (with its type), updates `completed` after. */
export function updateProfile(api: ApiClient, update: ProfileUpdate) {
  return api.request<Profile>("POST", "/api/profile/update", { body: update });
}

export function getCandidateInfo(api: ApiClient, userId: string, signal?: AbortSignal) {
  return api.request<CandidateInfoSummary | null>("GET", `/api/profile/info?id=${encodeURIComponent(userId)}`, {
    signal,
  });
}

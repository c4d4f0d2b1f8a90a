import { ApiError, type ApiClient, type Profile, type ProfileUpdate } from "../../api/index.ts";

/**
 * `GET /api/profile` (spec §7): who the user is for the access rules; null while the profile does
 * not exist yet (the first visit after sign-up creates it).
 */
export async function getProfile(api: ApiClient, { userId }: { userId: string }, signal?: AbortSignal) {
  try {
    return await api.request("GET /api/profile", { query: { id: userId }, signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** Creates the profile on first call (with its type), updates `completed` after. */
export function updateProfile(api: ApiClient, update: ProfileUpdate): Promise<Profile> {
  return api.request("POST /api/profile/update", { body: update });
}

/** `GET /api/profile/info`: the candidate's own info, null when they have none yet. */
export function getCandidateInfo(api: ApiClient, { userId }: { userId: string }, signal?: AbortSignal) {
  return api.request("GET /api/profile/info", { query: { id: userId }, signal });
}

/** `GET /api/profile/info/company`: the recruiter's company. */
export function getCompanyInfo(api: ApiClient, { userId }: { userId: string }, signal?: AbortSignal) {
  return api.request("GET /api/profile/info/company", { query: { id: userId }, signal });
}

/** Saves the family the candidate chose for their trade (`rome_code`; null goes back to their target title's). */
export function saveCandidateTrade(api: ApiClient, rome: string | null) {
  return api.request("POST /api/profile/info", { body: { form: { rome_code: rome } } });
}

import {
  ApiError,
  type ApiClient,
  type JobOfferResponse,
  type JobSearchQuery,
  type MatchDecision,
} from "../../api/index.ts";

/** An offer's public page: the offer while it is open, « gone » once closed or deleted (410). */
export type PublicOfferAnswer = { kind: "open"; offer: JobOfferResponse } | { kind: "gone" };

/** `GET /api/jobs`: a page of offers with the facet counts. */
export function searchJobs(api: ApiClient, query: JobSearchQuery, signal?: AbortSignal) {
  return api.request("GET /api/jobs", { query, signal });
}

/** `GET /api/jobs/titles`: titles suggested for the search box. */
export function suggestTitles(api: ApiClient, text: string, signal?: AbortSignal) {
  return api.request("GET /api/jobs/titles", { query: { q: text, limit: 8 }, signal });
}

/** `GET /api/jobs/{id}`: an offer with its description, company card and, signed in, the breakdown. */
export function getOffer(api: ApiClient, id: string, signal?: AbortSignal) {
  return api.request("GET /api/jobs/:id", { params: { id }, signal });
}

/** `GET /api/jobs/{id}` for its public page: a gone offer (410) is an answer, not a failure. */
export async function getPublicOffer(api: ApiClient, id: string, signal?: AbortSignal): Promise<PublicOfferAnswer> {
  try {
    return { kind: "open", offer: await getOffer(api, id, signal) };
  } catch (error) {
    if (error instanceof ApiError && error.status === 410) return { kind: "gone" };
    throw error;
  }
}

/** `GET /api/jobs/{id}/similar`: the offer's title, whether it is open, and open offers like it. */
export function getSimilarOffers(api: ApiClient, id: string, signal?: AbortSignal) {
  return api.request("GET /api/jobs/:id/similar", { params: { id }, signal });
}

/** `GET /api/matches/scores`: the candidate's score and decision for each offer of a page. */
export function getMatchStates(api: ApiClient, ids: readonly string[], signal?: AbortSignal) {
  return api.request("GET /api/matches/scores", { query: { job_ids: ids.join(",") }, signal });
}

/** `GET /api/matches/jobs`: the candidate's potential matches, best first. */
export function getPotentialMatches(api: ApiClient, page: number, perPage: number, signal?: AbortSignal) {
  return api.request("GET /api/matches/jobs", { query: { page, per_page: perPage }, signal });
}

/** `POST /api/matches/decisions`: « Ça m'intéresse » or « Passer ». */
export function decide(api: ApiClient, jobId: string, decision: MatchDecision) {
  return api.request("POST /api/matches/decisions", { body: { job_id: jobId, decision } });
}

/** `DELETE /api/matches/decisions`: « Annuler » a decision not yet mutual. */
export function withdrawDecision(api: ApiClient, jobId: string) {
  return api.request("DELETE /api/matches/decisions", { body: { job_id: jobId } });
}

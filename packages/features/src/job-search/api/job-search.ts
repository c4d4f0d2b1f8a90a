import type { ApiClient, JobSearchQuery, MatchDecision } from "../../api/index.ts";

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

import { paths } from "../vocabulary/paths.ts";

/** The search screen with a saved search's criteria (« Relancer »). */
export function searchHref(query: string) {
  const text = query.startsWith("?") ? query.slice(1) : query;
  return text ? `${paths.candidate.searchJobs}?${text}` : paths.candidate.searchJobs;
}

/** The search screen with an offer open in its panel. */
export function offerHref(jobId: string, query = "") {
  const params = new URLSearchParams(query.startsWith("?") ? query.slice(1) : query);
  params.set("offre", jobId);
  return `${paths.candidate.searchJobs}?${params}`;
}

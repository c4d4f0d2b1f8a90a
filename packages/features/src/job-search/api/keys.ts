import type { JobSearchQuery } from "../../api/index.ts";

/** The job search slice's query keys; a search's key is its whole query, as the URL gives it. */
export const jobSearchKeys = {
  all: ["job-search"] as const,
  results: (query: JobSearchQuery) => ["job-search", "results", query] as const,
  titles: (text: string) => ["job-search", "titles", text] as const,
  offer: (id: string) => ["job-search", "offer", id] as const,
  publicOffer: (id: string) => ["job-search", "public-offer", id] as const,
  similar: (id: string) => ["job-search", "similar", id] as const,
  statesAll: ["job-search", "states"] as const,
  states: (ids: readonly string[]) => ["job-search", "states", [...ids]] as const,
  potentialMatchesAll: ["job-search", "potential-matches"] as const,
  potentialMatches: (page: number) => ["job-search", "potential-matches", page] as const,
};

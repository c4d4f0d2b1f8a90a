import { keepPreviousData, queryOptions } from "@tanstack/react-query";

import type { ApiClient, JobSearchQuery } from "../../api/index.ts";
import { retryUnlessAnswered } from "../../api/index.ts";
import {
  getMatchStates,
  getOffer,
  getPotentialMatches,
  getPublicOffer,
  getSimilarOffers,
  searchJobs,
  suggestTitles,
} from "./job-search.ts";
import { jobSearchKeys } from "./keys.ts";

/** Matches listed per page on the potential matches screen. */
export const matchesPerPage = 10;

/**
 * The job search queries, keyed by what the URL says, so going back to a search answers from the
 * cache at once and a shared link asks the same.
 */
export const jobSearchQueries = {
  results: (api: ApiClient, query: JobSearchQuery) =>
    queryOptions({
      queryKey: jobSearchKeys.results(query),
      queryFn: ({ signal }) => searchJobs(api, query, signal),
      staleTime: 30_000,
      // The previous page stays on screen (marked busy) while the next one loads.
      placeholderData: keepPreviousData,
    }),
  titles: (api: ApiClient, text: string) =>
    queryOptions({
      queryKey: jobSearchKeys.titles(text),
      queryFn: ({ signal }) => suggestTitles(api, text, signal),
      staleTime: 5 * 60_000,
      enabled: text.trim().length >= 2,
    }),
  offer: (api: ApiClient, id: string) =>
    queryOptions({
      queryKey: jobSearchKeys.offer(id),
      queryFn: ({ signal }) => getOffer(api, id, signal),
      staleTime: 60_000,
    }),
  /** An offer's public page, as a visitor reads it: open, or gone (410). */
  publicOffer: (api: ApiClient, id: string) =>
    queryOptions({
      queryKey: jobSearchKeys.publicOffer(id),
      queryFn: ({ signal }) => getPublicOffer(api, id, signal),
      staleTime: 60_000,
      // An unknown or malformed id is an answer: asking again changes nothing.
      retry: retryUnlessAnswered,
    }),
  similar: (api: ApiClient, id: string) =>
    queryOptions({
      queryKey: jobSearchKeys.similar(id),
      queryFn: ({ signal }) => getSimilarOffers(api, id, signal),
      staleTime: 60_000,
      retry: retryUnlessAnswered,
    }),
  states: (api: ApiClient, ids: readonly string[]) =>
    queryOptions({
      queryKey: jobSearchKeys.states(ids),
      queryFn: ({ signal }) => getMatchStates(api, ids, signal),
      staleTime: 30_000,
      enabled: ids.length > 0,
    }),
  potentialMatches: (api: ApiClient, page: number) =>
    queryOptions({
      queryKey: jobSearchKeys.potentialMatches(page),
      queryFn: ({ signal }) => getPotentialMatches(api, page, matchesPerPage, signal),
      staleTime: 30_000,
      placeholderData: keepPreviousData,
    }),
};

import { queryOptions } from "@tanstack/react-query";

import { jobAlertsMessages } from "@fuse/domain/job-alerts/messages";

import type { ApiClient } from "../../api/index.ts";
import { getLikedJobs, getSavedSearches, getViewedJobs } from "./job-alerts.ts";
import { jobAlertsKeys } from "./keys.ts";

/** How long an answer is reused across navigations before it is read again. */
export const jobAlertsFreshForMs = 30_000;

/** The job-search home's queries (saved searches, liked offers, viewed offers). */
export const jobAlertsQueries = {
  savedSearches: (api: ApiClient, userId: string) =>
    queryOptions({
      queryKey: jobAlertsKeys.savedSearches(userId),
      queryFn: ({ signal }) => getSavedSearches(api, signal),
      staleTime: jobAlertsFreshForMs,
    }),
  likedJobs: (api: ApiClient, userId: string) =>
    queryOptions({
      queryKey: jobAlertsKeys.likedJobs(userId),
      queryFn: ({ signal }) => getLikedJobs(api, signal),
      staleTime: jobAlertsFreshForMs,
    }),
  viewedJobs: (api: ApiClient, userId: string) =>
    queryOptions({
      queryKey: jobAlertsKeys.viewedJobs(userId),
      queryFn: ({ signal }) => getViewedJobs(api, signal),
      staleTime: jobAlertsFreshForMs,
    }),
};

export { jobAlertsMessages };

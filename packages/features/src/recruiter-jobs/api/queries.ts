import { queryOptions } from "@tanstack/react-query";

import type { ApiClient } from "../../api/index.ts";
import { recruiterJobsKeys } from "./keys.ts";
import { getOwnOffer, listOffers } from "./recruiter-jobs.ts";

/** The recruiter's offers: the list (with its counts) and one offer being edited. Failures are shown in place. */
export const recruiterJobsQueries = {
  list: (api: ApiClient) =>
    queryOptions({
      queryKey: recruiterJobsKeys.list(),
      queryFn: ({ signal }) => listOffers(api, signal),
      staleTime: 15_000,
    }),
  offer: (api: ApiClient, id: string) =>
    queryOptions({
      queryKey: recruiterJobsKeys.offer(id),
      queryFn: ({ signal }) => getOwnOffer(api, id, signal),
      staleTime: 15_000,
    }),
};

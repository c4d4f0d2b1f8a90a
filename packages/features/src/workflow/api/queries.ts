import { keepPreviousData, queryOptions } from "@tanstack/react-query";

import type { ApiClient } from "../../api/index.ts";

export const workflowKeys = {
  all: ["workflow"] as const,
  cards: (jobId: string | null) => ["workflow", "cards", jobId] as const,
};

export const workflowQueries = {
  /** The pipeline's cards, of one offer or of all (null). */
  cards: (api: ApiClient, jobId: string | null) =>
    queryOptions({
      queryKey: workflowKeys.cards(jobId),
      queryFn: ({ signal }) =>
        api.request("GET /api/recruiter/pipeline/cards", { query: jobId ? { job_id: jobId } : {}, signal }),
      staleTime: 15_000,
      placeholderData: keepPreviousData,
    }),
};

import { queryOptions } from "@tanstack/react-query";

import type { ApiClient } from "../../api/index.ts";

export const recruiterHomeKeys = {
  pipeline: ["recruiter-home", "pipeline"] as const,
};

export const recruiterHomeQueries = {
  /** The company's pipeline, counted by stage. */
  pipeline: (api: ApiClient) =>
    queryOptions({
      queryKey: recruiterHomeKeys.pipeline,
      queryFn: ({ signal }) => api.request("GET /api/recruiter/pipeline", { signal }),
      staleTime: 30_000,
    }),
};

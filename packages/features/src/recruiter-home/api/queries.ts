import { queryOptions } from "@tanstack/react-query";

import type { ApiClient } from "../../api/index.ts";
import { recruiterHomeKeys } from "./keys.ts";

export const recruiterHomeQueries = {
  /** The company's pipeline, counted by stage. */
  pipeline: (api: ApiClient) =>
    queryOptions({
      queryKey: recruiterHomeKeys.pipeline,
      queryFn: ({ signal }) => api.request("GET /api/recruiter/pipeline", { signal }),
      staleTime: 30_000,
    }),
};

import { queryOptions } from "@tanstack/react-query";

import type { ApiClient } from "../../api/index.ts";
import { homeKeys } from "./keys.ts";

export const homeQueries = {
  /** The figures and latest news of the home page; the server lets caches keep them a minute. */
  home: (api: ApiClient) =>
    queryOptions({
      queryKey: homeKeys.home,
      queryFn: ({ signal }) => api.request("GET /api/home", { signal }),
      staleTime: 60_000,
    }),
};

import { queryOptions } from "@tanstack/react-query";

import type { ApiClient } from "../../api/index.ts";
import { faqKeys } from "./keys.ts";

export const faqQueries = {
  /** The public FAQ, grouped by category. */
  list: (api: ApiClient) =>
    queryOptions({
      queryKey: faqKeys.all,
      queryFn: ({ signal }) => api.request("GET /api/faq", { signal }),
      // The server lets caches keep it a minute: so may this one.
      staleTime: 60_000,
    }),
};

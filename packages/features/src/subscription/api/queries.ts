import { queryOptions } from "@tanstack/react-query";

import type { ApiClient } from "../../api/index.ts";
import { subscriptionKeys } from "./keys.ts";
import { getSubscription } from "./subscription.ts";

export const subscriptionQueries = {
  summary: (api: ApiClient) =>
    queryOptions({
      queryKey: subscriptionKeys.summary,
      queryFn: ({ signal }) => getSubscription(api, signal),
      staleTime: 30_000,
    }),
};

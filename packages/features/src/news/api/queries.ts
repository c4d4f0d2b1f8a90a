import { queryOptions } from "@tanstack/react-query";

import type { NewsAudienceFilter } from "@fuse/domain/news/contract";

import { retryUnlessAnswered, type ApiClient } from "../../api/index.ts";
import { newsKeys } from "./keys.ts";

export const newsQueries = {
  /** One page of the news for an audience, newest first. */
  page: (api: ApiClient, audience: NewsAudienceFilter, page: number, perPage: number) =>
    queryOptions({
      queryKey: newsKeys.page(audience, page, perPage),
      queryFn: ({ signal }) => api.request("GET /api/news", { query: { audience, page, per_page: perPage }, signal }),
    }),
  /** The `count` latest items for an audience: the first page of that size. */
  latest: (api: ApiClient, audience: NewsAudienceFilter, count: number) =>
    queryOptions({
      queryKey: newsKeys.page(audience, 1, count),
      queryFn: ({ signal }) => api.request("GET /api/news", { query: { audience, per_page: count }, signal }),
    }),
  /** One item, if it is meant for that audience; an unknown or unpublished one is not asked for again. */
  item: (api: ApiClient, audience: NewsAudienceFilter, id: string) =>
    queryOptions({
      queryKey: newsKeys.item(audience, id),
      queryFn: ({ signal }) => api.request("GET /api/news/:id", { params: { id }, query: { audience }, signal }),
      retry: retryUnlessAnswered,
    }),
};

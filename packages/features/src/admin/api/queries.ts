import { queryOptions } from "@tanstack/react-query";

import type { AdminNewsQuery, AdminNewsStatus } from "@fuse/domain/admin/contract";

import type { ApiClient } from "../../api/index.ts";
import { countNews, getNews, listActions, listNews } from "./admin-news.ts";
import { adminKeys } from "./keys.ts";

/** What the administrators' screens read; failures are shown in place, with « Réessayer ». */
export const adminQueries = {
  newsList: (api: ApiClient, query: AdminNewsQuery) =>
    queryOptions({
      queryKey: adminKeys.newsList(query),
      queryFn: ({ signal }) => listNews(api, query, signal),
      staleTime: 10_000,
    }),
  newsCount: (api: ApiClient, status: AdminNewsStatus) =>
    queryOptions({
      queryKey: adminKeys.newsCount(status),
      queryFn: ({ signal }) => countNews(api, status, signal),
      staleTime: 10_000,
    }),
  newsItem: (api: ApiClient, id: string) =>
    queryOptions({
      queryKey: adminKeys.newsItem(id),
      queryFn: ({ signal }) => getNews(api, id, signal),
      staleTime: 10_000,
    }),
  journal: (api: ApiClient) =>
    queryOptions({
      queryKey: adminKeys.journal(),
      queryFn: ({ signal }) => listActions(api, signal),
      staleTime: 10_000,
    }),
};

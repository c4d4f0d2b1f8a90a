import type { NewsAudienceFilter } from "@fuse/domain/news/contract";

/** News' query keys: a page of the list and one item, each per audience asked. */
export const newsKeys = {
  all: ["news"] as const,
  page: (audience: NewsAudienceFilter, page: number, perPage: number) => ["news", audience, page, perPage] as const,
  item: (audience: NewsAudienceFilter, id: string) => ["news", audience, "item", id] as const,
};

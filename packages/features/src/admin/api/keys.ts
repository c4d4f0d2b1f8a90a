import type { AdminNewsQuery, AdminNewsStatus } from "@fuse/domain/admin/contract";

/** The administrators' query keys. */
export const adminKeys = {
  all: ["admin"] as const,
  news: () => ["admin", "news"] as const,
  newsList: (query: AdminNewsQuery) => ["admin", "news", "list", query] as const,
  newsCount: (status: AdminNewsStatus) => ["admin", "news", "count", status] as const,
  newsItem: (id: string) => ["admin", "news", "item", id] as const,
  journal: () => ["admin", "journal"] as const,
};

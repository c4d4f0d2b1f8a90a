import type { AdminNewsQuery, AdminNewsStatus } from "@fuse/domain/admin/contract";
import type { NewsCreate, NewsUpdate } from "@fuse/domain/admin/schemas";

import type { ApiClient } from "../../api/index.ts";

/** `GET /api/admin/news`: one page of every item (drafts and scheduled ones included), searched. */
export function listNews(api: ApiClient, query: AdminNewsQuery, signal?: AbortSignal) {
  return api.request("GET /api/admin/news", { query, signal });
}

/** How many items are in one state: the total of the first page of that state. */
export async function countNews(api: ApiClient, status: AdminNewsStatus, signal?: AbortSignal) {
  return (await api.request("GET /api/admin/news", { query: { status }, signal })).total;
}

/** `GET /api/admin/news/{id}`: one item, its body included. */
export function getNews(api: ApiClient, id: string, signal?: AbortSignal) {
  return api.request("GET /api/admin/news/:id", { params: { id }, signal });
}

/** `POST /api/admin/news`: a new item (its address is made from its title). */
export function createNews(api: ApiClient, news: NewsCreate) {
  return api.request("POST /api/admin/news", { body: news });
}

/** `PATCH /api/admin/news/{id}`: the fields given. */
export function updateNews(api: ApiClient, id: string, changes: NewsUpdate) {
  return api.request("PATCH /api/admin/news/:id", { params: { id }, body: changes });
}

/** `POST /api/admin/news/{id}/unpublish`: back to a draft, out of every public list. */
export function unpublishNews(api: ApiClient, id: string) {
  return api.request("POST /api/admin/news/:id/unpublish", { params: { id } });
}

/** `DELETE /api/admin/news/{id}`: gone for good. */
export function deleteNews(api: ApiClient, id: string) {
  return api.request("DELETE /api/admin/news/:id", { params: { id } });
}

/** `GET /api/admin/actions`: the journal's first page, newest first. */
export function listActions(api: ApiClient, signal?: AbortSignal) {
  return api.request("GET /api/admin/actions", { query: {}, signal });
}

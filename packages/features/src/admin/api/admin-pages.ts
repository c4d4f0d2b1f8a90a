// The administrators' content pages (/p/{slug}): the calls, what the screens read and what they write.
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";

import type { AdminContentPage } from "@fuse/domain/admin/contract";
import { adminPagesMessages } from "@fuse/domain/admin/pages-content";
import type { PageCreate, PageUpdate } from "@fuse/domain/admin/schemas";
import { toast } from "@fuse/ui/toast-store";

import type { ApiClient } from "../../api/index.ts";
import { adminKeys, adminPageKeys } from "./keys.ts";
import { adminMessageOf } from "./mutations.ts";

/** `GET /api/admin/pages`: every page, published or not, by address. */
export function listPages(api: ApiClient, signal?: AbortSignal) {
  return api.request("GET /api/admin/pages", { signal });
}

/** `GET /api/admin/pages/{id}`: one page, its body included. */
export function getPage(api: ApiClient, id: string, signal?: AbortSignal) {
  return api.request("GET /api/admin/pages/:id", { params: { id }, signal });
}

/** `POST /api/admin/pages`: a new page at /p/{slug}. */
export function createPage(api: ApiClient, page: PageCreate) {
  return api.request("POST /api/admin/pages", { body: page });
}

/** `PATCH /api/admin/pages/{id}`: the fields given. */
export function updatePage(api: ApiClient, id: string, changes: PageUpdate) {
  return api.request("PATCH /api/admin/pages/:id", { params: { id }, body: changes });
}

/** `DELETE /api/admin/pages/{id}`: gone for good, its address free again. */
export function deletePage(api: ApiClient, id: string) {
  return api.request("DELETE /api/admin/pages/:id", { params: { id } });
}

/** What the pages screens read; failures are shown in place, with « Réessayer ». */
export const adminPageQueries = {
  list: (api: ApiClient) =>
    queryOptions({
      queryKey: adminPageKeys.list(),
      queryFn: ({ signal }) => listPages(api, signal),
      staleTime: 10_000,
    }),
  item: (api: ApiClient, id: string) =>
    queryOptions({
      queryKey: adminPageKeys.item(id),
      queryFn: ({ signal }) => getPage(api, id, signal),
      staleTime: 10_000,
    }),
};

/**
 * Creates a page (`id` null) or saves the changes of one, then says « Page enregistrée »; the list
 * and the journal are read again. Refusals are the form's to show beside the field, not a toast.
 */
export function useSavePageMutation(api: ApiClient) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, page }: { id: string | null; page: PageCreate }): Promise<AdminContentPage> =>
      id === null ? createPage(api, page) : updatePage(api, id, page),
    onSuccess: (page) => {
      queryClient.setQueryData(adminPageKeys.item(page.id), page);
      void queryClient.invalidateQueries({ queryKey: adminPageKeys.list() });
      void queryClient.invalidateQueries({ queryKey: adminKeys.journal() });
      toast({ title: adminPagesMessages.saved, color: "primary" });
    },
  });
}

/** Deletes a page; it leaves the list at once. A refusal is said in a red toast, in the server's words. */
export function useDeletePageMutation(api: ApiClient) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id }: { id: string }) => deletePage(api, id),
    onSuccess: ({ id }) => {
      queryClient.removeQueries({ queryKey: adminPageKeys.item(id) });
      void queryClient.invalidateQueries({ queryKey: adminPageKeys.list() });
      void queryClient.invalidateQueries({ queryKey: adminKeys.journal() });
      toast({ title: adminPagesMessages.deleted, color: "primary" });
    },
    onError: (error) => toast({ title: adminMessageOf(error, adminPagesMessages.deleteFailed), color: "red" }),
  });
}

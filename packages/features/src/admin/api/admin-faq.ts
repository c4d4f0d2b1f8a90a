import { queryOptions, useMutation, useQueryClient, type QueryClient } from "@tanstack/react-query";

import { adminFaqMessages } from "@fuse/domain/admin/faq-admin";
import type { FaqItemCreate, FaqItemUpdate, FaqOrder } from "@fuse/domain/admin/schemas";
import { toast } from "@fuse/ui/toast-store";

import type { ApiClient } from "../../api/index.ts";
import { adminFaqKeys, adminKeys } from "./keys.ts";
import { adminMessageOf } from "./mutations.ts";

// The administrators' FAQ: its calls, what the screen reads, and its writes. Every write is
// followed by the server's own reading of the FAQ, so the screen shows what is stored.

/** `GET /api/admin/faq`: every category (with its count of questions) and every question. */
export function getAdminFaq(api: ApiClient, signal?: AbortSignal) {
  return api.request("GET /api/admin/faq", { signal });
}

export function createFaqCategory(api: ApiClient, label: string) {
  return api.request("POST /api/admin/faq/categories", { body: { label } });
}

export function renameFaqCategory(api: ApiClient, id: string, label: string) {
  return api.request("PATCH /api/admin/faq/categories/:id", { params: { id }, body: { label } });
}

/** Refused (409, in French) while the category holds questions. */
export function deleteFaqCategory(api: ApiClient, id: string) {
  return api.request("DELETE /api/admin/faq/categories/:id", { params: { id } });
}

/** A new question goes at the end of its category. */
export function createFaqItem(api: ApiClient, item: FaqItemCreate) {
  return api.request("POST /api/admin/faq/items", { body: item });
}

/** A question moved to another category goes at the end of it. */
export function updateFaqItem(api: ApiClient, id: string, changes: FaqItemUpdate) {
  return api.request("PATCH /api/admin/faq/items/:id", { params: { id }, body: changes });
}

export function deleteFaqItem(api: ApiClient, id: string) {
  return api.request("DELETE /api/admin/faq/items/:id", { params: { id } });
}

/** Every category and every question in their new order; refused (409) if the FAQ changed meanwhile. */
export function putFaqOrder(api: ApiClient, order: FaqOrder) {
  return api.request("PUT /api/admin/faq/order", { body: order });
}

export const adminFaqQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: adminFaqKeys.all(),
    queryFn: ({ signal }) => getAdminFaq(api, signal),
    staleTime: 10_000,
  });

/** The FAQ is read again, and the journal that now records the write. */
function refresh(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: adminFaqKeys.all() });
  void queryClient.invalidateQueries({ queryKey: adminKeys.journal() });
}

/**
 * Adds a category (`id` null) or renames one. Refusals (a name taken, an empty name) are the form's
 * to show beside the field, not a toast.
 */
export function useSaveFaqCategoryMutation(api: ApiClient) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, label }: { id: string | null; label: string }) =>
      id === null ? createFaqCategory(api, label) : renameFaqCategory(api, id, label),
    onSuccess: (_category, { id }) => {
      refresh(queryClient);
      toast({ title: id === null ? adminFaqMessages.categoryAdded : adminFaqMessages.categoryRenamed });
    },
  });
}

/** Deletes an empty category; the server's refusal (it holds questions) is said in a toast. */
export function useDeleteFaqCategoryMutation(api: ApiClient) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id }: { id: string }) => deleteFaqCategory(api, id),
    onSuccess: () => {
      refresh(queryClient);
      toast({ title: adminFaqMessages.categoryDeleted });
    },
    onError: (error) => {
      refresh(queryClient);
      toast({ title: adminMessageOf(error, adminFaqMessages.categoryDeleteFailed), color: "red" });
    },
  });
}

/** Creates a question (`id` null) or saves one's changes; refusals are the form's to show. */
export function useSaveFaqItemMutation(api: ApiClient) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, item }: { id: string | null; item: FaqItemCreate }) =>
      id === null ? createFaqItem(api, item) : updateFaqItem(api, id, item),
    onSuccess: () => {
      refresh(queryClient);
      toast({ title: adminFaqMessages.itemSaved });
    },
  });
}

export function useDeleteFaqItemMutation(api: ApiClient) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id }: { id: string }) => deleteFaqItem(api, id),
    onSuccess: () => {
      refresh(queryClient);
      toast({ title: adminFaqMessages.itemDeleted });
    },
    onError: (error) => {
      refresh(queryClient);
      toast({ title: adminMessageOf(error, adminFaqMessages.itemDeleteFailed), color: "red" });
    },
  });
}

/**
 * Sends a new order. The server answers with the whole FAQ as stored, which the screen shows at
 * once; a refusal is said in a toast and the FAQ read again.
 */
export function useFaqOrderMutation(api: ApiClient) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (order: FaqOrder) => putFaqOrder(api, order),
    onSuccess: (faq) => {
      queryClient.setQueryData(adminFaqKeys.all(), faq);
      void queryClient.invalidateQueries({ queryKey: adminKeys.journal() });
    },
    onError: (error) => {
      // « La FAQ a changé entre-temps » among others: the screen shows the FAQ as it now is.
      refresh(queryClient);
      toast({ title: adminMessageOf(error, adminFaqMessages.orderFailed), color: "red" });
    },
  });
}

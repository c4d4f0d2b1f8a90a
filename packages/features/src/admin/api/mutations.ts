import { useMutation, useQueryClient, type QueryClient } from "@tanstack/react-query";

import type { AdminNewsItem } from "@fuse/domain/admin/contract";
import { adminNewsMessages } from "@fuse/domain/admin/messages";
import type { NewsCreate, NewsUpdate } from "@fuse/domain/admin/schemas";
import { toast } from "@fuse/ui/toast-store";

import { ApiError, type ApiClient } from "../../api/index.ts";
import { createNews, deleteNews, unpublishNews, updateNews } from "./admin-news.ts";
import { adminKeys } from "./keys.ts";

/** The server's own French words for a refusal; the fallback for a network or server failure. */
export function adminMessageOf(error: unknown, fallback: string) {
  return error instanceof ApiError && error.status < 500 && error.message ? error.message : fallback;
}

/** The item as the server answered; lists, counts and the journal are read again. */
function applyItem(queryClient: QueryClient, item: AdminNewsItem) {
  queryClient.setQueryData(adminKeys.newsItem(item.id), item);
  void queryClient.invalidateQueries({
    queryKey: adminKeys.news(),
    predicate: (query) => query.queryKey[2] !== "item",
  });
  void queryClient.invalidateQueries({ queryKey: adminKeys.journal() });
}

/**
 * Creates an item (`id` null) or saves the changes of one, then says « Actualité enregistrée ».
 * Refusals are the form's to show beside the field, not a toast.
 */
export function useSaveNewsMutation(api: ApiClient) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, news }: { id: string | null; news: NewsCreate | NewsUpdate }) =>
      id === null ? createNews(api, news as NewsCreate) : updateNews(api, id, news),
    onSuccess: (item) => {
      applyItem(queryClient, item);
      toast({ title: adminNewsMessages.saved, color: "primary" });
    },
  });
}

/** Takes a published or scheduled item back to a draft, said in a toast. */
export function useUnpublishNewsMutation(api: ApiClient) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id }: { id: string }) => unpublishNews(api, id),
    onSuccess: (item) => {
      applyItem(queryClient, item);
      toast({ title: adminNewsMessages.unpublished, color: "primary" });
    },
    onError: (error) => toast({ title: adminMessageOf(error, adminNewsMessages.unpublishFailed), color: "red" }),
  });
}

/** Deletes an item; it leaves the lists at once. */
export function useDeleteNewsMutation(api: ApiClient) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id }: { id: string }) => deleteNews(api, id),
    onSuccess: ({ id }) => {
      queryClient.removeQueries({ queryKey: adminKeys.newsItem(id) });
      void queryClient.invalidateQueries({ queryKey: adminKeys.news() });
      void queryClient.invalidateQueries({ queryKey: adminKeys.journal() });
      toast({ title: adminNewsMessages.deleted, color: "primary" });
    },
    onError: (error) => toast({ title: adminMessageOf(error, adminNewsMessages.deleteFailed), color: "red" }),
  });
}

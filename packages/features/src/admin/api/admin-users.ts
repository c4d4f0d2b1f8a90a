import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";

import type { AdminUserQuery } from "@fuse/domain/admin/inbox-contract";
import { adminUsersMessages } from "@fuse/domain/admin/users-labels";
import { toast } from "@fuse/ui/toast-store";

import type { ApiClient } from "../../api/index.ts";
import { adminKeys, adminUserKeys } from "./keys.ts";

// The administrators' view of the users: the list, one account, and its deletion (RGPD).

/** `GET /api/admin/users`: one page, newest accounts first, searched by address or name. */
export function listUsers(api: ApiClient, query: AdminUserQuery, signal?: AbortSignal) {
  return api.request("GET /api/admin/users", { query, signal });
}

/** `GET /api/admin/users/{id}` (the auth user's id). */
export function getUser(api: ApiClient, id: string, signal?: AbortSignal) {
  return api.request("GET /api/admin/users/:id", { params: { id }, signal });
}

/** `DELETE /api/admin/users/{id}`: the account erased, as its owner's own deletion would. */
export function deleteUser(api: ApiClient, id: string) {
  return api.request("DELETE /api/admin/users/:id", { params: { id } });
}

export const adminUserQueries = {
  list: (api: ApiClient, query: AdminUserQuery) =>
    queryOptions({
      queryKey: adminUserKeys.list(query),
      queryFn: ({ signal }) => listUsers(api, query, signal),
      staleTime: 10_000,
    }),
  item: (api: ApiClient, id: string) =>
    queryOptions({
      queryKey: adminUserKeys.item(id),
      queryFn: ({ signal }) => getUser(api, id, signal),
      staleTime: 10_000,
    }),
};

/**
 * Deletes an account; « Le compte … est supprimé. ». A refusal (their own account, the last
 * administrator) is the dialog's to show, with the server's words.
 */
export function useDeleteUserMutation(api: ApiClient) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id }: { id: string; email: string }) => deleteUser(api, id),
    onSuccess: (_deleted, { email }) => {
      // The lists are read again; the account's own page is left as it is, still shown while the
      // screen moves away: reading it again now would only find it gone.
      void queryClient.invalidateQueries({
        queryKey: adminUserKeys.all(),
        predicate: (query) => query.queryKey[2] !== "item",
      });
      void queryClient.invalidateQueries({ queryKey: adminKeys.journal() });
      toast({ title: adminUsersMessages.deleted(email), color: "primary" });
    },
  });
}

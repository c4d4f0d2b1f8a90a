import { useMutation } from "@tanstack/react-query";

import { profileMessages } from "@fuse/domain/profile/messages";

import type { ApiClient } from "../api/index.ts";

/**
 * Deletes the caller's account (spec §7 `DELETE /api/profile {user_id}`); a failure raises the red
 * « Erreur lors de la suppression du profil » (spec §8) through the mutation cache.
 */
export function useDeleteAccountMutation(api: ApiClient) {
  return useMutation({
    mutationFn: (userId: string) => api.request("DELETE /api/profile", { body: { user_id: userId } }),
    meta: { errorToast: profileMessages.deleteFailed },
  });
}

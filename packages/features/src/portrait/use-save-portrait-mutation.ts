import { useMutation, useQueryClient } from "@tanstack/react-query";

import { profileMessages } from "@fuse/domain/profile/messages";

import type { ApiClient } from "../api/index.ts";
import { profileKeys } from "../profile/api/keys.ts";
import { notifyProfileUpdated } from "../profile/lib/notify.ts";
import { savePortrait } from "./api/portrait.ts";

/**
 * Saves the portrait and says so with the spec §8 toasts (« Profil mis à jour avec succès », or
 * the red « Erreur lors de la mise à jour du profil » through the mutation cache). The profile
 * queries are invalidated and read again before it resolves, so the access rules see the portrait.
 */
export function useSavePortraitMutation(api: ApiClient) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (memo: string) => savePortrait(api, memo),
    meta: { errorToast: profileMessages.updateFailed },
    onSuccess: async () => {
      notifyProfileUpdated(profileMessages.updated);
      await queryClient.invalidateQueries({ queryKey: profileKeys.all });
    },
  });
}

import { useMutation, useQueryClient } from "@tanstack/react-query";

import { profileMessages } from "@fuse/domain/profile/messages";

import type { ApiClient, ProfileUpdate } from "../api/index.ts";
import { profileKeys } from "./api/keys.ts";
import { updateProfile } from "./api/profile.ts";
import { notifyProfileUpdated } from "./lib/notify.ts";

/**
 * Saves the profile and says so: "Profil mis à jour avec succès" on success, the red toast of
 * spec §8 on failure (through the query client's mutation cache). The profile queries are
 * invalidated, so the access rules and screens read the new state.
 */
export function useUpdateProfileMutation(api: ApiClient) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: ProfileUpdate) => updateProfile(api, changes),
    meta: { errorToast: profileMessages.updateFailed },
    onSuccess: async () => {
      notifyProfileUpdated(profileMessages.updated);
      await queryClient.invalidateQueries({ queryKey: profileKeys.all });
    },
  });
}

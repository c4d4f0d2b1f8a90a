import { useMutation, useQueryClient } from "@tanstack/react-query";

import { profileMessages } from "@fuse/domain/profile/messages";

import type { ApiClient } from "../api/index.ts";
import { profileKeys } from "./api/keys.ts";
import { saveCandidateTrade } from "./api/profile.ts";
import { notifyProfileUpdated } from "./lib/notify.ts";

/**
 * Saves the trade (ROME family) a candidate chose and says so; their info is read again, so every
 * screen shows the new trade (and their potential matches are ordered by it on their next read).
 */
export function useSaveCandidateTradeMutation(api: ApiClient, userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rome: string | null) => saveCandidateTrade(api, rome),
    meta: { errorToast: profileMessages.updateFailed },
    onSuccess: async (info) => {
      queryClient.setQueryData(profileKeys.candidateInfo(userId), info);
      notifyProfileUpdated("Métier enregistré");
      await queryClient.invalidateQueries({ queryKey: profileKeys.candidateInfo(userId) });
    },
  });
}

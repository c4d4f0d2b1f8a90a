import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";

import type { ApiClient } from "../../api/index.ts";
import { notifyProfileUpdated, profileKeys, profileMessages } from "../../profile/index.ts";
import type { CompanyCardValues } from "../lib/card-values.ts";
import { getCompanyCard, saveCompanyCard } from "./company-card.ts";
import { companyCardKeys } from "./keys.ts";

export const companyCardQueries = {
  card: (api: ApiClient, userId: string) =>
    queryOptions({
      queryKey: companyCardKeys.card(userId),
      queryFn: ({ signal }) => getCompanyCard(api, { userId }, signal),
      meta: { errorToast: profileMessages.infoFetchFailed },
    }),
};

/**
 * Saves the card and says so with the spec §8 toasts (« Profil mis à jour avec succès », or the red
 * « Erreur lors de la mise à jour du profil » through the mutation cache); the company's queries
 * (this card's and the profile's) are read again.
 */
export function useSaveCompanyCardMutation(api: ApiClient, userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: CompanyCardValues) => saveCompanyCard(api, values),
    meta: { errorToast: profileMessages.updateFailed },
    onSuccess: async (saved) => {
      notifyProfileUpdated(profileMessages.updated);
      queryClient.setQueryData(companyCardKeys.card(userId), saved);
      await queryClient.invalidateQueries({ queryKey: profileKeys.companyInfo(userId) });
    },
  });
}

import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";

import type { SaveAnswersRequest } from "@fuse/domain/questionnaire/contract";

import type { ApiClient } from "../../api/index.ts";
import { profileKeys } from "../../profile/api/keys.ts";
import { questionnaireKeys } from "./keys.ts";

export const questionnaireQueries = {
  questionnaire: (api: ApiClient, slug: string, userId: string | null) =>
    queryOptions({
      queryKey: questionnaireKeys.questionnaire(slug, userId),
      queryFn: ({ signal }) => api.request("GET /api/questionnaires/:slug", { params: { slug }, signal }),
      // Read again when another screen changes the profile (see the keys); otherwise what was saved is what it shows.
      staleTime: 30_000,
    }),
};

/**
 * Saves the answers of a step. Finishing the onboarding questionnaire completes the profile: the
 * profile queries are read again, so the access rules move the person on.
 */
export function useSaveAnswersMutation(api: ApiClient, slug: string, userId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: SaveAnswersRequest) =>
      api.request("PUT /api/questionnaires/:slug/answers", { params: { slug }, body: request }),
    onSuccess: async (saved) => {
      queryClient.setQueryData(questionnaireKeys.questionnaire(slug, userId), (before) =>
        before ? { ...before, progress: saved } : before,
      );
      if (saved.profile_completed) await queryClient.invalidateQueries({ queryKey: profileKeys.all });
    },
  });
}

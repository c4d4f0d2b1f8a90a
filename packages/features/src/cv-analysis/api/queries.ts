import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";

import type { AnalyseCvRequest, ApplyCvRequest } from "@fuse/domain/cv-analysis/contract";

import type { ApiClient } from "../../api/index.ts";
import { profileKeys } from "../../profile/api/keys.ts";
import { cvAnalysisKeys } from "./keys.ts";

export const cvAnalysisQueries = {
  own: (api: ApiClient, userId: string) =>
    queryOptions({
      queryKey: cvAnalysisKeys.own(userId),
      queryFn: ({ signal }) => api.request("GET /api/cv-analysis", { signal }),
    }),
};

/** Analyses the uploaded CV; the answer becomes the caller's saved analysis. */
export function useAnalyseCvMutation(api: ApiClient, userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: AnalyseCvRequest) => api.request("POST /api/cv-analysis", { body: request }),
    onSuccess: (analysis) =>
      queryClient.setQueryData(cvAnalysisKeys.own(userId), (before) =>
        before ? { ...before, analysis } : { analysis, analyzer_cv: false },
      ),
  });
}

/** Applies the reviewed fields: the profile (and the access rules reading `analyzer_cv`) is read again. */
export function useApplyCvMutation(api: ApiClient, userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: ApplyCvRequest) => api.request("POST /api/cv-analysis/apply", { body: request }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: cvAnalysisKeys.own(userId) });
      await queryClient.invalidateQueries({ queryKey: profileKeys.all });
    },
  });
}

/** Deletes the original file; the analysis stays. */
export function useDeleteCvFileMutation(api: ApiClient, userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.request("DELETE /api/cv-analysis/file", {}),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cvAnalysisKeys.own(userId) }),
  });
}

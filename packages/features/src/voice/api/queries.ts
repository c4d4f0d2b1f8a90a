import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";

import type { AnalyseVoiceRequest, ApplyVoiceRequest, TranscribeRequest } from "@fuse/domain/voice/contract";

import type { ApiClient } from "../../api/index.ts";
import { profileKeys } from "../../profile/api/keys.ts";
import { voiceKeys } from "./keys.ts";

export const voiceQueries = {
  status: (api: ApiClient, userId: string | null) =>
    queryOptions({
      queryKey: voiceKeys.status(userId),
      queryFn: ({ signal }) => api.request("GET /api/voice", { signal }),
      staleTime: 30_000,
    }),
};

/** The recording's words, from the speech provider. */
export function useTranscribeMutation(api: ApiClient) {
  return useMutation({
    mutationFn: (request: TranscribeRequest) => api.request("POST /api/voice/transcribe", { body: request }),
  });
}

/** What the words say: skills, languages, trade, length and structure. Saves nothing. */
export function useAnalyseVoiceMutation(api: ApiClient) {
  return useMutation({
    mutationFn: (request: AnalyseVoiceRequest) => api.request("POST /api/voice/analyse", { body: request }),
  });
}

/** Puts the chosen findings on the profile and saves the analysis; the profile's queries are read again. */
export function useApplyVoiceMutation(api: ApiClient, userId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: ApplyVoiceRequest) => api.request("POST /api/voice/apply", { body: request }),
    onSuccess: async (applied) => {
      queryClient.setQueryData(voiceKeys.status(userId), (before) =>
        before ? { ...before, analysis: applied.saved } : before,
      );
      await queryClient.invalidateQueries({ queryKey: profileKeys.all });
    },
  });
}

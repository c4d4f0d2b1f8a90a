import { keepPreviousData, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";

import type { ApiClient, CandidateMatch, MatchDecision, MatchPage } from "../../api/index.ts";
import { recruiterMatchKeys } from "./keys.ts";

/** Candidates listed per page. */
export const candidatesPerPage = 10;

export const recruiterMatchQueries = {
  /** The potential candidates of one of the recruiter's offers, best first. */
  candidates: (api: ApiClient, jobId: string, page: number) =>
    queryOptions({
      queryKey: recruiterMatchKeys.candidates(jobId, page),
      queryFn: ({ signal }) =>
        api.request("GET /api/matches/jobs/:id/candidates", {
          params: { id: jobId },
          query: { page, per_page: candidatesPerPage },
          signal,
        }),
      staleTime: 30_000,
      placeholderData: keepPreviousData,
    }),
};

/**
 * The recruiter's like or pass on a candidate for an offer. The answer is written into the cached
 * pages at once; a like that makes a match brings the contact details, so the offer's pages are
 * read again then.
 */
export function useRecruiterDecisionMutation(api: ApiClient, jobId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ candidateId, decision }: { candidateId: string; decision: MatchDecision }) =>
      api.request("POST /api/matches/decisions", { body: { job_id: jobId, candidate_id: candidateId, decision } }),
    onSuccess: async (result) => {
      queryClient.setQueriesData<MatchPage<CandidateMatch>>({ queryKey: recruiterMatchKeys.job(jobId) }, (data) =>
        data
          ? {
              ...data,
              matches: data.matches.map((match) =>
                match.candidate.profile_id === result.candidate_id
                  ? { ...match, decision: result.decision, mutual: result.mutual }
                  : match,
              ),
            }
          : data,
      );
      await queryClient.invalidateQueries({
        queryKey: recruiterMatchKeys.job(jobId),
        refetchType: result.mutual ? "active" : "none",
      });
    },
  });
}

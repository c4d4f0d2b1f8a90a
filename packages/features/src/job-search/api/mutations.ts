import { useMutation, useQueryClient, type QueryClient } from "@tanstack/react-query";

import type { JobMatchStatesResponse } from "@fuse/domain/job-search/contract";

import type { ApiClient, JobMatch, MatchDecision, MatchPage } from "../../api/index.ts";
import { decide, withdrawDecision } from "./job-search.ts";
import { jobSearchKeys } from "./keys.ts";

/** A candidate's standing on one offer after a decision or its withdrawal. */
interface Standing {
  decision: MatchDecision | null;
  mutual: boolean;
}

/**
 * Writes a decision into every cached answer that shows the offer (the scores of search pages and
 * of the offer panel, the potential matches' pages), so each screen shows it at once. The potential
 * matches are also marked stale: a passed offer leaves the list the next time it is shown.
 */
export function applyStanding(queryClient: QueryClient, jobId: string, standing: Standing) {
  queryClient.setQueriesData<JobMatchStatesResponse>({ queryKey: jobSearchKeys.statesAll }, (data) =>
    data ? { scores: data.scores.map((state) => (state.job_id === jobId ? { ...state, ...standing } : state)) } : data,
  );
  queryClient.setQueriesData<MatchPage<JobMatch>>({ queryKey: jobSearchKeys.potentialMatchesAll }, (data) =>
    data
      ? { ...data, matches: data.matches.map((match) => (match.job.id === jobId ? { ...match, ...standing } : match)) }
      : data,
  );
  void queryClient.invalidateQueries({ queryKey: jobSearchKeys.potentialMatchesAll, refetchType: "none" });
}

/** « Ça m'intéresse » or « Passer » on an offer; the caches follow the server's answer. */
export function useDecisionMutation(api: ApiClient) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ jobId, decision }: { jobId: string; decision: MatchDecision }) => decide(api, jobId, decision),
    onSuccess: (result) => applyStanding(queryClient, result.job_id, result),
  });
}

/** « Annuler »: withdraws the candidate's decision while the match is not mutual. */
export function useWithdrawMutation(api: ApiClient) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ jobId }: { jobId: string }) => withdrawDecision(api, jobId),
    onSuccess: (result) => applyStanding(queryClient, result.job_id, { decision: null, mutual: false }),
  });
}

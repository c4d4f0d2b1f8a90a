import { jobSearchMessages } from "@fuse/domain/job-search/messages";
import { toast } from "@fuse/ui/toast-store";

import { ApiError, TokenError, type ApiClient, type MatchDecision } from "../../api/index.ts";
import { useDecisionMutation, useWithdrawMutation } from "../api/mutations.ts";

const reason = (error: unknown, fallback: string) =>
  error instanceof ApiError || error instanceof TokenError ? error.message : fallback;

/**
 * Likes, passes and their « Annuler » with the screens' toasts: each answer is confirmed with an
 * « Annuler » action for a few seconds (the toast's), a mutual like says « C'est un match ! », and
 * a failure says why in French and changes nothing.
 */
export function useDecisions(api: ApiClient) {
  const decision = useDecisionMutation(api);
  const withdrawal = useWithdrawMutation(api);

  const withdraw = (jobId: string) =>
    withdrawal.mutate(
      { jobId },
      {
        onSuccess: () => toast({ title: jobSearchMessages.withdrawn }),
        onError: (error) =>
          toast({
            title: jobSearchMessages.withdrawFailed,
            description: reason(error, "Réessayez dans un instant."),
            color: "red",
          }),
      },
    );

  const decide = (jobId: string, title: string, choice: MatchDecision) =>
    decision.mutate(
      { jobId, decision: choice },
      {
        onSuccess: (result) =>
          result.mutual
            ? toast({ title: jobSearchMessages.mutual, description: jobSearchMessages.mutualNext })
            : toast({
                title: choice === "like" ? jobSearchMessages.liked : jobSearchMessages.passed,
                description: title,
                actions: [
                  {
                    label: jobSearchMessages.undo,
                    altText: `Annuler ma réponse : ${title}`,
                    onClick: () => withdraw(jobId),
                  },
                ],
              }),
        onError: (error) =>
          toast({
            title: jobSearchMessages.decisionFailed,
            description: reason(error, "Réessayez dans un instant."),
            color: "red",
          }),
      },
    );

  const pendingJob = decision.isPending
    ? decision.variables?.jobId
    : withdrawal.isPending
      ? withdrawal.variables?.jobId
      : undefined;

  return { decide, withdraw, pendingJob };
}

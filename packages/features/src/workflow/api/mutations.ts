import { useMutation, useQueryClient, type QueryClient } from "@tanstack/react-query";

import type { RecruiterRefusalReason } from "@fuse/domain/vocabulary";
import type { Applications, InterviewProposal, PipelineCard, PipelineCards } from "@fuse/domain/workflow/contract";

import type { ApiClient } from "../../api/index.ts";
import { workflowKeys } from "./keys.ts";

/** Every cached list of cards (one per offer filter), with a card replaced by `update`'s answer. */
function updateCards(queryClient: QueryClient, id: string, update: (card: PipelineCard) => PipelineCard) {
  queryClient.setQueriesData<PipelineCards>({ queryKey: workflowKeys.cardsAll }, (data) =>
    data ? { cards: data.cards.map((card) => (card.id === id ? update(card) : card)) } : data,
  );
}

/** What a card move sends: the stage it stood at (for the server to see a move made meanwhile) and where it goes. */
export interface CardMoveRequest {
  card: PipelineCard;
  to: PipelineCard["stage"];
  position?: number | undefined;
  reason?: RecruiterRefusalReason | undefined;
  message?: string | undefined;
}

/**
 * Moves a card at once on every board in the cache, then through the API; a refusal from the server
 * puts every board back as it was (the caller says why, in a toast) and reads the cards again.
 */
export function useMoveCardMutation(api: ApiClient) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ card, to, position, reason, message }: CardMoveRequest) =>
      api.request("POST /api/recruiter/pipeline/cards/:id/move", {
        params: { id: card.id },
        body: {
          from: card.stage,
          to: to as Exclude<PipelineCard["stage"], "withdrawn">,
          ...(position === undefined ? {} : { position }),
          ...(reason ? { reason } : {}),
          ...(message ? { message } : {}),
        },
      }),
    onMutate: async ({ card, to, position, reason, message }) => {
      await queryClient.cancelQueries({ queryKey: workflowKeys.cardsAll });
      const before = queryClient.getQueriesData<PipelineCards>({ queryKey: workflowKeys.cardsAll });
      updateCards(queryClient, card.id, (current) => ({
        ...current,
        stage: to,
        position: position ?? Math.min(...[0, ...(before[0]?.[1]?.cards ?? []).map((other) => other.position)]) - 1,
        stage_changed_at: to === current.stage ? current.stage_changed_at : new Date().toISOString(),
        refusal_reason: to === "rejected" ? (reason ?? current.refusal_reason) : null,
        refusal_message: to === "rejected" ? (message ?? null) : null,
      }));
      return { before };
    },
    onError: (_error, _move, context) => {
      for (const [queryKey, data] of context?.before ?? []) queryClient.setQueryData(queryKey, data);
    },
    onSuccess: (card) => updateCards(queryClient, card.id, () => card),
    onSettled: (_card, _error, { card }) => {
      void queryClient.invalidateQueries({ queryKey: workflowKeys.pipeline });
      void queryClient.invalidateQueries({ queryKey: workflowKeys.card(card.id), refetchType: "active" });
    },
  });
}

/** The card's details and the boards, read again after an action on the card. */
const refreshCard = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: workflowKeys.pipeline });

/** A private note on a card. */
export function useAddNoteMutation(api: ApiClient, cardId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message: string) =>
      api.request("POST /api/recruiter/pipeline/cards/:id/notes", { params: { id: cardId }, body: { message } }),
    onSuccess: () => refreshCard(queryClient),
  });
}

/** Proposes interview slots on a card, or new ones. */
export function useProposeInterviewMutation(api: ApiClient, cardId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (proposal: InterviewProposal) =>
      api.request("POST /api/recruiter/pipeline/cards/:id/interviews", { params: { id: cardId }, body: proposal }),
    onSuccess: () => refreshCard(queryClient),
  });
}

/** Cancels a card's interview, from the recruiter's side. */
export function useRecruiterCancelInterviewMutation(api: ApiClient) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, message }: { id: string; message?: string | undefined }) =>
      api.request("POST /api/recruiter/pipeline/interviews/:id/cancel", {
        params: { id },
        body: message ? { message } : {},
      }),
    onSuccess: () => refreshCard(queryClient),
  });
}

const refreshApplications = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: workflowKeys.applications });

/** The candidate's actions on their applications: pick a slot, cancel an interview, withdraw. */
export function useApplicationMutations(api: ApiClient) {
  const queryClient = useQueryClient();
  const book = useMutation({
    mutationFn: ({ id, slot }: { id: string; slot: string }) =>
      api.request("POST /api/applications/interviews/:id/book", { params: { id }, body: { slot } }),
    onSettled: () => refreshApplications(queryClient),
  });
  const cancelInterview = useMutation({
    mutationFn: ({ id, message }: { id: string; message?: string | undefined }) =>
      api.request("POST /api/applications/interviews/:id/cancel", { params: { id }, body: message ? { message } : {} }),
    onSettled: () => refreshApplications(queryClient),
  });
  const withdraw = useMutation({
    mutationFn: ({ id, message }: { id: string; message?: string | undefined }) =>
      api.request("POST /api/applications/:id/withdraw", { params: { id }, body: message ? { message } : {} }),
    onSuccess: (application) =>
      queryClient.setQueryData<Applications>(workflowKeys.applications, (data) =>
        data
          ? {
              ...data,
              applications: data.applications.map((entry) => (entry.id === application.id ? application : entry)),
            }
          : data,
      ),
    onSettled: () => refreshApplications(queryClient),
  });
  return { book, cancelInterview, withdraw };
}

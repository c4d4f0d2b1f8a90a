import { useMutation, useQueryClient, type QueryClient } from "@tanstack/react-query";

import type { RecruiterJob } from "@fuse/domain/recruiter-jobs/contract";
import type { JobOfferDraft } from "@fuse/domain/recruiter-jobs/job-offer-schema";
import { recruiterJobsMessages } from "@fuse/domain/recruiter-jobs/messages";
import { toast } from "@fuse/ui/toast-store";

import type { ApiClient } from "../../api/index.ts";
import { recruiterJobsKeys } from "./keys.ts";
import { createDraft, deleteDraft, runOfferAction, saveOffer, type OfferAction } from "./recruiter-jobs.ts";

/** The offer as the server answered, in its own cache; the list is read again (counts, order). */
function applyOffer(queryClient: QueryClient, offer: RecruiterJob) {
  queryClient.setQueryData(recruiterJobsKeys.offer(offer.id), offer);
  void queryClient.invalidateQueries({ queryKey: recruiterJobsKeys.list() });
}

/**
 * Creates the draft on the first save, then saves the changed fields (the form's autosave and its
 * explicit saves). Failures are the form's to show beside the field, not a toast.
 */
export function useSaveOfferMutation(api: ApiClient) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string | null; changes: JobOfferDraft }) =>
      id === null ? createDraft(api, changes) : saveOffer(api, id, changes),
    onSuccess: (offer) => applyOffer(queryClient, offer),
  });
}

const actionSuccess: Record<OfferAction, string> = {
  publish: recruiterJobsMessages.published,
  close: recruiterJobsMessages.closed,
  reopen: recruiterJobsMessages.reopened,
  duplicate: recruiterJobsMessages.duplicated,
};

/** Publish, close, reopen or duplicate an offer, said in a toast; a refusal's French message is the caller's to show. */
export function useOfferActionMutation(api: ApiClient) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: OfferAction }) => runOfferAction(api, id, action),
    onSuccess: (offer, { action }) => {
      applyOffer(queryClient, offer);
      toast({ title: actionSuccess[action], color: "primary" });
    },
  });
}

/** Deletes a draft; it leaves the list at once. */
export function useDeleteDraftMutation(api: ApiClient) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id }: { id: string }) => deleteDraft(api, id),
    meta: { errorToast: recruiterJobsMessages.deleteFailed },
    onSuccess: ({ id }) => {
      queryClient.removeQueries({ queryKey: recruiterJobsKeys.offer(id) });
      void queryClient.invalidateQueries({ queryKey: recruiterJobsKeys.list() });
      toast({ title: recruiterJobsMessages.deleted, color: "primary" });
    },
  });
}

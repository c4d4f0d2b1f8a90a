import { useMutation, useQueryClient } from "@tanstack/react-query";
import * as React from "react";

import type { SavedSearchChange, SavedSearchCreate } from "@fuse/domain/job-alerts/contract";
import { jobAlertsMessages } from "@fuse/domain/job-alerts/messages";
import { toast } from "@fuse/ui/toast-store";

import type { ApiClient } from "../../api/index.ts";
import { changeSavedSearch, createSavedSearch, deleteSavedSearch, recordJobView } from "./job-alerts.ts";
import { jobAlertsKeys } from "./keys.ts";

const success = (title: string) => toast({ title, color: "primary" });

/** Any user's saved-search list (the signed-in user's is the only one in the cache). */
const isSavedSearchesQuery = (query: { queryKey: readonly unknown[] }) =>
  query.queryKey[0] === jobAlertsKeys.all[0] && query.queryKey[2] === "saved-searches";

/** Saves a search (the search screen's URL query string); the list is read again. */
export function useCreateSavedSearchMutation(api: ApiClient) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SavedSearchCreate) => createSavedSearch(api, body),
    onSuccess: async () => {
      success(jobAlertsMessages.saved);
      await queryClient.invalidateQueries({ predicate: isSavedSearchesQuery });
    },
  });
}

/** Renames a saved search or switches its alert. */
export function useChangeSavedSearchMutation(api: ApiClient) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: string; change: SavedSearchChange }) => changeSavedSearch(api, id, change),
    onSuccess: async (saved, { change }) => {
      success(
        change.name !== undefined
          ? jobAlertsMessages.renamed
          : saved.alerts
            ? jobAlertsMessages.alertsOn
            : jobAlertsMessages.alertsOff,
      );
      await queryClient.invalidateQueries({ predicate: isSavedSearchesQuery });
    },
  });
}

export function useDeleteSavedSearchMutation(api: ApiClient) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteSavedSearch(api, id),
    onSuccess: async () => {
      success(jobAlertsMessages.deleted);
      await queryClient.invalidateQueries({ predicate: isSavedSearchesQuery });
    },
  });
}

/**
 * Records that the candidate opened an offer, for « Offres consultées récemment »: once per offer
 * shown (`useRecordJobView(offerId, api)`), nothing while `jobId` is empty. A failure is silent:
 * the offer is shown all the same.
 */
export function useRecordJobView(jobId: string | null | undefined, api: ApiClient | undefined) {
  const queryClient = useQueryClient();
  const { mutate } = useMutation({
    mutationFn: ({ client, id }: { client: ApiClient; id: string }) => recordJobView(client, id),
    onSuccess: () =>
      queryClient.invalidateQueries({
        predicate: (query) => query.queryKey[0] === jobAlertsKeys.all[0] && query.queryKey[2] === "viewed-jobs",
      }),
  });
  const recorded = React.useRef<string | null>(null);
  React.useEffect(() => {
    if (!api || !jobId || recorded.current === jobId) return;
    recorded.current = jobId;
    mutate({ client: api, id: jobId });
  }, [api, jobId, mutate]);
}

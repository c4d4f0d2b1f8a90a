import { useQuery } from "@tanstack/react-query";
import * as React from "react";

import { recruiterJobsMessages } from "@fuse/domain/recruiter-jobs/messages";
import { Alert, AlertDescription, AlertTitle } from "@fuse/ui/alert";
import { Button } from "@fuse/ui/button";
import { Skeleton } from "@fuse/ui/skeleton";
import { toast } from "@fuse/ui/toast-store";

import { ApiError, type ApiClient } from "../../api/index.ts";
import { plainLink, type LinkRenderer } from "../../job-search/index.ts";
import { useDeleteDraftMutation, useOfferActionMutation, useSaveOfferMutation } from "../api/mutations.ts";
import { recruiterJobsQueries } from "../api/queries.ts";
import { JobOfferForm, type JobOfferFormProps, type JobOfferServices } from "./job-offer-form.tsx";
import { JobOfferList, JobOfferListSkeleton } from "./job-offer-list.tsx";

/** A failure said in French: the server's own message when it gave one. */
const messageOf = (error: unknown, fallback: string) =>
  error instanceof ApiError || error instanceof Error ? error.message || fallback : fallback;

function LoadFailed({ title, error, onRetry }: { title: string; error: unknown; onRetry: () => void }) {
  return (
    <Alert variant="destructive">
      <AlertTitle>{title}</AlertTitle>
      <AlertDescription className="flex flex-col items-start gap-2">
        <p>{messageOf(error, "Vérifiez votre connexion puis réessayez.")}</p>
        <Button type="button" variant="outline" size="sm" onClick={onRetry}>
          {recruiterJobsMessages.retry}
        </Button>
      </AlertDescription>
    </Alert>
  );
}

type RecruiterJobsScreenProps = {
  api: ApiClient;
  /** Where the form is (`?id=` is added to edit an offer). */
  formPath: string;
  renderLink?: LinkRenderer;
  /** Opens the form on an offer (a new copy, say). */
  onOpen?: (id: string) => void;
};

/** « Mes offres d'emploi » with its data: the list, its actions and their outcome in toasts. */
function RecruiterJobsScreen({ api, formPath, renderLink = plainLink, onOpen }: RecruiterJobsScreenProps) {
  const list = useQuery(recruiterJobsQueries.list(api));
  const action = useOfferActionMutation(api);
  const remove = useDeleteDraftMutation(api);
  const [pendingId, setPendingId] = React.useState<string | null>(null);

  if (list.isPending) return <JobOfferListSkeleton />;
  if (list.isError)
    return (
      <LoadFailed title={recruiterJobsMessages.listFailed} error={list.error} onRetry={() => void list.refetch()} />
    );
  return (
    <JobOfferList
      offers={list.data.jobs}
      newOfferHref={formPath}
      editHref={(id) => `${formPath}?id=${encodeURIComponent(id)}`}
      renderLink={renderLink}
      pendingId={pendingId}
      onAction={(id, kind) => {
        setPendingId(id);
        action.mutate(
          { id, action: kind },
          {
            onSuccess: (offer) => {
              if (kind === "duplicate") onOpen?.(offer.id);
            },
            onError: (error) => toast({ title: messageOf(error, recruiterJobsMessages.saveFailed), color: "red" }),
            onSettled: () => setPendingId(null),
          },
        );
      }}
      onDelete={(id) => {
        setPendingId(id);
        remove.mutate({ id }, { onSettled: () => setPendingId(null) });
      }}
    />
  );
}

type JobOfferEditorProps = {
  api: ApiClient;
  /** The offer to edit (`?id=`); null for a new one. */
  offerId: string | null;
  services: JobOfferServices;
  /** Called once a new offer exists, with its id (to keep it in the address). */
  onCreated?: (id: string) => void;
  /** Called once the offer is published. */
  onPublished?: (id: string) => void;
  company?: JobOfferFormProps["company"];
  autosaveDelay?: number;
};

/** The offer form with its data: the offer read by id, saved and published through the API. */
function JobOfferEditor({
  api,
  offerId,
  services,
  onCreated,
  onPublished,
  company,
  autosaveDelay,
}: JobOfferEditorProps) {
  // The offer this form created: once its id reaches the address, the form already holds it.
  const [createdId, setCreatedId] = React.useState<string | null>(null);
  const loads = offerId !== null && offerId !== createdId;
  const offer = useQuery({ ...recruiterJobsQueries.offer(api, offerId ?? ""), enabled: loads });
  const saveMutation = useSaveOfferMutation(api);
  const action = useOfferActionMutation(api);
  // The form owns the offer once shown: a later answer for the same offer must not remount it.
  const [formKey] = React.useState(() => offerId ?? "new");

  const onSave = React.useCallback(
    (id: string | null, changes: Parameters<JobOfferFormProps["onSave"]>[1]) =>
      saveMutation.mutateAsync({ id, changes }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- mutateAsync is stable
    [saveMutation.mutateAsync],
  );
  const onPublish = React.useCallback(
    async (id: string) => {
      const published = await action.mutateAsync({ id, action: "publish" });
      onPublished?.(id);
      return published;
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- mutateAsync is stable
    [action.mutateAsync, onPublished],
  );
  const created = React.useCallback(
    (saved: { id: string }) => {
      setCreatedId(saved.id);
      onCreated?.(saved.id);
    },
    [onCreated],
  );

  if (loads && offer.isPending)
    return (
      <div className="flex flex-col gap-4" role="status" aria-busy="true" aria-label="Chargement de l'offre">
        <Skeleton className="h-10 w-full" />
        <Skeleton className="h-48 w-full" />
        <Skeleton className="h-24 w-full" />
      </div>
    );
  if (loads && offer.isError)
    return (
      <LoadFailed title={recruiterJobsMessages.offerFailed} error={offer.error} onRetry={() => void offer.refetch()} />
    );
  return (
    <JobOfferForm
      key={formKey}
      offer={loads ? (offer.data ?? null) : null}
      services={services}
      onSave={onSave}
      onPublish={onPublish}
      onCreated={created}
      company={company}
      autosaveDelay={autosaveDelay}
    />
  );
}

export { JobOfferEditor, RecruiterJobsScreen };
export type { JobOfferEditorProps, RecruiterJobsScreenProps };

import { useQuery } from "@tanstack/react-query";
import { useSearchParams } from "react-router";

import { recruiterJobsQueries } from "@fuse/features/recruiter-jobs";
import { PipelineBoard, workflowQueries } from "@fuse/features/workflow";
import { EmptyState } from "@fuse/ui/empty-state";
import { Field, FieldControl, FieldLabel } from "@fuse/ui/field";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@fuse/ui/select";
import { Skeleton } from "@fuse/ui/skeleton";

import { usePageHandle } from "../page-handle";
import { LoadError, withQueryClient } from "../page-query";
import { useSignedInApi } from "../session/services";

const allOffers = "toutes";

/** « Suivi des recrutements »: the pipeline's cards by stage, for one offer (`?offre=`) or all. */
function Screen() {
  const { title } = usePageHandle();
  const api = useSignedInApi();
  const [params, setParams] = useSearchParams();
  const jobId = params.get("offre");
  const offers = useQuery(recruiterJobsQueries.list(api));
  const cards = useQuery(workflowQueries.cards(api, jobId));

  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold tracking-tight text-foreground">{title}</h1>
        <p className="text-muted-foreground">
          Chaque intérêt réciproque entre ici à « Nouveau match », avec les coordonnées du candidat.
        </p>
      </header>
      <Field className="max-w-md">
        <FieldLabel>Offre</FieldLabel>
        <Select
          value={jobId ?? allOffers}
          onValueChange={(next) => setParams(next === allOffers ? {} : { offre: next })}
          disabled={!offers.data}
        >
          <FieldControl>
            <SelectTrigger className="w-full">
              <SelectValue />
            </SelectTrigger>
          </FieldControl>
          <SelectContent>
            <SelectItem value={allOffers}>Toutes les offres</SelectItem>
            {offers.data?.jobs.map((offer) => (
              <SelectItem key={offer.id} value={offer.id}>
                {offer.title}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </Field>
      {cards.isError ? (
        <LoadError title="Le suivi des recrutements n'a pas pu être chargé." onRetry={() => void cards.refetch()} />
      ) : cards.data ? (
        cards.data.cards.length === 0 ? (
          <EmptyState
            title="Aucun candidat dans le suivi pour l'instant"
            description="Dites « Ça m'intéresse » aux candidats de vos matchs potentiels : un intérêt réciproque les fait entrer ici."
          />
        ) : (
          <PipelineBoard cards={cards.data.cards} showOffer={!jobId} />
        )
      ) : (
        <div className="grid gap-4 sm:grid-cols-3" role="status" aria-busy="true" aria-label="Chargement du suivi">
          <Skeleton className="h-40 w-full" />
          <Skeleton className="h-40 w-full" />
          <Skeleton className="h-40 w-full" />
        </div>
      )}
    </div>
  );
}

export const Component = withQueryClient(Screen);

import { useQuery } from "@tanstack/react-query";
import * as React from "react";
import { Link } from "react-router";

import { jobAlertsMessages } from "@fuse/domain/job-alerts/messages";
import { paths } from "@fuse/domain/vocabulary/paths";
import { Alert, AlertDescription, AlertTitle } from "@fuse/ui/alert";
import { Button } from "@fuse/ui/button";
import { EmptyState } from "@fuse/ui/empty-state";
import { Skeleton } from "@fuse/ui/skeleton";

import type { ApiClient } from "../../api/index.ts";
import { useChangeSavedSearchMutation, useDeleteSavedSearchMutation } from "../api/mutations.ts";
import { jobAlertsQueries } from "../api/queries.ts";
import { JobOfferList } from "./job-offer-list.tsx";
import { SaveSearchButton } from "./save-search-button.tsx";
import { SavedSearchList } from "./saved-search-list.tsx";

export interface JobAlertsScreenProps {
  /** The signed-in API client. */
  api: ApiClient;
  /** The signed-in user (query keys are per user). */
  userId: string;
}

function Section({
  title,
  description,
  action,
  busy,
  children,
}: {
  title: string;
  description: string;
  action?: React.ReactNode;
  busy: boolean;
  children: React.ReactNode;
}) {
  const id = React.useId();
  return (
    <section aria-labelledby={id} aria-busy={busy} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex flex-col gap-1">
          <h2 id={id} className="text-xl font-semibold tracking-tight">
            {title}
          </h2>
          <p className="text-sm text-muted-foreground">{description}</p>
        </div>
        {action}
      </div>
      {children}
    </section>
  );
}

function Loading({ label }: { label: string }) {
  return (
    <div className="grid gap-3 md:grid-cols-2">
      <span className="sr-only">{label}</span>
      {[0, 1].map((index) => (
        <div key={index} className="flex flex-col gap-3 rounded-lg border border-border p-4">
          <Skeleton className="h-5 w-2/3" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-8 w-40" />
        </div>
      ))}
    </div>
  );
}

function Failure({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Alert variant="destructive">
      <AlertTitle>{message}</AlertTitle>
      <AlertDescription>
        Vérifiez votre connexion puis réessayez.
        <Button size="sm" variant="outline" className="mt-2 self-start" onClick={onRetry}>
          {jobAlertsMessages.retry}
        </Button>
      </AlertDescription>
    </Alert>
  );
}

const toSearch = (
  <Button asChild>
    <Link to={paths.candidate.searchJobs}>Rechercher des offres</Link>
  </Button>
);

/**
 * « Recherche d'emploi »: the candidate's saved searches with their daily alerts, the offers they
 * liked and those they viewed lately, each leading back into the search screen.
 */
export function JobAlertsScreen({ api, userId }: JobAlertsScreenProps) {
  const saved = useQuery(jobAlertsQueries.savedSearches(api, userId));
  const liked = useQuery(jobAlertsQueries.likedJobs(api, userId));
  const viewed = useQuery(jobAlertsQueries.viewedJobs(api, userId));
  const change = useChangeSavedSearchMutation(api);
  const remove = useDeleteSavedSearchMutation(api);
  const [pending, setPending] = React.useState<ReadonlySet<string>>(new Set());

  const track = async <T,>(id: string, work: () => Promise<T>) => {
    setPending((current) => new Set(current).add(id));
    try {
      return await work();
    } finally {
      setPending((current) => {
        const next = new Set(current);
        next.delete(id);
        return next;
      });
    }
  };

  const searches = saved.data?.saved_searches ?? [];
  const full = saved.data ? searches.length >= saved.data.max : false;

  return (
    <div className="flex flex-col gap-10">
      <Section
        title="Mes recherches enregistrées"
        description="Relancez une recherche en un clic et recevez chaque matin par e-mail les nouvelles offres qui y correspondent."
        busy={saved.isPending}
        action={
          saved.data && !full ? (
            <SaveSearchButton api={api} query="" withKeywords label="Enregistrer une recherche" />
          ) : null
        }
      >
        {saved.isPending ? (
          <Loading label="Chargement de vos recherches enregistrées…" />
        ) : saved.isError ? (
          <Failure message={jobAlertsMessages.savedSearchesFailed} onRetry={() => void saved.refetch()} />
        ) : searches.length === 0 ? (
          <EmptyState
            headingLevel={3}
            title="Aucune recherche enregistrée"
            description="Lancez une recherche puis choisissez « Enregistrer cette recherche » pour la retrouver ici et être alerté·e des nouvelles offres."
            action={toSearch}
          />
        ) : (
          <>
            {full ? (
              <p className="text-sm text-muted-foreground">
                Vous avez atteint {saved.data.max} recherches enregistrées : supprimez-en une pour en ajouter une autre.
              </p>
            ) : null}
            <SavedSearchList
              searches={searches}
              pendingIds={pending}
              onToggleAlerts={(id, alerts) =>
                void track(id, () => change.mutateAsync({ id, change: { alerts } })).catch(() => {})
              }
              onRename={(id, name) => track(id, () => change.mutateAsync({ id, change: { name } }))}
              onDelete={(id) => void track(id, () => remove.mutateAsync(id)).catch(() => {})}
            />
          </>
        )}
      </Section>

      <Section
        title="Offres qui vous intéressent"
        description="Les offres auxquelles vous avez répondu « Ça m'intéresse », les plus récentes d'abord."
        busy={liked.isPending}
      >
        {liked.isPending ? (
          <Loading label="Chargement des offres qui vous intéressent…" />
        ) : liked.isError ? (
          <Failure message={jobAlertsMessages.likedFailed} onRetry={() => void liked.refetch()} />
        ) : liked.data.length === 0 ? (
          <EmptyState
            headingLevel={3}
            title="Aucune offre pour l'instant"
            description="Les offres qui vous intéressent apparaîtront ici."
            action={toSearch}
          />
        ) : (
          <JobOfferList
            label="Offres qui vous intéressent"
            datePrefix="Intérêt le"
            items={liked.data.map((item) => ({ job: item.job, at: item.liked_at }))}
          />
        )}
      </Section>

      <Section
        title="Consultées récemment"
        description="Les dernières offres que vous avez ouvertes."
        busy={viewed.isPending}
      >
        {viewed.isPending ? (
          <Loading label="Chargement des offres consultées…" />
        ) : viewed.isError ? (
          <Failure message={jobAlertsMessages.viewedFailed} onRetry={() => void viewed.refetch()} />
        ) : viewed.data.length === 0 ? (
          <EmptyState
            headingLevel={3}
            title="Aucune offre consultée"
            description="Les offres que vous ouvrez depuis la recherche apparaîtront ici."
            action={toSearch}
          />
        ) : (
          <JobOfferList
            label="Offres consultées récemment"
            datePrefix="Consultée le"
            items={viewed.data.map((item) => ({ job: item.job, at: item.viewed_at }))}
          />
        )}
      </Section>
    </div>
  );
}

import { useQuery } from "@tanstack/react-query";
import * as React from "react";
import { Link, useSearchParams } from "react-router";

import { jobSearchMessages } from "@fuse/domain/job-search/messages";
import { paths } from "@fuse/domain/vocabulary/paths";
import { Alert, AlertDescription, AlertTitle } from "@fuse/ui/alert";
import { Button } from "@fuse/ui/button";
import { EmptyState } from "@fuse/ui/empty-state";
import { Pagination } from "@fuse/ui/pagination";
import { Skeleton } from "@fuse/ui/skeleton";

import { ApiError, type ApiClient } from "../../api/index.ts";
import { jobSearchQueries } from "../api/queries.ts";
import type { LinkRenderer } from "../lib/links.tsx";
import { PotentialMatchCard } from "./potential-match-card.tsx";
import { useDecisions } from "./use-decisions.ts";

const routerLink: LinkRenderer = ({ href, children, className, ref }) => (
  <Link to={href} className={className} ref={ref}>
    {children}
  </Link>
);

/** Where a candidate makes their profile say more: the questionnaire and the profile page. */
function ThinProfile({ title }: { title: string }) {
  return (
    <EmptyState
      title={title}
      description="Vos matchs viennent de votre profil : ajoutez vos compétences, votre ville et votre rayon de mobilité, les contrats et le salaire que vous visez."
      action={
        <div className="flex flex-wrap justify-center gap-2">
          <Button asChild>
            <Link to={paths.candidate.profile}>Compléter mon profil</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to={paths.questionnaire.candidate}>Répondre au questionnaire</Link>
          </Button>
        </div>
      }
    />
  );
}

/**
 * « Vos matchs potentiels »: the offers that fit the candidate best first, each with the breakdown
 * the recruiter reads too, « Ça m'intéresse » or « Passer » with « Annuler », and the mutual matches.
 */
function PotentialMatchesScreen({ api }: { api: ApiClient }) {
  const [params, setParams] = useSearchParams();
  const page = Math.min(Math.max(1, Number.parseInt(params.get("page") ?? "1", 10) || 1), 1000);
  const listHeading = React.useRef<HTMLHeadingElement>(null);
  const matches = useQuery(jobSearchQueries.potentialMatches(api, page));
  const { decide, withdraw, pendingJob } = useDecisions(api);

  if (matches.isPending) {
    return (
      <ul className="flex flex-col gap-3" aria-label="Chargement de vos matchs" aria-busy="true">
        {[0, 1, 2].map((index) => (
          <li key={index} className="flex flex-col gap-3 rounded-lg border border-border p-4">
            <Skeleton className="h-5 w-2/3" />
            <Skeleton className="h-4 w-1/2" />
            <Skeleton className="h-9 w-48" />
          </li>
        ))}
      </ul>
    );
  }
  if (matches.isError) {
    if (matches.error instanceof ApiError && matches.error.status === 409) {
      return <ThinProfile title="Votre profil est encore trop succinct pour vous proposer des offres" />;
    }
    return (
      <Alert variant="destructive">
        <AlertTitle>{jobSearchMessages.matchesFailed}</AlertTitle>
        <AlertDescription>
          <p>
            {matches.error instanceof ApiError
              ? matches.error.message
              : "Le service ne répond pas. Vérifiez votre connexion."}
          </p>
          <Button type="button" variant="outline" size="sm" className="mt-2" onClick={() => void matches.refetch()}>
            {jobSearchMessages.retry}
          </Button>
        </AlertDescription>
      </Alert>
    );
  }
  const data = matches.data;
  if (data.total === 0) {
    return <ThinProfile title="Aucun match potentiel pour l'instant" />;
  }
  return (
    <section aria-labelledby="potential-matches-list" className="flex flex-col gap-4">
      <h2 id="potential-matches-list" ref={listHeading} tabIndex={-1} className="sr-only">
        {data.total} offre{data.total === 1 ? "" : "s"} pour vous, page {data.page} sur {data.pages}
      </h2>
      <p className="text-sm text-muted-foreground">
        {data.total} offre{data.total === 1 ? "" : "s"} correspond{data.total === 1 ? "" : "ent"} à votre profil, la
        plus compatible d'abord.
      </p>
      <ul className="flex flex-col gap-4" aria-busy={matches.isPlaceholderData || undefined}>
        {data.matches.map((match) => (
          <li key={match.job.id}>
            <PotentialMatchCard
              match={match}
              href={`${paths.candidate.searchJobs}?offre=${match.job.id}`}
              pending={pendingJob === match.job.id}
              onDecide={(choice) => decide(match.job.id, match.job.title, choice)}
              onWithdraw={() => withdraw(match.job.id)}
              renderLink={routerLink}
            />
          </li>
        ))}
      </ul>
      {data.pages > 1 ? (
        <Pagination
          page={data.page}
          pageCount={data.pages}
          label="Pages de matchs"
          previousLabel="Précédent"
          nextLabel="Suivant"
          onPageChange={(next) => {
            setParams(next > 1 ? { page: String(next) } : {});
            listHeading.current?.focus();
          }}
        />
      ) : null}
    </section>
  );
}

export { PotentialMatchesScreen };

import { useQuery } from "@tanstack/react-query";
import * as React from "react";

import { recruiterMatchMessages } from "@fuse/domain/recruiter-matches/messages";
import { jobStatusPhrases, type JobStatus } from "@fuse/domain/vocabulary";
import { paths } from "@fuse/domain/vocabulary/paths";
import { Alert, AlertDescription, AlertTitle } from "@fuse/ui/alert";
import { Button } from "@fuse/ui/button";
import { EmptyState } from "@fuse/ui/empty-state";
import { Field, FieldControl, FieldDescription, FieldLabel } from "@fuse/ui/field";
import { Pagination } from "@fuse/ui/pagination";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@fuse/ui/select";
import { Skeleton } from "@fuse/ui/skeleton";
import { TextLink } from "@fuse/ui/text-link";
import { toast } from "@fuse/ui/toast-store";

import { ApiError, TokenError, type ApiClient, type MatchDecision } from "../../api/index.ts";
import { plainLink, type LinkRenderer } from "../../job-search/index.ts";
import { recruiterMatchQueries, useRecruiterDecisionMutation } from "../api/queries.ts";
import { CandidateMatchCard } from "./candidate-match-card.tsx";

/** An offer the recruiter may pick. */
export interface OfferChoice {
  id: string;
  title: string;
  status: JobStatus;
}

/** After an offer's title, its status unless it is published. */
const statusSuffix = (status: JobStatus) => (status === "published" ? "" : ` (${jobStatusPhrases[status]})`);

type RecruiterMatchesScreenProps = {
  api: ApiClient;
  /** The recruiter's offers; undefined while they load. */
  offers: OfferChoice[] | undefined;
  /** The chosen offer (from the address), if any. */
  jobId: string | null;
  page: number;
  onSelect: (choice: { jobId: string; page: number }) => void;
  renderLink?: LinkRenderer;
};

const reason = (error: unknown) =>
  error instanceof ApiError || error instanceof TokenError ? error.message : "Réessayez dans un instant.";

function CandidatesSkeleton() {
  return (
    <ul className="flex flex-col gap-3" aria-label="Chargement des candidats" aria-busy="true">
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

function Candidates({
  api,
  jobId,
  page,
  onPage,
  renderLink,
}: {
  api: ApiClient;
  jobId: string;
  page: number;
  onPage: (page: number) => void;
  renderLink: LinkRenderer;
}) {
  const listHeading = React.useRef<HTMLHeadingElement>(null);
  const candidates = useQuery(recruiterMatchQueries.candidates(api, jobId, page));
  const decision = useRecruiterDecisionMutation(api, jobId);

  const decide = (candidateId: string, name: string, choice: MatchDecision) =>
    decision.mutate(
      { candidateId, decision: choice },
      {
        onSuccess: (result) =>
          toast(
            result.mutual
              ? { title: recruiterMatchMessages.mutual, description: recruiterMatchMessages.mutualNext }
              : choice === "like"
                ? { title: recruiterMatchMessages.liked, description: name }
                : {
                    title: recruiterMatchMessages.passed,
                    description: `${name} — ${recruiterMatchMessages.passedNext}`,
                  },
          ),
        onError: (error) =>
          toast({ title: recruiterMatchMessages.decisionFailed, description: reason(error), color: "red" }),
      },
    );

  if (candidates.isPending) return <CandidatesSkeleton />;
  if (candidates.isError) {
    const error = candidates.error;
    if (error instanceof ApiError && error.status === 403) {
      return (
        <Alert variant="destructive">
          <AlertTitle>Un abonnement actif est nécessaire pour voir vos candidats potentiels.</AlertTitle>
          <AlertDescription>
            <TextLink asChild>
              {renderLink({ href: paths.recruiter.subscribe, children: "Voir les abonnements" })}
            </TextLink>
          </AlertDescription>
        </Alert>
      );
    }
    return (
      <Alert variant="destructive">
        <AlertTitle>{recruiterMatchMessages.loadFailed}</AlertTitle>
        <AlertDescription className="flex flex-col items-start gap-2">
          <p>{error instanceof ApiError ? error.message : "Le service ne répond pas. Vérifiez votre connexion."}</p>
          <Button type="button" variant="outline" size="sm" onClick={() => void candidates.refetch()}>
            {recruiterMatchMessages.retry}
          </Button>
        </AlertDescription>
      </Alert>
    );
  }
  const data = candidates.data;
  if (data.total === 0) {
    return (
      <EmptyState
        title="Aucun candidat potentiel pour cette offre pour l'instant"
        description="Les candidats apparaissent quand leur profil correspond à l'offre : contrat, distance, compétences. Élargir les compétences demandées ou le télétravail en fait venir davantage."
        action={
          <Button asChild variant="outline">
            {renderLink({ href: `${paths.recruiter.jobForm}?id=${jobId}`, children: "Modifier l'offre" })}
          </Button>
        }
      />
    );
  }
  return (
    <section aria-labelledby="candidates-list" className="flex flex-col gap-4">
      <h2 id="candidates-list" ref={listHeading} tabIndex={-1} className="sr-only">
        {data.total} candidat{data.total === 1 ? "" : "s"} potentiel{data.total === 1 ? "" : "s"}, page {data.page} sur{" "}
        {data.pages}
      </h2>
      <p className="text-sm text-muted-foreground">
        {data.total === 1
          ? "1 candidat correspond à cette offre."
          : `${data.total} candidats correspondent à cette offre : ceux qui s'y intéressent d'abord, puis le plus compatible.`}
      </p>
      <ul className="flex flex-col gap-4" aria-busy={candidates.isPlaceholderData || undefined}>
        {data.matches.map((match) => (
          <li key={match.candidate.profile_id}>
            <CandidateMatchCard
              match={match}
              pending={decision.isPending && decision.variables?.candidateId === match.candidate.profile_id}
              onDecide={(choice) =>
                decide(
                  match.candidate.profile_id,
                  match.candidate.first_name ?? recruiterMatchMessages.anonymous,
                  choice,
                )
              }
              renderLink={renderLink}
            />
          </li>
        ))}
      </ul>
      {data.pages > 1 ? (
        <Pagination
          page={data.page}
          pageCount={data.pages}
          label="Pages de candidats"
          previousLabel="Précédent"
          nextLabel="Suivant"
          onPageChange={(next) => {
            onPage(next);
            listHeading.current?.focus();
          }}
        />
      ) : null}
    </section>
  );
}

/**
 * « Vos matchs potentiels » for a recruiter: pick an offer, then its potential candidates — those
 * interested in it first, then best first — with the same breakdown the candidate reads, each with
 * « Ça m'intéresse » or « Passer ».
 */
function RecruiterMatchesScreen({
  api,
  offers,
  jobId,
  page,
  onSelect,
  renderLink = plainLink,
}: RecruiterMatchesScreenProps) {
  if (!offers) {
    return (
      <div className="flex flex-col gap-4" role="status" aria-busy="true" aria-label="Chargement de vos offres">
        <Skeleton className="h-10 w-full max-w-md" />
        <CandidatesSkeleton />
      </div>
    );
  }
  if (offers.length === 0) {
    return (
      <EmptyState
        title="Vous n'avez pas encore d'offre"
        description="Publiez une offre : les candidats dont le profil lui correspond apparaîtront ici, le plus compatible d'abord."
        action={<Button asChild>{renderLink({ href: paths.recruiter.jobForm, children: "Créer une offre" })}</Button>}
      />
    );
  }
  const ordered = [...offers].sort((a, b) => Number(b.status === "published") - Number(a.status === "published"));
  const chosen = ordered.find((offer) => offer.id === jobId) ?? ordered[0]!;
  return (
    <div className="flex flex-col gap-6">
      <Field className="max-w-md">
        <FieldLabel>Offre</FieldLabel>
        <Select value={chosen.id} onValueChange={(next) => onSelect({ jobId: next, page: 1 })}>
          <FieldControl>
            <SelectTrigger className="w-full">
              <SelectValue />
            </SelectTrigger>
          </FieldControl>
          <SelectContent>
            {ordered.map((offer) => (
              <SelectItem key={offer.id} value={offer.id}>
                {offer.title}
                {statusSuffix(offer.status)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
        <FieldDescription>
          Les candidats de l'offre choisie : ceux qui s'y intéressent d'abord, puis le plus compatible.
        </FieldDescription>
      </Field>
      <Candidates
        key={chosen.id}
        api={api}
        jobId={chosen.id}
        page={chosen.id === jobId ? page : 1}
        onPage={(next) => onSelect({ jobId: chosen.id, page: next })}
        renderLink={renderLink}
      />
    </div>
  );
}

export { RecruiterMatchesScreen };
export type { RecruiterMatchesScreenProps };

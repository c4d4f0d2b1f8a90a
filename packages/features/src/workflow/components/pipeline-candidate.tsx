import { FileTextIcon } from "lucide-react";

import { formatClockTime } from "@fuse/domain/format/date";
import type { PipelineCandidate as Candidate } from "@fuse/domain/workflow/contract";
import { Alert, AlertDescription, AlertTitle } from "@fuse/ui/alert";
import { Button } from "@fuse/ui/button";
import { Skeleton } from "@fuse/ui/skeleton";
import { TextLink } from "@fuse/ui/text-link";

import { CandidateCardView } from "../../candidate-card/index.ts";

export type PipelineCandidateProps = {
  /** The candidate behind the card; undefined while it loads. */
  candidate: Candidate | undefined;
  /** Why it could not be loaded (its French message), when it could not. */
  error?: string | null;
  onRetry?: () => void;
};

/**
 * The candidate of a pipeline card as the recruiter of the mutual match reads them: their
 * MaFuseCard with its portrait, and their CV, opened in a new tab through an address that lasts a
 * few minutes (asked again while the details stay open).
 */
export function PipelineCandidate({ candidate, error, onRetry }: PipelineCandidateProps) {
  if (error) {
    return (
      <Alert variant="destructive">
        <AlertTitle>Le profil du candidat n'a pas pu être chargé.</AlertTitle>
        <AlertDescription className="flex flex-col items-start gap-2">
          <p>{error}</p>
          {onRetry ? (
            <Button type="button" variant="outline" size="sm" onClick={onRetry}>
              Réessayer
            </Button>
          ) : null}
        </AlertDescription>
      </Alert>
    );
  }
  if (!candidate) {
    return (
      <div role="status" aria-busy="true" aria-label="Chargement du profil du candidat" className="flex flex-col gap-3">
        <div className="flex items-center gap-4">
          <Skeleton className="size-16 rounded-full" />
          <div className="flex flex-1 flex-col gap-2">
            <Skeleton className="h-5 w-1/2" />
            <Skeleton className="h-4 w-2/3" />
          </div>
        </div>
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-5/6" />
      </div>
    );
  }
  const { card, cv } = candidate;
  return (
    <div className="flex flex-col gap-3">
      <CandidateCardView card={card} headingLevel={4} />
      {cv ? (
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
          <FileTextIcon aria-hidden className="size-4 text-muted-foreground" />
          <TextLink href={cv.url} external newTabLabel="(nouvel onglet)">
            Voir le CV<span className="sr-only"> « {cv.name} »</span>
          </TextLink>
          <span className="text-muted-foreground">
            {/* A long file name breaks anywhere; the sentence after it, between words. */}
            <span className="break-all">{cv.name}</span> · lien valable jusqu'à {formatClockTime(cv.expires_at)}
          </span>
        </p>
      ) : (
        <p className="text-sm text-muted-foreground">Pas de CV envoyé.</p>
      )}
    </div>
  );
}

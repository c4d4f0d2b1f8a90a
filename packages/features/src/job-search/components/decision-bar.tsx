import { jobSearchMessages, matchStanding } from "@fuse/domain/job-search/messages";
import type { WorkflowStage } from "@fuse/domain/vocabulary";
import { paths } from "@fuse/domain/vocabulary/paths";
import { Alert, AlertDescription, AlertTitle } from "@fuse/ui/alert";
import { Button } from "@fuse/ui/button";
import { TextLink } from "@fuse/ui/text-link";
import { cn } from "@fuse/ui/utils";

import type { MatchDecision } from "../../api/index.ts";
import { plainLink, type LinkRenderer } from "../lib/links.tsx";

type DecisionBarProps = {
  /** The offer's title, to name the buttons for screen readers in a list. */
  jobTitle: string;
  decision: MatchDecision | null;
  mutual: boolean;
  /** Where the application the match opened stands; null before one. */
  applicationStage?: WorkflowStage | null;
  /** A decision or its withdrawal is under way. */
  pending?: boolean;
  onDecide: (decision: MatchDecision) => void;
  onWithdraw: () => void;
  renderLink?: LinkRenderer;
  className?: string;
};

/**
 * The candidate's answer to an offer: « Ça m'intéresse » or « Passer », then « Annuler » while the
 * recruiter has not answered too; a mutual like shows « C'est un match ! » and where it goes on,
 * or, once the application has moved on, how it ended (refused, withdrawn, hired).
 */
function DecisionBar({
  jobTitle,
  decision,
  mutual,
  applicationStage = null,
  pending = false,
  onDecide,
  onWithdraw,
  renderLink = plainLink,
  className,
}: DecisionBarProps) {
  const standing = matchStanding(mutual, applicationStage);
  if (standing) {
    return (
      <Alert variant={standing.ended ? "info" : "success"} data-slot="decision-bar" className={className}>
        <AlertTitle>{standing.title}</AlertTitle>
        <AlertDescription>
          <p>{standing.text}</p>
          <TextLink asChild>
            {renderLink({ href: paths.candidate.workflow, children: "Voir le suivi de mes candidatures" })}
          </TextLink>
        </AlertDescription>
      </Alert>
    );
  }
  const said =
    decision === "like"
      ? "Vous êtes intéressé·e par cette offre : le recruteur le voit parmi ses candidats potentiels, avec votre carte. Vos coordonnées ne lui sont transmises qu'après un match réciproque."
      : decision === "pass"
        ? "Vous avez passé cette offre : elle ne vous sera plus proposée."
        : null;
  return (
    <div data-slot="decision-bar" className={cn("flex flex-col gap-2", className)}>
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          variant={decision === "like" ? "default" : "outline"}
          aria-pressed={decision === "like"}
          aria-label={`Ça m'intéresse : ${jobTitle}`}
          disabled={pending}
          onClick={() => (decision === "like" ? undefined : onDecide("like"))}
        >
          Ça m'intéresse
        </Button>
        <Button
          type="button"
          variant={decision === "pass" ? "secondary" : "ghost"}
          aria-pressed={decision === "pass"}
          aria-label={`Passer : ${jobTitle}`}
          disabled={pending}
          onClick={() => (decision === "pass" ? undefined : onDecide("pass"))}
        >
          Passer
        </Button>
      </div>
      <div role="status" className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
        {said ? (
          <>
            <span>{said}</span>
            <Button
              type="button"
              size="sm"
              variant="link"
              className="h-auto px-0"
              aria-label={`${jobSearchMessages.undo} ma réponse : ${jobTitle}`}
              disabled={pending}
              onClick={onWithdraw}
            >
              {jobSearchMessages.undo}
            </Button>
          </>
        ) : null}
      </div>
    </div>
  );
}

export { DecisionBar };
export type { DecisionBarProps };

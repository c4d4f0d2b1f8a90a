import { CalendarIcon, GripVerticalIcon } from "lucide-react";
import type * as React from "react";

import { refusalReasonLabels } from "@fuse/domain/vocabulary";
import { candidateNameOf, interviewText, type RecruiterStage } from "@fuse/domain/workflow/board";
import type { PipelineCard } from "@fuse/domain/workflow/contract";
import { daysInStageText } from "@fuse/domain/workflow/days";
import { Badge } from "@fuse/ui/badge";
import { Button } from "@fuse/ui/button";
import { Card } from "@fuse/ui/card";
import { cn } from "@fuse/ui/utils";

import { MoveMenu } from "./move-menu.tsx";

type PipelineCardViewProps = {
  card: PipelineCard;
  /** Show the card's offer (when the board shows every offer). */
  showOffer?: boolean;
  /** « Now », for the days at the stage (tests and stories fix it). */
  now?: Date;
  /** Opens the card's details. */
  onOpen: (card: PipelineCard) => void;
  /** Moves the card from its « Déplacer vers… » menu; without it, or for a withdrawn card, no menu. */
  onMoveTo?: (stage: RecruiterStage) => void;
  /** The drag handle's ref, from the board; without it, or for a withdrawn card, no handle. */
  handleRef?: React.Ref<HTMLButtonElement>;
  className?: string;
};

/**
 * One candidate of the pipeline: who they are (name, score, headline, contact), how long they have
 * stood at their stage, the interview under way or the refusal's reason, and what the recruiter
 * can do (details, drag, « Déplacer vers… »). Every control names the candidate.
 */
function PipelineCardView({
  card,
  showOffer = false,
  now,
  onOpen,
  onMoveTo,
  handleRef,
  className,
}: PipelineCardViewProps) {
  const name = candidateNameOf(card);
  const movable = card.stage !== "withdrawn";
  const interview = card.interview ? interviewText(card.interview) : null;
  return (
    <Card data-slot="pipeline-card" data-card-id={card.id} className={cn("gap-2 px-4 py-3", className)}>
      <div className="flex items-start gap-2">
        {handleRef && movable ? (
          <button
            ref={handleRef}
            type="button"
            data-slot="drag-handle"
            aria-label={`Saisir la carte de ${name}`}
            aria-roledescription="poignée de déplacement"
            className="-ml-2 inline-flex size-8 shrink-0 cursor-grab touch-none items-center justify-center rounded-md text-muted-foreground outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background"
          >
            <GripVerticalIcon aria-hidden className="size-4" />
          </button>
        ) : null}
        <h3 className="min-w-0 flex-1 self-center text-sm leading-snug font-semibold break-words text-foreground">
          {name}
        </h3>
        {card.score !== null ? (
          <Badge variant="secondary">
            <span className="sr-only">Score : </span>
            {card.score} %
          </Badge>
        ) : null}
      </div>
      {card.candidate.headline ? <p className="text-sm text-muted-foreground">{card.candidate.headline}</p> : null}
      {showOffer ? <p className="text-sm text-foreground">{card.job_title}</p> : null}
      <p className="text-xs text-muted-foreground">{daysInStageText(card.stage_changed_at, now)}</p>
      {interview ? (
        <p className="flex items-center gap-1.5 text-sm text-foreground">
          <CalendarIcon aria-hidden className="size-4 shrink-0 text-muted-foreground" />
          {interview}
        </p>
      ) : null}
      {card.stage === "rejected" && card.refusal_reason ? (
        <p className="text-sm text-muted-foreground">Motif : {refusalReasonLabels[card.refusal_reason]}</p>
      ) : null}
      <ul className="flex flex-col gap-0.5 text-sm" aria-label={`Coordonnées de ${name}`}>
        <li className="break-all">
          <a className="text-primary underline-offset-4 hover:underline" href={`mailto:${card.candidate.email}`}>
            <span className="sr-only">Écrire à {name} : </span>
            {card.candidate.email}
          </a>
        </li>
        {card.candidate.phone ? (
          <li>
            <a
              className="text-primary underline-offset-4 hover:underline"
              href={`tel:${card.candidate.phone.replace(/\s/g, "")}`}
            >
              <span className="sr-only">Appeler {name} : </span>
              {card.candidate.phone}
            </a>
          </li>
        ) : null}
      </ul>
      <div className="flex flex-wrap items-center gap-2 pt-1">
        <Button variant="secondary" size="sm" data-slot="card-details" onClick={() => onOpen(card)}>
          Détails<span className="sr-only"> de {name}</span>
        </Button>
        {onMoveTo && movable ? <MoveMenu candidateName={name} stage={card.stage} onSelect={onMoveTo} /> : null}
      </div>
    </Card>
  );
}

export { PipelineCardView };
export type { PipelineCardViewProps };

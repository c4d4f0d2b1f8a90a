import { Badge } from "@fuse/ui/badge";
import { Card } from "@fuse/ui/card";
import { cn } from "@fuse/ui/utils";

import { workflowStageLabels, workflowStages } from "../../vocabulary/index.ts";
import type { PipelineCard } from "../api/contract.ts";
import { daysInStageText } from "../lib/days.ts";

type PipelineBoardProps = {
  cards: PipelineCard[];
  /** Show each card's offer (when the board shows every offer). */
  showOffer?: boolean;
  /** « Now », for the days in stage (tests and stories fix it). */
  now?: Date;
  className?: string;
};

const nameOf = ({ candidate }: PipelineCard) =>
  [candidate.first_name, candidate.last_name].filter(Boolean).join(" ") || candidate.email;

function PipelineCardView({ card, showOffer, now }: { card: PipelineCard; showOffer: boolean; now?: Date }) {
  const name = nameOf(card);
  return (
    <Card data-slot="pipeline-card" className="gap-2 px-4 py-3">
      <div className="flex items-start justify-between gap-2">
        <h3 className="text-sm leading-snug font-semibold text-foreground">{name}</h3>
        {card.score !== null ? <Badge variant="secondary">{card.score} %</Badge> : null}
      </div>
      {card.candidate.headline ? <p className="text-sm text-muted-foreground">{card.candidate.headline}</p> : null}
      {showOffer ? <p className="text-sm text-foreground">{card.job_title}</p> : null}
      <p className="text-xs text-muted-foreground">{daysInStageText(card.stage_changed_at, now)}</p>
      {card.stage === "rejected" && card.refusal_reason ? (
        <p className="text-sm text-muted-foreground">Motif : {card.refusal_reason}</p>
      ) : null}
      <ul className="flex flex-col gap-0.5 text-sm" aria-label={`Coordonnées de ${name}`}>
        <li className="break-all">
          <a className="text-primary underline-offset-4 hover:underline" href={`mailto:${card.candidate.email}`}>
            {card.candidate.email}
          </a>
        </li>
        {card.candidate.phone ? (
          <li>
            <a
              className="text-primary underline-offset-4 hover:underline"
              href={`tel:${card.candidate.phone.replace(/\s/g, "")}`}
            >
              {card.candidate.phone}
            </a>
          </li>
        ) : null}
      </ul>
    </Card>
  );
}

/**
 * The recruitment pipeline, one column per stage (Nouveau match → Présélection → Entretien → Offre →
 * Embauché | Refusé), each card with the candidate's contact, their score and how long they have
 * waited at their stage. Columns stack on narrow screens; each is a list named after its stage.
 */
function PipelineBoard({ cards, showOffer = false, now, className }: PipelineBoardProps) {
  return (
    <div
      data-slot="pipeline-board"
      className={cn("grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-6", className)}
    >
      {workflowStages.map((stage) => {
        const inStage = cards.filter((card) => card.stage === stage);
        const headingId = `pipeline-stage-${stage}`;
        return (
          <section key={stage} aria-labelledby={headingId} className="flex min-w-0 flex-col gap-3">
            <h2 id={headingId} className="flex items-center justify-between text-sm font-semibold text-foreground">
              {workflowStageLabels[stage]}
              <span className="text-muted-foreground tabular-nums">
                {inStage.length}
                <span className="sr-only"> candidat{inStage.length > 1 ? "s" : ""}</span>
              </span>
            </h2>
            {inStage.length === 0 ? (
              <p className="rounded-md border border-dashed border-border px-3 py-4 text-sm text-muted-foreground">
                Personne à cette étape.
              </p>
            ) : (
              <ul className="flex flex-col gap-3" aria-labelledby={headingId}>
                {inStage.map((card) => (
                  <li key={card.id}>
                    <PipelineCardView card={card} showOffer={showOffer} now={now} />
                  </li>
                ))}
              </ul>
            )}
          </section>
        );
      })}
    </div>
  );
}

export { PipelineBoard };
export type { PipelineBoardProps };

import { FilterIcon } from "lucide-react";

import { formatDecimal } from "@fuse/domain/format/number";
import { workflowStageLabels, workflowStages } from "@fuse/domain/vocabulary";
import type { PipelineFunnel as PipelineFunnelData } from "@fuse/domain/workflow/contract";
import { EmptyState } from "@fuse/ui/empty-state";
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from "@fuse/ui/table";
import { cn } from "@fuse/ui/utils";

type PipelineFunnelProps = {
  funnel: PipelineFunnelData;
  /** Level of the empty state's heading, to fit the page outline. */
  headingLevel?: 2 | 3 | 4;
  className?: string;
};

/** French counts « 1,5 jour » in the singular: the plural starts at 2. */
const daysText = (value: number) => `${formatDecimal(value)} jour${value >= 2 ? "s" : ""}`;

function StageCell({ cards, medianDays }: { cards: number; medianDays: number | null }) {
  const spoken = [
    cards === 0 ? "aucun candidat" : `${cards} candidat${cards > 1 ? "s" : ""}`,
    medianDays !== null ? `médiane ${daysText(medianDays)}` : null,
  ]
    .filter(Boolean)
    .join(", ");
  return (
    <TableCell className="text-right tabular-nums">
      <span aria-hidden>
        {cards}
        {medianDays !== null ? <span className="text-muted-foreground"> · {formatDecimal(medianDays)} j</span> : null}
      </span>
      <span className="sr-only">{spoken}</span>
    </TableCell>
  );
}

/**
 * The recruiter's funnel: one row per offer, one column per stage, each cell the cards standing
 * there and the median days spent at that stage (« 3 · 4,5 j », spelled out for screen readers).
 */
function PipelineFunnel({ funnel, headingLevel = 2, className }: PipelineFunnelProps) {
  if (funnel.offers.length === 0) {
    return (
      <EmptyState
        data-slot="pipeline-funnel"
        className={className}
        icon={<FilterIcon />}
        title="Aucun candidat dans le suivi"
        description="L'entonnoir se remplit dès qu'un intérêt réciproque fait entrer un candidat dans le suivi de l'une de vos offres."
        headingLevel={headingLevel}
      />
    );
  }

  return (
    <div data-slot="pipeline-funnel" className={cn("flex min-w-0 flex-col gap-2", className)}>
      <Table className="caption-top">
        <TableCaption className="mt-0 mb-2 text-left text-base font-semibold text-foreground">
          Entonnoir par offre
        </TableCaption>
        <TableHeader>
          <TableRow>
            <TableHead>Offre</TableHead>
            {workflowStages.map((stage) => (
              <TableHead key={stage} className="text-right">
                {workflowStageLabels[stage]}
              </TableHead>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {funnel.offers.map((offer) => (
            <TableRow key={offer.job_id}>
              <TableHead scope="row" className="font-medium whitespace-normal text-foreground">
                {offer.job_title}
              </TableHead>
              {workflowStages.map((stage) => {
                const figures = offer.stages.find((entry) => entry.stage === stage);
                return <StageCell key={stage} cards={figures?.cards ?? 0} medianDays={figures?.median_days ?? null} />;
              })}
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <p className="text-xs text-muted-foreground">
        Dans chaque case : le nombre de candidats à l'étape · la durée médiane passée à cette étape, en jours.
      </p>
    </div>
  );
}

export { PipelineFunnel };
export type { PipelineFunnelProps };

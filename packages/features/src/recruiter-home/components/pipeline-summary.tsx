import type { PipelineSummary } from "@fuse/domain/recruiter-home/contract";
import { workflowStageLabels } from "@fuse/domain/vocabulary";

type PipelineSummaryViewProps = { summary: PipelineSummary };

/** The recruitment pipeline in figures: how many candidates stand at each stage. */
function PipelineSummaryView({ summary }: PipelineSummaryViewProps) {
  if (summary.total === 0) {
    return (
      <p className="text-sm text-muted-foreground">
        Aucun candidat dans le suivi pour l'instant : un intérêt réciproque y fait entrer le candidat.
      </p>
    );
  }
  return (
    <dl data-slot="pipeline-summary" className="grid grid-cols-2 gap-3 sm:grid-cols-3">
      {summary.stages.map(({ stage, count }) => (
        <div key={stage} className="flex flex-col rounded-md border border-border px-3 py-2">
          <dt className="text-sm text-muted-foreground">{workflowStageLabels[stage]}</dt>
          <dd className="text-xl font-semibold text-foreground tabular-nums">{count}</dd>
        </div>
      ))}
    </dl>
  );
}

export { PipelineSummaryView };
export type { PipelineSummaryViewProps };

import { LockIcon } from "lucide-react";

import { refusalReasonLabels, workflowStageLabels, type WorkflowStage } from "@fuse/domain/vocabulary";
import type { WorkflowEvent } from "@fuse/domain/workflow/contract";
import { formatShortDate } from "@fuse/domain/workflow/dates";
import { cn } from "@fuse/ui/utils";

/** Who reads the history: the words for who acted depend on it (« par vous »). */
type WorkflowHistoryViewer = "candidate" | "recruiter";

type WorkflowHistoryProps = {
  events: readonly WorkflowEvent[];
  viewer: WorkflowHistoryViewer;
  /** The list's accessible name. */
  "aria-label"?: string;
  className?: string;
};

const actorTexts: Record<WorkflowHistoryViewer, Record<NonNullable<WorkflowEvent["actor"]>, string>> = {
  candidate: { candidate: "par vous", recruiter: "par le recruteur", system: "par Fuse" },
  recruiter: { candidate: "par le candidat", recruiter: "par vous", system: "par Fuse" },
};

/** « de Présélection », « d'Entretien »: French elides « de » before a vowel. */
function fromStage(stage: WorkflowStage) {
  const label = workflowStageLabels[stage];
  return /^[aeiouyàâéèêîôû]/i.test(label) ? `d'${label}` : `de ${label}`;
}

/** What happened, in one sentence, and the reason of a refusal. */
function describeEvent(event: WorkflowEvent): { sentence: string; reason?: string } {
  switch (event.kind) {
    case "move":
      if (event.to_stage === "rejected") {
        if (event.reason === "no_response") {
          return { sentence: "Candidature close sans suite, faute de réponse du recruteur" };
        }
        return {
          sentence: "Candidature refusée",
          reason: event.reason ? `Motif : ${refusalReasonLabels[event.reason]}` : undefined,
        };
      }
      if (event.to_stage === "withdrawn") return { sentence: "Candidature retirée" };
      if (!event.from_stage || !event.to_stage) return { sentence: "Match confirmé : candidature ouverte" };
      return {
        sentence: `Passée ${fromStage(event.from_stage)} à ${workflowStageLabels[event.to_stage]}`,
      };
    case "note":
      return { sentence: "Note privée" };
    case "interview_proposed":
      return { sentence: "Entretien proposé" };
    case "interview_rescheduled":
      return { sentence: "Nouveaux créneaux proposés" };
    case "interview_booked":
      return { sentence: "Créneau choisi" };
    case "interview_cancelled":
      return { sentence: "Entretien annulé" };
  }
}

/**
 * A card's history, oldest first: each move, refusal, withdrawal, interview and (for the recruiter)
 * private note as a French sentence, with its date and who acted.
 */
function WorkflowHistory({ events, viewer, "aria-label": ariaLabel = "Historique", className }: WorkflowHistoryProps) {
  // Private notes are the recruiter's alone: never shown to the candidate, whatever the data says.
  const shown = events
    .filter((event) => viewer === "recruiter" || !event.private)
    .toSorted((a, b) => new Date(a.at).getTime() - new Date(b.at).getTime());

  if (shown.length === 0) {
    return (
      <p data-slot="workflow-history" className={cn("text-sm text-muted-foreground", className)}>
        Aucun événement pour l'instant.
      </p>
    );
  }

  return (
    <ol data-slot="workflow-history" aria-label={ariaLabel} className={cn("flex flex-col gap-3", className)}>
      {shown.map((event) => {
        const { sentence, reason } = describeEvent(event);
        const actor = event.actor ? actorTexts[viewer][event.actor] : null;
        return (
          <li
            key={event.id}
            data-slot="workflow-history-event"
            data-kind={event.kind}
            data-private={event.private || undefined}
            className={cn(
              "flex flex-col gap-1 border-l-2 border-border py-0.5 pl-3 text-sm",
              event.private && "rounded-r-md border-dashed border-muted-foreground bg-muted py-2",
            )}
          >
            <p className="flex items-center gap-1.5 font-medium text-foreground">
              {event.private ? <LockIcon aria-hidden className="size-3.5 shrink-0" /> : null}
              {sentence}
            </p>
            {event.private ? <p className="text-xs text-muted-foreground">Le candidat ne la voit pas.</p> : null}
            {reason ? <p className="text-foreground">{reason}</p> : null}
            {event.message ? (
              <blockquote className="border-l-2 border-primary/40 pl-2 break-words whitespace-pre-line text-foreground">
                {event.message}
              </blockquote>
            ) : null}
            <p className="text-xs text-muted-foreground">
              <time dateTime={event.at}>{formatShortDate(event.at)}</time>
              {actor ? ` · ${actor}` : null}
            </p>
          </li>
        );
      })}
    </ol>
  );
}

export { WorkflowHistory };
export type { WorkflowHistoryProps, WorkflowHistoryViewer };

import { useQuery } from "@tanstack/react-query";
import * as React from "react";

import { workflowStageLabels } from "@fuse/domain/vocabulary";
import { candidateNameOf } from "@fuse/domain/workflow/board";
import type { PipelineCard } from "@fuse/domain/workflow/contract";
import { formatSlot } from "@fuse/domain/workflow/dates";
import { Alert, AlertDescription, AlertTitle } from "@fuse/ui/alert";
import { Badge } from "@fuse/ui/badge";
import { Button } from "@fuse/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@fuse/ui/dialog";
import { EmptyState } from "@fuse/ui/empty-state";
import { Field, FieldControl, FieldLabel } from "@fuse/ui/field";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@fuse/ui/select";
import { Skeleton } from "@fuse/ui/skeleton";
import { toast } from "@fuse/ui/toast-store";

import { ApiError, type ApiClient } from "../../api/index.ts";
import { plainLink, type LinkRenderer } from "../../job-search/index.ts";
import { recruiterJobsQueries } from "../../recruiter-jobs/index.ts";
import {
  useAddNoteMutation,
  useApplicationMutations,
  useMoveCardMutation,
  useProposeInterviewMutation,
  useRecruiterCancelInterviewMutation,
} from "../api/mutations.ts";
import { workflowQueries } from "../api/queries.ts";
import { ApplicationList } from "./application-list.tsx";
import { InterviewProposalForm } from "./interview-proposal-form.tsx";
import { InterviewDetails, InterviewSummary } from "./interview-summary.tsx";
import { NoteForm } from "./note-form.tsx";
import { PipelineBoard } from "./pipeline-board.tsx";
import { PipelineCandidate } from "./pipeline-candidate.tsx";
import { RefusalDialog } from "./refusal-dialog.tsx";
import { WorkflowHistory } from "./workflow-history.tsx";

/** A failure said in French: the server's own message when it gave one. */
const messageOf = (error: unknown, fallback: string) =>
  error instanceof ApiError || error instanceof Error ? error.message || fallback : fallback;

/** Runs an action, says a failure in a red toast, and hands the failure back to the form that asked. */
async function withToast<T>(action: Promise<T>, fallback: string): Promise<T> {
  try {
    return await action;
  } catch (error) {
    toast({ title: messageOf(error, fallback), color: "red" });
    throw error;
  }
}

function LoadFailed({ title, error, onRetry }: { title: string; error: unknown; onRetry: () => void }) {
  return (
    <Alert variant="destructive">
      <AlertTitle>{title}</AlertTitle>
      <AlertDescription className="flex flex-col items-start gap-2">
        <p>{messageOf(error, "Vérifiez votre connexion puis réessayez.")}</p>
        <Button type="button" variant="outline" size="sm" onClick={onRetry}>
          Réessayer
        </Button>
      </AlertDescription>
    </Alert>
  );
}

const allOffers = "toutes";

/**
 * One card's details: the candidate (card, portrait, CV), their contact, the interview, private
 * notes and the whole history.
 */
function CardDetails({ api, card, now }: { api: ApiClient; card: PipelineCard; now?: Date }) {
  const detail = useQuery(workflowQueries.card(api, card.id));
  const candidate = useQuery(workflowQueries.candidate(api, card.id));
  const note = useAddNoteMutation(api, card.id);
  const propose = useProposeInterviewMutation(api, card.id);
  const cancel = useRecruiterCancelInterviewMutation(api);
  const [reschedule, setReschedule] = React.useState(false);
  const current = detail.data?.card ?? card;
  const interview = current.interview;
  const closed = current.stage === "hired" || current.stage === "rejected" || current.stage === "withdrawn";

  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="card-candidate" className="flex flex-col gap-3">
        <h3 id="card-candidate" className="text-sm font-semibold text-foreground">
          Profil du candidat
        </h3>
        <PipelineCandidate
          candidate={candidate.data}
          // A later refresh that fails keeps what was shown.
          error={
            candidate.isError && !candidate.data
              ? messageOf(candidate.error, "Vérifiez votre connexion puis réessayez.")
              : null
          }
          onRetry={() => void candidate.refetch()}
        />
      </section>

      <section aria-labelledby="card-contact" className="flex flex-col gap-1 text-sm">
        <h3 id="card-contact" className="font-semibold text-foreground">
          Coordonnées
        </h3>
        <a
          className="break-all text-primary underline-offset-4 hover:underline"
          href={`mailto:${current.candidate.email}`}
        >
          {current.candidate.email}
        </a>
        {current.candidate.phone ? (
          <a
            className="text-primary underline-offset-4 hover:underline"
            href={`tel:${current.candidate.phone.replace(/\s/g, "")}`}
          >
            {current.candidate.phone}
          </a>
        ) : null}
      </section>

      <section aria-labelledby="card-interview" className="flex flex-col gap-3">
        <h3 id="card-interview" className="text-sm font-semibold text-foreground">
          Entretien
        </h3>
        {interview && !reschedule ? (
          <div className="flex flex-col gap-3">
            {interview.status === "booked" ? (
              <InterviewSummary
                interview={interview}
                onCancel={(message) =>
                  // The dialog says a failure itself, beside the message.
                  cancel
                    .mutateAsync({ id: interview.id, message })
                    .then(() => toast({ title: "Entretien annulé : le candidat est prévenu." }))
                }
              />
            ) : (
              <div className="flex flex-col gap-2 text-sm">
                <p>En attente du choix du candidat parmi :</p>
                <ul className="list-disc pl-5" aria-label="Créneaux proposés">
                  {interview.slots.map((slot) => (
                    <li key={slot}>
                      <time dateTime={slot}>{formatSlot(slot)}</time>
                    </li>
                  ))}
                </ul>
                <InterviewDetails interview={interview} />
              </div>
            )}
            <div className="flex flex-wrap gap-2">
              <Button type="button" variant="outline" size="sm" onClick={() => setReschedule(true)}>
                Proposer d'autres créneaux
              </Button>
              {interview.status === "proposed" ? (
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  disabled={cancel.isPending}
                  onClick={() =>
                    void withToast(
                      cancel.mutateAsync({ id: interview.id }),
                      "La proposition n'a pas pu être retirée. Réessayez.",
                    ).then(() => toast({ title: "Proposition d'entretien retirée." }))
                  }
                >
                  Retirer la proposition
                </Button>
              ) : null}
            </div>
          </div>
        ) : closed ? (
          <p className="text-sm text-muted-foreground">Candidature close : plus d'entretien à proposer.</p>
        ) : (
          <InterviewProposalForm
            initial={reschedule ? interview : null}
            now={now}
            onCancel={reschedule ? () => setReschedule(false) : undefined}
            onSubmit={async (proposal) => {
              await propose.mutateAsync(proposal);
              setReschedule(false);
              toast({ title: "Créneaux envoyés : le candidat est prévenu par e-mail." });
            }}
          />
        )}
      </section>

      <section aria-labelledby="card-notes" className="flex flex-col gap-3">
        <h3 id="card-notes" className="text-sm font-semibold text-foreground">
          Notes privées
        </h3>
        <NoteForm onSubmit={(message) => note.mutateAsync(message)} />
      </section>

      <section aria-labelledby="card-history" className="flex flex-col gap-3">
        <h3 id="card-history" className="text-sm font-semibold text-foreground">
          Historique
        </h3>
        {detail.isError ? (
          <LoadFailed
            title="L'historique n'a pas pu être chargé."
            error={detail.error}
            onRetry={() => void detail.refetch()}
          />
        ) : detail.data ? (
          <WorkflowHistory events={detail.data.events} viewer="recruiter" aria-label="Historique de la candidature" />
        ) : (
          <div role="status" aria-busy="true" aria-label="Chargement de l'historique" className="flex flex-col gap-2">
            <Skeleton className="h-5 w-2/3" />
            <Skeleton className="h-5 w-1/2" />
          </div>
        )}
      </section>
    </div>
  );
}

type RecruiterWorkflowScreenProps = {
  api: ApiClient;
  /** The offer shown (`null`: every offer). */
  jobId: string | null;
  onJobChange: (jobId: string | null) => void;
  /** Whether the board follows changes live (the app subscribes). */
  live?: React.ReactNode;
  now?: Date;
};

/**
 * « Suivi des recrutements » with its data: the board of one offer or all, moves (optimistic, put
 * back with a toast when the server refuses), refusals with their reason, and each card's details.
 */
function RecruiterWorkflowScreen({ api, jobId, onJobChange, live, now }: RecruiterWorkflowScreenProps) {
  const offers = useQuery(recruiterJobsQueries.list(api));
  const cards = useQuery(workflowQueries.cards(api, jobId));
  const move = useMoveCardMutation(api);
  const [refusing, setRefusing] = React.useState<PipelineCard | null>(null);
  const [openId, setOpenId] = React.useState<string | null>(null);
  const opened = cards.data?.cards.find((card) => card.id === openId) ?? null;

  const moveCard = (card: PipelineCard, to: PipelineCard["stage"], position?: number) =>
    move.mutate(
      { card, to, position },
      {
        onError: (error) =>
          toast({
            title: messageOf(error, "Le déplacement n'a pas pu être enregistré : la carte a repris sa place."),
            color: "red",
          }),
      },
    );

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <Field className="w-full max-w-md">
          <FieldLabel>Offre</FieldLabel>
          <Select
            value={jobId ?? allOffers}
            onValueChange={(next) => onJobChange(next === allOffers ? null : next)}
            disabled={!offers.data}
          >
            <FieldControl>
              <SelectTrigger className="w-full">
                <SelectValue />
              </SelectTrigger>
            </FieldControl>
            <SelectContent>
              <SelectItem value={allOffers}>Toutes les offres</SelectItem>
              {offers.data?.jobs.map((offer) => (
                <SelectItem key={offer.id} value={offer.id}>
                  {offer.title}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </Field>
        {live}
      </div>
      {cards.isError ? (
        <LoadFailed
          title="Le suivi des recrutements n'a pas pu être chargé."
          error={cards.error}
          onRetry={() => void cards.refetch()}
        />
      ) : cards.data ? (
        cards.data.cards.length === 0 ? (
          <EmptyState
            title="Aucun candidat dans le suivi pour l'instant"
            description="Dites « Ça m'intéresse » aux candidats de vos matchs potentiels : un intérêt réciproque les fait entrer ici."
          />
        ) : (
          <PipelineBoard
            cards={cards.data.cards}
            showOffer={!jobId}
            now={now}
            onMove={(card, { to, position }) => moveCard(card, to, position)}
            onRequestRefusal={setRefusing}
            onOpen={(card) => setOpenId(card.id)}
          />
        )
      ) : (
        <div className="grid gap-4 sm:grid-cols-3" role="status" aria-busy="true" aria-label="Chargement du suivi">
          <Skeleton className="h-40 w-full" />
          <Skeleton className="h-40 w-full" />
          <Skeleton className="h-40 w-full" />
        </div>
      )}
      <RefusalDialog
        open={refusing !== null}
        candidateName={refusing ? candidateNameOf(refusing) : ""}
        onOpenChange={(open) => (open ? undefined : setRefusing(null))}
        onConfirm={async ({ reason, message }) => {
          if (!refusing) return;
          await move.mutateAsync({ card: refusing, to: "rejected", reason, message });
          toast({ title: "Candidature refusée : le candidat est prévenu, avec le motif." });
          setRefusing(null);
        }}
      />
      <Dialog open={opened !== null} onOpenChange={(open) => (open ? undefined : setOpenId(null))}>
        <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-2xl">
          {opened ? (
            <>
              <DialogHeader>
                <DialogTitle>{candidateNameOf(opened)}</DialogTitle>
                <DialogDescription className="flex flex-wrap items-center gap-2">
                  <span>{opened.job_title}</span>
                  <Badge variant="secondary">{workflowStageLabels[opened.stage]}</Badge>
                </DialogDescription>
              </DialogHeader>
              <CardDetails api={api} card={opened} now={now} />
            </>
          ) : null}
        </DialogContent>
      </Dialog>
    </div>
  );
}

type CandidateWorkflowScreenProps = {
  api: ApiClient;
  /** Where the potential matches are (the empty list points there). */
  potentialMatchesHref: string;
  renderLink?: LinkRenderer;
  /** Whether the list follows changes live (the app subscribes). */
  live?: React.ReactNode;
  now?: Date;
};

/** « Suivi de mes candidatures » with its data: each application, its interview slots and withdrawal. */
function CandidateWorkflowScreen({
  api,
  potentialMatchesHref,
  renderLink = plainLink,
  live,
  now,
}: CandidateWorkflowScreenProps) {
  const applications = useQuery(workflowQueries.applications(api));
  const { book, cancelInterview, withdraw } = useApplicationMutations(api);

  return (
    <div className="flex flex-col gap-4">
      {live}
      {/* The slot picker and the dialogs say a failure themselves, beside what was asked. */}
      {applications.isError ? (
        <LoadFailed
          title="Vos candidatures n'ont pas pu être chargées."
          error={applications.error}
          onRetry={() => void applications.refetch()}
        />
      ) : applications.data ? (
        <ApplicationList
          applications={applications.data.applications}
          potentialMatchesHref={potentialMatchesHref}
          renderLink={renderLink}
          now={now}
          onBook={(interview, slot) =>
            book
              .mutateAsync({ id: interview.id, slot })
              .then(() => toast({ title: "Entretien confirmé : vous recevez l'invitation par e-mail." }))
          }
          onCancelInterview={(interview, message) =>
            cancelInterview
              .mutateAsync({ id: interview.id, message })
              .then(() => toast({ title: "Entretien annulé : le recruteur est prévenu." }))
          }
          onWithdraw={(application, message) =>
            withdraw
              .mutateAsync({ id: application.id, message })
              .then(() => toast({ title: "Candidature retirée : le recruteur est prévenu." }))
          }
        />
      ) : (
        <div className="flex flex-col gap-4" role="status" aria-busy="true" aria-label="Chargement de vos candidatures">
          <Skeleton className="h-36 w-full" />
          <Skeleton className="h-36 w-full" />
        </div>
      )}
    </div>
  );
}

export { CandidateWorkflowScreen, RecruiterWorkflowScreen };
export type { CandidateWorkflowScreenProps, RecruiterWorkflowScreenProps };

import * as React from "react";

import { openWorkflowStages, workflowStageLabels, type WorkflowStage } from "@fuse/domain/vocabulary";
import type { Application, Interview } from "@fuse/domain/workflow/contract";
import { formatShortDate } from "@fuse/domain/workflow/dates";
import { candidateNextStep } from "@fuse/domain/workflow/next-step";
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "@fuse/ui/accordion";
import { Alert, AlertDescription, AlertTitle } from "@fuse/ui/alert";
import { Badge, type BadgeProps } from "@fuse/ui/badge";
import { Card } from "@fuse/ui/card";
import { cn } from "@fuse/ui/utils";

import { InterviewSlotPicker } from "./interview-slot-picker.tsx";
import { InterviewSummary } from "./interview-summary.tsx";
import { WithdrawDialog } from "./withdraw-dialog.tsx";
import { WorkflowHistory } from "./workflow-history.tsx";

type ApplicationCardProps = {
  application: Application;
  /** Books one of a proposed interview's slots; may return a promise (a rejection is shown). */
  onBook: (interview: Interview, slot: string) => unknown;
  /** Cancels a booked interview with the candidate's optional message; may return a promise. */
  onCancelInterview: (interview: Interview, message: string | undefined) => unknown;
  /** Withdraws the application with the candidate's optional message; may return a promise. */
  onWithdraw: (application: Application, message: string | undefined) => unknown;
  /** « Now », for the slots already past and the next step (tests and stories fix it). */
  now?: Date;
  className?: string;
};

const stageVariants: Record<WorkflowStage, NonNullable<BadgeProps["variant"]>> = {
  new_match: "secondary",
  shortlisted: "secondary",
  interview: "secondary",
  offer: "secondary",
  hired: "default",
  rejected: "outline",
  withdrawn: "muted",
};

/** Whether the application still waits for a move (not hired, refused or withdrawn). */
export const isOpenApplication = (application: Application) =>
  (openWorkflowStages as readonly WorkflowStage[]).includes(application.stage);

const days = (count: number) => `${count} jour${count > 1 ? "s" : ""}`;

/**
 * One application as its candidate follows it: the offer, the stage reached and when, what comes
 * next, a long silence, a refusal's words, the interview to book or booked, the shared history,
 * and « Retirer ma candidature » while it is open.
 */
function ApplicationCard({ application, onBook, onCancelInterview, onWithdraw, now, className }: ApplicationCardProps) {
  const id = React.useId();
  const titleRef = React.useRef<HTMLHeadingElement>(null);
  const interviewHeadingRef = React.useRef<HTMLHeadingElement>(null);
  const open = isOpenApplication(application);
  const title = application.job_title ?? "Offre retirée";
  const interview = open ? application.interview : null;
  const sharedEvents = application.events.filter((event) => !event.private);

  return (
    <Card asChild className={cn("gap-4 p-4 sm:p-6", className)}>
      <article data-slot="application-card" data-stage={application.stage} aria-labelledby={`${id}-title`}>
        <header className="flex flex-col gap-1">
          <div className="flex flex-wrap items-start justify-between gap-2">
            {/* Focus lands here once withdrawn: the button that had it is gone. */}
            <h3
              id={`${id}-title`}
              ref={titleRef}
              tabIndex={-1}
              className="rounded-sm text-base font-semibold break-words outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background"
            >
              {title}
            </h3>
            <Badge variant={stageVariants[application.stage]}>{workflowStageLabels[application.stage]}</Badge>
          </div>
          {application.company_name ? <p className="text-sm text-foreground">{application.company_name}</p> : null}
          <p className="text-xs text-muted-foreground">
            {workflowStageLabels[application.stage]} {open ? "depuis le" : "le"}{" "}
            <time dateTime={application.stage_changed_at}>{formatShortDate(application.stage_changed_at)}</time>
          </p>
        </header>

        {application.silent_days !== null ? (
          <Alert variant="warning">
            <AlertTitle>Sans réponse depuis {days(application.silent_days)}</AlertTitle>
            <AlertDescription>Fuse a relancé le recruteur pour vous.</AlertDescription>
          </Alert>
        ) : null}

        <p data-slot="application-next-step" className="rounded-md bg-muted px-3 py-2 text-sm text-foreground">
          {/* « 14 h 00 » stays on one line. */}
          {candidateNextStep(application, now).replace(/(\d{1,2}) h (\d{2})/g, "$1\u00a0h\u00a0$2")}
        </p>

        {application.stage === "rejected" && application.refusal_message ? (
          <figure aria-labelledby={`${id}-refusal`} className="flex flex-col gap-1 text-sm">
            <figcaption id={`${id}-refusal`} className="text-muted-foreground">
              Message du recruteur
            </figcaption>
            <blockquote className="border-l-2 border-primary/40 pl-3 break-words whitespace-pre-line">
              {application.refusal_message}
            </blockquote>
          </figure>
        ) : null}

        {interview ? (
          // A group, not a region: a list of applications would repeat the same landmark.
          <div
            role="group"
            aria-labelledby={`${id}-interview`}
            className="flex flex-col gap-3 rounded-lg border border-border p-3 sm:p-4"
          >
            <h4
              id={`${id}-interview`}
              ref={interviewHeadingRef}
              tabIndex={-1}
              className="rounded-sm text-sm font-semibold outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background"
            >
              Entretien
            </h4>
            {interview.status === "proposed" ? (
              <InterviewSlotPicker
                interview={interview}
                now={now}
                onBook={async (slot) => {
                  await onBook(interview, slot);
                  // The picker gives way to the booked interview: focus stays in the section.
                  interviewHeadingRef.current?.focus();
                }}
              />
            ) : (
              <InterviewSummary interview={interview} onCancel={(message) => onCancelInterview(interview, message)} />
            )}
          </div>
        ) : null}

        <Accordion type="single" collapsible>
          <AccordionItem value="history" className="border-t border-b-0">
            <AccordionTrigger headingLevel={4} className="py-3">
              Historique ({sharedEvents.length} événement{sharedEvents.length > 1 ? "s" : ""})
            </AccordionTrigger>
            <AccordionContent>
              <WorkflowHistory events={sharedEvents} viewer="candidate" aria-label={`Historique : ${title}`} />
            </AccordionContent>
          </AccordionItem>
        </Accordion>

        {open ? (
          <WithdrawDialog
            jobTitle={title}
            onWithdraw={(message) => onWithdraw(application, message)}
            onDone={() => titleRef.current?.focus()}
          />
        ) : null}
      </article>
    </Card>
  );
}

export { ApplicationCard };
export type { ApplicationCardProps };

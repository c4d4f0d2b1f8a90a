import { CalendarCheckIcon, CalendarXIcon } from "lucide-react";
import * as React from "react";

import type { Interview } from "@fuse/domain/workflow/contract";
import { formatDuration, formatShortDate, formatSlot } from "@fuse/domain/workflow/dates";
import { Button } from "@fuse/ui/button";
import { TextLink } from "@fuse/ui/text-link";
import { cn } from "@fuse/ui/utils";

import { MessageDialog } from "./withdraw-dialog.tsx";

/** Only a web address opens from a link: the data says https, the screen makes sure. */
const isWebAddress = (url: string) => /^https:\/\//i.test(url);

/**
 * A slot's date, its time kept on one line: « vendredi 4 décembre 2026 à » may wrap, « 16 h 00 »
 * may not.
 */
function SlotTime({ slot }: { slot: string }) {
  const [day, time] = formatSlot(slot).split(" à ");
  return (
    <time dateTime={slot}>
      {day} à <span className="whitespace-nowrap">{time}</span>
    </time>
  );
}

/** One line of the details: its term beside its value, or above it in a narrow container. */
function Detail({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-x-4 @sm:grid-cols-[10rem_1fr]">
      <dt className="text-muted-foreground">{term}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}

/** An interview's practical details: how long, where, the video link, the recruiter's message. */
function InterviewDetails({ interview, className }: { interview: Interview; className?: string }) {
  return (
    <div className={cn("@container", className)}>
      <dl data-slot="interview-details" className="flex flex-col gap-2 text-sm">
        <Detail term="Durée">{formatDuration(interview.duration_minutes)}</Detail>
        {interview.location ? <Detail term="Lieu">{interview.location}</Detail> : null}
        {interview.video_url && isWebAddress(interview.video_url) ? (
          <Detail term="Visioconférence">
            <TextLink href={interview.video_url} external newTabLabel="(nouvel onglet)">
              Rejoindre la visioconférence
            </TextLink>
          </Detail>
        ) : null}
        {interview.message ? (
          <Detail term="Message du recruteur">
            <span className="whitespace-pre-line">{interview.message}</span>
          </Detail>
        ) : null}
      </dl>
    </div>
  );
}

type InterviewSummaryProps = {
  /** A booked or cancelled interview. */
  interview: Interview;
  /**
   * Cancels a booked interview with the candidate's optional message; without it, no « Annuler
   * l'entretien ». A rejected promise keeps the dialog open with the error.
   */
  onCancel?: (message: string | undefined) => unknown;
  className?: string;
};

/**
 * A booked interview (its date in Paris time, duration, place, video link and the recruiter's message)
 * with « Annuler l'entretien », or a cancelled one stated as such.
 */
function InterviewSummary({ interview, onCancel, className }: InterviewSummaryProps) {
  const statusRef = React.useRef<HTMLParagraphElement>(null);
  const cancelled = interview.status === "cancelled";
  const slot = interview.chosen_slot;
  const Icon = cancelled ? CalendarXIcon : CalendarCheckIcon;

  return (
    <div data-slot="interview-summary" data-status={interview.status} className={cn("flex flex-col gap-3", className)}>
      {/* One element in every state: focus lands here once the interview is cancelled, the button gone. */}
      <p
        ref={statusRef}
        tabIndex={-1}
        className="flex items-start gap-2 rounded-sm text-sm font-medium outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background"
      >
        <Icon
          aria-hidden
          className={cn("mt-0.5 size-4 shrink-0", cancelled ? "text-muted-foreground" : "text-primary")}
        />
        <span>
          {cancelled ? (
            "Entretien annulé"
          ) : slot ? (
            <>
              Entretien confirmé le <SlotTime slot={slot} />
            </>
          ) : (
            "Entretien en attente de votre choix de créneau"
          )}
        </span>
      </p>
      {cancelled ? (
        <p className="-mt-2 text-sm text-muted-foreground">
          {slot ? (
            <>
              L'entretien du <SlotTime slot={slot} /> n'aura pas lieu
            </>
          ) : (
            "Cet entretien n'aura pas lieu"
          )}{" "}
          (annulé le <time dateTime={interview.updated_at}>{formatShortDate(interview.updated_at)}</time>).
        </p>
      ) : (
        <InterviewDetails interview={interview} />
      )}
      {onCancel && interview.status === "booked" ? (
        <MessageDialog
          trigger={
            <Button type="button" variant="outline" size="sm" className="self-start">
              Annuler l'entretien
            </Button>
          }
          title="Annuler l'entretien ?"
          description={
            <>
              {slot ? <>L'entretien du {formatSlot(slot)} n'aura pas lieu. </> : null}Le recruteur en sera prévenu ;
              votre candidature reste ouverte.
            </>
          }
          messageLabel="Message au recruteur (facultatif)"
          messageHint="Par exemple, vos disponibilités pour un autre créneau. 2 000 caractères au plus."
          keepLabel="Garder l'entretien"
          confirmLabel="Annuler l'entretien"
          pendingLabel="Annulation…"
          failureText="L'entretien n'a pas été annulé. Réessayez dans un instant."
          onConfirm={onCancel}
          onDone={() => statusRef.current?.focus()}
        />
      ) : null}
    </div>
  );
}

export { InterviewDetails, InterviewSummary, SlotTime };
export type { InterviewSummaryProps };

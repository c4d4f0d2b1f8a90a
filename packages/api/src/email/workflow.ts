import { formatClockTime, formatDayWithWeekday } from "@fuse/domain/format/date";
import {
  refusalReasonLabels,
  workflowStageLabels,
  type RefusalReason,
  type WorkflowStage,
} from "@fuse/domain/vocabulary";
import type { MatchSide } from "@fuse/domain/vocabulary";
import { paths } from "@fuse/domain/vocabulary/paths";
import { formatDuration } from "@fuse/domain/workflow/dates";
import { interviewInvitation } from "@fuse/server-core/email/ics.ts";
import { bulletList, button, layoutEmail, notes, paragraph, quote } from "@fuse/server-core/email/layout.ts";
import type { EmailAttachment, OutgoingEmail } from "@fuse/server-core/email/outbox.ts";

// The hiring workflow's e-mails, in French: pure functions from what happened to the messages, so
// the notifier and the follow-ups only decide who is told and when.

/** The two sides of a card, as the e-mails name them. */
export interface CardParties {
  jobTitle: string;
  /** The company's name; null when the recruiter has not filled it in. */
  companyName: string | null;
  /** The candidate's first and last names; null when neither is known. */
  candidateName: string | null;
  candidateEmail: string | null;
  recruiterEmail: string | null;
}

/** An interview as the e-mails describe it. */
export interface InterviewDetails {
  id: string;
  slots: Date[];
  durationMinutes: number;
  location: string | null;
  videoUrl: string | null;
  message: string | null;
}

/** A time the parties' calendars hold (or held), with the invitation's revision. */
export interface CalendarSlot {
  start: Date;
  durationMinutes: number;
  sequence: number;
}

/** Where the e-mails lead: each side's follow-up screen. */
export function workflowLinks(publicUrl: string) {
  const base = publicUrl.replace(/\/+$/, "");
  return { candidate: `${base}${paths.candidate.workflow}`, recruiter: `${base}${paths.recruiter.workflow}` };
}

/** « mardi 1 décembre 2026 à 14:00 », in Paris time, whatever the server's zone. */
export const frenchDateTime = (date: Date) => `${formatDayWithWeekday(date)} à ${formatClockTime(date)}`;

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const companyOf = (parties: CardParties) => parties.companyName ?? "le recruteur";
const candidateOf = (parties: CardParties) => parties.candidateName ?? "la personne candidate";

interface WorkflowTemplate {
  subject: string;
  /** What happened, first paragraph. */
  intro: string;
  /** Facts listed under the intro (slots, place, applications). */
  details?: string[] | undefined;
  /** Someone's own words, quoted as they wrote them. */
  quote?: { label: string; text: string } | null | undefined;
  /** The button's label. */
  action: string;
  /** Sentences after the button, one paragraph. */
  notes: string[];
  attachments?: EmailAttachment[] | undefined;
}

/**
 * A French e-mail in the product's layout: what happened, the facts as a list, the other side's
 * message quoted, one button (its link also written out), the notes.
 */
function workflowEmail(to: string, link: string, template: WorkflowTemplate): OutgoingEmail {
  const details = template.details ?? [];
  const words = template.quote?.text.trim();
  return layoutEmail({
    to,
    subject: template.subject,
    body: [
      paragraph(template.intro),
      ...(details.length > 0 ? [bulletList(details)] : []),
      ...(template.quote && words ? [quote(template.quote.label, words)] : []),
      button(template.action, link),
      ...(template.notes.length > 0 ? [notes(template.notes)] : []),
    ],
    attachments: template.attachments,
  });
}

const candidateNote = "Vous recevez ce message parce que vous suivez cette candidature sur Fuse.";
const recruiterNote =
  "Vous recevez ce message parce que cette candidature est dans votre suivi des recrutements sur Fuse.";
const parisNote = "Les heures sont celles de Paris.";

/** What a move means for the candidate, after « Votre candidature pour … ». */
const stageNews: Record<Exclude<WorkflowStage, "rejected" | "withdrawn">, string> = {
  new_match: `revient à l'étape « ${workflowStageLabels.new_match} ».`,
  shortlisted: `a été présélectionnée : elle passe à l'étape « ${workflowStageLabels.shortlisted} ».`,
  interview: `passe à l'étape « ${workflowStageLabels.interview} » : le recruteur va vous proposer des créneaux.`,
  offer: `passe à l'étape « ${workflowStageLabels.offer} » : une proposition se prépare.`,
  hired: `passe à l'étape « ${workflowStageLabels.hired} » : félicitations, vous êtes retenu·e pour ce poste !`,
};

/**
 * A move of the candidate's card, told to the candidate: the new stage in plain French; a refusal
 * with its reason and the recruiter's message; « Sans suite » after `closeDays` days of silence.
 */
export function stageMoveEmail(
  to: string,
  publicUrl: string,
  parties: CardParties,
  move: {
    stage: Exclude<WorkflowStage, "withdrawn">;
    reason: RefusalReason | null;
    message: string | null;
    closeDays: number;
  },
): OutgoingEmail {
  const link = workflowLinks(publicUrl).candidate;
  const application = `Votre candidature pour le poste « ${parties.jobTitle} » chez ${companyOf(parties)}`;
  const action = "Suivre ma candidature";
  if (move.stage === "rejected" && move.reason === "no_response") {
    return workflowEmail(to, link, {
      subject: `Candidature close sans suite : « ${parties.jobTitle} »`,
      intro: `${application} a été close « ${refusalReasonLabels.no_response} » : elle n'a connu aucune évolution depuis ${move.closeDays} jours.`,
      action,
      notes: ["D'autres offres vous attendent sur Fuse.", candidateNote],
    });
  }
  if (move.stage === "rejected") {
    return workflowEmail(to, link, {
      subject: `Réponse à votre candidature : « ${parties.jobTitle} »`,
      intro: `${application} n'a pas été retenue.`,
      details: move.reason ? [`Motif : ${refusalReasonLabels[move.reason]}`] : [],
      quote: move.message ? { label: "Message du recruteur", text: move.message } : null,
      action,
      notes: [
        "Merci de l'intérêt que vous avez porté à ce poste. D'autres offres vous attendent sur Fuse.",
        candidateNote,
      ],
    });
  }
  return workflowEmail(to, link, {
    subject: `Votre candidature « ${parties.jobTitle} » : ${workflowStageLabels[move.stage]}`,
    intro: `${application} ${stageNews[move.stage]}`,
    action,
    notes: [candidateNote],
  });
}

/** The candidate withdrew: the recruiter is told, with the candidate's message. */
export function withdrawalEmail(to: string, publicUrl: string, parties: CardParties, message: string | null) {
  const who = candidateOf(parties);
  return workflowEmail(to, workflowLinks(publicUrl).recruiter, {
    subject: `Candidature retirée : ${capitalize(who)} — « ${parties.jobTitle} »`,
    intro: `${capitalize(who)} a retiré sa candidature pour le poste « ${parties.jobTitle} ». Sa carte passe à l'étape « ${workflowStageLabels.withdrawn} » de votre suivi et n'en bougera plus.`,
    quote: message ? { label: `Message de ${who}`, text: message } : null,
    action: "Ouvrir le suivi des candidatures",
    notes: [recruiterNote],
  });
}

const placeLines = (interview: Pick<InterviewDetails, "location" | "videoUrl">) => [
  ...(interview.location ? [`Lieu : ${interview.location}`] : []),
  ...(interview.videoUrl ? [`Visioconférence : ${interview.videoUrl}`] : []),
];

const uidOf = (interviewId: string) => `${interviewId}@fuse`;

/** The invitation's identity and parties, the same for both sides: the recruiter organises, the candidate attends. */
function invitation(
  parties: CardParties,
  interview: Pick<InterviewDetails, "id" | "location" | "videoUrl" | "message">,
  slot: CalendarSlot,
  method: "REQUEST" | "CANCEL",
  recipient: MatchSide,
  link: string,
): EmailAttachment[] {
  // An invitation names both parties; without both addresses there is none to send.
  if (!parties.recruiterEmail || !parties.candidateEmail) return [];
  const attachment = interviewInvitation({
    uid: uidOf(interview.id),
    sequence: slot.sequence,
    method,
    start: slot.start,
    durationMinutes: slot.durationMinutes,
    summary:
      recipient === "candidate"
        ? `Entretien — ${parties.jobTitle} (${capitalize(companyOf(parties))})`
        : `Entretien avec ${capitalize(candidateOf(parties))} — ${parties.jobTitle}`,
    description: [method === "REQUEST" ? interview.message : null, `Suivi de la candidature : ${link}`]
      .filter(Boolean)
      .join("\n\n"),
    // A withdrawn time is named by its identity and time alone: the interview's place may have changed since.
    location: method === "REQUEST" ? (interview.location ?? interview.videoUrl) : null,
    url: method === "REQUEST" ? interview.videoUrl : null,
    organizer: { name: capitalize(companyOf(parties)), email: parties.recruiterEmail },
    attendee: { name: capitalize(candidateOf(parties)), email: parties.candidateEmail },
  });
  return [attachment];
}

/**
 * Slots proposed to the candidate (or new ones: a rescheduling): each in French, the place or the
 * link, the recruiter's message, a button to choose. A rescheduled booking also withdraws the old
 * time from the candidate's calendar (`cancelled`).
 */
export function interviewProposalEmail(
  to: string,
  publicUrl: string,
  parties: CardParties,
  interview: InterviewDetails,
  options: { rescheduled: boolean; cancelled?: CalendarSlot | undefined },
): OutgoingEmail {
  const link = workflowLinks(publicUrl).candidate;
  const company = companyOf(parties);
  const count = interview.slots.length;
  const choose =
    count === 1
      ? `Confirmez le ${options.rescheduled ? "nouveau " : ""}créneau proposé`
      : `Choisissez l'un des ${count} ${options.rescheduled ? "nouveaux " : ""}créneaux proposés`;
  const intro = !options.rescheduled
    ? `${capitalize(company)} vous propose un entretien pour le poste « ${parties.jobTitle} ». ${choose} :`
    : options.cancelled
      ? `${capitalize(company)} déplace votre entretien pour le poste « ${parties.jobTitle} » : celui du ${frenchDateTime(options.cancelled.start)} est annulé. ${choose} :`
      : `${capitalize(company)} modifie sa proposition d'entretien pour le poste « ${parties.jobTitle} ». ${choose} :`;
  return workflowEmail(to, link, {
    subject: options.rescheduled
      ? `Entretien déplacé : choisissez un nouveau créneau — « ${parties.jobTitle} »`
      : `Entretien proposé : choisissez un créneau — « ${parties.jobTitle} »`,
    intro,
    details: [
      ...interview.slots.map((slot) => frenchDateTime(slot)),
      `Durée : ${formatDuration(interview.durationMinutes)}`,
      ...placeLines(interview),
    ],
    quote: interview.message ? { label: "Message du recruteur", text: interview.message } : null,
    action: count === 1 ? "Confirmer le créneau" : "Choisir un créneau",
    notes: [
      parisNote,
      ...(options.cancelled ? ["L'invitation jointe retire l'ancien créneau de votre agenda."] : []),
      candidateNote,
    ],
    attachments: options.cancelled
      ? invitation(parties, interview, options.cancelled, "CANCEL", "candidate", link)
      : undefined,
  });
}

/** The candidate picked a slot: both sides get the confirmation with the calendar invitation. */
export function interviewBookedEmails(
  publicUrl: string,
  parties: CardParties,
  interview: InterviewDetails,
  booked: CalendarSlot,
): { candidate: OutgoingEmail | null; recruiter: OutgoingEmail | null } {
  const links = workflowLinks(publicUrl);
  const when = frenchDateTime(booked.start);
  const details = [`Le ${when}`, `Durée : ${formatDuration(booked.durationMinutes)}`, ...placeLines(interview)];
  const who = candidateOf(parties);
  return {
    candidate: parties.candidateEmail
      ? workflowEmail(parties.candidateEmail, links.candidate, {
          subject: `Entretien confirmé le ${when} — « ${parties.jobTitle} »`,
          intro: `Votre entretien avec ${companyOf(parties)} pour le poste « ${parties.jobTitle} » est confirmé.`,
          details,
          quote: interview.message ? { label: "Message du recruteur", text: interview.message } : null,
          action: "Suivre ma candidature",
          notes: [parisNote, "Ajoutez l'invitation jointe à votre agenda.", candidateNote],
          attachments: invitation(parties, interview, booked, "REQUEST", "candidate", links.candidate),
        })
      : null,
    recruiter: parties.recruiterEmail
      ? workflowEmail(parties.recruiterEmail, links.recruiter, {
          subject: `Entretien confirmé avec ${capitalize(who)} le ${when}`,
          intro: `${capitalize(who)} a choisi un créneau pour l'entretien du poste « ${parties.jobTitle} ».`,
          details,
          action: "Ouvrir le suivi des candidatures",
          notes: [parisNote, "Ajoutez l'invitation jointe à votre agenda.", recruiterNote],
          attachments: invitation(parties, interview, booked, "REQUEST", "recruiter", links.recruiter),
        })
      : null,
  };
}

/**
 * An interview cancelled, told to `recipient` (the side that did not cancel it, or both when Fuse
 * did); `by` is who cancelled. When it had been booked, the CANCEL invitation goes with it.
 */
export function interviewCancelledEmail(
  recipient: MatchSide,
  publicUrl: string,
  parties: CardParties,
  interview: InterviewDetails,
  options: { by: MatchSide | "system"; message: string | null; cancelled?: CalendarSlot | undefined },
): OutgoingEmail | null {
  const to = recipient === "candidate" ? parties.candidateEmail : parties.recruiterEmail;
  if (!to) return null;
  const links = workflowLinks(publicUrl);
  const link = recipient === "candidate" ? links.candidate : links.recruiter;
  const who = candidateOf(parties);
  const author =
    options.by === "candidate" ? capitalize(who) : options.by === "recruiter" ? capitalize(companyOf(parties)) : "Fuse";
  const what = options.cancelled ? `L'entretien du ${frenchDateTime(options.cancelled.start)}` : "L'entretien proposé";
  const subject =
    recipient === "candidate"
      ? `Entretien annulé — « ${parties.jobTitle} »`
      : `Entretien annulé${options.by === "candidate" ? ` par ${capitalize(who)}` : ""} — « ${parties.jobTitle} »`;
  const context =
    recipient === "candidate"
      ? `pour le poste « ${parties.jobTitle} »`
      : `avec ${who} pour le poste « ${parties.jobTitle} »`;
  return workflowEmail(to, link, {
    subject,
    intro: `${what} ${context} a été annulé par ${author}.`,
    quote: options.message ? { label: `Message de ${author}`, text: options.message } : null,
    action: recipient === "candidate" ? "Suivre ma candidature" : "Ouvrir le suivi des candidatures",
    notes: [
      ...(options.cancelled ? ["L'invitation jointe retire cet entretien de votre agenda."] : []),
      recipient === "candidate" ? candidateNote : recruiterNote,
    ],
    attachments: options.cancelled
      ? invitation(parties, interview, options.cancelled, "CANCEL", recipient, link)
      : undefined,
  });
}

/**
 * The calendar side of a change its recipient made themselves (they rescheduled or cancelled it):
 * no news, only the CANCEL invitation that clears the old time from their calendar.
 */
export function calendarCancellationEmail(
  recipient: MatchSide,
  publicUrl: string,
  parties: CardParties,
  interview: InterviewDetails,
  cancelled: CalendarSlot,
): OutgoingEmail | null {
  const to = recipient === "candidate" ? parties.candidateEmail : parties.recruiterEmail;
  if (!to) return null;
  const links = workflowLinks(publicUrl);
  const link = recipient === "candidate" ? links.candidate : links.recruiter;
  const context =
    recipient === "candidate"
      ? `pour le poste « ${parties.jobTitle} »`
      : `avec ${candidateOf(parties)} pour le poste « ${parties.jobTitle} »`;
  return workflowEmail(to, link, {
    subject: `Retiré de votre agenda : entretien du ${frenchDateTime(cancelled.start)}`,
    intro: `L'entretien du ${frenchDateTime(cancelled.start)} ${context} n'a plus lieu à cette heure-là : l'invitation jointe le retire de votre agenda.`,
    action: recipient === "candidate" ? "Suivre ma candidature" : "Ouvrir le suivi des candidatures",
    notes: [parisNote, recipient === "candidate" ? candidateNote : recruiterNote],
    attachments: invitation(parties, interview, cancelled, "CANCEL", recipient, link),
  });
}

/** An application waiting for the recruiter, as the reminder lists it. */
export interface SilentApplication {
  candidateName: string | null;
  jobTitle: string;
  /** Whole days since the last move or interview. */
  days: number;
}

/**
 * The follow-up reminder: one e-mail per recruiter listing the applications left without news for
 * `reminderDays` days, with the date they will close « Sans suite ».
 */
export function followUpReminderEmail(
  to: string,
  publicUrl: string,
  applications: SilentApplication[],
  delays: { reminderDays: number; closeDays: number },
): OutgoingEmail {
  const one = applications.length === 1;
  const line = (application: SilentApplication) =>
    `${capitalize(application.candidateName ?? "la personne candidate")} — « ${application.jobTitle} » : sans nouvelles depuis ${application.days} jours`;
  return workflowEmail(to, workflowLinks(publicUrl).recruiter, {
    subject: one
      ? `Une candidature attend votre réponse depuis ${applications[0]!.days} jours`
      : `${applications.length} candidatures attendent votre réponse`,
    intro: `${one ? "Cette candidature n'a" : "Ces candidatures n'ont"} connu aucune évolution depuis au moins ${delays.reminderDays} jours. Sans nouvelles de votre part, ${one ? "elle sera close" : "elles seront closes"} « ${refusalReasonLabels.no_response} » après ${delays.closeDays} jours de silence, et ${one ? "la personne candidate en sera informée" : "les personnes candidates en seront informées"}.`,
    details: applications.map(line),
    action: "Ouvrir le suivi des candidatures",
    notes: [
      "Une étape, un entretien proposé ou un refus motivé suffit à tenir la personne candidate informée.",
      recruiterNote,
    ],
  });
}

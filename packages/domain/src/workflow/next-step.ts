import { refusalReasonLabels } from "../vocabulary/index.ts";
import type { Application, Interview } from "./contract.ts";
import { formatSlot } from "./dates.ts";

/** The slots of a proposed interview the candidate can still pick. */
export function upcomingSlots(interview: Interview, now: Date = new Date()): string[] {
  return interview.slots.filter((slot) => new Date(slot).getTime() > now.getTime());
}

/** « 12 rue de la République, Lyon », « en visioconférence », or both. */
function placeOf(interview: Interview) {
  const video = interview.video_url ? "en visioconférence" : null;
  if (interview.location && video) return `${interview.location}, ou ${video}`;
  return interview.location ?? video;
}

function interviewStep(interview: Interview | null, now: Date) {
  if (interview?.status === "proposed") {
    const count = upcomingSlots(interview, now).length;
    if (count === 0) return "Les créneaux proposés sont passés : le recruteur doit vous en proposer d'autres.";
    return count === 1
      ? "Choisissez un créneau : le recruteur vous en propose un."
      : `Choisissez un créneau parmi les ${count} que le recruteur vous propose.`;
  }
  if (interview?.status === "booked" && interview.chosen_slot) {
    const place = placeOf(interview);
    const end = new Date(interview.chosen_slot).getTime() + interview.duration_minutes * 60_000;
    if (end < now.getTime()) {
      return `Entretien passé le ${formatSlot(interview.chosen_slot)} : le recruteur vous dira la suite.`;
    }
    return `Entretien le ${formatSlot(interview.chosen_slot)}${place ? ` (${place})` : ""}.`;
  }
  return "Le recruteur va vous proposer des créneaux d'entretien.";
}

/**
 * What comes next for an application, in one French sentence for its candidate: what the
 * recruiter is doing, what the candidate has to do, or how it ended.
 */
export function candidateNextStep(application: Application, now: Date = new Date()): string {
  switch (application.stage) {
    case "new_match":
      return "Le recruteur découvre votre profil et reviendra vers vous.";
    case "shortlisted":
      return "Votre candidature est présélectionnée : le recruteur va vous proposer un entretien.";
    case "interview":
      return interviewStep(application.interview, now);
    case "offer":
      return "Le recruteur vous fait une offre : il vous contactera pour en préciser les conditions.";
    case "hired":
      return "Félicitations, vous êtes embauché·e ! Le recruteur vous contactera pour préparer votre arrivée.";
    case "rejected":
      if (application.refusal_reason === "no_response") {
        return "Candidature close sans suite : le recruteur n'a pas répondu pendant trop longtemps.";
      }
      return application.refusal_reason
        ? `Le recruteur n'a pas retenu votre candidature. Motif : ${refusalReasonLabels[application.refusal_reason]}.`
        : "Le recruteur n'a pas retenu votre candidature.";
    case "withdrawn":
      return "Vous avez retiré votre candidature.";
  }
}

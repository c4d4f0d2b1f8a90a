import { workflowStageLabels } from "@fuse/domain/vocabulary";
import { noticeEmail } from "@fuse/server-core/email/layout.ts";

import { workflowLinks } from "./workflow.ts";

/** The two sides of a new match, as the e-mails name them. */
export interface MatchParties {
  jobTitle: string;
  companyName: string;
  /** The candidate's first and last names; null when neither is known. */
  candidateName: string | null;
}

/** The match told to the candidate, who liked the offer first: the recruiter now sees their details. */
export function matchCandidateEmail(to: string, publicUrl: string, parties: MatchParties) {
  return noticeEmail(to, workflowLinks(publicUrl).candidate, {
    subject: `C'est un match : ${parties.jobTitle}`,
    intro: `${parties.companyName} souhaite aussi vous rencontrer pour le poste « ${parties.jobTitle} ». Le recruteur a désormais accès à vos coordonnées et vous contactera pour la suite.`,
    action: "Suivre ma candidature",
    notes: ["Vous recevez ce message parce que vous avez indiqué être intéressé·e par cette offre sur Fuse."],
  });
}

/** The match told to the recruiter: the candidate enters their follow-up. */
export function matchRecruiterEmail(to: string, publicUrl: string, parties: MatchParties) {
  const name = parties.candidateName ?? "Un·e candidat·e";
  return noticeEmail(to, workflowLinks(publicUrl).recruiter, {
    subject: `Nouveau match : ${name} pour « ${parties.jobTitle} »`,
    intro: `${name} est aussi intéressé·e par votre offre « ${parties.jobTitle} ». Ses coordonnées sont désormais visibles et sa candidature entre dans votre suivi, à l'étape « ${workflowStageLabels.new_match} ».`,
    action: "Ouvrir le suivi des candidatures",
    notes: ["Vous recevez ce message parce que vous avez retenu ce profil pour cette offre sur Fuse."],
  });
}

import { countOf, isSingular, type JobStatus } from "../vocabulary/index.ts";
import { paths } from "../vocabulary/paths.ts";
import type { PipelineSummary } from "./contract.ts";

/** What the recruiter's dashboard knows of their situation. */
export interface RecruiterSituation {
  company: { description: string | null; logo_url: string | null; culture: Record<string, unknown> | null } | null;
  offers: { status: JobStatus; potential_candidates: number | null }[] | null;
  pipeline: PipelineSummary | null;
  /** The payment setting is on (spec §6). */
  paymentRequired: boolean;
  /** null while unknown. */
  subscription: { valid: boolean; paymentFailed: boolean } | null;
}

export interface NextStep {
  key: string;
  title: string;
  description: string;
  href: string;
}

/**
 * What the recruiter should do next, most blocking first: pay when the paid pages are closed, describe
 * the company, publish an offer, then answer the candidates who are waiting. Parts still unknown
 * (loading or failed) propose nothing.
 */
export function recruiterNextSteps(situation: RecruiterSituation): NextStep[] {
  const steps: NextStep[] = [];
  const { company, offers, pipeline, subscription } = situation;
  if (situation.paymentRequired && subscription && !subscription.valid) {
    steps.push(
      subscription.paymentFailed
        ? {
            key: "payment",
            title: "Mettre à jour votre moyen de paiement",
            description:
              "Le dernier paiement a échoué : vos offres et vos matchs restent fermés jusqu'à sa régularisation.",
            href: paths.recruiter.subscribe,
          }
        : {
            key: "subscribe",
            title: "Choisir un abonnement",
            description: "Il ouvre la publication d'offres, vos matchs potentiels et le suivi des recrutements.",
            href: paths.recruiter.subscribe,
          },
    );
  }
  if (company && (!company.description || !company.logo_url)) {
    steps.push({
      key: "card",
      title: "Compléter la carte de votre entreprise",
      description: "Un logo et une présentation donnent envie aux candidats de répondre.",
      href: paths.recruiter.card,
    });
  }
  if (company && Object.keys(company.culture ?? {}).length === 0) {
    steps.push({
      key: "culture",
      title: "Décrire la culture de votre entreprise",
      description: "Quelques questions sur votre façon de travailler : vos réponses enrichissent votre carte.",
      href: paths.questionnaire.companyAnalyzer,
    });
  }
  if (offers && !offers.some((offer) => offer.status === "published")) {
    const drafts = offers.filter((offer) => offer.status === "draft").length;
    steps.push({
      key: "publish",
      title: drafts > 0 ? "Publier votre offre en brouillon" : "Publier votre première offre",
      description:
        drafts > 0
          ? `${countOf(drafts, "brouillon attend", "brouillons attendent")} d'être publié${drafts === 1 ? "" : "s"}.`
          : "Les candidats dont le profil lui correspond vous seront proposés aussitôt.",
      href: paths.recruiter.jobForm,
    });
  }
  const potential = (offers ?? []).reduce((sum, offer) => sum + (offer.potential_candidates ?? 0), 0);
  if (potential > 0) {
    steps.push({
      key: "candidates",
      title: isSingular(potential)
        ? "Découvrir votre candidat potentiel"
        : `Découvrir vos ${countOf(potential, "candidat potentiel", "candidats potentiels")}`,
      description: "Dites « Ça m'intéresse » : un intérêt réciproque vous donne leurs coordonnées.",
      href: paths.recruiter.potentialMatches,
    });
  }
  const newMatches = pipeline?.stages.find((stage) => stage.stage === "new_match")?.count ?? 0;
  if (newMatches > 0) {
    steps.push({
      key: "matches",
      title: isSingular(newMatches)
        ? "Contacter votre nouveau match"
        : `Contacter vos ${countOf(newMatches, "nouveau match", "nouveaux matchs")}`,
      description: "Ils attendent de vos nouvelles dans le suivi des recrutements.",
      href: paths.recruiter.workflow,
    });
  }
  return steps;
}

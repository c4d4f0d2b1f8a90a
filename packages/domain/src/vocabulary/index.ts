/**
 * The product's vocabulary, declared once: each concept is one object, `concept(title, { code: term })`,
 * holding its codes (what the database stores and the API speaks, in their order of display) and,
 * for each code, the French label people read and, where sentences need them, the phrase it reads
 * as inside one and its plural. The lists the rest of the code uses (`contractTypes`,
 * `contractTypeLabels`, …) are views of those objects, never copies. The database's check
 * constraints hold the same codes, and a questionnaire's choice question names a concept
 * (`"vocabulary": "remotePreferences"`) instead of restating its labels
 * (tests/server/schema/vocabulary.test.ts compares both; tests/unit/vocabulary-single.test.ts finds
 * labels restated in the code).
 */

import { concept, view } from "./concept.ts";

export type { Concept } from "./concept.ts";

/**
 * Contract types of an offer and of a candidate's wishes. « Alternance » covers apprenticeship and
 * professionalisation contracts. The phrase ends « Je recherche … ».
 */
export const contractType = concept("Types de contrat", {
  CDI: { label: "CDI", phrase: "un CDI" },
  CDD: { label: "CDD", phrase: "un CDD" },
  intérim: { label: "Intérim", phrase: "des missions d'intérim" },
  alternance: { label: "Alternance", phrase: "une alternance" },
  stage: { label: "Stage", phrase: "un stage" },
  freelance: { label: "Freelance", phrase: "des missions en freelance" },
});
export const contractTypes = view(contractType, "codes");
export const contractTypeLabels = view(contractType, "labels");
export const contractTypePhrases = view(contractType, "phrases");
export type ContractType = (typeof contractTypes)[number];

/** How an offer is worked: on site, partly remote, fully remote. The phrase follows « Poste … ». */
export const remoteMode = concept("Modes de travail", {
  onsite: { label: "Sur site", phrase: "sur site" },
  hybrid: { label: "Hybride", phrase: "hybride" },
  remote: { label: "Télétravail complet", phrase: "en télétravail complet" },
});
export const remoteModes = view(remoteMode, "codes");
export const remoteModeLabels = view(remoteMode, "labels");
export const remoteModePhrases = view(remoteMode, "phrases");
export type RemoteMode = (typeof remoteModes)[number];

/** What a candidate prefers: one of the modes, or any. The phrase comes before « souhaité ». */
export const remotePreference = concept("Modes de travail souhaités", {
  onsite: { label: remoteModeLabels.onsite, phrase: "travail sur site" },
  hybrid: { label: remoteModeLabels.hybrid, phrase: "mode hybride" },
  remote: { label: remoteModeLabels.remote, phrase: "télétravail complet" },
  any: { label: "Indifférent" },
});
export const remotePreferences = view(remotePreference, "codes");
export const remotePreferenceLabels = view(remotePreference, "labels");
export const remotePreferencePhrases = view(remotePreference, "phrases");
export type RemotePreference = (typeof remotePreferences)[number];

/** Who a user is (spec §3, §6); administrators are created by hand, never by sign-up. */
export const profileType = concept("Types de compte", {
  candidate: { label: "Candidat", plural: "Candidats" },
  recruiter: { label: "Recruteur", plural: "Recruteurs" },
  admin: { label: "Administrateur", plural: "Administrateurs" },
});
export const profileTypes = view(profileType, "codes");
export const profileTypeLabels = view(profileType, "labels");
export const profileTypePlurals = view(profileType, "plurals");
export type ProfileType = (typeof profileTypes)[number];
/** The types a person chooses at sign-up. */
export const selfServiceProfileTypes = ["candidate", "recruiter"] as const satisfies readonly ProfileType[];
export type SelfServiceProfileType = (typeof selfServiceProfileTypes)[number];

/** A subscription's statuses, as the payment provider (Stripe) names them. The phrase follows « Abonnement … ». */
export const subscriptionStatus = concept("États d'abonnement", {
  active: { label: "Active", phrase: "actif" },
  trialing: { label: "Période d'essai", phrase: "en période d'essai" },
  canceled: { label: "Résiliée", phrase: "résilié" },
  incomplete: { label: "Paiement à finaliser", phrase: "incomplet" },
  incomplete_expired: { label: "Paiement expiré", phrase: "expiré avant paiement" },
  past_due: { label: "Paiement en retard", phrase: "en retard de paiement" },
  unpaid: { label: "Impayée", phrase: "impayé" },
  paused: { label: "En pause", phrase: "suspendu" },
});
export const subscriptionStatuses = view(subscriptionStatus, "codes");
export const subscriptionStatusLabels = view(subscriptionStatus, "labels");
export const subscriptionStatusPhrases = view(subscriptionStatus, "phrases");
export type SubscriptionStatus = (typeof subscriptionStatuses)[number];
/** Spec §4: these statuses count as valid while `current_period_end` is in the future. */
export const validSubscriptionStatuses = [
  "active",
  "trialing",
  "canceled",
] as const satisfies readonly SubscriptionStatus[];

/** An offer's life: written, visible to candidates, then closed. The phrase follows its title: « Comptable (brouillon) ». */
export const jobStatus = concept("États d'une offre", {
  draft: { label: "Brouillon", phrase: "brouillon" },
  published: { label: "Publiée", phrase: "publiée" },
  closed: { label: "Clôturée", phrase: "clôturée" },
});
export const jobStatuses = view(jobStatus, "codes");
export const jobStatusLabels = view(jobStatus, "labels");
export const jobStatusPhrases = view(jobStatus, "phrases");
export type JobStatus = (typeof jobStatuses)[number];

/**
 * The hiring workflow's stages (DESIGN §5): a mutual match enters at the first; hired and rejected
 * end it, and so does the candidate withdrawing (a stage only the candidate's side reaches).
 */
export const workflowStage = concept("Étapes du recrutement", {
  new_match: { label: "Nouveau match" },
  shortlisted: { label: "Présélection" },
  interview: { label: "Entretien" },
  offer: { label: "Offre" },
  hired: { label: "Embauché" },
  rejected: { label: "Refusé" },
  withdrawn: { label: "Retirée" },
});
export const workflowStages = view(workflowStage, "codes");
export const workflowStageLabels = view(workflowStage, "labels");
export type WorkflowStage = (typeof workflowStages)[number];
/** The stages a recruiter moves a card to (« Retirée » is the candidate's own). */
export const recruiterWorkflowStages = workflowStages.filter(
  (stage): stage is Exclude<WorkflowStage, "withdrawn"> => stage !== "withdrawn",
);
/** The stages that end an application. */
export const closedWorkflowStages = ["hired", "rejected", "withdrawn"] as const satisfies readonly WorkflowStage[];
/** The stages still waiting for a move, which the server follows up after a silence. */
export const openWorkflowStages = workflowStages.filter(
  (stage) => !(closedWorkflowStages as readonly WorkflowStage[]).includes(stage),
);

/**
 * Why a recruiter refuses an application, shared with the candidate with an optional message.
 * « Sans suite » is the server's own: an application closed after a long silence.
 */
export const refusalReason = concept("Motifs de refus", {
  skills: { label: "Les compétences ne correspondent pas au poste" },
  experience: { label: "L'expérience ne correspond pas au poste" },
  salary: { label: "Les attentes salariales dépassent le budget du poste" },
  location: { label: "Le lieu de travail ou la mobilité ne conviennent pas" },
  other_candidate: { label: "Un autre candidat a été retenu" },
  position_closed: { label: "Le recrutement est suspendu ou annulé" },
  no_response: { label: "Sans suite" },
  other: { label: "Autre motif" },
});
export const refusalReasons = view(refusalReason, "codes");
export const refusalReasonLabels = view(refusalReason, "labels");
export type RefusalReason = (typeof refusalReasons)[number];
export type RecruiterRefusalReason = Exclude<RefusalReason, "no_response">;
/** The reasons a recruiter picks from. */
export const recruiterRefusalReasons = refusalReasons.filter(
  (reason): reason is RecruiterRefusalReason => reason !== "no_response",
);

/** Who a piece of content (news, FAQ, page, questionnaire) is for. */
export const audience = concept("Publics", {
  all: { label: "Tous" },
  candidate: { label: profileTypePlurals.candidate },
  recruiter: { label: profileTypePlurals.recruiter },
});
export const audiences = view(audience, "codes");
export const audienceLabels = view(audience, "labels");
export type Audience = (typeof audiences)[number];

/**
 * A company's head count, in the bands INSEE uses. The phrase follows « [the company] est … » in
 * the draft of its description.
 */
export const companySize = concept("Effectifs", {
  "1-9": { label: "1 à 9 salariés", phrase: "une équipe de moins de dix personnes" },
  "10-49": { label: "10 à 49 salariés", phrase: "une entreprise de 10 à 49 salariés" },
  "50-249": { label: "50 à 249 salariés", phrase: "une entreprise de 50 à 249 salariés" },
  "250-999": { label: "250 à 999 salariés", phrase: "une entreprise de 250 à 999 salariés" },
  "1000+": { label: "1 000 salariés et plus", phrase: "une entreprise de plus de 1 000 salariés" },
});
export const companySizes = view(companySize, "codes");
export const companySizeLabels = view(companySize, "labels");
export const companySizePhrases = view(companySize, "phrases");
export type CompanySize = (typeof companySizes)[number];

/** A side of a match, and what it decided. */
export const matchSides = ["candidate", "recruiter"] as const;
export type MatchSide = (typeof matchSides)[number];
export const matchDecisions = ["like", "pass"] as const;
export type MatchDecision = (typeof matchDecisions)[number];

/** Levels a spoken language may carry: the CEFR's (A1–C2), or the words people use. */
export const languageLevel = concept("Niveaux de langue", {
  Notions: { label: "Notions" },
  A1: { label: "A1 — Débutant" },
  A2: { label: "A2 — Élémentaire" },
  B1: { label: "B1 — Intermédiaire" },
  B2: { label: "B2 — Avancé" },
  C1: { label: "C1 — Autonome" },
  C2: { label: "C2 — Maîtrise" },
  Intermédiaire: { label: "Intermédiaire" },
  Courant: { label: "Courant" },
  Bilingue: { label: "Bilingue" },
  "Langue maternelle": { label: "Langue maternelle" },
});
export const languageLevelCodes = view(languageLevel, "codes");
export const languageLevelLabels = view(languageLevel, "labels");
export type LanguageLevel = (typeof languageLevelCodes)[number];

export { isOneLine, oneLineMessage } from "./one-line.ts";
export { countOf, isSingular } from "./plural.ts";

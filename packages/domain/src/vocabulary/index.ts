/**
 * The product's vocabulary, declared once: each concept's codes (what the database stores and the
 * API speaks) and, apart, the French labels people read. The database's check constraints hold the
 * same lists (tests/server/schema/vocabulary.test.ts compares them).
 */

/** The codes of a vocabulary, in their order of display. */
type Codes<Labels extends Record<string, string>> = readonly [keyof Labels & string, ...(keyof Labels & string)[]];

const codesOf = <Labels extends Record<string, string>>(labels: Labels) =>
  Object.keys(labels) as unknown as Codes<Labels>;

/** Contract types of an offer and of a candidate's wishes. « Alternance » covers apprenticeship and professionalisation contracts. */
export const contractTypeLabels = {
  CDI: "CDI",
  CDD: "CDD",
  intérim: "Intérim",
  alternance: "Alternance",
  stage: "Stage",
  freelance: "Freelance",
} as const;
export const contractTypes = codesOf(contractTypeLabels);
export type ContractType = keyof typeof contractTypeLabels;

/** How an offer is worked: on site, partly remote, fully remote. */
export const remoteModeLabels = {
  onsite: "Sur site",
  hybrid: "Hybride",
  remote: "Télétravail complet",
} as const;
export const remoteModes = codesOf(remoteModeLabels);
export type RemoteMode = keyof typeof remoteModeLabels;

/** What a candidate prefers: one of the modes, or any. */
export const remotePreferenceLabels = { ...remoteModeLabels, any: "Indifférent" } as const;
export const remotePreferences = codesOf(remotePreferenceLabels);
export type RemotePreference = keyof typeof remotePreferenceLabels;

/** Who a user is (spec §3, §6); administrators are created by hand, never by sign-up. */
export const profileTypeLabels = {
  candidate: "Candidat",
  recruiter: "Recruteur",
  admin: "Administrateur",
} as const;
export const profileTypes = codesOf(profileTypeLabels);
export type ProfileType = keyof typeof profileTypeLabels;
/** The types a person chooses at sign-up. */
export const selfServiceProfileTypes = ["candidate", "recruiter"] as const satisfies readonly ProfileType[];

/** A subscription's statuses, as the payment provider (Stripe) names them. */
export const subscriptionStatusLabels = {
  active: "Active",
  trialing: "Période d'essai",
  canceled: "Résiliée",
  incomplete: "Paiement à finaliser",
  incomplete_expired: "Paiement expiré",
  past_due: "Paiement en retard",
  unpaid: "Impayée",
  paused: "En pause",
} as const;
export const subscriptionStatuses = codesOf(subscriptionStatusLabels);
export type SubscriptionStatus = keyof typeof subscriptionStatusLabels;
/** Spec §4: these statuses count as valid while `current_period_end` is in the future. */
export const validSubscriptionStatuses = [
  "active",
  "trialing",
  "canceled",
] as const satisfies readonly SubscriptionStatus[];

/** An offer's life: written, visible to candidates, then closed. */
export const jobStatusLabels = {
  draft: "Brouillon",
  published: "Publiée",
  closed: "Clôturée",
} as const;
export const jobStatuses = codesOf(jobStatusLabels);
export type JobStatus = keyof typeof jobStatusLabels;

/**
 * The hiring workflow's stages (DESIGN §5): a mutual match enters at the first; hired and rejected
 * end it, and so does the candidate withdrawing (a stage only the candidate's side reaches).
 */
export const workflowStageLabels = {
  new_match: "Nouveau match",
  shortlisted: "Présélection",
  interview: "Entretien",
  offer: "Offre",
  hired: "Embauché",
  rejected: "Refusé",
  withdrawn: "Retirée",
} as const;
export const workflowStages = codesOf(workflowStageLabels);
export type WorkflowStage = keyof typeof workflowStageLabels;
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
export const refusalReasonLabels = {
  skills: "Les compétences ne correspondent pas au poste",
  experience: "L'expérience ne correspond pas au poste",
  salary: "Les attentes salariales dépassent le budget du poste",
  location: "Le lieu de travail ou la mobilité ne conviennent pas",
  other_candidate: "Un autre candidat a été retenu",
  position_closed: "Le recrutement est suspendu ou annulé",
  no_response: "Sans suite",
  other: "Autre motif",
} as const;
export const refusalReasons = codesOf(refusalReasonLabels);
export type RefusalReason = keyof typeof refusalReasonLabels;
export type RecruiterRefusalReason = Exclude<RefusalReason, "no_response">;
/** The reasons a recruiter picks from. */
export const recruiterRefusalReasons = refusalReasons.filter(
  (reason): reason is RecruiterRefusalReason => reason !== "no_response",
);

/** Who a piece of content (news, FAQ, page) is for. */
export const audienceLabels = {
  all: "Tout le monde",
  candidate: "Candidats",
  recruiter: "Recruteurs",
} as const;
export const audiences = codesOf(audienceLabels);
export type Audience = keyof typeof audienceLabels;

/** A company's head count, in the bands INSEE uses. */
export const companySizeLabels = {
  "1-9": "1 à 9 salariés",
  "10-49": "10 à 49 salariés",
  "50-249": "50 à 249 salariés",
  "250-999": "250 à 999 salariés",
  "1000+": "1 000 salariés et plus",
} as const;
export const companySizes = codesOf(companySizeLabels);
export type CompanySize = keyof typeof companySizeLabels;

/** A side of a match, and what it decided. */
export const matchSides = ["candidate", "recruiter"] as const;
export type MatchSide = (typeof matchSides)[number];
export const matchDecisions = ["like", "pass"] as const;
export type MatchDecision = (typeof matchDecisions)[number];

/** Levels a spoken language may carry: the CEFR's (A1–C2), or the words people use. */
export const languageLevelLabels = {
  Notions: "Notions",
  A1: "A1 — Débutant",
  A2: "A2 — Élémentaire",
  B1: "B1 — Intermédiaire",
  B2: "B2 — Avancé",
  C1: "C1 — Autonome",
  C2: "C2 — Maîtrise",
  Intermédiaire: "Intermédiaire",
  Courant: "Courant",
  Bilingue: "Bilingue",
  "Langue maternelle": "Langue maternelle",
} as const;
export const languageLevelCodes = codesOf(languageLevelLabels);
export type LanguageLevel = keyof typeof languageLevelLabels;

export { isOneLine, oneLineMessage } from "./one-line.ts";
export { countOf, isSingular } from "./plural.ts";

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

/** One code's words: its label, and as needed how it reads inside a sentence and in the plural. */
interface Term {
  readonly label: string;
  readonly phrase?: string;
  readonly plural?: string;
}

type Terms = Readonly<Record<string, Term>>;

/** The codes of a concept, in their order of display. */
type Codes<T extends Terms> = readonly [keyof T & string, ...(keyof T & string)[]];

/** Each code's label. */
type LabelsOf<T extends Terms> = { readonly [C in keyof T & string]: T[C]["label"] };

/** Each code's phrase, for the codes that have one. */
type PhrasesOf<T extends Terms> = {
  readonly [C in keyof T & string as T[C] extends { phrase: string } ? C : never]: T[C] extends { phrase: infer P }
    ? P
    : never;
};

/** Each code's plural, for the codes that have one. */
type PluralsOf<T extends Terms> = {
  readonly [C in keyof T & string as T[C] extends { plural: string } ? C : never]: T[C] extends { plural: infer P }
    ? P
    : never;
};

/** A concept of the vocabulary: what it is called, its codes, and their labels, phrases and plurals. */
export interface Concept<T extends Terms = Terms> {
  /** How the concept is named (in the administrators' questionnaire editor). */
  readonly title: string;
  readonly codes: Codes<T>;
  readonly labels: LabelsOf<T>;
  readonly phrases: PhrasesOf<T>;
  readonly plurals: PluralsOf<T>;
}

function pick<T extends Terms>(terms: T, key: "label" | "phrase" | "plural") {
  return Object.fromEntries(
    Object.entries(terms).flatMap(([code, term]) => (term[key] === undefined ? [] : [[code, term[key]]])),
  );
}

function concept<const T extends Terms>(title: string, terms: T): Concept<T> {
  return {
    title,
    codes: Object.keys(terms) as unknown as Codes<T>,
    labels: pick(terms, "label") as LabelsOf<T>,
    phrases: pick(terms, "phrase") as PhrasesOf<T>,
    plurals: pick(terms, "plural") as PluralsOf<T>,
  };
}

/**
 * Contract types of an offer and of a candidate's wishes. « Alternance » covers apprenticeship and
 * professionalisation contracts. The phrase ends « Je recherche … ».
 */
const contractType = concept("Types de contrat", {
  CDI: { label: "CDI", phrase: "un CDI" },
  CDD: { label: "CDD", phrase: "un CDD" },
  intérim: { label: "Intérim", phrase: "des missions d'intérim" },
  alternance: { label: "Alternance", phrase: "une alternance" },
  stage: { label: "Stage", phrase: "un stage" },
  freelance: { label: "Freelance", phrase: "des missions en freelance" },
});
export const contractTypes = contractType.codes;
export const contractTypeLabels = contractType.labels;
export const contractTypePhrases = contractType.phrases;
export type ContractType = (typeof contractTypes)[number];

/** How an offer is worked: on site, partly remote, fully remote. The phrase follows « Poste … ». */
const remoteMode = concept("Modes de travail", {
  onsite: { label: "Sur site", phrase: "sur site" },
  hybrid: { label: "Hybride", phrase: "hybride" },
  remote: { label: "Télétravail complet", phrase: "en télétravail complet" },
});
export const remoteModes = remoteMode.codes;
export const remoteModeLabels = remoteMode.labels;
export const remoteModePhrases = remoteMode.phrases;
export type RemoteMode = (typeof remoteModes)[number];

/** What a candidate prefers: one of the modes, or any. The phrase comes before « souhaité ». */
const remotePreference = concept("Modes de travail souhaités", {
  onsite: { label: remoteModeLabels.onsite, phrase: "travail sur site" },
  hybrid: { label: remoteModeLabels.hybrid, phrase: "mode hybride" },
  remote: { label: remoteModeLabels.remote, phrase: "télétravail complet" },
  any: { label: "Indifférent" },
});
export const remotePreferences = remotePreference.codes;
export const remotePreferenceLabels = remotePreference.labels;
export const remotePreferencePhrases = remotePreference.phrases;
export type RemotePreference = (typeof remotePreferences)[number];

/** Who a user is (spec §3, §6); administrators are created by hand, never by sign-up. */
const profileType = concept("Types de compte", {
  candidate: { label: "Candidat", plural: "Candidats" },
  recruiter: { label: "Recruteur", plural: "Recruteurs" },
  admin: { label: "Administrateur", plural: "Administrateurs" },
});
export const profileTypes = profileType.codes;
export const profileTypeLabels = profileType.labels;
export const profileTypePlurals = profileType.plurals;
export type ProfileType = (typeof profileTypes)[number];
/** The types a person chooses at sign-up. */
export const selfServiceProfileTypes = ["candidate", "recruiter"] as const satisfies readonly ProfileType[];
export type SelfServiceProfileType = (typeof selfServiceProfileTypes)[number];

/** A subscription's statuses, as the payment provider (Stripe) names them. The phrase follows « Abonnement … ». */
const subscriptionStatus = concept("États d'abonnement", {
  active: { label: "Active", phrase: "actif" },
  trialing: { label: "Période d'essai", phrase: "en période d'essai" },
  canceled: { label: "Résiliée", phrase: "résilié" },
  incomplete: { label: "Paiement à finaliser", phrase: "incomplet" },
  incomplete_expired: { label: "Paiement expiré", phrase: "expiré avant paiement" },
  past_due: { label: "Paiement en retard", phrase: "en retard de paiement" },
  unpaid: { label: "Impayée", phrase: "impayé" },
  paused: { label: "En pause", phrase: "suspendu" },
});
export const subscriptionStatuses = subscriptionStatus.codes;
export const subscriptionStatusLabels = subscriptionStatus.labels;
export const subscriptionStatusPhrases = subscriptionStatus.phrases;
export type SubscriptionStatus = (typeof subscriptionStatuses)[number];
/** Spec §4: these statuses count as valid while `current_period_end` is in the future. */
export const validSubscriptionStatuses = [
  "active",
  "trialing",
  "canceled",
] as const satisfies readonly SubscriptionStatus[];

/** An offer's life: written, visible to candidates, then closed. The phrase follows its title: « Comptable (brouillon) ». */
const jobStatus = concept("États d'une offre", {
  draft: { label: "Brouillon", phrase: "brouillon" },
  published: { label: "Publiée", phrase: "publiée" },
  closed: { label: "Clôturée", phrase: "clôturée" },
});
export const jobStatuses = jobStatus.codes;
export const jobStatusLabels = jobStatus.labels;
export const jobStatusPhrases = jobStatus.phrases;
export type JobStatus = (typeof jobStatuses)[number];

/**
 * The hiring workflow's stages (DESIGN §5): a mutual match enters at the first; hired and rejected
 * end it, and so does the candidate withdrawing (a stage only the candidate's side reaches).
 */
const workflowStage = concept("Étapes du recrutement", {
  new_match: { label: "Nouveau match" },
  shortlisted: { label: "Présélection" },
  interview: { label: "Entretien" },
  offer: { label: "Offre" },
  hired: { label: "Embauché" },
  rejected: { label: "Refusé" },
  withdrawn: { label: "Retirée" },
});
export const workflowStages = workflowStage.codes;
export const workflowStageLabels = workflowStage.labels;
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
const refusalReason = concept("Motifs de refus", {
  skills: { label: "Les compétences ne correspondent pas au poste" },
  experience: { label: "L'expérience ne correspond pas au poste" },
  salary: { label: "Les attentes salariales dépassent le budget du poste" },
  location: { label: "Le lieu de travail ou la mobilité ne conviennent pas" },
  other_candidate: { label: "Un autre candidat a été retenu" },
  position_closed: { label: "Le recrutement est suspendu ou annulé" },
  no_response: { label: "Sans suite" },
  other: { label: "Autre motif" },
});
export const refusalReasons = refusalReason.codes;
export const refusalReasonLabels = refusalReason.labels;
export type RefusalReason = (typeof refusalReasons)[number];
export type RecruiterRefusalReason = Exclude<RefusalReason, "no_response">;
/** The reasons a recruiter picks from. */
export const recruiterRefusalReasons = refusalReasons.filter(
  (reason): reason is RecruiterRefusalReason => reason !== "no_response",
);

/** Who a piece of content (news, FAQ, page, questionnaire) is for. */
const audience = concept("Publics", {
  all: { label: "Tous" },
  candidate: { label: profileTypePlurals.candidate },
  recruiter: { label: profileTypePlurals.recruiter },
});
export const audiences = audience.codes;
export const audienceLabels = audience.labels;
export type Audience = (typeof audiences)[number];

/**
 * A company's head count, in the bands INSEE uses. The phrase follows « [the company] est … » in
 * the draft of its description.
 */
const companySize = concept("Effectifs", {
  "1-9": { label: "1 à 9 salariés", phrase: "une équipe de moins de dix personnes" },
  "10-49": { label: "10 à 49 salariés", phrase: "une entreprise de 10 à 49 salariés" },
  "50-249": { label: "50 à 249 salariés", phrase: "une entreprise de 50 à 249 salariés" },
  "250-999": { label: "250 à 999 salariés", phrase: "une entreprise de 250 à 999 salariés" },
  "1000+": { label: "1 000 salariés et plus", phrase: "une entreprise de plus de 1 000 salariés" },
});
export const companySizes = companySize.codes;
export const companySizeLabels = companySize.labels;
export const companySizePhrases = companySize.phrases;
export type CompanySize = (typeof companySizes)[number];

/** A company's broad sector, as the recruiter questionnaire asks it and NAF divisions group into. */
const sector = concept("Secteurs d'activité", {
  Numérique: { label: "Numérique" },
  Industrie: { label: "Industrie" },
  Commerce: { label: "Commerce et distribution" },
  Santé: { label: "Santé et social" },
  Finance: { label: "Banque, assurance et finance" },
  Conseil: { label: "Conseil et services aux entreprises" },
  Transport: { label: "Transport et logistique" },
  BTP: { label: "Bâtiment et travaux publics" },
  Hôtellerie: { label: "Hôtellerie et restauration" },
  Énergie: { label: "Énergie et environnement" },
  Éducation: { label: "Éducation et formation" },
  Autre: { label: "Autre secteur" },
});
export const sectors = sector.codes;
export const sectorLabels = sector.labels;
export type Sector = (typeof sectors)[number];

// A company's culture, as the company analyzer asks it (questionnaire « companyAnalyzer »): each
// label is the answer as the questionnaire offers it and the company card shows it; each phrase
// is how the draft of the company's description says it.

const managementStyle = concept("Styles de management", {
  autonomie: { label: "Autonomie et confiance", phrase: "Le management repose sur l'autonomie et la confiance." },
  accompagnement: {
    label: "Accompagnement au quotidien",
    phrase: "Chacun est accompagné au quotidien par son manager.",
  },
  cadre: {
    label: "Objectifs et cadre clairs",
    phrase: "Des objectifs et un cadre clairs guident le travail de chacun.",
  },
  collectif: { label: "Décisions prises collectivement", phrase: "Les décisions se prennent collectivement." },
});
export const managementStyles = managementStyle.codes;
export const managementStyleLabels = managementStyle.labels;
export const managementStylePhrases = managementStyle.phrases;

const workPace = concept("Rythmes de travail", {
  soutenu: { label: "Soutenu, avec des pics d'activité", phrase: "Le rythme est soutenu, avec des pics d'activité." },
  regulier: { label: "Régulier et prévisible", phrase: "Le rythme de travail est régulier et prévisible." },
  projet: { label: "Rythmé par les projets", phrase: "Le travail est rythmé par les projets." },
});
export const workPaces = workPace.codes;
export const workPaceLabels = workPace.labels;
export const workPacePhrases = workPace.phrases;

/** The phrase follows « Ce qui nous guide : ». */
const companyValue = concept("Valeurs d'entreprise", {
  bienveillance: { label: "Bienveillance", phrase: "la bienveillance" },
  exigence: { label: "Exigence", phrase: "l'exigence" },
  innovation: { label: "Innovation", phrase: "l'innovation" },
  transparence: { label: "Transparence", phrase: "la transparence" },
  rse: { label: "Responsabilité sociale et environnementale", phrase: "la responsabilité sociale et environnementale" },
  equipe: { label: "Esprit d'équipe", phrase: "l'esprit d'équipe" },
  client: { label: "Sens du client", phrase: "le sens du client" },
});
export const companyValues = companyValue.codes;
export const companyValueLabels = companyValue.labels;
export const companyValuePhrases = companyValue.phrases;

const teamSize = concept("Tailles d'équipe", {
  "1-5": { label: "1 à 5 personnes", phrase: "Vous rejoindrez une équipe de 1 à 5 personnes." },
  "6-15": { label: "6 à 15 personnes", phrase: "Vous rejoindrez une équipe de 6 à 15 personnes." },
  "16+": { label: "Plus de 15 personnes", phrase: "Vous rejoindrez une équipe de plus de 15 personnes." },
});
export const teamSizes = teamSize.codes;
export const teamSizeLabels = teamSize.labels;
export const teamSizePhrases = teamSize.phrases;

/** The phrase is an item of the draft's list of benefits. */
const benefit = concept("Avantages", {
  mutuelle: { label: "Mutuelle prise en charge", phrase: "Une mutuelle prise en charge" },
  tickets: { label: "Titres-restaurant", phrase: "Des titres-restaurant" },
  interessement: { label: "Intéressement ou participation", phrase: "De l'intéressement ou de la participation" },
  horaires: { label: "Horaires flexibles", phrase: "Des horaires flexibles" },
  rtt: { label: "Jours de RTT", phrase: "Des jours de RTT" },
  transport: {
    label: "Transports ou mobilité durable pris en charge",
    phrase: "Des transports ou une mobilité durable pris en charge",
  },
  formation: { label: "Budget formation", phrase: "Un budget formation" },
  sport: { label: "Sport et bien-être", phrase: "Du sport et du bien-être" },
});
export const benefits = benefit.codes;
export const benefitLabels = benefit.labels;
export const benefitPhrases = benefit.phrases;

const onboardingStyle = concept("Accueils des nouveaux arrivants", {
  parrain: {
    label: "Un parrain ou une marraine accompagne chaque arrivée",
    phrase: "À votre arrivée, un parrain ou une marraine vous accompagne.",
  },
  parcours: {
    label: "Un parcours d'intégration structuré",
    phrase: "À votre arrivée, un parcours d'intégration structuré vous attend.",
  },
  terrain: {
    label: "Directement sur le terrain, avec l'équipe",
    phrase: "À votre arrivée, vous découvrez le métier directement sur le terrain, avec l'équipe.",
  },
});
export const onboardingStyles = onboardingStyle.codes;
export const onboardingStyleLabels = onboardingStyle.labels;
export const onboardingStylePhrases = onboardingStyle.phrases;

const hiringProcess = concept("Déroulements du recrutement", {
  un: { label: "Un entretien", phrase: "Notre recrutement tient en un entretien." },
  deux: { label: "Deux entretiens", phrase: "Notre recrutement se déroule en deux entretiens." },
  cas: {
    label: "Des entretiens et une mise en situation",
    phrase: "Notre recrutement associe des entretiens et une mise en situation.",
  },
});
export const hiringProcesses = hiringProcess.codes;
export const hiringProcessLabels = hiringProcess.labels;
export const hiringProcessPhrases = hiringProcess.phrases;

/** A side of a match, and what it decided. */
export const matchSides = ["candidate", "recruiter"] as const;
export type MatchSide = (typeof matchSides)[number];
export const matchDecisions = ["like", "pass"] as const;
export type MatchDecision = (typeof matchDecisions)[number];

/** Levels a spoken language may carry: the CEFR's (A1–C2), or the words people use. */
const languageLevel = concept("Niveaux de langue", {
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
export const languageLevelCodes = languageLevel.codes;
export const languageLevelLabels = languageLevel.labels;
export type LanguageLevel = (typeof languageLevelCodes)[number];

/**
 * Every concept, by the name a questionnaire's choice question gives to offer its codes and labels
 * (`"vocabulary": "contractTypes"`) rather than copy them.
 */
export const vocabularies = {
  contractTypes: contractType,
  remoteModes: remoteMode,
  remotePreferences: remotePreference,
  profileTypes: profileType,
  subscriptionStatuses: subscriptionStatus,
  jobStatuses: jobStatus,
  workflowStages: workflowStage,
  refusalReasons: refusalReason,
  audiences: audience,
  companySizes: companySize,
  sectors: sector,
  managementStyles: managementStyle,
  workPaces: workPace,
  companyValues: companyValue,
  teamSizes: teamSize,
  benefits: benefit,
  onboardingStyles: onboardingStyle,
  hiringProcesses: hiringProcess,
  languageLevels: languageLevel,
} as const satisfies Record<string, Concept>;
export type VocabularyName = keyof typeof vocabularies;

/** Whether `name` is the name of a concept of the vocabulary. */
export const isVocabularyName = (name: unknown): name is VocabularyName =>
  typeof name === "string" && Object.hasOwn(vocabularies, name);

/** A concept's codes with their labels, in order: the options of a choice question naming it. */
export function vocabularyOptions(name: VocabularyName): { value: string; label: string }[] {
  const { codes, labels } = vocabularies[name] as Concept;
  return codes.map((code) => ({ value: code, label: (labels as Record<string, string>)[code]! }));
}

export { isOneLine, oneLineMessage } from "./one-line.ts";
export { countOf, isSingular } from "./plural.ts";

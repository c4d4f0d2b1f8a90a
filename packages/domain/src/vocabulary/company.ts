// The vocabulary of a company's card and of its analyzer: sector, management, pace, values, team,
// benefits, onboarding and hiring. Apart from the rest, so the pages that never show a company's
// culture do not load its words.
import { concept, view } from "./concept.ts";

/** A company's broad sector, as the recruiter questionnaire asks it and NAF divisions group into. */
export const sector = concept("Secteurs d'activité", {
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
export const sectors = view(sector, "codes");
export const sectorLabels = view(sector, "labels");
export type Sector = (typeof sectors)[number];

// A company's culture, as the company analyzer asks it (questionnaire « companyAnalyzer »): each
// label is the answer as the questionnaire offers it and the company card shows it; each phrase
// is how the draft of the company's description says it.

export const managementStyle = concept("Styles de management", {
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
export const managementStyles = view(managementStyle, "codes");
export const managementStyleLabels = view(managementStyle, "labels");
export const managementStylePhrases = view(managementStyle, "phrases");

export const workPace = concept("Rythmes de travail", {
  soutenu: { label: "Soutenu, avec des pics d'activité", phrase: "Le rythme est soutenu, avec des pics d'activité." },
  regulier: { label: "Régulier et prévisible", phrase: "Le rythme de travail est régulier et prévisible." },
  projet: { label: "Rythmé par les projets", phrase: "Le travail est rythmé par les projets." },
});
export const workPaces = view(workPace, "codes");
export const workPaceLabels = view(workPace, "labels");
export const workPacePhrases = view(workPace, "phrases");

/** The phrase follows « Ce qui nous guide : ». */
export const companyValue = concept("Valeurs d'entreprise", {
  bienveillance: { label: "Bienveillance", phrase: "la bienveillance" },
  exigence: { label: "Exigence", phrase: "l'exigence" },
  innovation: { label: "Innovation", phrase: "l'innovation" },
  transparence: { label: "Transparence", phrase: "la transparence" },
  rse: { label: "Responsabilité sociale et environnementale", phrase: "la responsabilité sociale et environnementale" },
  equipe: { label: "Esprit d'équipe", phrase: "l'esprit d'équipe" },
  client: { label: "Sens du client", phrase: "le sens du client" },
});
export const companyValues = view(companyValue, "codes");
export const companyValueLabels = view(companyValue, "labels");
export const companyValuePhrases = view(companyValue, "phrases");

export const teamSize = concept("Tailles d'équipe", {
  "1-5": { label: "1 à 5 personnes", phrase: "Vous rejoindrez une équipe de 1 à 5 personnes." },
  "6-15": { label: "6 à 15 personnes", phrase: "Vous rejoindrez une équipe de 6 à 15 personnes." },
  "16+": { label: "Plus de 15 personnes", phrase: "Vous rejoindrez une équipe de plus de 15 personnes." },
});
export const teamSizes = view(teamSize, "codes");
export const teamSizeLabels = view(teamSize, "labels");
export const teamSizePhrases = view(teamSize, "phrases");

/** The phrase is an item of the draft's list of benefits. */
export const benefit = concept("Avantages", {
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
export const benefits = view(benefit, "codes");
export const benefitLabels = view(benefit, "labels");
export const benefitPhrases = view(benefit, "phrases");

export const onboardingStyle = concept("Accueils des nouveaux arrivants", {
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
export const onboardingStyles = view(onboardingStyle, "codes");
export const onboardingStyleLabels = view(onboardingStyle, "labels");
export const onboardingStylePhrases = view(onboardingStyle, "phrases");

export const hiringProcess = concept("Déroulements du recrutement", {
  un: { label: "Un entretien", phrase: "Notre recrutement tient en un entretien." },
  deux: { label: "Deux entretiens", phrase: "Notre recrutement se déroule en deux entretiens." },
  cas: {
    label: "Des entretiens et une mise en situation",
    phrase: "Notre recrutement associe des entretiens et une mise en situation.",
  },
});
export const hiringProcesses = view(hiringProcess, "codes");
export const hiringProcessLabels = view(hiringProcess, "labels");
export const hiringProcessPhrases = view(hiringProcess, "phrases");

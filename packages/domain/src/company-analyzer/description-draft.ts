// The company description's first draft, written in French from the culture questionnaire's answers.
// Only tags the rich text rule allows (p, strong, ul, li); every answer typed by the recruiter is escaped.
import { escapeHtml } from "@fuse/html";

/** What the draft starts from: the company as described, and the culture answers by question id. */
export interface CompanyDraftInput {
  company: { name?: string | null; city?: string | null; sector?: string | null; size?: string | null };
  culture: Readonly<Record<string, unknown>>;
}

const sizes: Record<string, string> = {
  "1-9": "une équipe de moins de dix personnes",
  "10-49": "une entreprise de 10 à 49 salariés",
  "50-249": "une entreprise de 50 à 249 salariés",
  "250-999": "une entreprise de 250 à 999 salariés",
  "1000+": "une entreprise de plus de 1 000 salariés",
};

const management: Record<string, string> = {
  autonomie: "Le management repose sur l'autonomie et la confiance.",
  accompagnement: "Chacun est accompagné au quotidien par son manager.",
  cadre: "Des objectifs et un cadre clairs guident le travail de chacun.",
  collectif: "Les décisions se prennent collectivement.",
};

const pace: Record<string, string> = {
  soutenu: "Le rythme est soutenu, avec des pics d'activité.",
  regulier: "Le rythme de travail est régulier et prévisible.",
  projet: "Le travail est rythmé par les projets.",
};

const remotePolicy: Record<string, string> = {
  aucun: "Le travail se fait sur site, au contact de l'équipe.",
  partiel: "Le télétravail est possible un à deux jours par semaine.",
  majoritaire: "Le télétravail est majoritaire.",
  total: "L'équipe travaille entièrement à distance.",
};

const values: Record<string, string> = {
  bienveillance: "la bienveillance",
  exigence: "l'exigence",
  innovation: "l'innovation",
  transparence: "la transparence",
  rse: "la responsabilité sociale et environnementale",
  equipe: "l'esprit d'équipe",
  client: "le sens du client",
};

const teamSizes: Record<string, string> = {
  "1-5": "Vous rejoindrez une équipe de 1 à 5 personnes.",
  "6-15": "Vous rejoindrez une équipe de 6 à 15 personnes.",
  "16+": "Vous rejoindrez une équipe de plus de 15 personnes.",
};

const benefits: Record<string, string> = {
  mutuelle: "Une mutuelle prise en charge",
  tickets: "Des titres-restaurant",
  interessement: "De l'intéressement ou de la participation",
  horaires: "Des horaires flexibles",
  rtt: "Des jours de RTT",
  transport: "Des transports ou une mobilité durable pris en charge",
  formation: "Un budget formation",
  sport: "Du sport et du bien-être",
};

const onboarding: Record<string, string> = {
  parrain: "À votre arrivée, un parrain ou une marraine vous accompagne.",
  parcours: "À votre arrivée, un parcours d'intégration structuré vous attend.",
  terrain: "À votre arrivée, vous découvrez le métier directement sur le terrain, avec l'équipe.",
};

const hiringProcess: Record<string, string> = {
  un: "Notre recrutement tient en un entretien.",
  deux: "Notre recrutement se déroule en deux entretiens.",
  cas: "Notre recrutement associe des entretiens et une mise en situation.",
};

/** Text between tags: quotes need no escaping there, and the draft stays readable. */
const asTyped = { quotes: "none" } as const;

const textOf = (value: unknown) => (typeof value === "string" ? value.trim() : "");
const pick = (table: Record<string, string>, value: unknown) => (typeof value === "string" ? table[value] : undefined);
const listOf = (value: unknown) => (Array.isArray(value) ? value.filter((item) => typeof item === "string") : []);

/** « a, b et c ». */
function enumerate(items: readonly string[]) {
  return items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} et ${items.at(-1)}`;
}

/** A paragraph of the sentences given, or nothing when none is. */
function paragraph(...sentences: (string | undefined)[]) {
  const kept = sentences.filter((sentence): sentence is string => Boolean(sentence));
  return kept.length > 0 ? `<p>${kept.map((sentence) => escapeHtml(sentence, asTyped)).join(" ")}</p>` : "";
}

/** A section: its title in bold, then its body; nothing when the body is empty. */
function section(title: string, body: string) {
  return body ? `<p><strong>${escapeHtml(title, asTyped)}</strong></p>${body}` : "";
}

/** A paragraph of the recruiter's own words, line breaks kept. */
function ownWords(text: string) {
  return text ? `<p>${escapeHtml(text, asTyped).replace(/\r?\n+/g, "<br>")}</p>` : "";
}

/**
 * The description's draft: an introduction (name, size, sector, city), then one section per theme
 * answered — ways of working, values, team, benefits, joining us — in French. Pure: the same answers
 * always give the same text, which the recruiter then edits.
 */
export function composeCompanyDescription({ company, culture }: CompanyDraftInput): string {
  const name = textOf(company.name) || "Notre entreprise";
  const size = pick(sizes, company.size);
  const sector = textOf(company.sector);
  const city = textOf(company.city);
  const intro =
    `${name} est ${size ?? "une entreprise"}` +
    `${sector ? ` du secteur ${sector.toLocaleLowerCase("fr")}` : ""}` +
    `${city ? `, installée à ${city}` : ""}.`;

  const chosenValues = listOf(culture.values)
    .map((value) => values[value])
    .filter((value): value is string => Boolean(value));
  const training = typeof culture.training === "number" ? culture.training : 0;
  const chosenBenefits = listOf(culture.benefits)
    .map((value) => benefits[value])
    .filter((value): value is string => Boolean(value));

  return [
    paragraph(intro),
    section(
      "Notre façon de travailler",
      paragraph(
        pick(management, culture.management),
        pick(pace, culture.pace),
        pick(remotePolicy, culture.remotePolicy),
      ),
    ),
    section(
      "Nos valeurs",
      paragraph(
        chosenValues.length > 0 ? `Ce qui nous guide : ${enumerate(chosenValues)}.` : undefined,
        training >= 4
          ? "La formation tient une place essentielle : chacun continue d'apprendre."
          : training === 3
            ? "La formation fait partie du parcours de chacun."
            : undefined,
      ),
    ),
    section("L'équipe", paragraph(pick(teamSizes, culture.teamSize)) + ownWords(textOf(culture.team))),
    section(
      "Nos avantages",
      chosenBenefits.length > 0
        ? `<ul>${chosenBenefits.map((item) => `<li>${escapeHtml(item, asTyped)}</li>`).join("")}</ul>`
        : "",
    ),
    section(
      "Nous rejoindre",
      paragraph(pick(onboarding, culture.onboarding), pick(hiringProcess, culture.hiringProcess)) +
        ownWords(textOf(culture.unique)),
    ),
  ].join("");
}

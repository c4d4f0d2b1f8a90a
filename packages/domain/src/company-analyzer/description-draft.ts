// The company description's first draft, written in French from the culture questionnaire's answers.
// Only tags the rich text rule allows (p, strong, ul, li); every answer typed by the recruiter is escaped.
import { escapeHtml } from "@fuse/html";

import {
  benefitPhrases,
  companyValuePhrases,
  hiringProcessPhrases,
  managementStylePhrases,
  onboardingStylePhrases,
  teamSizePhrases,
  workPacePhrases,
} from "../vocabulary/company.ts";
import { companySizePhrases, type RemoteMode } from "../vocabulary/index.ts";

/** What the draft starts from: the company as described, and the culture answers by question id. */
export interface CompanyDraftInput {
  company: { name?: string | null; city?: string | null; sector?: string | null; size?: string | null };
  culture: Readonly<Record<string, unknown>>;
}

/** The company's way of working with the remote modes (`remotePolicy`), as the draft says it. */
const remotePolicy: Record<RemoteMode, string> = {
  onsite: "Le travail se fait sur site, au contact de l'équipe.",
  hybrid: "Le télétravail est possible une partie de la semaine.",
  remote: "L'équipe travaille entièrement à distance.",
};

/** Text between tags: quotes need no escaping there, and the draft stays readable. */
const asTyped = { quotes: "none" } as const;

const textOf = (value: unknown) => (typeof value === "string" ? value.trim() : "");
const pick = (table: Readonly<Record<string, string>>, value: unknown) =>
  typeof value === "string" && Object.hasOwn(table, value) ? table[value] : undefined;
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
  const size = pick(companySizePhrases, company.size);
  const sector = textOf(company.sector);
  const city = textOf(company.city);
  const intro =
    `${name} est ${size ?? "une entreprise"}` +
    `${sector ? ` du secteur ${sector.toLocaleLowerCase("fr")}` : ""}` +
    `${city ? `, installée à ${city}` : ""}.`;

  const chosenValues = listOf(culture.values)
    .map((value) => pick(companyValuePhrases, value))
    .filter((value): value is string => Boolean(value));
  const training = typeof culture.training === "number" ? culture.training : 0;
  const chosenBenefits = listOf(culture.benefits)
    .map((value) => pick(benefitPhrases, value))
    .filter((value): value is string => Boolean(value));

  return [
    paragraph(intro),
    section(
      "Notre façon de travailler",
      paragraph(
        pick(managementStylePhrases, culture.management),
        pick(workPacePhrases, culture.pace),
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
    section("L'équipe", paragraph(pick(teamSizePhrases, culture.teamSize)) + ownWords(textOf(culture.team))),
    section(
      "Nos avantages",
      chosenBenefits.length > 0
        ? `<ul>${chosenBenefits.map((item) => `<li>${escapeHtml(item, asTyped)}</li>`).join("")}</ul>`
        : "",
    ),
    section(
      "Nous rejoindre",
      paragraph(pick(onboardingStylePhrases, culture.onboarding), pick(hiringProcessPhrases, culture.hiringProcess)) +
        ownWords(textOf(culture.unique)),
    ),
  ].join("");
}

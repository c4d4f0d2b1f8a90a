import { contractTypeLabels, type ContractType } from "../../vocabulary/index.ts";

/**
 * What a candidate told us about themselves, as the portrait's draft uses it: their profile and
 * their own answers to the questionnaire's optional questions. Anything missing is left out.
 */
export interface PortraitFacts {
  firstName?: string | null;
  /** The trade they look for (`target_title`), else their headline. */
  targetTitle?: string | null;
  headline?: string | null;
  experienceYears?: number | null;
  city?: string | null;
  contractTypes?: readonly string[] | null;
  skills?: readonly string[] | null;
  languages?: readonly string[] | null;
  /** « Qu'est-ce qui vous motive dans votre travail ? », in their words. */
  motivation?: string | null;
  /** « Racontez une réussite dont vous êtes fier·ère », in their words. */
  achievement?: string | null;
  /** The label of the environment they chose (« Une petite équipe qui avance vite »). */
  environment?: string | null;
}

// Each contract as the end of « Je recherche … » reads it; a code the vocabulary does not know is left out.
const contractPhrases: Record<ContractType, string> = {
  CDI: "un CDI",
  CDD: "un CDD",
  intérim: "des missions d'intérim",
  alternance: "une alternance",
  stage: "un stage",
  freelance: "des missions en freelance",
};

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** Trimmed text with its inner runs of spaces folded; null when nothing is left. */
function clean(text: string | null | undefined): string | null {
  const value = text?.replace(/[ \t\u00a0]+/g, " ").trim();
  return value ? value : null;
}

function cleanList(values: readonly string[] | null | undefined): string[] {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const value of values ?? []) {
    const text = clean(value);
    if (text && !seen.has(text.toLocaleLowerCase("fr"))) {
      seen.add(text.toLocaleLowerCase("fr"));
      kept.push(text);
    }
  }
  return kept;
}

/** « a », « a et b », « a, b et c » (or « ou »). */
export function frenchList(items: readonly string[], conjunction: "et" | "ou" = "et"): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} ${conjunction} ${items.at(-1)}`;
}

/** Language names are written in lower case in a French sentence (« je parle anglais »). */
function languageInSentence(language: string) {
  return language.charAt(0).toLocaleLowerCase("fr") + language.slice(1);
}

/** A chosen label inside a sentence: lower-case first letter unless it is an acronym. */
function labelInSentence(label: string) {
  if (/^\p{Lu}{2}/u.test(label)) return label;
  return label.charAt(0).toLocaleLowerCase("fr") + label.slice(1);
}

const endWithPeriod = (text: string) => (/[.!?…]$/.test(text) ? text : `${text}.`);

/** Their own text, escaped, each line kept as a line. */
function ownWords(text: string) {
  return text
    .split(/\r?\n/)
    .map((line) => clean(line))
    .filter((line): line is string => line !== null)
    .map(escapeHtml)
    .join("<br>");
}

function experienceSentence(years: number) {
  if (years <= 0) return "Je débute dans ce métier.";
  return `J'ai ${years} an${years > 1 ? "s" : ""} d'expérience dans ce métier.`;
}

/**
 * A first draft of the candidate's portrait, in French and in the first person, made only of the
 * facts they gave: a template to edit, never invented qualities. Missing facts are left out; the
 * wording never agrees in gender (« j'habite à », not « basé·e à »; no « passionné »). Returns
 * HTML within the sanitising rule (p, ul, li, strong, br), every fact escaped; "" when there is
 * nothing to say.
 */
export function composePortraitDraft(facts: PortraitFacts): string {
  const paragraphs: string[] = [];

  const firstName = clean(facts.firstName);
  const trade = clean(facts.targetTitle) ?? clean(facts.headline);
  const years =
    typeof facts.experienceYears === "number" && Number.isFinite(facts.experienceYears)
      ? Math.max(0, Math.floor(facts.experienceYears))
      : null;
  const city = clean(facts.city);

  const intro: string[] = [];
  if (firstName) intro.push(`Je m'appelle ${escapeHtml(firstName)}.`);
  if (trade) intro.push(`Mon métier : ${escapeHtml(endWithPeriod(trade))}`);
  if (years !== null) intro.push(experienceSentence(years));
  if (city) intro.push(`J'habite à ${escapeHtml(city)}.`);
  if (intro.length > 0) paragraphs.push(`<p>${intro.join(" ")}</p>`);

  const contracts = [...new Set(facts.contractTypes ?? [])]
    .filter((code): code is ContractType => Object.hasOwn(contractTypeLabels, code))
    .map((code) => contractPhrases[code]);
  if (contracts.length > 0) paragraphs.push(`<p>Je recherche ${frenchList(contracts, "ou")}.</p>`);

  const skills = cleanList(facts.skills);
  if (skills.length > 0) {
    paragraphs.push(
      `<p><strong>Mes compétences</strong></p><ul>${skills.map((skill) => `<li>${escapeHtml(skill)}</li>`).join("")}</ul>`,
    );
  }

  const languages = cleanList(facts.languages).map(languageInSentence);
  if (languages.length > 0) paragraphs.push(`<p>Je parle ${escapeHtml(frenchList(languages))}.</p>`);

  const motivation = clean(facts.motivation);
  if (motivation) paragraphs.push(`<p><strong>Ce qui me motive</strong> : ${ownWords(motivation)}</p>`);

  const achievement = clean(facts.achievement);
  if (achievement)
    paragraphs.push(`<p><strong>Une réussite qui me tient à cœur</strong> : ${ownWords(achievement)}</p>`);

  const environment = clean(facts.environment);
  if (environment) {
    paragraphs.push(
      `<p>L'environnement où je donne le meilleur de moi-même : ${escapeHtml(endWithPeriod(labelInSentence(environment)))}</p>`,
    );
  }

  return paragraphs.join("");
}

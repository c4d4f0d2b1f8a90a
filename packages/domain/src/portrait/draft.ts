import { escapeHtml } from "@fuse/html";

import { mergeSkills } from "../analysis/merge-skills.ts";
import { contractTypeLabels, contractTypePhrases, type ContractType } from "../vocabulary/index.ts";
import { countOf } from "../vocabulary/plural.ts";

/**
 * What a candidate told us about themselves, as the portrait's draft uses it: their profile and
 * their own answers to the questionnaire's optional questions. Anything missing is left out.
 */
export interface PortraitFacts {
  firstName?: string | null;
  /** The trade they look for (`target_title`). */
  targetTitle?: string | null;
  /** The ROME family the server found for the trade (`rome_code`): null when no ROME title is close. */
  romeCode?: string | null;
  /** They kept the trade as they typed it, on purpose (not one of the ROME titles). */
  targetTitleConfirmed?: boolean | null;
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

/** The draft's text, escaped for content and double-quoted values alike: its apostrophes stay as typed. */
const asTyped = { quotes: "double" } as const;

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

const lists = {
  et: new Intl.ListFormat("fr", { style: "long", type: "conjunction" }),
  ou: new Intl.ListFormat("fr", { style: "long", type: "disjunction" }),
};

/** « a », « a et b », « a, b et c » (or « ou »), as French writes a list. */
export function frenchList(items: readonly string[], conjunction: "et" | "ou" = "et"): string {
  return lists[conjunction].format(items);
}

/** The first letter in lower case, unless the word is an acronym (« DRH », « SAP FI »). */
function lowerFirst(text: string) {
  if (/^\p{Lu}[\p{Lu}\p{N}]/u.test(text)) return text;
  return text.charAt(0).toLocaleLowerCase("fr") + text.slice(1);
}

const upperFirst = (text: string) => text.charAt(0).toLocaleUpperCase("fr") + text.slice(1);

/**
 * A skill inside a sentence: a common noun (« Comptabilité analytique », « Gestion de projet ») in
 * lower case, a name (« Excel », « React Native », « SAP FI ») as written.
 */
function skillInSentence(skill: string) {
  const [first = "", ...rest] = skill.split(" ");
  // Short words are more often names (« Sage ») than nouns.
  const commonNoun =
    first.length > 4 && /(?:ité|tion|sion|ment|age|ance|ence|ie|ique|ure|ise|isme|erie|ats?)$/u.test(first);
  const nameLike = /\p{Lu}/u.test(first.slice(1)) || rest.some((word) => /\p{Lu}|\d/u.test(word));
  return commonNoun && !nameLike ? lowerFirst(skill) : skill;
}

/** « à Lyon », « au Havre », « aux Sables-d'Olonne »: where one lives, as French says it. */
function inCity(city: string) {
  if (/^Le /u.test(city)) return `au ${city.slice(3)}`;
  if (/^Les /u.test(city)) return `aux ${city.slice(4)}`;
  return `à ${city}`;
}

/**
 * The environment they chose, after « Je donne le meilleur de moi-même »: « dans une petite équipe… »,
 * « sur le terrain… » as it reads; a label of another shape quoted.
 */
function environmentPhrase(label: string) {
  if (/^(?:un|une|des|le|la|les|l['’])\s?/iu.test(label)) return `dans ${lowerFirst(label)}`;
  if (/^(?:sur|en|à|au|aux|avec|dans|chez|auprès|au sein)\b/iu.test(label)) return lowerFirst(label);
  return `dans un environnement de type « ${label} »`;
}

const endWithPeriod = (text: string) => (/[.!?…]$/.test(text) ? text : `${text}.`);

/** Their own text as a paragraph of its own, escaped, each line kept as a line. */
function ownWords(text: string) {
  const lines = text
    .split(/\r?\n/)
    .map((line) => clean(line))
    .filter((line): line is string => line !== null);
  if (lines.length === 0) return null;
  lines[0] = upperFirst(lines[0]!);
  lines[lines.length - 1] = endWithPeriod(lines.at(-1)!);
  return `<p>${lines.map((line) => escapeHtml(line, asTyped)).join("<br>")}</p>`;
}

/**
 * The first sentence: who they are, their trade, their experience and their town, each only when
 * known (« Je suis Léa, comptable avec 6 ans d'expérience, et j'habite à Lyon. »). Never agreed
 * in gender: the draft does not know it.
 */
function introduction(name: string | null, trade: string | null, years: number | null, city: string | null) {
  const experience =
    years === null ? null : years === 0 ? "en début de carrière" : `avec ${countOf(years, "an", "ans")} d'expérience`;
  let sentence: string | null = null;
  let joined = false;
  if (trade) {
    // A ROME title names both genders (« Développeur / Développeuse web »): each in lower case.
    const title = trade.split(" / ").map(lowerFirst).join(" / ");
    const who = name ? `Je suis ${name}, ${title}` : `Je suis ${title}`;
    sentence = experience ? `${who} ${experience}` : who;
  } else if (name) {
    sentence = `Je suis ${name}`;
    if (years !== null) {
      sentence +=
        years === 0
          ? " et je débute ma vie professionnelle"
          : ` et j'ai ${countOf(years, "an", "ans")} d'expérience professionnelle`;
      joined = true;
    }
  } else if (years !== null) {
    sentence =
      years === 0
        ? "Je débute ma vie professionnelle"
        : `J'ai ${countOf(years, "an", "ans")} d'expérience professionnelle`;
  }
  const home = city ? `j'habite ${inCity(city)}` : null;
  if (!sentence) return home ? `${upperFirst(home)}.` : null;
  if (!home) return `${sentence}.`;
  // One « et » per sentence: « Je suis Léa et j'ai 6 ans d'expérience. J'habite à Lyon. »
  if (joined) return `${sentence}. ${upperFirst(home)}.`;
  // After an apposition (« Je suis Léa, comptable… »), a comma closes it before « et ».
  return `${sentence}${sentence.includes(",") ? "," : ""} et ${home}.`;
}

/** Whether the typed trade is a job title: one the ROME knows, or one they chose to keep as typed. */
function tradeOf(facts: PortraitFacts) {
  const title = clean(facts.targetTitle);
  return title && (clean(facts.romeCode) || facts.targetTitleConfirmed === true) ? title : null;
}

/**
 * A first draft of the candidate's portrait, in French and in the first person, made only of the
 * facts they gave: a template to edit, never invented qualities. Written as prose (no « label : »),
 * a missing fact leaves no empty sentence, and nothing agrees in gender (« j'habite à », not
 * « basé·e à »). A trade half typed and neither a ROME title nor kept on purpose is left out.
 * Returns HTML within the sanitising rule (p, br), every fact escaped; "" when there is nothing to say.
 */
export function composePortraitDraft(facts: PortraitFacts): string {
  const paragraphs: string[] = [];

  const firstName = clean(facts.firstName);
  const years =
    typeof facts.experienceYears === "number" && Number.isFinite(facts.experienceYears)
      ? Math.max(0, Math.floor(facts.experienceYears))
      : null;
  const intro = introduction(firstName, tradeOf(facts), years, clean(facts.city));

  const about: string[] = intro ? [intro] : [];
  const contracts = [...new Set(facts.contractTypes ?? [])]
    .filter((code): code is ContractType => Object.hasOwn(contractTypeLabels, code))
    .map((code) => contractTypePhrases[code]);
  if (contracts.length > 0) about.push(`Je recherche ${frenchList(contracts, "ou")}.`);
  if (about.length > 0) paragraphs.push(`<p>${escapeHtml(about.join(" "), asTyped)}</p>`);

  const skills = mergeSkills(facts.skills).map(skillInSentence);
  const languages = cleanList(facts.languages).map(lowerFirst);
  const abilities: string[] = [];
  if (skills.length > 0) abilities.push(`J'ai des compétences en ${frenchList(skills)}.`);
  if (languages.length > 0) abilities.push(`Je parle ${frenchList(languages)}.`);
  if (abilities.length > 0) paragraphs.push(`<p>${escapeHtml(abilities.join(" "), asTyped)}</p>`);

  for (const answer of [facts.motivation, facts.achievement]) {
    const text = clean(answer);
    const paragraph = text ? ownWords(text) : null;
    if (paragraph) paragraphs.push(paragraph);
  }

  const environment = clean(facts.environment);
  if (environment)
    paragraphs.push(
      `<p>${escapeHtml(`Je donne le meilleur de moi-même ${environmentPhrase(environment)}.`, asTyped)}</p>`,
    );

  return paragraphs.join("");
}

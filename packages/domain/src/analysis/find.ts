import { groupKey, synonymGroups } from "../matching/normalise.ts";
import type { LanguageLevel } from "../vocabulary/index.ts";
import { everyLanguageName, languageNames, levelWords } from "./languages.ts";
import { exactSkills, skillDictionary } from "./skills.ts";

/** Lower case, accents removed, apostrophes made one: how texts and dictionaries are compared. */
export function fold(text: string): string {
  return text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .replace(/[’ʼ`]/g, "'")
    .replace(/œ/g, "oe")
    .replace(/æ/g, "ae");
}

/** Text as a regular expression that matches it literally. */
export const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
/** A word edge that keeps "C++", "C#" and ".NET" whole. */
const edge = "[\\p{L}\\p{N}+#]";
const wordPattern = (spelling: string, flags: string) =>
  new RegExp(`(?<!${edge}|\\.(?=\\p{L}))${escape(spelling)}(?!${edge}|\\.\\p{L})`, flags);

interface Entry {
  skill: string;
  patterns: RegExp[];
}

let entries: Entry[] | undefined;

/** Each dictionary skill with every spelling of its synonym group, built on first use. */
function dictionary(): Entry[] {
  entries ??= [
    ...skillDictionary.map((skill) => {
      const group = synonymGroups.find((spellings) => spellings.some((s) => groupKey(s) === groupKey(skill)));
      const spellings = [...new Set([skill, ...(group ?? [])])].filter((s) => !exactSkills.includes(s));
      return { skill, patterns: spellings.map((s) => wordPattern(fold(s), "u")) };
    }),
    ...exactSkills
      .filter((skill) => !skillDictionary.some((known) => groupKey(known) === groupKey(skill)))
      .map((skill) => ({ skill, patterns: [wordPattern(skill, "u")] })),
  ];
  return entries;
}

/**
 * The dictionary's skills a text names, in the order of the dictionary, each once (by synonym
 * group: "JS" and "JavaScript" are one). Short words that mean other things in prose ("Go", "R")
 * count only in `list` mode (a skills section), written with their case.
 */
export function findSkills(text: string, { list = false }: { list?: boolean } = {}): string[] {
  const folded = fold(text);
  const found = new Map<string, string>();
  for (const { skill, patterns } of dictionary()) {
    const exact = exactSkills.includes(skill);
    if (exact && !list) continue;
    if (patterns.some((pattern) => pattern.test(exact ? text : folded))) {
      const key = groupKey(skill);
      if (!found.has(key)) found.set(key, skill);
    }
  }
  // "React Native" names React Native, not React as well; "Comptabilité fournisseurs" not Comptabilité.
  const names = [...found.values()];
  return names.filter(
    (name) =>
      !names.some(
        (other) => other !== name && other.length > name.length && wordPattern(fold(name), "u").test(fold(other)),
      ),
  );
}

export interface SpokenLanguage {
  /** The French name ("Anglais"). */
  language: string;
  /** The level written beside it, when one is. */
  level: LanguageLevel | null;
}

const namesPattern = (names: Readonly<Record<string, string>>) =>
  new RegExp(
    `(?<![\\p{L}])(${Object.keys(names)
      .sort((a, b) => b.length - a.length)
      .map(escape)
      .join("|")})(?![\\p{L}])`,
    "gu",
  );
const languagePattern = namesPattern(languageNames);
let everyLanguagePattern: RegExp | undefined;
const levelPattern = new RegExp(
  `(?<![\\p{L}\\p{N}])(${Object.keys(levelWords)
    .sort((a, b) => b.length - a.length)
    .map(escape)
    .join("|")})(?![\\p{L}\\p{N}])`,
  "u",
);

/**
 * The languages a text names, each with the level written beside it: after it on its line and
 * before the next language (« Anglais : courant (C1) » is C1 when a CEFR level is given, the word
 * else), else before it (« Langue maternelle : français »), else alone on the next line (a
 * sidebar's « Anglais » then « Courant »). `every`: the text is a languages section's, where every
 * language's name is read (« catalan », « wolof », « créole »); elsewhere the common ones only.
 */
export function findLanguages(text: string, { every = false }: { every?: boolean } = {}): SpokenLanguage[] {
  const names = every ? everyLanguageName() : languageNames;
  const pattern = every ? (everyLanguagePattern ??= namesPattern(names)) : languagePattern;
  const levelIn = (part: string): LanguageLevel | null => {
    const cefr = /(?<![\p{L}\p{N}])([abc][12])(?![\p{L}\p{N}])/u.exec(part)?.[1];
    const word = levelPattern.exec(part)?.[1];
    return cefr ? levelWords[cefr]! : word ? (levelWords[word] ?? null) : null;
  };
  const found = new Map<string, LanguageLevel | null>();
  const lines = fold(text).split(/\n/);
  lines.forEach((line, lineIndex) => {
    const matches = [...line.matchAll(pattern)];
    matches.forEach((match, index) => {
      const language = names[match[1]!]!;
      const after = line.slice(match.index + match[0].length, matches[index + 1]?.index ?? line.length);
      // « Langue(s) maternelle(s) : français, portugais »: a level before the first names them all.
      const before = line.slice(0, matches[0]!.index);
      const next = lines[lineIndex + 1] ?? "";
      const nextAlone = matches.length === 1 && after.trim() === "" && !pattern.test(next) && next.length <= 30;
      pattern.lastIndex = 0;
      // « Langue(s) maternelle(s) » alone on the line above the languages it names (a label, not
      // the level of the language above it: « Roumain » / « langue maternelle » / « Français »).
      const previous = lines[lineIndex - 1] ?? "";
      const previousAlone =
        before.trim() === "" &&
        /^(?:langue\(s\) maternelle\(s\)|langues maternelles|mother tongue\(s\)|mother tongues)\s*:?$/u.test(
          previous.trim(),
        );
      const level =
        levelIn(after) ??
        levelIn(before) ??
        (nextAlone ? levelIn(next) : null) ??
        (previousAlone ? levelIn(previous) : null);
      if (!found.has(language) || (found.get(language) === null && level)) found.set(language, level);
    });
  });
  return [...found].map(([language, level]) => ({ language, level }));
}

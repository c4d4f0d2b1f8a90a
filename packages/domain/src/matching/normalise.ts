/**
 * Skills and languages are compared by key, so "Node.js", "nodejs" and "NODE JS" are one skill,
 * and by synonym group, so "NodeJS" also meets "Node". The server's SQL prefilter relies on both:
 * it stores `skillKey` of each job skill and overlaps it with the union of the candidate's `skillKeys`.
 */

/** Letters that Unicode decomposition leaves whole but PostgreSQL's unaccent spells out. */
const foldedLetters: Record<string, string> = { œ: "oe", æ: "ae", ß: "ss", ø: "o", đ: "d", ł: "l" };

/**
 * Levels written after a language ("Anglais (courant)", "Anglais - C1", "English: fluent"), as the
 * database's `public.skill_key` spells them after lower(unaccent()): the CEFR levels, then French
 * and English words, each with its rank on the CEFR scale (1 = A1 … 6 = C2).
 */
export const languageLevelRanks: Readonly<Record<string, number>> = {
  a1: 1,
  a2: 2,
  b1: 3,
  b2: 4,
  c1: 5,
  c2: 6,
  debutant: 1,
  notions: 1,
  beginner: 1,
  scolaire: 2,
  intermediaire: 3,
  intermediate: 3,
  professionnel: 4,
  courant: 5,
  avance: 5,
  fluent: 5,
  advanced: 5,
  bilingue: 6,
  natif: 6,
  native: 6,
  "langue maternelle": 6,
  maternelle: 6,
};

/** A level at the end of an entry, in parentheses or after a dash, colon or comma. */
const trailingLevel = new RegExp(
  `\\s*(?:\\(\\s*(${Object.keys(languageLevelRanks).join("|")})\\s*\\)|[-:,–]\\s*(${Object.keys(languageLevelRanks).join("|")}))\\s*$`,
);

/** Lower case, accents and ligatures removed, as PostgreSQL's lower(unaccent()) reads text. */
function folded(text: string) {
  return text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .replace(/[œæßøđł]/g, (letter) => foldedLetters[letter] ?? letter);
}

/**
 * The level written after a language, as its rank on the CEFR scale (1 = A1 … 6 = C2) and as
 * written; null when the entry names no level ("Anglais").
 */
export function languageLevel(entry: string): { rank: number; level: string } | null {
  const match = trailingLevel.exec(folded(entry));
  const level = match?.[1] ?? match?.[2];
  return level ? { rank: languageLevelRanks[level]!, level } : null;
}

/**
 * The normalised key of a skill: lower case, accents and ligatures removed, a trailing level
 * dropped ("Anglais (courant)" is "Anglais" at a level: see `languageLevel`), "+" and "#" spelt
 * out so that "C", "C++" and "C#" stay three skills, then everything but a-z and 0-9 dropped.
 * "Node.js" -> "nodejs", "C++" -> "cplusplus". Empty when nothing is left. It must equal the
 * database's `public.skill_key`, which indexes the keys the prefilter overlaps
 * (tests/server/schema/skill-key.test.ts compares them on the database).
 */
export function skillKey(skill: string): string {
  let key = knownKeys.get(skill);
  if (key === undefined) {
    key = folded(skill)
      .replace(trailingLevel, "")
      .replace(/\+/g, "plus")
      .replace(/#/g, "sharp")
      .replace(/[^a-z0-9]/g, "");
    // Scoring a candidate against thousands of offers meets the same few hundred skills again and
    // again: their keys are remembered (a bounded memory, emptied when full).
    if (knownKeys.size >= maxKnownKeys) knownKeys.clear();
    knownKeys.set(skill, key);
  }
  return key;
}

const maxKnownKeys = 10_000;
const knownKeys = new Map<string, string>();

/**
 * Spellings of one skill or language, French and English. Data only: each key belongs to one group
 * (a test checks it), which is what makes matching by group and overlapping keys agree.
 */
export const synonymGroups: readonly (readonly string[])[] = [
  ["JavaScript", "JS", "ECMAScript"],
  ["TypeScript", "TS"],
  ["Node.js", "Node", "NodeJS"],
  ["React", "React.js", "ReactJS"],
  ["Vue.js", "Vue", "VueJS"],
  ["PostgreSQL", "Postgres"],
  ["Kubernetes", "K8s"],
  ["Go", "Golang"],
  [".NET", "dotnet"],
  ["Python", "Python 3"],
  ["AWS", "Amazon Web Services"],
  ["Google Cloud", "GCP", "Google Cloud Platform"],
  ["Azure", "Microsoft Azure"],
  ["CI/CD", "Intégration continue", "Intégration et déploiement continus", "Continuous integration"],
  ["Machine learning", "Apprentissage automatique", "ML"],
  ["Intelligence artificielle", "IA", "AI", "Artificial intelligence"],
  ["Développement web", "Web development"],
  ["Gestion de projet", "Project management"],
  ["Comptabilité", "Accounting"],
  ["Service client", "Customer service"],
  ["Excel", "Microsoft Excel", "MS Excel"],
  ["Word", "Microsoft Word", "MS Word"],
  ["Pack Office", "Microsoft Office", "MS Office", "Suite Office"],
  ["Permis B", "Permis de conduire B"],
  ["Anglais", "English"],
  ["Français", "French"],
  ["Allemand", "German", "Deutsch"],
  ["Espagnol", "Spanish", "Español"],
  ["Italien", "Italian", "Italiano"],
  ["Portugais", "Portuguese", "Português"],
  ["Arabe", "Arabic"],
  ["Chinois", "Chinese", "Mandarin"],
];

const groupOfKey = new Map<string, readonly string[]>();
for (const group of synonymGroups) {
  const keys = [...new Set(group.map(skillKey))];
  for (const key of keys) groupOfKey.set(key, keys);
}

/**
 * Every key of the skill's synonym group, its own key first; `[]` for a skill with an empty key.
 * The server overlaps the union of a candidate's keys with the job's stored keys.
 */
export function skillKeys(skill: string): string[] {
  const key = skillKey(skill);
  if (key === "") return [];
  const group = groupOfKey.get(key);
  return group ? [key, ...group.filter((other) => other !== key)] : [key];
}

/** One key per synonym group (its first spelling's), so "JS" and "JavaScript" count as one skill. */
export function groupKey(skill: string): string {
  const key = skillKey(skill);
  return groupOfKey.get(key)?.[0] ?? key;
}

const knownKeySets = new Map<string, ReadonlySet<string>>();

/**
 * Every key a list of skills or languages answers to: the union of their `skillKeys`, which the
 * SQL prefilter overlaps. One candidate is scored against thousands of offers, so the set is built
 * once per list (remembered by its content, in a bounded memory).
 */
export function allSkillKeys(entries: readonly string[]): ReadonlySet<string> {
  const id = entries.join("\u0000");
  let keys = knownKeySets.get(id);
  if (!keys) {
    keys = new Set(entries.flatMap(skillKeys));
    if (knownKeySets.size >= maxKnownKeys) knownKeySets.clear();
    knownKeySets.set(id, keys);
  }
  return keys;
}

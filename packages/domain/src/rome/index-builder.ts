import { foldWord, rawWords, titleKey, titleWords, unaccent } from "./normalise.ts";

/** Credit owed wherever the ROME data is shown or shipped. */
export const romeCredit = "France Travail — ROME, Licence Ouverte";

/** A ROME code: a letter and four digits (M1805). */
export const romeCodePattern = /^[A-Z][0-9]{4}$/;

/**
 * Words of a job ad's title that say how the job is held, not what the trade is ("Comptable
 * senior", "Stage — Juriste", "Cuisinier en alternance"): left out when filing a title.
 */
const qualifiers = new Set(
  titleWords(
    "senior junior confirmé expérimenté débutant stage alternance apprentissage mission freelance indépendant " +
      "CDI CDD intérim temps plein partiel H/F",
  ),
);

export interface RomeFamily {
  /** M1805 */
  rome: string;
  /** Études et développement informatique */
  label: string;
  /** Systèmes d'information et de télécommunication (the domain, M18) */
  domain: string;
}

/** A job title as the forms offer it. */
export interface RomeTitle {
  /** Développeur / Développeuse web */
  label: string;
  rome: string;
  /** The family's label. */
  family: string;
}

interface Entry extends RomeTitle {
  key: string;
  /** Masculine singular words, each once. */
  words: string[];
  /** Every word as written and as folded, for prefix matching. */
  prefixes: string[];
  /** The label without accents, lower case, for ordering. */
  sortKey: string;
}

export interface RomeIndex {
  /** Job titles matching what is typed (accents, case and gender aside), best first. */
  suggestJobTitles(query: string, limit?: number): RomeTitle[];
  /**
   * The ROME family of a free-text title: the job title written the same way first, then the one
   * sharing the most telling words; null when no title is close.
   */
  romeCodeOf(title: string): string | null;
  /** A family by its code. */
  family(rome: string): RomeFamily | undefined;
  /** How many job titles and families the index holds. */
  readonly size: { titles: number; families: number };
}

/** Rows of a tab-separated file with a header line, as objects keyed by the header's names. */
export function parseTsv(text: string): Record<string, string>[] {
  const lines = text.split(/\r?\n/).filter((line) => line.length > 0);
  const header = (lines.shift() ?? "").split("\t");
  return lines.map((line) => {
    const cells = line.split("\t");
    return Object.fromEntries(header.map((name, i) => [name, cells[i] ?? ""]));
  });
}

/** The shortest share of the typed title's weight that the best job title must cover. */
const minimumCoverage = 0.5;

/**
 * Titles of today's job ads that ROME v3 lacks (English ones) or leaves to a narrower family than
 * the common meaning (its only "Chargé de clientèle" titles are in insurance and banking), with the
 * family France Travail files them under. Read after the ROME job titles themselves, and like them
 * when a title only comes close ("Ingénieure DevOps senior").
 */
export const romeAliases: readonly (readonly [title: string, rome: string])[] = [
  ["Product owner", "M1806"],
  ["Product manager", "M1806"],
  ["Scrum master", "M1806"],
  ["Développeur back-end", "M1805"],
  ["Développeur front-end", "M1805"],
  ["DevOps", "M1810"],
  ["Ingénieur DevOps", "M1810"],
  ["Commercial B2B", "D1402"],
  // A shop assistant with no speciality: the general food and grocery trade's family.
  ["Vendeur en magasin", "D1106"],
  ["Vendeur", "D1106"],
  ["Chargé de clientèle", "D1408"],
  ["Conseiller clientèle", "D1408"],
  ["Infirmier", "J1506"],
  ["Chargé d'affaires énergies renouvelables", "H1102"],
];

/**
 * An index of the ROME job titles (`appellations.tsv`) and families (`romes.tsv`), given as the
 * files' text so that the server (which reads them from disk) and a browser (which may fetch them)
 * build the same one.
 */
export function createRomeIndex(files: { romes: string; appellations: string }): RomeIndex {
  const families = new Map<string, RomeFamily>();
  for (const row of parseTsv(files.romes)) {
    if (!romeCodePattern.test(row.rome ?? "")) continue;
    families.set(row.rome!, { rome: row.rome!, label: row.libelle ?? "", domain: row.domaine_libelle ?? "" });
  }

  const entries: Entry[] = [];
  const byKey = new Map<string, Entry>();
  const documentFrequency = new Map<string, number>();
  for (const row of parseTsv(files.appellations)) {
    const family = families.get(row.rome ?? "");
    const label = row.libelle?.trim();
    if (!family || !label) continue;
    const words = titleWords(label);
    if (words.length === 0) continue;
    const entry: Entry = {
      label,
      rome: family.rome,
      family: family.label,
      key: words.join(" "),
      words,
      prefixes: [...new Set([...words, ...rawWords(label)])],
      sortKey: unaccent(label),
    };
    entries.push(entry);
    if (!byKey.has(entry.key)) byKey.set(entry.key, entry);
    for (const word of words) documentFrequency.set(word, (documentFrequency.get(word) ?? 0) + 1);
  }
  // A family's own name is a title too ("Comptabilité" for M1203), found only when nothing closer is.
  const familyEntries: Entry[] = [...families.values()].map((family) => {
    const words = titleWords(family.label);
    return {
      label: family.label,
      rome: family.rome,
      family: family.label,
      key: words.join(" "),
      words,
      prefixes: words,
      sortKey: unaccent(family.label),
    };
  });
  const aliasEntries: Entry[] = romeAliases.flatMap(([label, rome]) => {
    const family = families.get(rome);
    const words = titleWords(label);
    if (!family) return [];
    return [
      { label, rome, family: family.label, key: words.join(" "), words, prefixes: words, sortKey: unaccent(label) },
    ];
  });
  const aliases = new Map(aliasEntries.map((entry) => [entry.key, entry]));
  for (const entry of [...familyEntries, ...aliasEntries]) {
    for (const word of entry.words) documentFrequency.set(word, (documentFrequency.get(word) ?? 0) + 1);
  }
  const candidates = [...entries, ...aliasEntries, ...familyEntries];

  const total = entries.length + familyEntries.length + aliasEntries.length;
  /** Rare words tell more about a trade than common ones ("web" more than "agent"). */
  const weight = (word: string) => Math.log(1 + total / (documentFrequency.get(word) ?? 0.5));
  const sum = (words: Iterable<string>) => {
    let result = 0;
    for (const word of words) result += weight(word);
    return result;
  };

  /** How many job titles of each family use a word: the tie-breaker between equally close titles. */
  const familyWordCounts = new Map<string, number>();
  for (const entry of entries) {
    for (const word of entry.words) {
      const key = `${entry.rome} ${word}`;
      familyWordCounts.set(key, (familyWordCounts.get(key) ?? 0) + 1);
    }
  }

  /** For each word, the candidates (by position) that use it: a title is only compared with those. */
  const byWord = new Map<string, number[]>();
  for (const [position, entry] of candidates.entries()) {
    for (const word of entry.words) {
      const list = byWord.get(word);
      if (list) list.push(position);
      else byWord.set(word, [position]);
    }
  }

  /** Every word of the job titles, as written and as folded, in order, with the titles using it. */
  const prefixTitles = new Map<string, number[]>();
  for (const [position, entry] of entries.entries()) {
    for (const word of entry.prefixes) {
      const list = prefixTitles.get(word);
      if (list) list.push(position);
      else prefixTitles.set(word, [position]);
    }
  }
  const vocabulary = [...prefixTitles.keys()].sort();

  /** The job titles (by position) with a word beginning with one of `terms`. */
  function titlesWithPrefix(terms: string[]) {
    const found = new Set<number>();
    for (const term of terms) {
      let low = 0;
      let high = vocabulary.length;
      while (low < high) {
        const middle = (low + high) >>> 1;
        if (vocabulary[middle]! < term) low = middle + 1;
        else high = middle;
      }
      for (let i = low; i < vocabulary.length && vocabulary[i]!.startsWith(term); i++) {
        for (const position of prefixTitles.get(vocabulary[i]!)!) found.add(position);
      }
    }
    return found;
  }

  function romeCodeOf(title: string): string | null {
    const words = titleWords(title).filter((word) => !qualifiers.has(word));
    if (words.length === 0) return null;
    const exact = byKey.get(words.join(" ")) ?? aliases.get(words.join(" "));
    if (exact) return exact.rome;
    // Words no job title uses ("Java", "senior") say nothing of the family: they are left out.
    const known = words.filter((word) => documentFrequency.has(word));
    if (known.length === 0) return null;
    const queryWeight = sum(known);
    const wanted = new Set(known);
    const positions = new Set<number>();
    for (const word of known) for (const position of byWord.get(word) ?? []) positions.add(position);
    let best: { score: number; support: number; entry: Entry } | undefined;
    for (const position of [...positions].sort((a, b) => a - b)) {
      const entry = candidates[position]!;
      const shared = entry.words.filter((word) => wanted.has(word));
      if (shared.length === 0) continue;
      const sharedWeight = sum(shared);
      if (sharedWeight / queryWeight < minimumCoverage) continue;
      // Dice on weighted words: what the title and the job title share against what both say.
      const score = (2 * sharedWeight) / (queryWeight + sum(entry.words));
      const support = shared.reduce((count, word) => count + (familyWordCounts.get(`${entry.rome} ${word}`) ?? 0), 0);
      if (!best || score > best.score + 1e-9 || (Math.abs(score - best.score) <= 1e-9 && support > best.support)) {
        best = { score, support, entry };
      }
    }
    return best?.entry.rome ?? null;
  }

  function suggestJobTitles(query: string, limit = 10): RomeTitle[] {
    const typed = rawWords(query);
    if (typed.length === 0 || limit <= 0) return [];
    // Each typed word must begin a word of the title, as typed or in its masculine reading
    // ("developpeu" as typed, "developpeuse" read as "developpeur").
    const terms = typed.map((word) => [...new Set([word, foldWord(word)])]);
    // Only the titles having a word that begins like each typed word are looked at.
    let positions: Set<number> | undefined;
    for (const alternatives of terms) {
      const found = titlesWithPrefix(alternatives);
      positions = positions ? new Set([...positions].filter((position) => found.has(position))) : found;
      if (positions.size === 0) return [];
    }
    const matches: { entry: Entry; rank: number }[] = [];
    for (const position of [...(positions ?? [])].sort((a, b) => a - b)) {
      const entry = entries[position]!;
      let rank = 0;
      let all = true;
      for (const [index, alternatives] of terms.entries()) {
        const position = entry.prefixes.findIndex((word) => alternatives.some((term) => word.startsWith(term)));
        if (position === -1) {
          all = false;
          break;
        }
        // A title that opens with the first typed word comes first; whole words before prefixes.
        if (index === 0 && entry.words[0] !== undefined && alternatives.some((t) => entry.words[0]!.startsWith(t))) {
          rank -= 2;
        }
        if (alternatives.some((term) => entry.prefixes.includes(term))) rank -= 1;
      }
      if (all) matches.push({ entry, rank });
    }
    matches.sort(
      (a, b) =>
        a.rank - b.rank ||
        a.entry.words.length - b.entry.words.length ||
        a.entry.sortKey.localeCompare(b.entry.sortKey, "fr"),
    );
    const seen = new Set<string>();
    const titles: RomeTitle[] = [];
    for (const { entry } of matches) {
      if (seen.has(entry.key)) continue;
      seen.add(entry.key);
      titles.push({ label: entry.label, rome: entry.rome, family: entry.family });
      if (titles.length >= limit) break;
    }
    return titles;
  }

  return {
    suggestJobTitles,
    romeCodeOf,
    family: (rome) => families.get(rome),
    size: { titles: entries.length, families: families.size },
  };
}

export { titleKey };

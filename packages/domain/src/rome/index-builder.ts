import { foldWord, inclusiveTitle, plainTitle, rawWords, titleKey, titleWords, unaccent } from "./normalise.ts";

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
      "CDI CDD intérim temps plein partiel H/F nuit jour week-end weekend diplômé qualifié polyvalent",
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

/** Words of French recruitment the official titles lack (see `thesaurus-data.ts`). */
export interface RomeThesaurus {
  /** « IDE » → « infirmier », « PL » → « poids lourd ». */
  abbreviations: readonly (readonly [abbreviation: string, meaning: string])[];
  /** « nounou » → K1303, « Assistant maternel / Assistante maternelle ». */
  everydayNames: readonly (readonly [name: string, rome: string, officialTitle: string])[];
  /** Words of an ad's title that say how or where the job is held (CDI, nuit, EHPAD…). */
  titleNoise: readonly string[];
}

/** The family a title reads as, how closely, and how far ahead of the next family. */
interface TitleFamily {
  rome: string;
  /** 2 for a job title written the same way; about 0 to 1.25 for the closest title otherwise. */
  score: number;
  /** The score's lead over the next family's. */
  margin: number;
  /** The part of the title it was read from. */
  part?: string;
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
  /**
   * The families of the job titles, aliases, family names and everyday names whose words are
   * exactly these (masculine singular, as `titleWords` gives them): « vigile » → K2503.
   */
  tradesNamed(words: readonly string[]): readonly string[];
  /** The official words an abbreviation stands for (« ide » → « infirmier »), as typed, lower case. */
  meaningOf(abbreviation: string): string | undefined;
  /** The official title an everyday name stands for (« nounou » → « Assistant maternel… »). */
  officialTitleOf(words: readonly string[]): string | undefined;
  /** Whether a word (masculine singular) is one of the words of the job titles. */
  knowsWord(word: string): boolean;
  /** How many job titles begin with this word (masculine singular): « aide » many, « groupe » none. */
  titlesHeadedBy(word: string): number;
  /** Whether a job title begins with the first word and holds the other (« chef », « partie »). */
  titleHeadedWith(first: string, second: string): boolean;
  /**
   * The family most job titles beginning with this word (masculine singular) belong to, when they
   * are at least two and most of them are of one family: « nettoyeur » → K2204, « agent » → none.
   */
  tradeHeadedBy(word: string): string | undefined;
  /**
   * The family of the job titles beginning with these words' first and holding all the others,
   * when most of them are of one family: « conducteur chariot élévateur » → N1101 (ROME only has
   * « Conducteur de chariot élévateur de l'armée » beside « Cariste »). Words masculine singular.
   */
  tradeOfTitlesWith(words: readonly string[]): string | undefined;
  /** The words of the job titles (masculine singular), each with how many titles use it. */
  readonly words: ReadonlyMap<string, number>;
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
/** The least score a family needs to be given to a title: below it, no code rather than a wrong one. */
const acceptedScore = 0.8;
/** Two families closer than this, with no more titles behind the first, leave the title without a code. */
const ambiguousMargin = 0.1;
/** A title the closest job title leaves unsure still gets its family when the titles' words agree… */
const agreeingScore = 0.6;
/** …with this probability at least (a naive Bayes reading of the words each family's titles use). */
const agreeingProbability = 0.8;
/** A word begins this many job titles at least before it tells their family… */
const minimumHeadedTitles = 2;
/** …and the family holds this share of them at least. */
const headShare = 0.6;

/** Gender markers of job ads: (H/F), F/H, H/F/X. */
const genderMarkers = /\(?\b(?:h\s*\/\s*f|f\s*\/\s*h)(?:\s*\/\s*x)?\b\)?/g;
/** What separates the parts of an ad's title: the job first, then where, for whom and how. */
const partSeparators = /\s+[–—-]\s+|\s*[|•:;,]\s*|\s+\/\s+|\s*\(\s*|\s*\)\s*/;

/**
 * The two titles a ROME title written « Masculine / Feminine complement » stands for when its two
 * forms are two different words: « Garçon / Serveuse de café » → « Garçon de café », « Serveuse de
 * café ». None for any other title: « Commis / Commise de cuisine » is one title in two genders.
 */
function slashHalves(label: string): string[] {
  const halves = label.split(" / ");
  const masculine = halves[0]?.trim() ?? "";
  if (halves.length !== 2 || /\s/.test(masculine)) return [];
  const [feminine, ...complement] = halves[1]!.trim().split(/\s+/);
  if (!feminine || complement.length === 0) return [];
  if (unaccent(masculine).slice(0, 3) === unaccent(feminine).slice(0, 3)) return [];
  return [[masculine, ...complement].join(" "), halves[1]!];
}

/** The parts of an ad's title, in order: « Infirmier DE – EHPAD (nuit) » → the job, the place, the hours. */
export function titleParts(title: string): string[] {
  // « Hôte / Hôtesse de caisse » is one job in two genders, not two parts.
  return plainTitle(inclusiveTitle(title.normalize("NFC")))
    .replace(genderMarkers, " ")
    .split(partSeparators)
    .map((part) => part.trim())
    .filter((part) => part.length > 0);
}

/**
 * Titles of today's job ads that ROME v3 lacks (English ones) or leaves to a narrower family than
 * the common meaning (its only "Chargé de clientèle" titles are in insurance and banking), with the
 * family France Travail files them under. Read after the ROME job titles themselves, and like them
 * when a title only comes close ("Ingénieure DevOps senior").
 */
export const romeAliases: readonly (readonly [title: string, rome: string])[] = [
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
export function createRomeIndex(
  files: { romes: string; appellations: string },
  thesaurus: RomeThesaurus = { abbreviations: [], everydayNames: [], titleNoise: [] },
): RomeIndex {
  const families = new Map<string, RomeFamily>();
  for (const row of parseTsv(files.romes)) {
    if (!romeCodePattern.test(row.rome ?? "")) continue;
    families.set(row.rome!, { rome: row.rome!, label: row.libelle ?? "", domain: row.domaine_libelle ?? "" });
  }

  const entries: Entry[] = [];
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
  const aliasList: (readonly [string, string])[] = [
    ...romeAliases,
    ...thesaurus.everydayNames.map(([name, rome]) => [name, rome] as const),
  ];
  const aliasEntries: Entry[] = aliasList.flatMap(([label, rome]) => {
    const family = families.get(rome);
    const words = titleWords(label);
    if (!family) return [];
    return [
      { label, rome, family: family.label, key: words.join(" "), words, prefixes: words, sortKey: unaccent(label) },
    ];
  });
  for (const entry of [...familyEntries, ...aliasEntries]) {
    for (const word of entry.words) documentFrequency.set(word, (documentFrequency.get(word) ?? 0) + 1);
  }
  const candidates = [...entries, ...aliasEntries, ...familyEntries];

  /** Each title's words (joined) with the families having a title written so. */
  const keyTrades = new Map<string, Set<string>>();
  const addKey = (key: string, rome: string) => {
    const known = keyTrades.get(key);
    if (known) known.add(rome);
    else keyTrades.set(key, new Set([rome]));
  };
  for (const entry of candidates) {
    addKey(entry.key, entry.rome);
    // « Responsable des Ressources Humaines -RRH- » is also named without its acronym.
    const bare = entry.label.replace(/\s+-[^-]+-(?=\s|$)/g, "");
    if (bare !== entry.label) addKey(titleWords(bare).join(" "), entry.rome);
    // « Garçon / Serveuse de café » is also « Garçon de café » and « Serveuse de café ».
    for (const half of slashHalves(bare)) addKey(titleWords(half).join(" "), entry.rome);
  }
  /** The job titles by their first word. */
  const byHead = new Map<string, Entry[]>();
  for (const entry of entries) {
    const list = byHead.get(entry.words[0]!);
    if (list) list.push(entry);
    else byHead.set(entry.words[0]!, [entry]);
  }
  /** The family holding most of these titles, when they are at least `minimum` and it holds `headShare` of them. */
  const mostlyOneFamily = (titles: readonly Entry[], minimum: number) => {
    const counts = new Map<string, number>();
    for (const entry of titles) counts.set(entry.rome, (counts.get(entry.rome) ?? 0) + 1);
    const [rome, count] = [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0] ?? [];
    return rome !== undefined && titles.length >= minimum && count! / titles.length >= headShare ? rome : undefined;
  };
  const tradeOfTitlesWith = (words: readonly string[]) =>
    words.length < 2
      ? undefined
      : mostlyOneFamily(
          (byHead.get(words[0]!) ?? []).filter((entry) => words.every((word) => entry.words.includes(word))),
          1,
        );
  const tradeHeadedBy = (word: string) => mostlyOneFamily(byHead.get(word) ?? [], minimumHeadedTitles);
  const meanings = new Map(thesaurus.abbreviations.map(([abbreviation, meaning]) => [unaccent(abbreviation), meaning]));
  /** Abbreviations written in capitals (« IDE », « MER »): an ad's title means them only in capitals. */
  const capitalised = new Set(
    thesaurus.abbreviations
      .filter(([abbreviation]) => abbreviation === abbreviation.toUpperCase())
      .map(([abbreviation]) => unaccent(abbreviation)),
  );
  const officialTitles = new Map(
    thesaurus.everydayNames.map(([name, , officialTitle]) => [titleWords(name).join(" "), officialTitle]),
  );
  const noise = new Set(thesaurus.titleNoise.flatMap((phrase) => titleWords(phrase)));

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

  /**
   * Each family's words, from its job titles and its name, for a second reading of a title: how
   * likely each family is to use all its words (naive Bayes, smoothed), against the closest title.
   */
  const familyWords = new Map<string, Map<string, number>>();
  const familyWordTotals = new Map<string, number>();
  for (const entry of [...entries, ...familyEntries]) {
    const counts = familyWords.get(entry.rome) ?? new Map<string, number>();
    for (const word of entry.words) counts.set(word, (counts.get(word) ?? 0) + 1);
    familyWords.set(entry.rome, counts);
    familyWordTotals.set(entry.rome, (familyWordTotals.get(entry.rome) ?? 0) + entry.words.length);
  }
  const smoothing = 0.1;
  const vocabularySize = documentFrequency.size;
  /** The family the words most likely come from, with its probability among all families. */
  function likeliestFamily(words: readonly string[]) {
    if (words.length === 0) return undefined;
    let best: { rome: string; logLikelihood: number } | undefined;
    const logLikelihoods: number[] = [];
    for (const [rome, counts] of familyWords) {
      const denominator = familyWordTotals.get(rome)! + smoothing * vocabularySize;
      let logLikelihood = 0;
      for (const word of words) logLikelihood += Math.log(((counts.get(word) ?? 0) + smoothing) / denominator);
      logLikelihoods.push(logLikelihood);
      if (!best || logLikelihood > best.logLikelihood) best = { rome, logLikelihood };
    }
    if (!best) return undefined;
    const top = best.logLikelihood;
    const total = logLikelihoods.reduce((sum, value) => sum + Math.exp(value - top), 0);
    return { rome: best.rome, probability: 1 / total };
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

  /** Whether a word says how or where the job is held rather than what it is. */
  const isNoise = (word: string) => qualifiers.has(word) || noise.has(word) || /\d/.test(word);

  /**
   * The title with its abbreviations written out (« IDE de nuit » → « infirmier de nuit »); one
   * written in capitals (« AS », « MER ») only when the title writes it so, as job ads do: « Bord
   * de mer » is a place.
   */
  function expandAbbreviations(title: string) {
    return title.replace(/[\p{L}\p{N}+#]+/gu, (token) => {
      const key = unaccent(token);
      const meaning = meanings.get(key);
      // A diploma or a licence (« CACES », « DEAS ») says what the job needs, not what it is.
      if (meaning === undefined || noise.has(foldWord(key))) return token;
      if (capitalised.has(key) && token !== token.toUpperCase()) return token;
      return meaning;
    });
  }

  /** The family of a title's exact words, when only one family has a title written so. */
  function exactFamily(key: string) {
    const trades = keyTrades.get(key);
    return trades?.size === 1 ? [...trades][0]! : undefined;
  }

  /**
   * The closest family for one part of a title: the job titles sharing its telling words, scored
   * by the weight they share (Dice), a title whose every word is present and which carries the
   * part's first telling word preferred; with how far ahead of the next family it is.
   */
  function classifyPart(part: string): TitleFamily | null {
    const words = titleWords(part);
    if (words.length === 0) return null;
    const exact = exactFamily(words.join(" "));
    if (exact) return { rome: exact, score: 2, margin: 2 };
    // How the job is held (CDI, senior, de nuit) aside, the words may still be a job title's.
    const held = words.filter((word) => !qualifiers.has(word) && !/\d/.test(word));
    const exactHeld = held.length < words.length ? exactFamily(held.join(" ")) : undefined;
    if (exactHeld) return { rome: exactHeld, score: 2, margin: 2 };
    const telling = words.filter((word) => !isNoise(word) && documentFrequency.has(word));
    if (telling.length === 0) return null;
    const present = new Set(words);
    const head = telling[0]!;
    const queryWeight = sum(telling);
    const positions = new Set<number>();
    for (const word of telling) for (const position of byWord.get(word) ?? []) positions.add(position);
    const bestByFamily = new Map<string, { score: number; support: number }>();
    for (const position of positions) {
      const entry = candidates[position]!;
      const shared = entry.words.filter((word) => present.has(word));
      const sharedTelling = shared.filter((word) => !isNoise(word));
      if (sharedTelling.length === 0) continue;
      const entryCoverage = sum(shared) / sum(entry.words);
      const queryCoverage = sum(sharedTelling) / queryWeight;
      if (queryCoverage < minimumCoverage) continue;
      let score = (2 * sum(shared)) / (queryWeight + sum(shared.filter(isNoise)) + sum(entry.words));
      if (entryCoverage > 0.999) score += 0.15;
      if (shared.includes(head)) score += 0.1;
      const support = shared.reduce((count, word) => count + (familyWordCounts.get(`${entry.rome} ${word}`) ?? 0), 0);
      const known = bestByFamily.get(entry.rome);
      if (!known || score > known.score + 1e-9 || (Math.abs(score - known.score) <= 1e-9 && support > known.support)) {
        bestByFamily.set(entry.rome, { score, support });
      }
    }
    const ranked = [...bestByFamily.entries()].sort(
      ([romeA, a], [romeB, b]) => b.score - a.score || b.support - a.support || romeA.localeCompare(romeB),
    );
    const [first, second] = ranked;
    if (!first) return null;
    // Two families as close, but one files many more job titles under the shared words: the
    // trade those words usually name (« Serveur » in restaurant service rather than at a bar).
    const margin = first[1].score - (second?.[1].score ?? 0);
    const usual = second !== undefined && first[1].support >= 2 * Math.max(1, second[1].support);
    return { rome: first[0], score: first[1].score, margin: usual ? Math.max(margin, ambiguousMargin) : margin };
  }

  function classifyTitle(title: string): TitleFamily | null {
    const whole = titleWords(title);
    if (whole.length === 0) return null;
    const exact = exactFamily(whole.join(" "));
    if (exact) return { rome: exact, score: 2, margin: 2 };
    // The job comes first in an ad's title; later parts name the place, the hours, the setting
    // (« Résidence hôtelière »): one is read only when those before it name nothing known
    // (« Picking – Préparateur de commandes », « Stage — Juriste »).
    const expanded = expandAbbreviations(title);
    const parts = titleParts(expanded);
    // The parts as written, to tell a job title before an abbreviation: only when one was written out.
    const asWritten = expanded === title ? [] : titleParts(title);
    for (const [i, part] of parts.entries()) {
      const found = classifyPart(part);
      if (!found) continue;
      const written = asWritten.length === parts.length ? asWritten[i] : undefined;
      const before = written === undefined ? undefined : titleBeforeAbbreviation(written, part, found.rome);
      return before ?? { ...found, part };
    }
    return null;
  }

  /**
   * A job title written before an abbreviation whose meaning names another trade altogether: the
   * job, the abbreviation a setting or a qualification of it (« Éducateur sportif APS »: APS for
   * « activités physiques et sportives », not « agent de prévention et de sécurité »). An
   * abbreviation naming the job more precisely keeps its meaning: the title's words are found in
   * that trade's titles (« Chauffeur PL »: « chauffeur » in the heavy goods drivers' titles).
   */
  function titleBeforeAbbreviation(written: string, expanded: string, rome: string): TitleFamily | undefined {
    const writtenWords = written.split(" ");
    const expandedWords = expanded.split(" ");
    let same = 0;
    while (same < writtenWords.length && writtenWords[same] === expandedWords[same]) same++;
    if (same === 0 || same === writtenWords.length) return undefined;
    const lead = titleWords(writtenWords.slice(0, same).join(" "));
    const exact = lead.length > 0 ? exactFamily(lead.join(" ")) : undefined;
    if (exact === undefined || exact === rome) return undefined;
    if (lead.some((word) => (familyWordCounts.get(`${rome} ${word}`) ?? 0) > 0)) return undefined;
    return { rome: exact, score: 2, margin: 2, part: written };
  }

  const confident = (found: TitleFamily) => found.score >= acceptedScore && found.margin >= ambiguousMargin;

  /**
   * Whether the words of the part a title was read from, read the other way (which family's titles
   * use them most), name the same family as the closest title, clearly: « Grutier grue à tour » is
   * no crane operator's title word for word, but its words are the crane operators'.
   */
  function agreed(found: TitleFamily) {
    if (found.score < agreeingScore || found.part === undefined) return false;
    const words = titleWords(found.part).filter((word) => !isNoise(word) && documentFrequency.has(word));
    const likeliest = likeliestFamily(words);
    return likeliest?.rome === found.rome && likeliest.probability >= agreeingProbability;
  }

  function romeCodeOf(title: string): string | null {
    const found = classifyTitle(title);
    return found && (confident(found) || agreed(found)) ? found.rome : null;
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
    tradesNamed: (words) => [...(keyTrades.get(words.join(" ")) ?? [])].sort(),
    meaningOf: (abbreviation) => meanings.get(unaccent(abbreviation)),
    officialTitleOf: (words) => officialTitles.get(words.join(" ")),
    knowsWord: (word) => documentFrequency.has(word),
    tradeHeadedBy,
    titlesHeadedBy: (word: string) => byHead.get(word)?.length ?? 0,
    titleHeadedWith: (first: string, second: string) =>
      (byHead.get(first) ?? []).some((entry) => entry.words.includes(second)),
    tradeOfTitlesWith,
    words: documentFrequency,
    size: { titles: entries.length, families: families.size },
  };
}

export { titleKey };

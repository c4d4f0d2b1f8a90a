// What a job seeker's search text asks for, read with the ROME titles and the recruitment thesaurus
// (France Travail — ROME, Licence Ouverte): the parts of the query, each with the words that
// satisfy it (abbreviations and everyday names written out) and the trades it names.
import type { RomeIndex } from "./index-builder.ts";
import { foldWord, inclusiveTitle, plainTitle, unaccent } from "./normalise.ts";

/** One part of a query: a job title, an abbreviation, or a word. */
export interface QueryPart {
  /** As typed, accents and case kept (« Infirmière », « IDE »), for the page to say what was searched. */
  typed: string;
  /** Texts any of which satisfies the part, each read as a phrase (« aide soignant », « infirmier »). */
  phrases: string[];
  /** The part's word typed in part (the last one, still being typed): matched as a word beginning. */
  prefix: string | null;
  /** The trades (ROME codes) this part names: an offer filed under one of them satisfies it. */
  trades: string[];
  /**
   * When the part is a shorter title of the same trades narrowed (« infirmier libéral »: the nurses'
   * trade, and « libéral »): the words an offer found by its trade alone must also hold (masculine
   * singular), the same words as typed, and the part as typed without them. Null otherwise.
   */
  narrowing: Narrowing | null;
  /** Whether the part names a job (a title, an abbreviation of one, an everyday name). */
  job: boolean;
}

/** The words narrowing a title (`QueryPart.narrowing`). */
export interface Narrowing {
  /** Masculine singular, as the titles are filed: « liberal ». */
  words: string[];
  /** As typed: « libérale ». */
  typed: string[];
  /** The part as typed without them: « Infirmière ». */
  widened: string;
}

/** A title naming more trades than this says too little of any of them (« Chef de projet »). */
const maxTradesPerTitle = 3;
/** The most parts a query is read into: the words past them are left out (a search box's text is short). */
export const maxQueryParts = 8;
/** The longest job title looked for in a query, in words. */
const longestTitle = 7;
/** Words that join a title's words and never stand alone in a query. */
const joiningWords = new Set([
  "a",
  "au",
  "aux",
  "d",
  "de",
  "des",
  "du",
  "en",
  "et",
  "l",
  "la",
  "le",
  "les",
  "ou",
  "pour",
  "sur",
  "un",
  "une",
  "h",
  "f",
]);

interface Token {
  /** Lower case, unaccented, inclusive forms written out. */
  plain: string;
  /** Masculine singular: the key the titles are filed under. */
  folded: string;
  /** As typed, accents and case kept (the plain word when an inclusive form was written out). */
  shown: string;
  joining: boolean;
}

function tokensOf(text: string): Token[] {
  // Each word as typed, by its plain form: the first spelling of it is the one shown.
  const typed = new Map<string, string>();
  for (const word of text.normalize("NFC").split(/[^\p{L}\p{N}+#]+/u)) {
    const plain = unaccent(word);
    if (!typed.has(plain)) typed.set(plain, word);
  }
  return plainTitle(text.normalize("NFC"))
    .split(/[^a-z0-9+#]+/)
    .filter((word) => word.length > 0)
    .map((plain) => ({
      plain,
      folded: foldWord(plain),
      shown: typed.get(plain) ?? plain,
      joining: joiningWords.has(plain),
    }));
}

const keyOf = (tokens: Token[]) => tokens.filter((token) => !token.joining).map((token) => token.folded);
const textOf = (tokens: Token[]) => tokens.map((token) => token.plain).join(" ");
const shownOf = (tokens: Token[]) => tokens.map((token) => token.shown).join(" ");

/**
 * Reads a search text: the longest job titles first (« aide soignant », « technicien de surface »),
 * then abbreviations (« IDE ») and everyday names (« nounou ») with the official words they stand
 * for, then the other words. The last word, when the text does not end with a space and the word
 * is not a whole known one, is taken as typed in part (« compta », « boulang »).
 */
export function readJobQuery(text: string, index: RomeIndex): QueryPart[] {
  const tokens = tokensOf(text);
  const stillTyping = !/[\s.,;!?)]$/.test(text);
  const parts: QueryPart[] = [];
  let start = 0;
  while (start < tokens.length && parts.length < maxQueryParts) {
    if (tokens[start]!.joining || /^\d+$/.test(tokens[start]!.plain)) {
      start++;
      continue;
    }
    let found: QueryPart | undefined;
    let end = Math.min(tokens.length, start + longestTitle);
    for (; end > start; end--) {
      if (tokens[end - 1]!.joining) continue;
      const span = tokens.slice(start, end);
      const key = keyOf(span);
      const trades = index.tradesNamed(key);
      const official = index.officialTitleOf(key);
      const meaning = end - start === 1 ? index.meaningOf(span[0]!.plain) : undefined;
      if (trades.length === 0 && official === undefined && meaning === undefined) continue;
      const phrases = [textOf(span)];
      let named = trades;
      // « Agent / Agente d'entretien de locaux » read as « agent d'entretien de locaux ».
      if (official !== undefined) phrases.push(plainTitle(inclusiveTitle(official)).replace(/ \/ .*$/, ""));
      if (meaning !== undefined) {
        const meant = plainTitle(meaning);
        phrases.push(meant);
        if (named.length === 0) named = index.tradesNamed(keyOf(tokensOf(meaning)));
        // « RRH » → « responsable des ressources humaines », a title the classifier files.
        if (named.length === 0) named = [index.romeCodeOf(meaning)].filter((code) => code !== null);
      }
      const kept = named.length <= maxTradesPerTitle ? [...named] : [];
      found = {
        typed: shownOf(span),
        phrases: [...new Set(phrases.map(unaccent))],
        prefix: null,
        trades: kept,
        narrowing: official === undefined && meaning === undefined ? narrowingOf(span, kept, index) : null,
        // « CACES » stands for a licence, not a job: a word an offer may have anywhere.
        job: named.length > 0 || official !== undefined,
      };
      break;
    }
    // No title written so, but words that together begin titles mostly of one family: « électricien
    // industriel », « conductrice de chariot élévateur ». Only before any job is named, like a head word.
    if (!found && !parts.some((part) => part.job)) {
      for (end = Math.min(tokens.length, start + longestTitle); end > start + 1; end--) {
        const typing = end === tokens.length && stillTyping && !index.knowsWord(tokens[end - 1]!.folded);
        if (tokens[end - 1]!.joining || typing) continue;
        const span = tokens.slice(start, end);
        const trade = index.tradeOfTitlesWith(keyOf(span));
        if (trade === undefined) continue;
        found = {
          typed: shownOf(span),
          phrases: [textOf(span)],
          prefix: null,
          trades: [trade],
          narrowing: null,
          job: true,
        };
        break;
      }
    }
    if (found) {
      parts.push(found);
      start = end;
      continue;
    }
    const token = tokens[start]!;
    const last = start === tokens.length - 1;
    // A word being typed: three letters at least alone, two after other words (« gestionnaire de pa »).
    const partial =
      last && stillTyping && token.plain.length >= (parts.length > 0 ? 2 : 3) && !index.knowsWord(token.folded);
    // « serveur », « nettoyeur »: no title on its own, but the head of titles mostly of one family.
    // Only before any job is named: after one, a word says where or how (« esthéticienne spa »).
    const head = partial || parts.some((part) => part.job) ? undefined : index.tradeHeadedBy(token.folded);
    parts.push({
      typed: token.shown,
      phrases: partial ? [] : [token.plain],
      prefix: partial ? token.plain : null,
      trades: head ? [head] : [],
      narrowing: null,
      job: head !== undefined,
    });
    start++;
  }
  return parts;
}

/**
 * The words narrowing a title whose first words are already a title of the same trades: « libéral »
 * in « infirmier libéral », « incendie » in « agent de sécurité incendie ». Null when no shorter
 * title names those trades (« aide-soignant » is not an « aide »).
 */
function narrowingOf(span: readonly Token[], trades: readonly string[], index: RomeIndex): Narrowing | null {
  if (trades.length === 0) return null;
  const words = span.filter((token) => !token.joining);
  for (let length = words.length - 1; length >= 1; length--) {
    const shorter = index.tradesNamed(words.slice(0, length).map((token) => token.folded));
    if (!trades.every((trade) => shorter.includes(trade))) continue;
    const rest = words.slice(length);
    return {
      words: rest.map((token) => token.folded),
      typed: rest.map((token) => token.shown),
      widened: shownOf(span.slice(0, span.indexOf(words[length - 1]!) + 1)),
    };
  }
  return null;
}

/**
 * The trade of a text none of whose parts names a job, read as a whole by the classifier
 * (« maître-chien », « homme toutes mains »): a second reading, for when its words find no
 * offer. Null when a part names a job, when a word is still being typed, or when unsure.
 */
export function tradeOfWhole(text: string, parts: readonly QueryPart[], index: RomeIndex): string | null {
  if (parts.length === 0 || parts.some((part) => part.job || part.prefix !== null)) return null;
  return index.romeCodeOf(text);
}

const letters = "abcdefghijklmnopqrstuvwxyz";

/** A word with two neighbouring letters swapped, at each place: one slip of the fingers. */
export const swapsOf = (word: string) =>
  [...word.slice(1)].map((_, i) => word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2));

/** Every spelling one edit from a word: a letter left out, added or changed, two neighbours swapped. */
function oneEditAway(word: string): Set<string> {
  const spellings = new Set<string>();
  for (let i = 0; i <= word.length; i++) {
    const [before, after] = [word.slice(0, i), word.slice(i)];
    if (after.length > 0) spellings.add(before + after.slice(1));
    for (const letter of letters) {
      spellings.add(before + letter + after);
      if (after.length > 0) spellings.add(before + letter + after.slice(1));
    }
  }
  for (const swapped of swapsOf(word)) spellings.add(swapped);
  spellings.delete(word);
  return spellings;
}

/** The shortest word a job title's word is looked for in as a typo. */
const shortestCorrected = 5;

/**
 * The job titles' word one edit from a typed word that is none of them (« manutentionaire » →
 * « manutentionnaire », « bouhcer » → « boucher »), the one most titles use; undefined when the
 * word is known, short, or near none.
 */
export function correctedJobWord(typed: string, index: RomeIndex): string | undefined {
  const word = unaccent(typed);
  if (word.length < shortestCorrected || !/^[a-z]+$/.test(word) || index.words.has(foldWord(word))) return undefined;
  let best: string | undefined;
  let bestCount = 0;
  for (const spelling of oneEditAway(word)) {
    const count = index.words.get(foldWord(spelling)) ?? 0;
    if (count > bestCount || (count === bestCount && count > 0 && spelling < best!)) {
      best = spelling;
      bestCount = count;
    }
  }
  return best;
}

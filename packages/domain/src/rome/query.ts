// What a job seeker's search text asks for, read with the ROME titles and the recruitment thesaurus
// (France Travail — ROME, Licence Ouverte): the parts of the query, each with the words that
// satisfy it (abbreviations and everyday names written out) and the trades it names.
import type { RomeIndex } from "./index-builder.ts";
import { foldWord, inclusiveTitle, plainTitle, unaccent } from "./normalise.ts";

/** One part of a query: a job title, an abbreviation, or a word. */
export interface QueryPart {
  /** As typed, for the page to say what was searched (« aide-soignant », « ide »). */
  typed: string;
  /** Texts any of which satisfies the part, each read as a phrase (« aide soignant », « infirmier »). */
  phrases: string[];
  /** The part's word typed in part (the last one, still being typed): matched as a word beginning. */
  prefix: string | null;
  /** The trades (ROME codes) this part names: an offer filed under one of them satisfies it. */
  trades: string[];
  /** Whether the part names a job (a title, an abbreviation of one, an everyday name). */
  job: boolean;
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
  joining: boolean;
}

function tokensOf(text: string): Token[] {
  return plainTitle(text.normalize("NFC"))
    .split(/[^a-z0-9+#]+/)
    .filter((word) => word.length > 0)
    .map((plain) => ({ plain, folded: foldWord(plain), joining: joiningWords.has(plain) }));
}

const keyOf = (tokens: Token[]) => tokens.filter((token) => !token.joining).map((token) => token.folded);
const textOf = (tokens: Token[]) => tokens.map((token) => token.plain).join(" ");

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
      }
      found = {
        typed: textOf(span),
        phrases: [...new Set(phrases.map(unaccent))],
        prefix: null,
        trades: named.length <= maxTradesPerTitle ? [...named] : [],
        job: true,
      };
      break;
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
    parts.push({
      typed: token.plain,
      phrases: partial ? [] : [token.plain],
      prefix: partial ? token.plain : null,
      trades: [],
      job: false,
    });
    start++;
  }
  return parts;
}

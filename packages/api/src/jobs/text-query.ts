// The text of a job search as conditions on the published offers: each part of the query (a job
// title, an abbreviation, a word) as a full-text query on the title's document, the whole
// document, and the trades it names (ROME codes, France Travail — ROME, Licence Ouverte).
import { foldWord, unaccent } from "@fuse/domain/rome";
import { romeIndex } from "@fuse/domain/rome/node";
import {
  correctedJobWord,
  readJobQuery,
  swapsOf,
  tradeOfWhole,
  type Narrowing,
  type QueryPart,
} from "@fuse/domain/rome/query";
import type { Sql } from "@fuse/server-core/db/database.ts";

/** SQL text with its $n parameters, built up piece by piece. */
export class Parameters {
  readonly values: unknown[] = [];
  add(value: unknown, cast = "") {
    this.values.push(value);
    return `$${this.values.length}${cast}`;
  }
}

/** One part of the query, ready for the database: its full-text query and the trades it names. */
interface PlannedPart {
  typed: string;
  /**
   * For a word still being typed, its tsquery as a whole word: the part is found anywhere as that
   * word (« serveur Paris »), in the title as a beginning (« conducteur de tra »). Null otherwise.
   */
  whole: string | null;
  /** tsquery text; empty when the part is only a trade. */
  query: string;
  trades: string[];
  /** tsquery text an offer found by its trade alone must also answer (`QueryPart.narrowing`); empty when none. */
  narrowing: string;
  /** The narrowing words as typed, and the part without them (`QueryPart.narrowing`); null when none. */
  narrowed: Narrowing | null;
  job: boolean;
}

/** A search text as the database reads it. */
export interface TextPlan {
  /** The text searched, as the page shows it. */
  text: string;
  parts: PlannedPart[];
  /** Every part together, for ranking. */
  all: string;
  /**
   * The text read as one trade (`tradeOfWhole`), for when its words find nothing: « maître-chien »
   * as the trade of security guards. Undefined when a part names a job or the trade is unsure. Read
   * only when asked, since filing the whole text as a title costs more than the search itself.
   */
  asTrade(): TextPlan | undefined;
}

const tsConfig = "'public.french_unaccent'";

/**
 * A part's texts as one full-text query: any of its texts, each with all its words in any order
 * (« technicien réseaux télécoms » finds « Technicien réseaux et télécoms »), or the word typed in
 * part as a beginning.
 */
function partQuery(part: QueryPart, params: Parameters) {
  const queries = part.phrases.map(
    (phrase) => `plainto_tsquery(${tsConfig}, public.french_search_text(${params.add(phrase)}))`,
  );
  const prefix = part.prefix?.replace(/[^a-z0-9]/g, "") ?? "";
  if (prefix.length > 0) {
    queries.push(`to_tsquery(${tsConfig}, public.french_search_text(${params.add(prefix)}) || ':*')`);
  }
  return queries.length > 0 ? `(${queries.join(" || ")})` : "''::tsquery";
}

/**
 * Reads a search text into parts and asks the database for each part's full-text query (stop
 * words and stems as the documents have them). Undefined when nothing is left to search for
 * (« le la les », punctuation alone).
 */
export async function planText(tx: Sql, text: string): Promise<TextPlan | undefined> {
  const index = romeIndex();
  const parts = readJobQuery(text, index);
  if (parts.length === 0) return undefined;
  const params = new Parameters();
  const columns = parts.flatMap((part, i) => [
    `${partQuery(part, params)}::text as q${i}`,
    part.prefix === null
      ? `null::text as w${i}`
      : `phraseto_tsquery(${tsConfig}, public.french_search_text(${params.add(part.prefix)}))::text as w${i}`,
    part.narrowing === null
      ? `null::text as n${i}`
      : `plainto_tsquery(${tsConfig}, public.french_search_text(${params.add(part.narrowing.words.join(" "))}))::text as n${i}`,
  ]);
  const { rows } = await tx.query<Record<string, string | null>>(`select ${columns.join(", ")}`, params.values);
  const row = rows[0] ?? {};
  const planned = parts
    .map((part, i) => ({
      typed: part.typed,
      whole: row[`w${i}`] || null,
      query: row[`q${i}`] ?? "",
      trades: part.trades,
      narrowing: row[`n${i}`] ?? "",
      narrowed: part.narrowing,
      job: part.job,
    }))
    .filter((part) => part.query !== "" || part.trades.length > 0);
  if (planned.length === 0) return undefined;
  const withText = planned.filter((part) => part.query !== "");
  const all = withText.map((part) => `(${part.query})`).join(" & ");
  const typed = planned.map((part) => part.typed).join(" ");
  const asTrade = (): TextPlan | undefined => {
    const trade = tradeOfWhole(text, parts, index);
    if (trade === null) return undefined;
    const part = { typed, whole: null, query: "", trades: [trade], narrowing: "", narrowed: null, job: true };
    return { text: typed, parts: [part], all, asTrade: () => undefined };
  };
  return { text: typed, parts: planned, all, asTrade };
}

/**
 * The plan without the words narrowing its titles (« cuisinier de collectivité » as « cuisinier »),
 * with those words as typed; undefined when no title is narrowed.
 */
export function widenedPlan(plan: TextPlan): { plan: TextPlan; dropped: string[] } | undefined {
  if (!plan.parts.some((part) => part.narrowed !== null)) return undefined;
  const parts = plan.parts.map((part) =>
    part.narrowed === null ? part : { ...part, typed: part.narrowed.widened, narrowing: "", narrowed: null },
  );
  const dropped = plan.parts.flatMap((part) => part.narrowed?.typed ?? []);
  return { plan: { ...plan, text: parts.map((part) => part.typed).join(" "), parts }, dropped };
}

/** A trade's word in the title's document (`public.trade_words`): its ROME code, or its domain. */
const tradeWord = (code: string) => `'rome_${code.toLowerCase()}'`;
const domainWord = (domain: string) => `'domaine_${domain.toLowerCase()}'`;

/**
 * Where a part may be found: its words in the title's document (which also carries the offer's
 * trade, so one query answers both and the title's index, with the place, finds them) or in the
 * whole document (or the offer filed under a trade it names).
 */
function partCondition(part: PlannedPart, where: "title" | "document", params: Parameters) {
  const trades = part.trades.map(tradeWord).join(" | ");
  if (where === "title" && (trades === "" || part.narrowing === "")) {
    const query = [part.query, trades]
      .filter((text) => text !== "")
      .map((text) => `(${text})`)
      .join(" | ");
    return `j.title_search @@ ${params.add(query, "::tsquery")}`;
  }
  const conditions: string[] = [];
  if (part.query !== "") {
    conditions.push(`j.${where === "title" ? "title_search" : "search"} @@ ${params.add(part.query, "::tsquery")}`);
  }
  if (trades !== "") {
    const narrowed = part.narrowing === "" ? "" : ` and j.search @@ ${params.add(part.narrowing, "::tsquery")}`;
    conditions.push(`(j.title_search @@ ${params.add(trades, "::tsquery")}${narrowed})`);
  }
  return `(${conditions.join(" or ")})`;
}

/** How closely an offer must answer the text to be in the list. */
export type TextLevel = "title" | "document" | "related";

/**
 * The offers answering the text at a level:
 * - `title`: every part found in the offer, and the job it names in its title or trade (when the
 *   text names none, one of its words in the title): what a recruiter would call a match;
 * - `document`: every part found anywhere in the offer (its description, skills, city), only
 *   when no offer answers at the title level;
 * - `related`: offers of the same ROME domain as the trades the text names (J15 for J1506).
 */
export function textCondition(plan: TextPlan, level: TextLevel, params: Parameters): string {
  if (level === "related") {
    const domains = [...new Set(plan.parts.flatMap((part) => part.trades.map((trade) => trade.slice(0, 3))))];
    return `j.title_search @@ ${params.add(domains.map(domainWord).join(" | "), "::tsquery")}`;
  }
  if (level === "document") return plan.parts.map((part) => partCondition(part, "document", params)).join(" and ");
  // The job's name in the title or trade, and a word still being typed in the title unless it is a
  // whole word of the offer; the other words anywhere (the title's document is part of the whole
  // one, so a part found in the title needs no other condition).
  const titled = plan.parts.filter((part) => part.job || part.whole !== null);
  const inTitle = (part: PlannedPart) =>
    part.whole === null
      ? partCondition(part, "title", params)
      : `(${partCondition(part, "title", params)} or j.search @@ ${params.add(part.whole, "::tsquery")})`;
  // One word naming no job: in the title (and so in the whole document).
  if (titled.length === 0 && plan.parts.length === 1) return inTitle(plan.parts[0]!);
  const everywhere = plan.parts
    .filter((part) => !titled.includes(part))
    .map((part) => partCondition(part, "document", params));
  if (titled.length > 0) return [...titled.map(inTitle), ...everywhere].join(" and ");
  // No job named: every word anywhere, one of them in the title.
  return `${everywhere.join(" and ")} and (${plan.parts.map(inTitle).join(" or ")})`;
}

/**
 * The relevance order's keys for a text, each to be sorted descending: parts found in the title
 * first, then the trade, then the full-text rank (normalised by the document's length so a long
 * description does not win by repeating a word).
 */
export function textRank(plan: TextPlan, params: Parameters): string[] {
  const keys: string[] = [];
  const inTitle = plan.parts
    .filter((part) => part.query !== "")
    .map((part) => `(j.title_search @@ ${params.add(part.query, "::tsquery")})::int`);
  if (inTitle.length > 0) keys.push(`(${inTitle.join(" + ")})`);
  const trades = [...new Set(plan.parts.flatMap((part) => part.trades))];
  if (trades.length > 0) keys.push(`(j.rome_code = any(${params.add(trades, "::text[]")}))`);
  if (plan.all !== "") keys.push(`ts_rank(j.search, ${params.add(plan.all, "::tsquery")}, 1)`);
  return keys;
}

/** The least trigram closeness (word similarity) for a title's word to be a candidate spelling. */
const candidateCloseness = 0.4;

/** The most words of one text looked up for a typo. */
const maxCorrectedWords = 3;

/** The most edits (a letter added, left out, changed; two letters swapped counts two) forgiven in a word. */
const editsForgiven = (word: string) => (word.length >= 6 ? 2 : 1);

/**
 * The text with its words that no title knows replaced by the closest word of the published
 * offers' titles: the titles' trigram index finds words spelt alike, the fewest edits
 * (`levenshtein`, from the word or its masculine reading; two letters swapped count one) and then
 * the most trigrams in common choose (« developeur » → « developpeur », « sreveur » → « serveur »).
 * A word some title has is left as typed (« saison »). A word near none of them may still be one
 * edit from a job title's word (`correctedJobWord`: « manutentionaire »). Undefined when no word
 * could be corrected.
 */
export async function correctedText(tx: Sql, plan: TextPlan): Promise<string | undefined> {
  const index = romeIndex();
  let changed = false;
  const words: string[] = [];
  // `<%` reads its threshold from a setting: this transaction's, for the titles' index to answer.
  await tx.query("select set_config('pg_trgm.word_similarity_threshold', $1, true)", [String(candidateCloseness)]);
  let asked = 0;
  for (const part of plan.parts) {
    const typed = unaccent(part.typed);
    if (
      part.job ||
      typed.length < 4 ||
      /\d/.test(typed) ||
      typed.includes(" ") ||
      index.knowsWord(foldWord(typed)) ||
      // One typo is forgiven, in a few words: a long text of unknown words costs no more.
      asked >= maxCorrectedWords
    ) {
      words.push(part.typed);
      continue;
    }
    asked++;
    const { rows } = await tx.query<{ word: string }>(
      `select w.word
       from (
         select distinct regexp_split_to_table(t.title, '[^a-z0-9]+') as word
         from (
           select distinct lower(public.immutable_unaccent(j.title)) as title from public.published_jobs j
           where $1 operator(extensions.<%) lower(public.immutable_unaccent(j.title))
           limit 500
         ) t
       ) w
       where length(w.word) >= 3
         and (least(extensions.levenshtein(w.word, $1), extensions.levenshtein(w.word, $3)) <= $2
              or w.word = any($4::text[]))
       order by case when w.word = any($4::text[]) then 1
                else least(extensions.levenshtein(w.word, $1), extensions.levenshtein(w.word, $3)) end,
         extensions.similarity(w.word, $1) desc, w.word collate "C"
       limit 1`,
      // The typed word and its masculine reading: « developeuse » is one letter from the
      // « developpeur » of « Développeur·se ».
      [typed, editsForgiven(typed), foldWord(typed), swapsOf(typed)],
    );
    const best = rows[0]?.word ?? correctedJobWord(typed, index);
    if (best !== undefined && best !== typed && best !== foldWord(typed)) {
      words.push(best);
      changed = true;
    } else {
      words.push(part.typed);
    }
  }
  return changed ? words.join(" ") : undefined;
}

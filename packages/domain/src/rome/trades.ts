// The trades (ROME families, France Travail — ROME, Licence Ouverte) on the server: a family by its
// code, the classifier's guess for a title, and the families matching typed words, for the pickers.
import { readFileSync } from "node:fs";

import { foldWord, parseTsv, unaccent } from "./index.ts";
import { romeCodeOf, romeIndex, suggestJobTitles } from "./node.ts";
import type { Trade } from "./trade.ts";

/** The family `rome` as a trade; undefined when the ROME has no such family. */
export function tradeOf(rome: string): Trade | undefined {
  const family = romeIndex().family(rome);
  return family ? { rome: family.rome, label: family.label, domain: family.domain } : undefined;
}

/** The family's label beside a code as stored (null when there is no code, or no such family). */
export function romeLabelOf(rome: string | null): string | null {
  return rome === null ? null : (romeIndex().family(rome)?.label ?? null);
}

/** The trade the classifier gives a title (`romeCodeOf`); null when no family is close. */
export function guessedTrade(title: string): Trade | null {
  const rome = romeCodeOf(title);
  return rome === null ? null : (tradeOf(rome) ?? null);
}

interface LabelledFamily {
  trade: Trade;
  /** The label's words, unaccented, as written and in their masculine singular reading. */
  words: string[];
}

let families: LabelledFamily[] | undefined;

/** Every family with the words of its label, read once from the shipped file. */
function labelledFamilies(): LabelledFamily[] {
  families ??= parseTsv(readFileSync(new URL("./data/romes.tsv", import.meta.url), "utf8")).flatMap((row) => {
    const trade = tradeOf(row.rome ?? "");
    if (!trade) return [];
    const written = unaccent(trade.label)
      .split(/[^a-z0-9]+/)
      .filter(Boolean);
    return [{ trade, words: [...new Set([...written, ...written.map(foldWord)])] }];
  });
  return families;
}

const typedWords = (query: string) =>
  unaccent(query)
    .split(/[^a-z0-9]+/)
    .filter(Boolean);

/**
 * The families matching typed words, best first: those whose own label has a word beginning like
 * each typed word (accents, case and gender aside), shortest label first, then the families of the
 * job titles `suggestJobTitles` finds, in its order. Each family once, at most `limit`.
 */
export function searchTrades(query: string, limit = 10): Trade[] {
  const typed = typedWords(query).map((word) => [...new Set([word, foldWord(word)])]);
  if (typed.length === 0 || limit <= 0) return [];
  const byLabel = labelledFamilies()
    .filter(({ words }) => typed.every((forms) => forms.some((form) => words.some((word) => word.startsWith(form)))))
    .map(({ trade }) => trade)
    .sort((a, b) => a.label.length - b.label.length || a.label.localeCompare(b.label, "fr"));
  const found = new Map<string, Trade>();
  for (const trade of byLabel) found.set(trade.rome, trade);
  for (const title of suggestJobTitles(query, 50)) {
    if (found.size >= limit) break;
    const trade = found.has(title.rome) ? undefined : tradeOf(title.rome);
    if (trade) found.set(trade.rome, trade);
  }
  return [...found.values()].slice(0, limit);
}

// The ROME index on the server: the shipped files (./data, France Travail — ROME, Licence Ouverte)
// read from disk once, on first use.
import { readFileSync } from "node:fs";

import { createRomeIndex, type RomeIndex, type RomeTitle } from "./index-builder.ts";
import { abbreviations, everydayNames, titleNoise } from "./thesaurus-data.ts";

let index: RomeIndex | undefined;

/** The index of the shipped ROME files, built on first use (about 11,000 titles, tens of milliseconds). */
export function romeIndex(): RomeIndex {
  index ??= createRomeIndex(
    {
      romes: readFileSync(new URL("./data/romes.tsv", import.meta.url), "utf8"),
      appellations: readFileSync(new URL("./data/appellations.tsv", import.meta.url), "utf8"),
    },
    { abbreviations, everydayNames, titleNoise },
  );
  return index;
}

/** ROME job titles matching what is typed (accents, case and gender aside), best first. */
export function suggestJobTitles(query: string, limit = 10): RomeTitle[] {
  return romeIndex().suggestJobTitles(query, limit);
}

/** The ROME family (M1805) of a free-text job title, or null when no ROME title is close. */
export function romeCodeOf(title: string): string | null {
  return romeIndex().romeCodeOf(title);
}

export * from "./index.ts";

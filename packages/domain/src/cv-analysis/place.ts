// Where the person lives, as CVs write it: « 12 rue …, 69003 Lyon », « Villeurbanne (69) »,
// « Mérignac (33700) », « Paris 15e », « Marseille 13008 », « Lille + 30 km », « 📍 Nantes, France »,
// "Cork, Ireland". A place is a commune the evidence knows (or a town before a country's name);
// a line about mobility or a birth place is not where one lives.
import { fold } from "../analysis/find.ts";
import { isCountry, type CvEvidence } from "./evidence.ts";

export interface FoundPlace {
  city: string;
  postalCode: string | null;
}

const postalThenCity =
  /(?<!\d)(\d{5})\s+(\p{Lu}[\p{L}'’-]*(?:[ -]\p{L}[\p{L}'’-]*){0,5}?)(?=\s*(?:$|[,·|•(–—]|\s-\s|\s\d|\s+(?:cedex|CEDEX)\b))/u;
const cityThenPostal = /(\p{Lu}[\p{L}'’-]*(?:[ -]\p{L}[\p{L}'’-]*){0,5}?)\s*\(?\s*(\d{5})\s*\)?(?!\d)/u;
const notWhereOneLives =
  /\b(?:mobilite|mobile|deplacements?|permis|ne|nee|born|nationalite|nationality|vehicule|disponible)\b/u;

/** Communes named like a word a CV uses on its own (a language's level, a quality). */
const commonWords = new Set([
  "courant",
  "bilingue",
  "notions",
  "moyen",
  "bon",
  "sport",
  "lecture",
  "cuisine",
  "voyage",
  "musique",
]);

/** A piece of a line read as a commune's name: icons, départements, arrondissements, radius and country aside. */
function communeOf(piece: string, evidence: CvEvidence): string | null {
  const text = piece
    .replace(/^[^\p{L}]+/u, "")
    .replace(/^(?:adresse|ville|lieu|domicile|r[ée]sidence|address|city|location)\s*:\s*/iu, "")
    .replace(/^based in\s+/iu, "")
    .replace(/\(\s*\d{2,3}\s*\)/g, " ")
    .replace(/\b\d{1,2}\s*(?:e|er|eme|ème|th)\b/giu, " ")
    .replace(/\+\s*\d+\s*km\b/giu, " ")
    .replace(/\((?:[^)]*)\)/g, " ")
    .replace(/\s*,?\s*(?:france|cedex)\s*$/iu, "")
    .replace(/\s+/g, " ")
    .trim();
  // A commune's name is written with a capital (« École », « Avril » are communes too).
  if (!/^\p{Lu}/u.test(text) || isCountry(text) || /\d/.test(text) || commonWords.has(fold(text))) return null;
  return evidence.place(text) ? text : null;
}

/** The person's place among the contact lines, the first found in their order. */
export function findPlace(lines: readonly string[], evidence: CvEvidence): FoundPlace | null {
  for (const line of lines) {
    // A line of contact details holds several: each piece read alone.
    const pieces = line
      .split(/\s*[·|•;–—]\s*|\s+-\s+|\s{2,}/u)
      .filter((piece) => piece.split(/\s+/).length <= 10 && !notWhereOneLives.test(fold(piece)));
    for (const piece of pieces) {
      const postal = postalThenCity.exec(piece);
      if (postal) return { city: communeOf(postal[2]!, evidence) ?? postal[2]!.trim(), postalCode: postal[1]! };
      const before = cityThenPostal.exec(piece);
      const named = before ? communeOf(before[1]!.split(/,\s*/).at(-1)!, evidence) : null;
      if (before && named) return { city: named, postalCode: before[2]! };
      const parts = piece.split(/,\s*/u);
      for (const [index, part] of parts.entries()) {
        const city = communeOf(part, evidence);
        if (city) return { city, postalCode: null };
        // "Cork, Ireland": a town named before its country.
        const next = parts[index + 1];
        if (
          next !== undefined &&
          isCountry(next) &&
          /^\p{Lu}[\p{L}'’-]+(?:[ -]\p{Lu}[\p{L}'’-]+){0,2}$/u.test(part.trim())
        )
          return { city: part.trim(), postalCode: null };
      }
    }
  }
  return null;
}

import { formatEuros } from "../format/number.ts";
import { contractTypeLabels, remoteModeLabels } from "../vocabulary/index.ts";
import type { SavedSearchCriteria } from "./contract.ts";

/** A saved search's criteria in words, one short phrase each (« Toutes les offres » when none). */
export function criteriaInWords(criteria: SavedSearchCriteria): string[] {
  const words: string[] = [];
  if (criteria.q) words.push(`« ${criteria.q} »`);
  if (criteria.place) {
    words.push(`${criteria.place.label ?? "Autour du lieu choisi"} (${criteria.place.radius_km} km)`);
  }
  if (criteria.contracts.length > 0) words.push(criteria.contracts.map((type) => contractTypeLabels[type]).join(", "));
  if (criteria.remote.length > 0) words.push(criteria.remote.map((mode) => remoteModeLabels[mode]).join(", "));
  if (criteria.salary_min !== null) words.push(`${formatEuros(criteria.salary_min)} brut/an minimum`);
  if (criteria.experience !== null) {
    words.push(
      criteria.experience === 0
        ? "Sans expérience requise"
        : `${criteria.experience} an${criteria.experience > 1 ? "s" : ""} d'expérience au plus`,
    );
  }
  if (criteria.published_since !== null) {
    words.push(
      criteria.published_since === 1 ? "Publiées depuis 24 h" : `Publiées depuis ${criteria.published_since} jours`,
    );
  }
  return words.length > 0 ? words : ["Toutes les offres"];
}

/**
 * A name for a search about to be saved, from its URL query string as the search screen writes it
 * (the text and the place's name); the candidate may change it.
 */
export function suggestedSearchName(query: string): string {
  const params = new URLSearchParams(query.startsWith("?") ? query.slice(1) : query);
  const text = params.get("q")?.trim();
  const place = params.get("ville")?.trim();
  const name = [text ? text.charAt(0).toUpperCase() + text.slice(1) : undefined, place ? `à ${place}` : undefined]
    .filter(Boolean)
    .join(" ");
  return (name || "Toutes les offres").slice(0, 80);
}

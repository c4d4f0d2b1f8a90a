// How close an offer's trade and a candidate's are (ROME families, France Travail — ROME, Licence
// Ouverte): what orders the potential matches before the score, and the line the match shows.
import { romeDomainOf } from "../rome/trade.ts";

/** The same ROME family, or another family of the same ROME domain (M18 for M1805 and M1806). */
export type TradeProximity = "same" | "near";

/** How close two trades are; null when they are far apart or either side has none. */
export function tradeProximity(candidateRome: string | null, jobRome: string | null): TradeProximity | null {
  if (candidateRome === null || jobRome === null) return null;
  if (candidateRome === jobRome) return "same";
  return romeDomainOf(candidateRome) === romeDomainOf(jobRome) ? "near" : null;
}

/** The list's groups, first to last: the same trade, the same domain, then the rest (each by score). */
export function tradeRank(proximity: TradeProximity | null): 0 | 1 | 2 {
  return proximity === "same" ? 0 : proximity === "near" ? 1 : 2;
}

/** The line a match shows (« Même métier : … »), read the same way by the candidate and the recruiter. */
export const tradeProximityWording: Readonly<Record<TradeProximity, { label: string; detail: string }>> = {
  same: { label: "Même métier", detail: "l'offre et le profil sont de la même famille de métiers du ROME" },
  near: { label: "Métier proche", detail: "l'offre et le profil sont du même domaine professionnel du ROME" },
};

import type { WorkflowStage } from "../vocabulary/index.ts";
import type { SearchAdjustment } from "./contract.ts";

/** The job search screens' French messages. */
export const jobSearchMessages = {
  searchFailed: "La recherche n'a pas abouti.",
  offerFailed: "L'offre n'a pas pu être chargée.",
  matchesFailed: "Vos matchs potentiels n'ont pas pu être chargés.",
  decisionFailed: "Votre réponse n'a pas été enregistrée.",
  withdrawFailed: "Votre réponse n'a pas pu être annulée.",
  retry: "Réessayer",
  liked: "Intérêt enregistré",
  passed: "Offre passée",
  withdrawn: "Réponse annulée",
  mutual: "C'est un match !",
  mutualNext:
    "Le recruteur est aussi intéressé : votre candidature apparaît dans « Suivi de mes candidatures » et il vous contactera pour la suite.",
  undo: "Annuler",
} as const;

/** What a candidate reads of an offer they matched: the short badge, and the bar's title and text. */
export interface MatchStanding {
  badge: string;
  title: string;
  text: string;
  /** The application is over (refused, withdrawn): nothing more to expect from this offer. */
  ended: boolean;
}

/**
 * How a confirmed match stands, from where its application is: « C'est un match ! » only while the
 * application is alive; a refusal, a withdrawal or a hiring is said as such wherever the offer
 * shows. Null when the match is not mutual.
 */
export function matchStanding(mutual: boolean, stage: WorkflowStage | null | undefined): MatchStanding | null {
  if (!mutual) return null;
  switch (stage) {
    case "rejected":
      return {
        badge: "Candidature non retenue",
        title: "Candidature non retenue",
        text: "Le recruteur n'a pas retenu votre candidature pour cette offre. Sa réponse est dans « Suivi de mes candidatures ».",
        ended: true,
      };
    case "withdrawn":
      return {
        badge: "Candidature retirée",
        title: "Vous avez retiré votre candidature",
        text: "Cette candidature est close ; elle reste dans « Suivi de mes candidatures ».",
        ended: true,
      };
    case "hired":
      return {
        badge: "Embauche confirmée",
        title: "Embauche confirmée",
        text: "Le recruteur a confirmé votre embauche pour cette offre. Félicitations !",
        ended: false,
      };
    default:
      return {
        badge: jobSearchMessages.mutual,
        title: jobSearchMessages.mutual,
        text: jobSearchMessages.mutualNext,
        ended: false,
      };
  }
}

/** What the results say when the search was changed to find something (`SearchAdjustment`). */
export interface AdjustmentNotice {
  /** « Résultats pour « développeur » ». */
  title: string;
  /** Why, in one sentence. */
  text: string;
}

/**
 * The count of a search's results: « 1 offre », « 42 offres »; when so many offers answer that the
 * count is an estimate and the newest come first, « Environ 71 000 offres, les plus récentes
 * d'abord ». Thousands are set apart by a narrow no-break space, as in the rest of the product.
 */
export function resultCount(total: number, estimated: boolean): string {
  const written = String(total).replace(/\B(?=(\d{3})+(?!\d))/g, "\u202f");
  if (estimated) return `Environ ${written} offres, les plus récentes d'abord`;
  return `${written} offre${total === 1 ? "" : "s"}`;
}

/**
 * The notice above the results of a changed search, in French: the corrected or shortened text,
 * the wider radius, the filters left out, the related trades, or the newest offers when nothing
 * came near the words. `typed` is the search as the person wrote it; null when nothing changed.
 */
export function adjustmentNotice(
  adjusted: SearchAdjustment | null | undefined,
  typed: string,
): AdjustmentNotice | null {
  if (!adjusted) return null;
  const asked = `« ${typed.trim()} »`;
  if (adjusted.query === "") {
    return {
      title: "Voici les offres les plus récentes",
      text: `Aucune offre ne correspond à ${asked}.`,
    };
  }
  const searched = adjusted.query === null ? asked : `« ${adjusted.query} »`;
  const reasons: string[] = [];
  if (adjusted.corrected) reasons.push(`Aucune offre ne correspond à ${asked} : nous avons corrigé l'orthographe.`);
  if (adjusted.dropped.length > 0) {
    reasons.push(
      `Aucune offre ne contient tous les mots : ${adjusted.dropped.map((word) => `« ${word} »`).join(", ")} ${
        adjusted.dropped.length > 1 ? "ont été laissés" : "a été laissé"
      } de côté.`,
    );
  }
  if (adjusted.radius_km !== null)
    reasons.push(`Aucune offre dans le rayon choisi : il a été élargi à ${adjusted.radius_km} km.`);
  if (adjusted.filters_dropped) reasons.push("Aucune offre avec les filtres choisis : ils ont été retirés.");
  if (adjusted.related_trades) {
    return {
      title: "Offres de métiers proches",
      // The trade of the words searched: the corrected ones when a typo was.
      text: `${reasons.join(" ")} Aucune offre de ce métier pour ${searched}.`.trim(),
    };
  }
  return { title: typed.trim() === "" ? "Résultats élargis" : `Résultats pour ${searched}`, text: reasons.join(" ") };
}

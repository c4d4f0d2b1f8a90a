// The world's knowledge the CV analysis reads entries with: the ROME job titles (France Travail —
// ROME, Licence Ouverte) and the communes of the offline place table.
import { englishTitle, plainEvidence, type CvEvidence } from "@fuse/domain/cv-analysis/evidence";
import { romeIndex, titleWords } from "@fuse/domain/rome/node";

import { isCommuneName } from "../places/offline/commune-index.ts";
import { loadCommuneIndex } from "../places/offline/provider.ts";

let loading: Promise<CvEvidence> | undefined;

/**
 * Job titles are known by their first word (one ROME title at least begins with it, or a word of
 * the plain lists: the English ones); places by the communes' names and the countries. Without the
 * commune table (not built, unreadable), places are the countries alone.
 */
export function cvEvidence(): Promise<CvEvidence> {
  loading ??= loadCommuneIndex()
    .catch((error: unknown) => {
      console.error("CV analysis: the commune table could not be loaded", error);
      return null;
    })
    .then((communes) => {
      const rome = romeIndex();
      const titleStrength = (text: string) => {
        if (englishTitle(text)) return 2;
        // « Cariste – Préparateur de commandes »: the first of two titles.
        const [first, ...others] = titleWords(text.split(/\s+[–—|·/]\s+|,\s+/u)[0]!);
        if (first === undefined || rome.titlesHeadedBy(first) === 0) return plainEvidence.jobTitle(text) ? 1 : 0;
        return others.length === 0 || others.some((word) => rome.titleHeadedWith(first, word)) ? 2 : 1;
      };
      return {
        jobTitle: (text: string) => titleStrength(text) > 0,
        titleStrength,
        place: (text: string) => (communes !== null && isCommuneName(communes, text)) || plainEvidence.place(text),
      };
    });
  return loading;
}

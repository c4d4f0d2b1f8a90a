// The NAF rév. 2 sub-classes (« 62.01Z Programmation informatique »), from @socialgouv/codes-naf.
import type { Sector } from "../vocabulary/company.ts";

/** A sub-class code: two digits, a dot, two digits and a letter. */
export const nafCodePattern = /^[0-9]{2}\.[0-9]{2}[A-Z]$/;

export interface NafSubclass {
  code: string;
  label: string;
}

let loading: Promise<readonly NafSubclass[]> | undefined;

/**
 * The 732 sub-classes, loaded on first use: the list (about 50 kB) stays out of every bundle but
 * the screens that ask for a sector.
 */
export function loadNafSubclasses(): Promise<readonly NafSubclass[]> {
  loading ??= import("@socialgouv/codes-naf")
    .then((module) => {
      const codes = (module.default ?? module) as unknown as { id: string; label: string }[];
      return codes.filter(({ id }) => nafCodePattern.test(id)).map(({ id, label }) => ({ code: id, label }));
    })
    .catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
  return loading;
}

/** NAF divisions (the code's first two digits) grouped as the recruiter questionnaire's sectors. */
const sectorsByDivision: readonly [from: number, to: number, sector: Sector][] = [
  [5, 33, "Industrie"],
  [35, 39, "Énergie"],
  [41, 43, "BTP"],
  [45, 47, "Commerce"],
  [49, 53, "Transport"],
  [55, 56, "Hôtellerie"],
  [58, 63, "Numérique"],
  [64, 66, "Finance"],
  [69, 82, "Conseil"],
  [85, 85, "Éducation"],
  [86, 88, "Santé"],
];

/** The broad sector (« Numérique ») a NAF sub-class belongs to, « Autre » when none fits. */
export function sectorOfNaf(code: string): Sector {
  const division = Number(code.slice(0, 2));
  return sectorsByDivision.find(([from, to]) => division >= from && division <= to)?.[2] ?? "Autre";
}

import type { Criterion } from "../matching/index.ts";
import { paths } from "../vocabulary/paths.ts";

/**
 * The profile field (a `candidate_infos` column, the anchor of its input on the profile page) whose
 * change would raise a criterion: the skills, the mobility radius (or the city when none is known),
 * the contract types, the salary expectation, the experience, the languages.
 */
export function profileFieldOf(criterion: Pick<Criterion, "key" | "improvement">): string {
  switch (criterion.key) {
    case "skills":
      return "skills";
    case "distance":
      return /localisation/i.test(criterion.improvement ?? "") ? "city" : "mobility_radius_km";
    case "contract":
      return "contract_types";
    case "salary":
      return "salary_expectation";
    case "experience":
      return "experience_years";
    case "languages":
      return "languages";
  }
}

/** The link of that field on the candidate's profile page. */
export function profileFieldHref(criterion: Pick<Criterion, "key" | "improvement">) {
  return `${paths.candidate.profile}#${profileFieldOf(criterion)}`;
}

/**
 * The matching rules in one place. The server's SQL prefilter reproduces the hard mismatches below
 * to the letter, so any change here is a change there too.
 *
 * Hard mismatches — the pair is excluded, not merely scored low:
 *   (a) contract: the candidate listed contract types and the job's is not among them
 *       (an empty list means open to every contract);
 *   (b) distance: both sides have coordinates, the job is not remote, and the haversine distance
 *       (`distanceKm`, `public.distance_km`: earth radius 6371.0088 km) is strictly greater than
 *       `maxReachKm(candidate.mobilityRadiusKm, job.remoteMode)`:
 *         onsite: 2 × radius + 10 km;  hybrid: 3 × radius + 20 km;  remote: no limit;
 *   (c) skills: both the job (required + nice-to-have) and the candidate list skills with a
 *       non-empty key, and no `skillKey` of the job's skills is among the union of the
 *       candidate's `skillKeys` (the array overlap `jobs.skill_keys && <those keys>`). Synonym
 *       groups never share a key, so expanding the job's keys instead and overlapping the
 *       candidate's own keys (`candidate_infos.skill_keys`) gives the same answer.
 * Missing data (no coordinates, salary or experience) never excludes a pair.
 *
 * Score: each criterion earns 0 to its weight (rounded to 0.1); the score is the rounded sum, so
 * the breakdown both sides read adds up to the score shown.
 *
 * | criterion  | weight | full                                    | below full                                                        |
 * |------------|--------|-----------------------------------------|-------------------------------------------------------------------|
 * | skills     | 40     | every job skill in the profile          | required 80 % + nice-to-have 20 % (all to one side if the other is empty), each by share matched; job without skills: nothing |
 * | distance   | 20     | within the radius, or a remote job      | onsite: linear to 0 at the max reach; hybrid: linear to half at the max reach; unknown coordinates: nothing; then × remote-preference factor |
 * | contract   | 10     | listed, or no contract listed           | excluded                                                          |
 * | salary     | 15     | expectation ≤ max (min when no max)     | linear to 0 at 30 % above; expectation or job salary missing: nothing |
 * | experience | 10     | years ≥ required, or nothing required   | years / required; years missing: nothing                          |
 * | languages  | 5      | every job language, or none required    | share of the job's languages spoken                               |
 *
 * Missing data earns nothing: a criterion one side left empty cannot vouch for the pair, so an offer
 * that lists no skills never gives every candidate a high score. The line stays in the breakdown
 * (which still adds up) and says what to fill in; a complete profile or posting is worth more than
 * an empty field. A requirement stated as none (no experience, no language, every contract) is
 * met by everyone and earns in full.
 */
import type { CriterionKey, RemoteMode, RemotePreference } from "./types.ts";

/** The share of each criterion in the 100 points. */
export const matchWeights: Readonly<Record<CriterionKey, number>> = Object.freeze({
  skills: 40,
  distance: 20,
  contract: 10,
  salary: 15,
  experience: 10,
  languages: 5,
});

/** French labels of the criteria, in the order the breakdown lists them. */
export const criterionLabels: Readonly<Record<CriterionKey, string>> = Object.freeze({
  skills: "Compétences",
  distance: "Distance",
  contract: "Contrat",
  salary: "Salaire",
  experience: "Expérience",
  languages: "Langues",
});

/** Share of the skills criterion held by required skills when the job also lists nice-to-have ones. */
export const requiredSkillsShare = 0.8;

/** Share of a criterion earned when one side did not give the data it needs: none. */
export const missingDataShare = 0;

/** An expectation this far above the job's maximum (30 %) earns no salary points. */
export const salaryTolerance = 0.3;

/**
 * A hybrid job is only partly on site, so going beyond the radius costs half as much: the distance
 * share falls from 1 at the radius to 0.5 at the max reach instead of 0.
 */
export const hybridDistanceLoss = 0.5;

/**
 * Remote-work preference against the job's mode, by how far apart they are on
 * onsite – hybrid – remote: the same or "any" keeps the distance share, one step costs a quarter,
 * two steps (remote only against onsite, or the reverse) three quarters.
 */
export const remotePreferenceFactors = [1, 0.75, 0.25] as const;

const remoteModeRank: Record<RemoteMode, number> = { onsite: 0, hybrid: 1, remote: 2 };

export function remotePreferenceFactor(preference: RemotePreference, mode: RemoteMode): number {
  if (preference === "any") return 1;
  const steps = Math.abs(remoteModeRank[preference] - remoteModeRank[mode]);
  return remotePreferenceFactors[steps] ?? 0;
}

/** Max reach = factor × radius + extra km; beyond it the pair is excluded (rule b). */
const reach = {
  onsite: { factor: 2, extraKm: 10 },
  hybrid: { factor: 3, extraKm: 20 },
} as const;

/** A radius the database would never hold (negative, NaN) counts as 0 km. */
export const usableRadiusKm = (mobilityRadiusKm: number) =>
  Number.isFinite(mobilityRadiusKm) && mobilityRadiusKm > 0 ? mobilityRadiusKm : 0;

/** The farthest a job may be before the pair is excluded: Infinity for a remote job. */
export function maxReachKm(mobilityRadiusKm: number, remoteMode: RemoteMode): number {
  if (remoteMode === "remote") return Infinity;
  const { factor, extraKm } = reach[remoteMode];
  return factor * usableRadiusKm(mobilityRadiusKm) + extraKm;
}

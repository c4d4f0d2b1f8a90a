import {
  beyondReachSentence,
  contractAccepted,
  pairDistanceKm,
  scoreContract,
  scoreDistance,
  scoreExperience,
  scoreLanguages,
  scoreSalary,
  scoreSkills,
} from "./criteria.ts";
import { allSkillKeys, skillKey } from "./normalise.ts";
import type { Criterion, MatchCandidate, MatchJob, MatchResult } from "./types.ts";
import { maxReachKm } from "./weights.ts";

/**
 * The hard mismatches of weights.ts, written as the server's SQL prefilter reads them (rules a, b,
 * c in that order); the first one found is the reason given.
 */
function hardMismatch(candidate: MatchCandidate, job: MatchJob, criteria: Criterion[]): string | null {
  if (!contractAccepted(candidate, job)) return criteria.find((line) => line.key === "contract")!.sentence;

  const distance = pairDistanceKm(candidate, job);
  if (distance !== null && distance > maxReachKm(candidate.mobilityRadiusKm, job.remoteMode)) {
    return beyondReachSentence(candidate, job, distance);
  }

  const jobKeys = [...job.skills, ...job.niceToHaveSkills].map(skillKey).filter((key) => key !== "");
  const candidateKeys = allSkillKeys(candidate.skills);
  if (jobKeys.length > 0 && candidateKeys.size > 0 && !jobKeys.some((key) => candidateKeys.has(key))) {
    return "Aucune compétence en commun";
  }
  return null;
}

/** Tenths of a point, so that sums and comparisons are exact. */
const tenths = (points: number) => Math.round(points * 10);

/**
 * Scores a candidate against a job, both ways at once: 0-100 from the criteria of weights.ts, each
 * with its French sentence, or excluded with the reason when a hard mismatch rules the pair out.
 * Pure: the same pair always gives the same result, on the server and in the browser.
 */
export function scoreMatch(candidate: MatchCandidate, job: MatchJob): MatchResult {
  const criteria = [
    scoreSkills(candidate, job),
    scoreDistance(candidate, job),
    scoreContract(candidate, job),
    scoreSalary(candidate, job),
    scoreExperience(candidate, job),
    scoreLanguages(candidate, job),
  ];

  const reason = hardMismatch(candidate, job, criteria);
  if (reason !== null) return { excluded: true, reason, criteria };

  const score = Math.round(criteria.reduce((sum, line) => sum + tenths(line.points), 0) / 10);
  const gain = (line: Criterion) => tenths(line.weight) - tenths(line.points);
  let improvements: string[] | undefined;
  return {
    excluded: false,
    score,
    criteria,
    // Written when read, like the criteria's sentences. Array#sort is stable: equal gains keep the
    // breakdown's order.
    get improvements() {
      improvements ??= criteria
        .filter((line) => line.improvement !== null)
        .sort((a, b) => gain(b) - gain(a))
        .map((line) => line.improvement!);
      return improvements;
    },
  };
}

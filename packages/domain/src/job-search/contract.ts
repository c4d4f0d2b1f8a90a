// The candidate's job search and potential matches screens: the endpoints this feature adds to the API contract (see ../../api/contract.ts).
import type { MatchDecision, WorkflowStage } from "../vocabulary/index.ts";

/** How one offer stands for the signed-in candidate: its score, and what each side decided so far. */
export interface JobMatchState {
  job_id: string;
  /** 0-100; null when the offer is out of reach (contract, distance or skills rule it out). */
  score: number | null;
  /** Why the offer is ruled out, in French; null when it is scored. */
  excluded_reason: string | null;
  /** The candidate's own decision, if any. */
  decision: MatchDecision | null;
  /** Both sides liked: the match is confirmed (and final). */
  mutual: boolean;
  /** Where the application the match opened stands (refused, withdrawn…); null before one. */
  application_stage: WorkflowStage | null;
}

/**
 * What the search changed when what was asked found nothing (`GET /api/jobs`), for the page to say
 * it: a word corrected, words left out, a wider radius, filters left out, or offers of related
 * trades. Null when the results answer the search as asked.
 */
export interface SearchAdjustment {
  /** The text searched instead of the one typed (« développeur » for « developeur »); null when the same. */
  query: string | null;
  /** A word typed with a typo was read as the closest word of the offers' titles. */
  corrected: boolean;
  /** Words of the search the results do not all contain (« Lyon » in « cariste Lyon »). */
  dropped: string[];
  /** The radius searched (km) when the one asked found nothing; null when unchanged. */
  radius_km: number | null;
  /** The filters ticked were left out. */
  filters_dropped: boolean;
  /** Offers of trades close to the one asked (same ROME domain). */
  related_trades: boolean;
}

/** A search's adjustment when nothing was changed: the base each change is written on. */
export const noAdjustment: SearchAdjustment = {
  query: null,
  corrected: false,
  dropped: [],
  radius_km: null,
  filters_dropped: false,
  related_trades: false,
};

/** `GET /api/matches/scores?job_ids=…`: the states of the offers asked for that the candidate may read. */
export interface JobMatchStatesResponse {
  scores: JobMatchState[];
}

/** `DELETE /api/matches/decisions`: what the withdrawal did (false when there was nothing to withdraw). */
export interface DecisionWithdrawal {
  job_id: string;
  withdrawn: boolean;
}

export interface JobSearchEndpoints {
  "GET /api/matches/scores": { query: { job_ids: string }; response: JobMatchStatesResponse };
  "DELETE /api/matches/decisions": { body: { job_id: string }; response: DecisionWithdrawal };
}

/** This feature's endpoints that need no token. */
export const jobSearchPublicEndpoints: readonly string[] = [];

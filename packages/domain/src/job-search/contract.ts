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

// The recruitment pipeline: the endpoints this feature adds to the API contract (see ../../api/contract.ts).
import type { WorkflowStage } from "../../vocabulary/index.ts";

/** A card of the recruitment pipeline: a mutual match of one of the recruiter's offers. */
export interface PipelineCard {
  id: string;
  job_id: string;
  job_title: string;
  stage: WorkflowStage;
  /** When the card reached its stage (ISO 8601). */
  stage_changed_at: string;
  refusal_reason: string | null;
  /** The match's score, 0-100; null while it has not been scored. */
  score: number | null;
  /** Who the candidate is, contact included: the match is mutual. */
  candidate: {
    id: string;
    first_name: string | null;
    last_name: string | null;
    headline: string | null;
    phone: string | null;
    email: string;
  };
}

/** `GET /api/recruiter/pipeline/cards?job_id=`: the pipeline's cards, latest move first (500 at most). */
export interface PipelineCards {
  cards: PipelineCard[];
}

export interface WorkflowEndpoints {
  "GET /api/recruiter/pipeline/cards": { query: { job_id?: string }; response: PipelineCards };
}

/** This feature's endpoints that need no token: none. */
export const workflowPublicEndpoints: readonly string[] = [];

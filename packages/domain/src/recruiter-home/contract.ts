// The recruiter's dashboard: the endpoints this feature adds to the API contract (see ../../api/contract.ts).
import type { WorkflowStage } from "../vocabulary/index.ts";

/** `GET /api/recruiter/pipeline`: the cards of the company's recruitment pipeline, counted by stage. */
export interface PipelineSummary {
  /** Every stage, in the pipeline's order, with its count (0 included). */
  stages: { stage: WorkflowStage; count: number }[];
  total: number;
}

export interface RecruiterHomeEndpoints {
  "GET /api/recruiter/pipeline": { response: PipelineSummary };
}

/** This feature's endpoints that need no token: none. */
export const recruiterHomePublicEndpoints: readonly string[] = [];

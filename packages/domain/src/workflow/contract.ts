// The hiring workflow: the endpoints this feature adds to the API contract (see ../../api/contract.ts).
import type { CandidateCardContent } from "../candidate-card/contract.ts";
import type { RecruiterRefusalReason, RefusalReason, WorkflowStage } from "../vocabulary/index.ts";

/** An interview: the slots proposed, then the one the candidate picked. */
export interface Interview {
  id: string;
  status: "proposed" | "booked" | "cancelled";
  /** One to five start times (ISO 8601), in the order proposed. */
  slots: string[];
  /** The slot the candidate picked, once booked. */
  chosen_slot: string | null;
  duration_minutes: number;
  /** An address, a video link (https), or both. */
  location: string | null;
  video_url: string | null;
  /** What the recruiter tells the candidate (what to bring, whom to ask for). */
  message: string | null;
  updated_at: string;
}

export type WorkflowEventKind =
  "move" | "note" | "interview_proposed" | "interview_rescheduled" | "interview_booked" | "interview_cancelled";

/** One entry of a card's history: who, when, from, to, and what was said. Nobody edits it. */
export interface WorkflowEvent {
  id: string;
  kind: WorkflowEventKind;
  /** For a move: the stage left (null on entering the pipeline) and the stage reached. */
  from_stage: WorkflowStage | null;
  to_stage: WorkflowStage | null;
  /** A refusal's reason. */
  reason: RefusalReason | null;
  /** A refusal's, withdrawal's or cancellation's message, or a note's text. */
  message: string | null;
  /** A private note (the recruiter's alone). */
  private: boolean;
  /** Who acted: the candidate, the recruiter, or Fuse itself (a follow-up); null once an account is gone. */
  actor: "candidate" | "recruiter" | "system" | null;
  at: string;
}

/** A card of the recruitment pipeline: a mutual match of one of the recruiter's offers. */
export interface PipelineCard {
  id: string;
  job_id: string;
  job_title: string;
  stage: WorkflowStage;
  /** When the card reached its stage (ISO 8601). */
  stage_changed_at: string;
  /** The latest move or interview the candidate could see. */
  last_activity_at: string;
  refusal_reason: RefusalReason | null;
  refusal_message: string | null;
  /** Order within its column, smaller first. */
  position: number;
  /** The match's score, 0-100; null while it has not been scored. */
  score: number | null;
  /** The interview under way, if any. */
  interview: Interview | null;
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

/** `GET /api/recruiter/pipeline/cards?job_id=`: the pipeline's cards, by position (500 at most). */
export interface PipelineCards {
  cards: PipelineCard[];
}

/** `GET /api/recruiter/pipeline/cards/:id`: a card with its whole history, private notes included. */
export interface PipelineCardDetail {
  card: PipelineCard;
  events: WorkflowEvent[];
}

/**
 * `GET /api/recruiter/pipeline/cards/:id/candidate`: what the recruiter of a mutual match sees of the
 * candidate: their whole card (portrait included, whatever its public settings hide) and the CV they
 * sent, through a signed address that lasts a few minutes (null when there is no file).
 */
export interface PipelineCandidate {
  card: CandidateCardContent;
  cv: { name: string; url: string; expires_at: string } | null;
}

/** `POST /api/recruiter/pipeline/cards/:id/move`. */
export interface MoveRequest {
  /** The stage the card stood at when the recruiter moved it: a card moved meanwhile answers 409. */
  from: WorkflowStage;
  to: Exclude<WorkflowStage, "withdrawn">;
  /** Where in the column (see `PipelineCard.position`); on top when absent. */
  position?: number | undefined;
  /** Required to refuse. */
  reason?: RecruiterRefusalReason | undefined;
  message?: string | undefined;
}

/** `POST /api/recruiter/pipeline/cards/:id/interviews`: propose slots, or new ones (a rescheduling). */
export interface InterviewProposal {
  /** One to five start times (ISO 8601), each in the future, all different. */
  slots: string[];
  duration_minutes: number;
  location?: string | undefined;
  video_url?: string | undefined;
  message?: string | undefined;
}

/** `GET /api/recruiter/pipeline/funnel`: per offer, the cards at each stage and the median days spent there. */
export interface PipelineFunnel {
  offers: Array<{
    job_id: string;
    job_title: string;
    stages: Array<{ stage: WorkflowStage; cards: number; median_days: number | null }>;
  }>;
}

/** An application as its candidate follows it. */
export interface Application {
  id: string;
  job_id: string;
  stage: WorkflowStage;
  stage_changed_at: string;
  last_activity_at: string;
  /** Days without any move or interview, once they reach the follow-up delay; null before. */
  silent_days: number | null;
  job_title: string | null;
  company_name: string | null;
  refusal_reason: RefusalReason | null;
  refusal_message: string | null;
  interview: Interview | null;
  /** The shared history, oldest first. */
  events: WorkflowEvent[];
}

/** `GET /api/applications`: the caller's applications, the latest move first. */
export interface Applications {
  applications: Application[];
  /** The follow-up delays, in days: a reminder to the recruiter, then closing « Sans suite ». */
  follow_up: { reminder_days: number; close_days: number };
}

export interface WorkflowEndpoints {
  "GET /api/recruiter/pipeline/cards": { query: { job_id?: string }; response: PipelineCards };
  "GET /api/recruiter/pipeline/cards/:id": { params: { id: string }; response: PipelineCardDetail };
  "GET /api/recruiter/pipeline/cards/:id/candidate": { params: { id: string }; response: PipelineCandidate };
  "POST /api/recruiter/pipeline/cards/:id/move": { params: { id: string }; body: MoveRequest; response: PipelineCard };
  "POST /api/recruiter/pipeline/cards/:id/notes": {
    params: { id: string };
    body: { message: string };
    response: WorkflowEvent;
  };
  "POST /api/recruiter/pipeline/cards/:id/interviews": {
    params: { id: string };
    body: InterviewProposal;
    response: Interview;
  };
  "POST /api/recruiter/pipeline/interviews/:id/cancel": {
    params: { id: string };
    body: { message?: string | undefined };
    response: Interview;
  };
  "GET /api/recruiter/pipeline/funnel": { response: PipelineFunnel };
  "GET /api/applications": { response: Applications };
  "POST /api/applications/interviews/:id/book": { params: { id: string }; body: { slot: string }; response: Interview };
  "POST /api/applications/interviews/:id/cancel": {
    params: { id: string };
    body: { message?: string | undefined };
    response: Interview;
  };
  "POST /api/applications/:id/withdraw": {
    params: { id: string };
    body: { message?: string | undefined };
    response: Application;
  };
}

/** This feature's endpoints that need no token: none. */
export const workflowPublicEndpoints: readonly string[] = [];

// The recruiter's own offers: the endpoints this feature adds to the API contract (see ../../api/contract.ts).
import type { ContractType, RemoteMode } from "../vocabulary/index.ts";
import type { JobOfferDraft } from "./job-offer-schema.ts";

export const jobOfferStatuses = ["draft", "published", "closed"] as const;
export type JobOfferStatus = (typeof jobOfferStatuses)[number];

/** One of the caller's offers, as they wrote it: drafts included, every field the form edits. */
export interface RecruiterJob {
  id: string;
  title: string;
  /** The trade: a ROME family (France Travail — ROME, Licence Ouverte); null when none is known. */
  rome_code: string | null;
  /** The family's label (« Études et développement informatique »), null without a code. */
  rome_label: string | null;
  /** Whether the recruiter chose the trade (a later title change keeps it) or the title gave it. */
  rome_code_chosen: boolean;
  /** Rich text, sanitised (spec §5). */
  description: string;
  contract_type: ContractType;
  remote_mode: RemoteMode;
  city: string | null;
  postal_code: string | null;
  lat: number | null;
  lng: number | null;
  /** Gross yearly euros. */
  salary_min: number | null;
  salary_max: number | null;
  skills: string[];
  nice_to_have_skills: string[];
  experience_years_min: number;
  languages: string[];
  /** `AAAA-MM-JJ`; null for "as soon as possible". */
  start_date: string | null;
  status: JobOfferStatus;
  published_at: string | null;
  created_at: string;
  updated_at: string;
}

/** An offer of the list, with what it has brought so far. */
export interface RecruiterJobListItem extends RecruiterJob {
  /** Candidates the matching preselects for a published offer (null for a draft or a closed one). */
  potential_candidates: number | null;
  /** Cards of the offer's recruitment pipeline (mutual matches). */
  pipeline_cards: number;
}

/** `GET /api/recruiter/jobs`: every offer of the caller's company, newest change first. */
export interface RecruiterJobList {
  jobs: RecruiterJobListItem[];
}

/** `DELETE /api/recruiter/jobs/{id}`: the draft is gone. */
export interface JobOfferDeletion {
  id: string;
  deleted: true;
}

type OwnJob = { params: { id: string } };

export interface RecruiterJobsEndpoints {
  "GET /api/recruiter/jobs": { response: RecruiterJobList };
  "GET /api/recruiter/jobs/:id": OwnJob & { response: RecruiterJob };
  "POST /api/recruiter/jobs": { body: JobOfferDraft; response: RecruiterJob };
  "PATCH /api/recruiter/jobs/:id": OwnJob & { body: JobOfferDraft; response: RecruiterJob };
  "POST /api/recruiter/jobs/:id/publish": OwnJob & { response: RecruiterJob };
  "POST /api/recruiter/jobs/:id/close": OwnJob & { response: RecruiterJob };
  "POST /api/recruiter/jobs/:id/reopen": OwnJob & { response: RecruiterJob };
  "POST /api/recruiter/jobs/:id/duplicate": OwnJob & { response: RecruiterJob };
  "DELETE /api/recruiter/jobs/:id": OwnJob & { response: JobOfferDeletion };
}

/** This feature's endpoints that need no token: none, every offer call is the recruiter's. */
export const recruiterJobsPublicEndpoints: readonly string[] = [];

// The product API's contract: each endpoint's path, query, body and answer. The server types its
// answers with these (`c.json(x satisfies …)`), the browser's client is keyed by them, so the two
// cannot drift apart without the type checker saying so.
import { adminContentPublicEndpoints, type AdminContentEndpoints } from "../admin/contract.ts";
import { adminInboxPublicEndpoints, type AdminInboxEndpoints } from "../admin/inbox-contract.ts";
import { candidateCardPublicEndpoints, type CandidateCardEndpoints } from "../candidate-card/contract.ts";
import { contactPublicEndpoints, type ContactEndpoints } from "../contact/contract.ts";
import { cvAnalysisPublicEndpoints, type CvAnalysisEndpoints } from "../cv-analysis/contract.ts";
import { faqPublicEndpoints, type FaqEndpoints } from "../faq/contract.ts";
import { homePublicEndpoints, type HomeEndpoints } from "../home/contract.ts";
import { jobAlertsPublicEndpoints, type JobAlertsEndpoints } from "../job-alerts/contract.ts";
import { jobSearchPublicEndpoints, type JobSearchEndpoints, type SearchAdjustment } from "../job-search/contract.ts";
import type { Criterion, MatchResult, TradeProximity } from "../matching/index.ts";
import { newsPublicEndpoints, type NewsEndpoints } from "../news/contract.ts";
import { placesPublicEndpoints, type PlacesEndpoints } from "../places/contract.ts";
import { portraitPublicEndpoints, type PortraitEndpoints } from "../portrait/contract.ts";
import { preRegistrationPublicEndpoints, type PreRegistrationEndpoints } from "../pre-registration/contract.ts";
import { questionnairePublicEndpoints, type QuestionnaireEndpoints } from "../questionnaire/contract.ts";
import { recruiterHomePublicEndpoints, type RecruiterHomeEndpoints } from "../recruiter-home/contract.ts";
import { recruiterJobsPublicEndpoints, type RecruiterJobsEndpoints } from "../recruiter-jobs/contract.ts";
import { romePublicEndpoints, type RomeEndpoints } from "../rome/contract.ts";
import type { SalarySimulation, SalarySimulationRequest } from "../salary/simulation.ts";
import { subscriptionPublicEndpoints, type SubscriptionEndpoints } from "../subscription/contract.ts";
import type {
  ContractType,
  MatchDecision,
  MatchSide,
  ProfileType,
  RemoteMode,
  SelfServiceProfileType,
  WorkflowStage,
} from "../vocabulary/index.ts";
import { voicePublicEndpoints, type VoiceEndpoints } from "../voice/contract.ts";
import { workflowPublicEndpoints, type WorkflowEndpoints } from "../workflow/contract.ts";

/** `GET /api/config`: the public runtime configuration, so one build of the app runs everywhere. */
export interface PublicConfig {
  supabaseUrl: string;
  supabaseAnonKey: string;
  mapsApiKey: string | null;
  recruiterPaymentRequired: boolean;
  mode: "embedded" | "hosted";
  /**
   * Where `/api/places/addresses` looks: "ban", real numbers and streets (Base Adresse Nationale);
   * "communes", communes only, the street being typed beside (absent: "communes").
   */
  addressSearch?: "ban" | "communes";
  /** INDEXING: false, every page says `noindex` to search engines (the app writes it in the head too). */
  indexing: boolean;
  /** PUBLIC_URL without its trailing slash: the site's canonical addresses (an offer's JSON-LD `url`). */
  publicUrl: string;
}

/** `GET /api/profile` (spec §7): the caller's profile; `id` is the profile's own id. */
export interface Profile {
  id: string;
  type: ProfileType;
  completed: boolean;
}

/** `POST /api/profile/update`: creates the profile on first call (with its type), updates `completed` after. */
export interface ProfileUpdate {
  user_id?: string;
  type?: SelfServiceProfileType;
  completed?: boolean;
}

/**
 * `GET /api/profile/info`: the candidate's own info. The server derives the full shape from its
 * form schema; the contract names the fields the app reads and leaves the others open.
 */
export interface CandidateInfo {
  memo?: string | null;
  analyzer_cv?: boolean;
  target_title?: string | null;
  rome_code: string | null;
  /** The ROME family's label beside its code. */
  rome_label?: string | null;
  /** Whether the candidate chose the family (a new target title then keeps it). */
  rome_code_chosen?: boolean;
  updated_at: string | null;
  [field: string]: unknown;
}

/** `GET /api/profile/info/company`: the recruiter's company, empty fields until described. */
export interface CompanyInfo {
  siren: string | null;
  updated_at: string | null;
  [field: string]: unknown;
}

/** A success without a meaningful answer (spec §7 "not shown"). */
export type Acknowledgement = Record<string, unknown> | undefined;

export interface CompanySummary {
  name: string;
  slug: string | null;
  logo_url: string | null;
  city: string | null;
}

/** An offer as a result list shows it. Salaries are gross yearly euros; the net is a monthly estimate. */
export interface JobSummary {
  id: string;
  title: string;
  /** The title's ROME family (France Travail — ROME, Licence Ouverte), when known. */
  rome: string | null;
  excerpt: string;
  contract_type: ContractType;
  remote_mode: RemoteMode;
  city: string | null;
  postal_code: string | null;
  lat: number | null;
  lng: number | null;
  /** From the searched place, when there is one. */
  distance_km: number | null;
  salary_min: number | null;
  salary_max: number | null;
  salary_net_monthly_min: number | null;
  salary_net_monthly_max: number | null;
  skills: string[];
  nice_to_have_skills: string[];
  experience_years_min: number;
  languages: string[];
  published_at: string;
  /** Null when the company keeps its card private. */
  company: CompanySummary | null;
}

export interface FacetCount<T> {
  value: T;
  count: number;
}

/**
 * How many offers each choice of a filter would give, the other filters staying as they are
 * (so a user sees what ticking one more contract type adds, not just what is already shown).
 */
export interface SearchFacets {
  contract: FacetCount<ContractType>[];
  remote: FacetCount<RemoteMode>[];
  salary_min: FacetCount<number>[];
  experience: FacetCount<number>[];
  published_since: FacetCount<number>[];
}

export const jobSearchSorts = ["relevance", "date", "distance", "salary"] as const;
export type JobSearchSort = (typeof jobSearchSorts)[number];

/** `GET /api/jobs`: one page of offers with the facet counts. */
export interface JobSearchResponse {
  jobs: JobSummary[];
  total: number;
  page: number;
  per_page: number;
  pages: number;
  sort: JobSearchSort;
  facets: SearchFacets;
  /** What was changed for the search to find something (see `SearchAdjustment`); null when nothing. */
  adjusted: SearchAdjustment | null;
  /**
   * Whether so many offers answer that the total and the facet counts are estimated from a sample
   * (two significant digits) and the page holds the newest of them rather than the most relevant.
   */
  total_estimated: boolean;
}

/** `GET /api/jobs` query, as the URL carries it (lists comma-separated). */
export type JobSearchQuery = Partial<Record<string, string | number | boolean>>;

/** A title suggestion: how many published offers carry it (0 for a ROME job title), and its family. */
export interface TitleSuggestion {
  title: string;
  count: number;
  rome: string | null;
}

export interface JobTitlesResponse {
  titles: TitleSuggestion[];
}

/** `GET /api/jobs/{id}`: the offer, its description, its company card and, signed in, how it matches. */
export interface JobOfferResponse extends Omit<JobSummary, "company"> {
  status: string;
  description: string;
  company:
    | (CompanySummary & {
        size: string | null;
        sector: string | null;
        description: string | null;
        culture: Record<string, unknown> | null;
      })
    | null;
  match: MatchResult | null;
}

/**
 * `GET /api/jobs/{id}/similar`: the offer's title, whether it is still open (a closed or deleted
 * offer's page shows its title and these), and up to five open offers like it.
 */
export interface SimilarOffersResponse {
  offer: { title: string; open: boolean };
  jobs: JobSummary[];
}

// Matching: declared here for the client; the server's handlers (packages/api/src/matching) still
// declare their own copies and are to be typed with these once that module settles.
export type { MatchDecision };

export interface MatchExplanation {
  score: number;
  criteria: Criterion[];
  improvements: string[];
  /**
   * How close the offer's trade and the candidate's are (both ROME families): what puts the match
   * first in the lists, never points of its score; absent or null when far apart or unknown.
   */
  trade?: TradeProximity | null;
}

export interface JobMatch {
  job: JobSummary;
  match: MatchExplanation;
  decision: MatchDecision | null;
  mutual: boolean;
  /** Where the application a mutual match opened stands (refused, withdrawn…); null before one. */
  application_stage: WorkflowStage | null;
}

export interface CandidateCard {
  profile_id: string;
  first_name: string | null;
  headline: string | null;
  city: string | null;
  skills: string[];
  languages: string[];
  experience_years: number | null;
  card_slug: string | null;
  distance_band: string | null;
  contact: { last_name: string | null; phone: string | null; email: string } | null;
}

export interface CandidateMatch {
  candidate: CandidateCard;
  match: MatchExplanation;
  /** The recruiter's own decision; the candidate's is never sent. */
  decision: MatchDecision | null;
  mutual: boolean;
  /** The candidate said « Ça m'intéresse » to this offer (a pass reads as no decision: false). */
  interested: boolean;
}

export interface MatchPage<T> {
  matches: T[];
  total: number;
  page: number;
  per_page: number;
  pages: number;
}

export interface DecisionRequest {
  job_id: string;
  /** Required from a recruiter; a candidate decides for themselves. */
  candidate_id?: string | undefined;
  decision: MatchDecision;
}

export interface DecisionResult {
  job_id: string;
  candidate_id: string;
  side: MatchSide;
  decision: MatchDecision;
  mutual: boolean;
  match_id: string | null;
}

type PageQuery = { page?: number; per_page?: number };

/**
 * Every endpoint the app calls, keyed "METHOD /path" (":name" for a path parameter): its path
 * parameters, query, body and answer. `auth: false` marks the public ones (no token needed).
 */
export interface ApiEndpoints
  extends
    QuestionnaireEndpoints,
    PortraitEndpoints,
    CvAnalysisEndpoints,
    VoiceEndpoints,
    JobSearchEndpoints,
    CandidateCardEndpoints,
    NewsEndpoints,
    FaqEndpoints,
    JobAlertsEndpoints,
    PreRegistrationEndpoints,
    ContactEndpoints,
    RecruiterHomeEndpoints,
    HomeEndpoints,
    WorkflowEndpoints,
    SubscriptionEndpoints,
    RecruiterJobsEndpoints,
    AdminInboxEndpoints,
    AdminContentEndpoints,
    PlacesEndpoints,
    RomeEndpoints {
  "GET /api/config": { response: PublicConfig; auth: false };
  "GET /api/profile": { query: { id: string }; response: Profile };
  "POST /api/profile/update": { body: ProfileUpdate; response: Profile };
  "DELETE /api/profile": { body: { user_id: string }; response: Acknowledgement };
  "GET /api/profile/info": { query: { id: string }; response: CandidateInfo | null };
  "POST /api/profile/info": { body: { form: Record<string, unknown>; user_id?: string }; response: CandidateInfo };
  "GET /api/profile/info/company": { query: { id: string }; response: CompanyInfo };
  "PATCH /api/profile/info/update-company": {
    body: { profile: Record<string, unknown>; user_id?: string };
    response: CompanyInfo;
  };
  "GET /api/jobs": { query: JobSearchQuery; response: JobSearchResponse; auth: false };
  "GET /api/jobs/titles": { query: { q: string; limit?: number }; response: JobTitlesResponse; auth: false };
  "GET /api/jobs/:id": { params: { id: string }; response: JobOfferResponse; auth: false };
  "GET /api/jobs/:id/similar": { params: { id: string }; response: SimilarOffersResponse; auth: false };
  "GET /api/matches/jobs": { query: PageQuery; response: MatchPage<JobMatch> };
  "GET /api/matches/jobs/:id/candidates": {
    params: { id: string };
    query: PageQuery;
    response: MatchPage<CandidateMatch>;
  };
  "POST /api/matches/decisions": { body: DecisionRequest; response: DecisionResult };
  "POST /api/salary/simulate": { body: SalarySimulationRequest; response: SalarySimulation; auth: false };
}

export type ApiEndpoint = keyof ApiEndpoints;

/** The answer of an endpoint. */
export type ApiResponse<E extends ApiEndpoint> = ApiEndpoints[E]["response"];

type Field<E extends ApiEndpoint, K extends string> = ApiEndpoints[E] extends Record<K, infer T> ? T : never;

/** What a call to an endpoint takes: its path parameters, query and body, each only when it has one. */
export type ApiRequest<E extends ApiEndpoint> = ([Field<E, "params">] extends [never]
  ? { params?: never }
  : { params: Field<E, "params"> }) &
  ([Field<E, "query">] extends [never] ? { query?: never } : { query: Field<E, "query"> }) &
  ([Field<E, "body">] extends [never] ? { body?: never } : { body: Field<E, "body"> }) & {
    signal?: AbortSignal;
  };

/** Whether an endpoint needs the user's token (spec §7 "(A)"). */
export function isPublicEndpoint(endpoint: ApiEndpoint) {
  return publicEndpoints.has(endpoint);
}

const publicEndpoints = new Set<ApiEndpoint>([
  "GET /api/config",
  "GET /api/jobs",
  "GET /api/jobs/titles",
  "GET /api/jobs/:id",
  "GET /api/jobs/:id/similar",
  "POST /api/salary/simulate",
  ...(questionnairePublicEndpoints as ApiEndpoint[]),
  ...(portraitPublicEndpoints as ApiEndpoint[]),
  ...(cvAnalysisPublicEndpoints as ApiEndpoint[]),
  ...(voicePublicEndpoints as ApiEndpoint[]),
  ...(jobSearchPublicEndpoints as ApiEndpoint[]),
  ...(candidateCardPublicEndpoints as ApiEndpoint[]),
  ...(newsPublicEndpoints as ApiEndpoint[]),
  ...(faqPublicEndpoints as ApiEndpoint[]),
  ...(jobAlertsPublicEndpoints as ApiEndpoint[]),
  ...(preRegistrationPublicEndpoints as ApiEndpoint[]),
  ...(contactPublicEndpoints as ApiEndpoint[]),
  ...(subscriptionPublicEndpoints as ApiEndpoint[]),
  ...(recruiterJobsPublicEndpoints as ApiEndpoint[]),
  ...(recruiterHomePublicEndpoints as ApiEndpoint[]),
  ...(homePublicEndpoints as ApiEndpoint[]),
  ...(workflowPublicEndpoints as ApiEndpoint[]),
  ...(adminInboxPublicEndpoints as ApiEndpoint[]),
  ...(adminContentPublicEndpoints as ApiEndpoint[]),
  ...(placesPublicEndpoints as ApiEndpoint[]),
  ...(romePublicEndpoints as ApiEndpoint[]),
]);

/** The HTTP method, the URL (parameters filled in, query appended) and the body of one call. */
export function requestLine<E extends ApiEndpoint>(endpoint: E, request: ApiRequest<E>) {
  const [method, pattern] = endpoint.split(" ") as ["GET" | "POST" | "PUT" | "PATCH" | "DELETE", string];
  const params = (request.params ?? {}) as Record<string, string>;
  let path = pattern.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${endpoint}: paramètre ${name} manquant`);
    return encodeURIComponent(value);
  });
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries((request.query ?? {}) as Record<string, unknown>)) {
    if (value !== undefined && value !== null) query.set(name, String(value));
  }
  if (query.size > 0) path += `?${query}`;
  return { method, path, body: request.body as unknown };
}

// The public home page: the endpoint this feature adds to the API contract (see ../../api/contract.ts).
import type { NewsSummary } from "../news/contract.ts";

/** Live figures of the platform, as anyone may count them. */
export interface PlatformFigures {
  /** Offers published now (drafts and closed offers never count). */
  published_jobs: number;
  /** Companies with at least one published offer. */
  companies: number;
}

/** `GET /api/home`: everything the home page shows from the server, in one answer. */
export interface HomeResponse {
  figures: PlatformFigures;
  /** The three latest published news items, whatever their audience, newest first. */
  news: NewsSummary[];
}

export interface HomeEndpoints {
  "GET /api/home": { response: HomeResponse; auth: false };
}

/** This feature's endpoints that need no token. */
export const homePublicEndpoints: readonly string[] = ["GET /api/home"];

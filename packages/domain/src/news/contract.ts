// News (/actualites and the dashboards' « Actualités »): published items, read by anyone.
import type { Audience, SelfServiceProfileType } from "../vocabulary/index.ts";

export interface NewsSummary {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  audience: Audience;
  published_at: string;
}

export interface NewsItem extends NewsSummary {
  /** Sanitised rich text. */
  body: string;
}

/**
 * Whose news to list: those for everyone plus the candidates' or the recruiters' (the dashboards),
 * or `any` audience (the public site, where the audience is a label, not a filter).
 */
export type NewsAudienceFilter = SelfServiceProfileType | "any";

export interface NewsPage {
  news: NewsSummary[];
  total: number;
  page: number;
  per_page: number;
  pages: number;
}

export interface NewsEndpoints {
  "GET /api/news": {
    query: { audience?: NewsAudienceFilter; page?: number; per_page?: number };
    response: NewsPage;
    auth: false;
  };
  "GET /api/news/:id": {
    params: { id: string };
    query: { audience?: NewsAudienceFilter };
    response: NewsItem;
    auth: false;
  };
}

/** This feature's endpoints that need no token. */
export const newsPublicEndpoints: readonly string[] = ["GET /api/news", "GET /api/news/:id"];

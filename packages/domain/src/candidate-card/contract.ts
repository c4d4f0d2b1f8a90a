// MaFuseCard seen from outside (/p/{slug}) and the content pages that share its addresses.
import type { PublicCompanyCard } from "../company-card/contract.ts";

/** A candidate's public card: what its owner chose to show (no last name, phone or e-mail, ever). */
export interface PublicCard {
  slug: string;
  /** Null in anonymous mode. */
  first_name: string | null;
  /** Null in anonymous mode or without a photo. */
  avatar_url: string | null;
  headline: string | null;
  target_title: string | null;
  city: string | null;
  skills: string[];
  languages: string[];
  experience_years: number | null;
  contract_types: string[];
  remote_preference: string;
  /** The portrait, sanitised; null when its owner hides it. */
  memo: string | null;
  settings: CardSettings;
  /** Whether search engines may list the card. */
  indexable: boolean;
}

/** What a card shows, wherever it is shown (its address and indexing aside). */
export type CandidateCardContent = Omit<PublicCard, "slug" | "indexable">;

/** The sections a card can show or hide, and its accent colour. */
export interface CardSettings {
  sections?: CardSection[];
  accent?: CardAccent;
}

export const cardSections = ["skills", "languages", "portrait", "experience", "city"] as const;
export type CardSection = (typeof cardSections)[number];
export const cardAccents = ["violet", "vert", "bleu", "orange"] as const;
export type CardAccent = (typeof cardAccents)[number];

/** A content page of /p/{slug} (legal notices, terms…), sanitised. */
export interface ContentPage {
  slug: string;
  title: string;
  body: string;
  updated_at: string;
}

export type PublicPageResponse =
  | { kind: "card"; card: PublicCard }
  | { kind: "company"; company: PublicCompanyCard }
  | { kind: "page"; page: ContentPage };

export interface CandidateCardEndpoints {
  "GET /api/cards/:slug": { params: { slug: string }; response: PublicPageResponse; auth: false };
}

/** This feature's endpoints that need no token. */
export const candidateCardPublicEndpoints: readonly string[] = ["GET /api/cards/:slug"];

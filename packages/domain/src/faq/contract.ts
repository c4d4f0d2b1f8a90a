// The public FAQ (/faq): questions grouped by category, in the order administrators set.
import type { Audience } from "../vocabulary/index.ts";

/** One question and its answer (sanitised rich text). */
export interface FaqItem {
  id: string;
  question: string;
  /** Sanitised rich text. */
  answer: string;
  /** Who the question is mostly for; every visitor sees every question. */
  audience: Audience;
}

/** A heading of the FAQ and its questions; the questions without a category come last, id null. */
export interface FaqCategory {
  id: string | null;
  label: string;
  items: FaqItem[];
}

export interface FaqResponse {
  categories: FaqCategory[];
}

/** The label of the questions that have no category. */
export const uncategorisedLabel = "Autres questions";

export interface FaqEndpoints {
  "GET /api/faq": { response: FaqResponse; auth: false };
}

/** This feature's endpoints that need no token. */
export const faqPublicEndpoints: readonly string[] = ["GET /api/faq"];

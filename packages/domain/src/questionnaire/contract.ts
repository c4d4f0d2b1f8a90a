// Data-driven questionnaires: the questionnaire (its questions are data, edited without code), the
// caller's answers and the step they reached, and the skills the tags questions suggest.
import type { Audience } from "../vocabulary/index.ts";
import type { VocabularyName } from "../vocabulary/registry.ts";

export const questionTypes = [
  "single_choice",
  "multiple_choice",
  "short_text",
  "long_text",
  "rich_text",
  "number",
  "scale",
  "city",
  "tags",
  "photo",
  "job_title",
  "salary",
  "languages",
] as const;
export type QuestionType = (typeof questionTypes)[number];

export interface QuestionOption {
  value: string;
  label: string;
}

/** One question, as the `questionnaires` table stores it. */
export interface Question {
  id: string;
  type: QuestionType;
  label: string;
  /** The step it belongs to, from 1; questions without one are on step 1. */
  step?: number;
  required?: boolean;
  help?: string;
  placeholder?: string;
  options?: QuestionOption[];
  /**
   * For a choice question, the vocabulary its options are (`remotePreferences`): stored instead of
   * `options`, which the server fills in with the vocabulary's codes and labels when it serves it.
   */
  vocabulary?: VocabularyName;
  min?: number;
  max?: number;
  /** The column its answer fills (`candidate_infos.city`), when it fills one. */
  field?: string;
}

export interface Questionnaire {
  slug: string;
  title: string;
  description: string;
  audience: Audience;
  questions: Question[];
}

/** A place answered to a `city` question. */
export interface CityAnswer {
  city: string;
  postal_code: string | null;
  lat: number | null;
  lng: number | null;
}

/** A language and its level (CEFR A1–C2 or the usual French words). */
export interface LanguageAnswer {
  language: string;
  level: string;
}

export type Answer = string | number | string[] | CityAnswer | LanguageAnswer[] | null;
export type Answers = Record<string, Answer>;

/** The caller's answers to one questionnaire. */
export interface QuestionnaireProgress {
  answers: Answers;
  /** The step to show: where they left off. */
  current_step: number;
  submitted_at: string | null;
}

export interface QuestionnaireResponse {
  questionnaire: Questionnaire;
  /** Null for a visitor, or a user who has not answered yet. */
  progress: QuestionnaireProgress | null;
}

export interface SaveAnswersRequest {
  /** The step being left; its required questions must be answered. */
  step: number;
  answers: Answers;
  /** True on the last step: every required question must then have an answer. */
  complete?: boolean;
  /**
   * What each sent answer was when the form opened: if one has changed since (another screen,
   * another device), nothing is saved and the answer is 409 naming that question.
   */
  base?: Answers;
}

export interface SaveAnswersResponse extends QuestionnaireProgress {
  /** Whether the caller's profile is now completed (the questionnaire named after their type). */
  profile_completed: boolean;
}

/** `GET /api/rome/titles`: ROME job titles (France Travail — ROME, Licence Ouverte) for the typed words. */
export interface RomeTitlesResponse {
  titles: { label: string; rome: string; family: string }[];
  source: string;
}

export interface SkillSuggestionsResponse {
  skills: string[];
}

export interface QuestionnaireEndpoints {
  "GET /api/questionnaires/:slug": { params: { slug: string }; response: QuestionnaireResponse; auth: false };
  "PUT /api/questionnaires/:slug/answers": {
    params: { slug: string };
    body: SaveAnswersRequest;
    response: SaveAnswersResponse;
  };
  "GET /api/rome/titles": { query: { q: string; limit?: number }; response: RomeTitlesResponse; auth: false };
  "GET /api/skills/suggestions": {
    query: { q: string; limit?: number };
    response: SkillSuggestionsResponse;
    auth: false;
  };
}

/** This feature's endpoints that need no token. */
export const questionnairePublicEndpoints: readonly string[] = [
  "GET /api/questionnaires/:slug",
  "GET /api/rome/titles",
  "GET /api/skills/suggestions",
];

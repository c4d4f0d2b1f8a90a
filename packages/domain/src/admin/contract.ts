// The administrators' content API: news, FAQ, pages, questionnaires and the journal of their
// actions. The endpoints this feature adds to the API contract (see ../../api/contract.ts).
import type { Question, QuestionType } from "../questionnaire/contract.ts";
import type {
  Audience,
  FaqCategoryInput,
  FaqItemCreate,
  FaqItemUpdate,
  FaqOrder,
  NewsCreate,
  NewsUpdate,
  PageCreate,
  PageUpdate,
  QuestionnaireCreate,
  QuestionnaireUpdate,
} from "./schemas.ts";

/** One page of a list. */
interface Paging {
  total: number;
  page: number;
  per_page: number;
  pages: number;
}

// News --------------------------------------------------------------------------------------------

/** Draft (no date), scheduled (a date to come) or published. */
export type AdminNewsStatus = "draft" | "scheduled" | "published";

export interface AdminNewsSummary {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  audience: Audience;
  status: AdminNewsStatus;
  published_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface AdminNewsItem extends AdminNewsSummary {
  /** Rich text, sanitised (spec §5). */
  body: string;
}

export interface AdminNewsList extends Paging {
  news: AdminNewsSummary[];
}

export interface AdminNewsQuery {
  q?: string;
  status?: AdminNewsStatus;
  page?: number;
}

// FAQ -----------------------------------------------------------------------------------------------

export interface AdminFaqCategory {
  id: string;
  label: string;
  position: number;
  /** How many questions it holds (a category in use cannot be deleted). */
  item_count: number;
}

export interface AdminFaqItem {
  id: string;
  question: string;
  /** Rich text, sanitised (spec §5). */
  answer: string;
  audience: Audience;
  category_id: string | null;
  position: number;
  updated_at: string;
}

export interface AdminFaq {
  categories: AdminFaqCategory[];
  items: AdminFaqItem[];
}

// Pages ----------------------------------------------------------------------------------------------

export interface AdminPageSummary {
  id: string;
  slug: string;
  title: string;
  published: boolean;
  updated_at: string;
}

export interface AdminContentPage extends AdminPageSummary {
  /** Rich text, sanitised (spec §5). */
  body: string;
  created_at: string;
}

export interface AdminPageList {
  pages: AdminPageSummary[];
}

// Questionnaires ----------------------------------------------------------------------------------------

export interface AdminQuestionnaireSummary {
  slug: string;
  title: string;
  audience: Audience;
  question_count: number;
  response_count: number;
  /** The live version of its questions (1 for questions never edited). */
  version: number;
  updated_at: string;
}

export interface AdminQuestionnaire extends AdminQuestionnaireSummary {
  description: string;
  questions: Question[];
  /** The columns its answers may fill (`field` of a question), given its audience. */
  allowed_fields: string[];
}

export interface AdminQuestionnaireList {
  questionnaires: AdminQuestionnaireSummary[];
}

/** One answer, with the question as it was asked. */
export interface LabelledAnswer {
  question_id: string;
  /** The label the question had when the answer was saved (or when it was last asked). */
  label: string;
  /** Its label today; null once the question was removed. */
  current_label: string | null;
  retired: boolean;
  type: QuestionType | null;
  answer: unknown;
  /** For a choice question: the labels of the chosen options. */
  choices: string[] | null;
}

export interface AdminQuestionnaireResponse {
  id: string;
  respondent: { profile_id: string; type: string };
  /** The version of the questions in force when the answers were last saved. */
  version: number;
  submitted_at: string | null;
  updated_at: string;
  answers: LabelledAnswer[];
}

export interface AdminQuestionnaireResponses extends Paging {
  questionnaire: { slug: string; title: string; version: number };
  responses: AdminQuestionnaireResponse[];
}

// Journal --------------------------------------------------------------------------------------------

export interface AdminAction {
  id: string;
  at: string;
  /** Who: the administrator's e-mail at the time (null for an account since deleted before any was known). */
  actor_email: string | null;
  /** create, update, delete, or the server's own verb (handle, reply…). */
  action: string;
  entity: string;
  entity_id: string | null;
  summary: string;
  details: Record<string, unknown>;
}

export interface AdminActionList extends Paging {
  actions: AdminAction[];
}

/** A removal done. */
export interface AdminDeletion {
  id: string;
  deleted: true;
}

type ById = { params: { id: string } };
type BySlug = { params: { slug: string } };

export interface AdminContentEndpoints {
  "GET /api/admin/news": { query: AdminNewsQuery; response: AdminNewsList };
  "GET /api/admin/news/:id": ById & { response: AdminNewsItem };
  "POST /api/admin/news": { body: NewsCreate; response: AdminNewsItem };
  "PATCH /api/admin/news/:id": ById & { body: NewsUpdate; response: AdminNewsItem };
  "POST /api/admin/news/:id/unpublish": ById & { response: AdminNewsItem };
  "DELETE /api/admin/news/:id": ById & { response: AdminDeletion };

  "GET /api/admin/faq": { response: AdminFaq };
  "GET /api/admin/faq/categories": { response: { categories: AdminFaqCategory[] } };
  "POST /api/admin/faq/categories": { body: FaqCategoryInput; response: AdminFaqCategory };
  "PATCH /api/admin/faq/categories/:id": ById & { body: FaqCategoryInput; response: AdminFaqCategory };
  "DELETE /api/admin/faq/categories/:id": ById & { response: AdminDeletion };
  "GET /api/admin/faq/items": { response: { items: AdminFaqItem[] } };
  "GET /api/admin/faq/items/:id": ById & { response: AdminFaqItem };
  "POST /api/admin/faq/items": { body: FaqItemCreate; response: AdminFaqItem };
  "PATCH /api/admin/faq/items/:id": ById & { body: FaqItemUpdate; response: AdminFaqItem };
  "DELETE /api/admin/faq/items/:id": ById & { response: AdminDeletion };
  "PUT /api/admin/faq/order": { body: FaqOrder; response: AdminFaq };

  "GET /api/admin/pages": { response: AdminPageList };
  "GET /api/admin/pages/:id": ById & { response: AdminContentPage };
  "POST /api/admin/pages": { body: PageCreate; response: AdminContentPage };
  "PATCH /api/admin/pages/:id": ById & { body: PageUpdate; response: AdminContentPage };
  "DELETE /api/admin/pages/:id": ById & { response: AdminDeletion };

  "GET /api/admin/questionnaires": { response: AdminQuestionnaireList };
  "GET /api/admin/questionnaires/:slug": BySlug & { response: AdminQuestionnaire };
  "PUT /api/admin/questionnaires/:slug": BySlug & { body: QuestionnaireUpdate; response: AdminQuestionnaire };
  "POST /api/admin/questionnaires": { body: QuestionnaireCreate; response: AdminQuestionnaire };
  "GET /api/admin/questionnaires/:slug/responses": BySlug & {
    query: { page?: number };
    response: AdminQuestionnaireResponses;
  };

  "GET /api/admin/actions": { query: { entity?: string; page?: number }; response: AdminActionList };
}

/** This feature's endpoints that need no token: none, every call is an administrator's. */
export const adminContentPublicEndpoints: readonly string[] = [];

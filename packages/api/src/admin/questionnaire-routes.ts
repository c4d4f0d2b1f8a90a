import { Hono } from "hono";
import { z } from "zod/mini";

import type {
  AdminQuestionnaire,
  AdminQuestionnaireResponse,
  AdminQuestionnaireSummary,
  LabelledAnswer,
} from "@fuse/domain/admin/contract";
import {
  adminContentLabels,
  checkQuestions,
  questionnaireCreateSchema,
  questionnaireSlugPattern,
  questionnaireUpdateSchema,
  type Audience,
} from "@fuse/domain/admin/schemas";
import type { ApiResponse } from "@fuse/domain/api/contract";
import type { Question } from "@fuse/domain/questionnaire/contract";
import { askedQuestions } from "@fuse/domain/questionnaire/options";
import type { ServerContext } from "@fuse/server-core/context.ts";
import type { Sql } from "@fuse/server-core/db/database.ts";

import { companyForm } from "../company-card/company-info.ts";
import { answer, refuse, type Outcome } from "../http/outcome.ts";
import { databaseError } from "../http/validation.ts";
import { validated } from "../http/validator.ts";
import type { AuthEnv } from "../http/verify.ts";
import { candidateForm } from "../profile/candidate-info.ts";
import { asAdmin, contentBodyLimit, pageEnvelope, pageParameter } from "./content-requests.ts";

export const questionnaireMessages = {
  notFound: "Questionnaire introuvable",
  slugTaken: "Un questionnaire a déjà cette adresse : choisissez-en une autre.",
};

/** The person's side of a recruiter's company that the recruiter questionnaire fills (company-answers.ts). */
const companyContactColumns = ["contact_name", "contact_role", "contact_phone"];

/**
 * The columns a questionnaire's answers may fill, by audience: those its public writes itself
 * through the profile API (the candidate form's, the company form's and the company's contact),
 * which are also the only ones the answers code knows how to write. A questionnaire for everyone
 * fills none: half of its public could not write it.
 */
export const fillableFields: Readonly<Record<Audience, ReadonlySet<string>>> = {
  candidate: new Set(Object.keys(candidateForm.shape).map((column) => `candidate_infos.${column}`)),
  recruiter: new Set(
    [...Object.keys(companyForm.shape), ...companyContactColumns].map((column) => `companies.${column}`),
  ),
  all: new Set(),
};

const slugParam = z.object({ slug: z.string().check(z.regex(questionnaireSlugPattern), z.maxLength(80)) });
const responsesQuery = z.strictObject({ page: pageParameter });
const perPage = 20;

interface StoredQuestionnaire {
  id: string;
  slug: string;
  title: string;
  description: string;
  audience: Audience;
  questions: Question[];
  version: number;
  updated_at: string;
  response_count: number;
}

async function readQuestionnaire(tx: Sql, slug: string, { lock = false } = {}) {
  const { rows } = await tx.query<StoredQuestionnaire>(
    `select q.id, q.slug, q.title, q.description, q.audience, q.questions, q.version, q.updated_at,
            (select count(*)::int from public.questionnaire_responses r where r.questionnaire_id = q.id) as response_count
     from public.questionnaires q where q.slug = $1${lock ? " for update of q" : ""}`,
    [slug],
  );
  return rows[0];
}

function adminView({ id: _id, ...stored }: StoredQuestionnaire): AdminQuestionnaire {
  return {
    ...stored,
    question_count: stored.questions.length,
    allowed_fields: [...fillableFields[stored.audience]].sort(),
  };
}

/**
 * The questions of an edit, checked (the database's rules, the renderer's, the columns the
 * audience may fill); a question that already has answers keeps its type, so those answers still
 * mean what they meant.
 */
function checkEdit(
  raw: readonly unknown[],
  audience: Audience,
  before: readonly Question[] | undefined,
  answered: boolean,
): Outcome<Question[]> {
  const checked = checkQuestions(raw, fillableFields[audience]);
  if (!checked.ok) return refuse(400, { error: checked.error, field: checked.field });
  if (before && answered) {
    const typeOf = new Map(before.map((question) => [question.id, question.type]));
    const index = checked.questions.findIndex(
      (question) => typeOf.has(question.id) && typeOf.get(question.id) !== question.type,
    );
    const changed = checked.questions[index];
    if (changed)
      return refuse(400, {
        error: `Question « ${changed.label} » : des réponses existent déjà, son type ne peut plus changer. Ajoutez plutôt une nouvelle question.`,
        field: `questions.${index}.type`,
      });
  }
  return { ok: true, value: checked.questions };
}

interface Version {
  version: number;
  questions: Question[];
  valid_from: string | Date;
}

/**
 * Each answer with the question it answered: the label in the version live when the answers were
 * last saved; for a question that version no longer had (answered earlier, removed since), the
 * label of the latest version that still asked it. `current_label` is today's, null once removed.
 */
function labelAnswers(
  answers: Record<string, unknown>,
  savedUnder: Version,
  versions: readonly Version[],
  current: readonly Question[],
): LabelledAnswer[] {
  const newestFirst = [...versions].sort((a, b) => b.version - a.version);
  const currentById = new Map(current.map((question) => [question.id, question]));
  const askedAs = (id: string) =>
    savedUnder.questions.find((question) => question.id === id) ??
    newestFirst.flatMap((version) => version.questions).find((question) => question.id === id);
  // In the order of the questions as they were asked, retired ones after.
  const order = [...savedUnder.questions, ...newestFirst.flatMap((version) => version.questions)].map(
    (question) => question.id,
  );
  const rank = (id: string) => (order.includes(id) ? order.indexOf(id) : order.length);
  return Object.keys(answers)
    .sort((a, b) => rank(a) - rank(b))
    .map((id) => {
      const question = askedAs(id);
      const value = answers[id];
      const chosen = Array.isArray(value) ? value : [value];
      // A code the version asked did not offer (an answer moved to a vocabulary's code since) reads
      // as the question offers it today.
      const labelOf = (choice: unknown) =>
        question?.options?.find((option) => option.value === choice)?.label ??
        currentById.get(id)?.options?.find((option) => option.value === choice)?.label ??
        String(choice);
      const choices =
        question?.options && (question.type === "single_choice" || question.type === "multiple_choice")
          ? chosen.map(labelOf)
          : null;
      return {
        question_id: id,
        label: question?.label ?? id,
        current_label: currentById.get(id)?.label ?? null,
        retired: !currentById.has(id),
        type: question?.type ?? null,
        answer: value,
        choices,
      };
    });
}

/** The version live at `moment`: the latest that went live before it (the first if none did). */
function versionAt(versions: readonly Version[], moment: string | Date) {
  const time = new Date(moment).getTime();
  const live = versions.filter((version) => new Date(version.valid_from).getTime() <= time);
  const pool = live.length > 0 ? live : versions.slice(0, 1);
  return pool.reduce((latest, version) => (version.version > latest.version ? version : latest));
}

/**
 * The administrators' questionnaires: the list with their counts, one with the columns its answers
 * may fill, edits of its texts and questions (each edit a new version of the questions, kept by the
 * database), new questionnaires, and the answers given, each labelled as it was asked.
 */
export function adminQuestionnaireRoutes(ctx: ServerContext) {
  const questionnaires = new Hono<AuthEnv>();
  questionnaires.use("*", contentBodyLimit(256));

  questionnaires.get("/", async (c) => {
    const { rows } = await asAdmin(ctx, c, (tx) =>
      tx.query<AdminQuestionnaireSummary>(
        `select q.slug, q.title, q.audience, jsonb_array_length(q.questions) as question_count, q.version, q.updated_at,
                (select count(*)::int from public.questionnaire_responses r where r.questionnaire_id = q.id) as response_count
         from public.questionnaires q order by q.slug`,
      ),
    );
    return c.json({ questionnaires: rows } satisfies ApiResponse<"GET /api/admin/questionnaires">);
  });

  questionnaires.get("/:slug", validated("param", slugParam, adminContentLabels), async (c) => {
    const found = await asAdmin(ctx, c, (tx) => readQuestionnaire(tx, c.req.valid("param").slug));
    if (!found) return c.json({ error: questionnaireMessages.notFound }, 404);
    return c.json(adminView(found) satisfies ApiResponse<"GET /api/admin/questionnaires/:slug">);
  });

  questionnaires.put(
    "/:slug",
    validated("param", slugParam, adminContentLabels),
    validated("json", questionnaireUpdateSchema, adminContentLabels),
    async (c) => {
      const { slug } = c.req.valid("param");
      const edit = c.req.valid("json");
      const outcome = await asAdmin(ctx, c, async (tx): Promise<Outcome<AdminQuestionnaire>> => {
        const before = await readQuestionnaire(tx, slug, { lock: true });
        if (!before) return refuse(404, { error: questionnaireMessages.notFound });
        const questions = checkEdit(edit.questions, before.audience, before.questions, before.response_count > 0);
        if (!questions.ok) return questions;
        await tx.query(
          `update public.questionnaires set title = $2, description = coalesce($3, description), questions = $4::jsonb
           where id = $1`,
          [before.id, edit.title, edit.description ?? null, JSON.stringify(questions.value)],
        );
        return { ok: true, value: adminView((await readQuestionnaire(tx, slug))!) };
      });
      return answer<ApiResponse<"PUT /api/admin/questionnaires/:slug">>(c, outcome);
    },
  );

  questionnaires.post("/", validated("json", questionnaireCreateSchema, adminContentLabels), async (c) => {
    const created = c.req.valid("json");
    const audience = created.audience ?? "all";
    const questions = checkEdit(created.questions, audience, undefined, false);
    if (!questions.ok) return answer(c, questions);
    try {
      const stored = await asAdmin(ctx, c, async (tx) => {
        await tx.query(
          `insert into public.questionnaires (slug, title, description, audience, questions)
           values ($1, $2, $3, $4, $5::jsonb)`,
          [created.slug, created.title, created.description ?? "", audience, JSON.stringify(questions.value)],
        );
        return (await readQuestionnaire(tx, created.slug))!;
      });
      return c.json(adminView(stored) satisfies ApiResponse<"POST /api/admin/questionnaires">, 201);
    } catch (error) {
      if (databaseError(error)?.constraint === "questionnaires_slug_key")
        return c.json({ error: questionnaireMessages.slugTaken, field: "slug" }, 409);
      throw error;
    }
  });

  questionnaires.get(
    "/:slug/responses",
    validated("param", slugParam, adminContentLabels),
    validated("query", responsesQuery, adminContentLabels),
    async (c) => {
      const { slug } = c.req.valid("param");
      const { page = 1 } = c.req.valid("query");
      const found = await asAdmin(ctx, c, async (tx) => {
        const questionnaire = await readQuestionnaire(tx, slug);
        if (!questionnaire) return undefined;
        const versions = await tx.query<Version>(
          `select version, questions, valid_from from public.questionnaire_versions
           where questionnaire_id = $1 order by version`,
          [questionnaire.id],
        );
        const responses = await tx.query<{
          id: string;
          profile_id: string;
          type: string;
          answers: Record<string, unknown>;
          submitted_at: string | null;
          updated_at: string;
        }>(
          `select r.id, r.profile_id, p.type, r.answers, r.submitted_at, r.updated_at
           from public.questionnaire_responses r join public.profiles p on p.id = r.profile_id
           where r.questionnaire_id = $1
           order by r.updated_at desc, r.id limit $2 offset $3`,
          [questionnaire.id, perPage, (page - 1) * perPage],
        );
        return { questionnaire, versions: versions.rows, responses: responses.rows };
      });
      if (!found) return c.json({ error: questionnaireMessages.notFound }, 404);
      const { questionnaire, versions, responses } = found;
      // Questions never snapshotted (written before versions were kept) are their own first version.
      const history: Version[] = (
        versions.length > 0
          ? versions
          : [{ version: questionnaire.version, questions: questionnaire.questions, valid_from: new Date(0) }]
      ).map((version) => ({ ...version, questions: askedQuestions(version.questions) }));
      const current = askedQuestions(questionnaire.questions);
      return c.json({
        questionnaire: { slug: questionnaire.slug, title: questionnaire.title, version: questionnaire.version },
        responses: responses.map((response): AdminQuestionnaireResponse => {
          const savedUnder = versionAt(history, response.updated_at);
          return {
            id: response.id,
            respondent: { profile_id: response.profile_id, type: response.type },
            version: savedUnder.version,
            submitted_at: response.submitted_at,
            updated_at: response.updated_at,
            answers: labelAnswers(response.answers, savedUnder, history, current),
          };
        }),
        ...pageEnvelope(questionnaire.response_count, page, perPage),
      } satisfies ApiResponse<"GET /api/admin/questionnaires/:slug/responses">);
    },
  );

  return questionnaires;
}

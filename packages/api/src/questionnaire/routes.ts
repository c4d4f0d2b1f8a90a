import { isDeepStrictEqual } from "node:util";

import { Hono } from "hono";
import { z } from "zod/mini";

import type { ApiResponse } from "@fuse/domain/api/contract";
import type { Answers, Question, Questionnaire, QuestionnaireProgress } from "@fuse/domain/questionnaire/contract";
import { askedQuestions } from "@fuse/domain/questionnaire/options";
import { stepOf } from "@fuse/domain/questionnaire/steps";
import type { RouteModule, ServerContext } from "@fuse/server-core/context.ts";
import type { Sql } from "@fuse/server-core/db/database.ts";
import { anonClaims } from "@fuse/server-core/jwt.ts";

import { answer, refuse, type Outcome } from "../http/outcome.ts";
import { findOwnProfile, profileNotFound } from "../http/ownership.ts";
import { databaseError, suggestionLabels, suggestionQuery, type FieldLabels } from "../http/validation.ts";
import { validated } from "../http/validator.ts";
import { optionalUser, requireUser, type AuthEnv, type OptionalAuthEnv } from "../http/verify.ts";
import { candidateForm, constraintRefusals, writeCandidateInfo } from "../profile/candidate-info.ts";
import { answersFromCandidate, candidateFields, checkStepAnswers, unansweredRefusal } from "./answers.ts";
import { fillsCompany, prefillRecruiterAnswers, writeCompanyAnswers } from "./company-answers.ts";

const slugParam = z.object({
  slug: z.string().check(z.regex(/^[A-Za-z0-9]+(-[A-Za-z0-9]+)*$/), z.maxLength(80)),
});

const answersById = z.record(z.string().check(z.regex(/^[a-z][a-zA-Z0-9_]*$/), z.maxLength(100)), z.unknown());

const saveAnswers = z.strictObject({
  step: z.int().check(z.minimum(1), z.maximum(100)),
  answers: answersById,
  complete: z.optional(z.boolean()),
  base: z.optional(answersById),
});

const labels: FieldLabels = { slug: "Questionnaire", step: "Étape", answers: "Réponses", complete: "Terminer" };

const questionnaireNotFound = "Questionnaire introuvable";
const notForYou = "Ce questionnaire ne vous est pas destiné.";

/** The questionnaire as it is asked: a question naming a vocabulary offers its codes and labels. */
async function readQuestionnaire(tx: Sql, slug: string) {
  const { rows } = await tx.query<Questionnaire & { id: string }>(
    "select id, slug, title, description, audience, questions from public.questionnaires where slug = $1",
    [slug],
  );
  const questionnaire = rows[0];
  return questionnaire && { ...questionnaire, questions: askedQuestions(questionnaire.questions) };
}

async function readProgress(tx: Sql, questionnaireId: string, profileId: string) {
  const { rows } = await tx.query<QuestionnaireProgress>(
    `select answers, current_step, submitted_at from public.questionnaire_responses
     where questionnaire_id = $1 and profile_id = $2`,
    [questionnaireId, profileId],
  );
  return rows[0] ?? null;
}

/**
 * The answers as they stand: those saved with the questionnaire, and, for a candidate, what their
 * row holds now for the questions that fill it (the CV analysis or the card's settings may have
 * changed it since).
 */
async function currentAnswers(
  tx: Sql,
  questions: readonly Question[],
  profile: { id: string; type: string },
  saved: Answers,
): Promise<Answers> {
  if (profile.type !== "candidate") return saved;
  // Only the columns the questions fill (a city answer is four of them), named from the candidate
  // form's own list: the row also holds the CV analysis and the portrait, which no answer needs.
  const known = new Set(Object.keys(candidateForm.shape));
  const wanted = new Set<string>();
  for (const question of questions) {
    const column = question.field?.startsWith("candidate_infos.")
      ? question.field.slice("candidate_infos.".length)
      : undefined;
    if (!column || !known.has(column)) continue;
    for (const name of question.type === "city" ? ["city", "postal_code", "lat", "lng"] : [column]) wanted.add(name);
  }
  if (wanted.size === 0) return saved;
  const { rows } = await tx.query<Record<string, unknown>>(
    `select ${[...wanted].map((name) => `"${name}"`).join(", ")} from public.candidate_infos where profile_id = $1`,
    [profile.id],
  );
  return rows[0] ? { ...saved, ...answersFromCandidate(questions, rows[0]) } : saved;
}

/** An answer that says something: not null, not blank, not an empty list. */
const isGiven = (value: unknown) =>
  value !== null && value !== undefined && value !== "" && !(Array.isArray(value) && value.length === 0);

/** The sign-up form keeps the name in the account's metadata: the questionnaire does not ask it again. */
const nameFromSignUp: Record<string, "first_name" | "last_name"> = {
  "candidate_infos.first_name": "first_name",
  "candidate_infos.last_name": "last_name",
};

/**
 * Where a candidate with no saved answer starts their questionnaire: what is already known of them,
 * so that nothing is asked twice: their row as it stands (a CV applied first fills most of it) and
 * the name they gave when signing up. Null when nothing is known yet.
 */
async function prefillCandidateAnswers(
  tx: Sql,
  questions: readonly Question[],
  profile: { id: string; type: string },
  metadata: unknown,
): Promise<QuestionnaireProgress | null> {
  const known = await currentAnswers(tx, questions, profile, {});
  const answers: Answers = Object.fromEntries(Object.entries(known).filter(([, value]) => isGiven(value)));
  for (const question of questions) {
    const key = question.field ? nameFromSignUp[question.field] : undefined;
    const given = key ? (metadata as Record<string, unknown> | undefined)?.[key] : undefined;
    if (!isGiven(answers[question.id]) && typeof given === "string" && given.trim() !== "")
      answers[question.id] = given.trim().slice(0, 100);
  }
  return Object.keys(answers).length > 0 ? { answers, current_step: 1, submitted_at: null } : null;
}

/** Answers compare as JSON does: a missing answer is no answer. */
const sameAnswer = (a: unknown, b: unknown) => isDeepStrictEqual(a ?? null, b ?? null);

type Saved = ApiResponse<"PUT /api/questionnaires/:slug/answers">;

async function save(
  tx: Sql,
  userId: string,
  slug: string,
  { step, answers, complete, base }: z.output<typeof saveAnswers>,
): Promise<Outcome<Saved>> {
  const questionnaire = await readQuestionnaire(tx, slug);
  if (!questionnaire) return refuse(404, { error: questionnaireNotFound });
  const profile = await findOwnProfile(tx, { lock: true });
  if (!profile) return refuse(404, { error: profileNotFound });
  if (questionnaire.audience !== "all" && questionnaire.audience !== profile.type)
    return refuse(403, { error: notForYou });

  const { questions } = questionnaire;
  const lastStep = Math.max(...questions.map(stepOf));
  if (step > lastStep) return refuse(400, { error: `Ce questionnaire compte ${lastStep} étapes.`, field: "step" });
  const checked = checkStepAnswers(questions, step, answers, userId);
  if (!checked.ok) return refuse(400, { error: checked.error, field: checked.field });

  const before = await currentAnswers(
    tx,
    questions,
    profile,
    (await readProgress(tx, questionnaire.id, profile.id))?.answers ?? {},
  );
  // A form sends what each answer was when it opened: one changed elsewhere since is not overwritten.
  if (base) {
    const stale = questions.find(
      (question) =>
        question.id in checked.answers && question.id in base && !sameAnswer(base[question.id], before[question.id]),
    );
    if (stale) {
      return refuse(409, {
        error: `« ${stale.label} » a changé depuis l'ouverture de cette page (sur un autre écran ou un autre appareil) : la réponse actuelle est affichée, vérifiez-la puis enregistrez à nouveau.`,
        field: `answers.${stale.id}`,
      });
    }
  }
  const merged: Answers = { ...before, ...checked.answers };
  // Leaving a step needs its required answers; finishing needs every step's.
  const missing = unansweredRefusal(
    complete ? questions : questions.filter((question) => stepOf(question) === step),
    merged,
  );
  if (missing) return refuse(400, missing);

  if (profile.type === "candidate") {
    const fields = candidateFields(
      questions.filter((question) => stepOf(question) === step),
      checked.answers,
    );
    if (Object.keys(fields).length > 0) {
      const form = z.partial(candidateForm).safeParse(fields);
      if (!form.success) {
        const column = String(form.error.issues[0]?.path[0] ?? "");
        const question = questions.find((candidate) => candidate.field === `candidate_infos.${column}`);
        return refuse(400, {
          error: `La réponse à « ${question?.label ?? column} » n'est pas valide.`,
          field: question ? `answers.${question.id}` : "answers",
        });
      }
      await writeCandidateInfo(tx, profile.id, form.data);
    }
  } else if (profile.type === "recruiter" && fillsCompany(questions)) {
    const refused = await writeCompanyAnswers(
      tx,
      profile.id,
      questions.filter((question) => stepOf(question) === step),
      checked.answers,
    );
    if (refused) return refuse(refused.status, { error: refused.error, field: refused.field });
  }

  const currentStep = complete ? step : Math.min(step + 1, lastStep);
  const { rows } = await tx.query<QuestionnaireProgress>(
    `insert into public.questionnaire_responses (questionnaire_id, profile_id, answers, current_step, submitted_at)
     values ($1, $2, $3::jsonb, $4, case when $5 then now() end)
     on conflict (questionnaire_id, profile_id) do update
       set answers = excluded.answers,
           current_step = excluded.current_step,
           submitted_at = coalesce(excluded.submitted_at, questionnaire_responses.submitted_at)
     returning answers, current_step, submitted_at`,
    [questionnaire.id, profile.id, JSON.stringify(merged), currentStep, Boolean(complete)],
  );
  let profileCompleted = profile.completed;
  // The questionnaire named after the profile's type is its onboarding: finishing it completes the profile.
  if (complete && slug === profile.type && !profile.completed) {
    await tx.query("update public.profiles set completed = true where id = $1", [profile.id]);
    profileCompleted = true;
  }
  return { ok: true, value: { ...rows[0]!, profile_completed: profileCompleted } };
}

/**
 * Questionnaires whose questions are data (`public.questionnaires`): `GET /api/questionnaires/{slug}`
 * gives the questionnaire to anyone and, signed in, where the caller stands; `PUT …/answers` saves
 * the answers of the step being left (and the columns they fill), or finishes the questionnaire.
 * `GET /api/skills/suggestions?q=` proposes the skills asked by published offers.
 */
export function questionnaireRoutes(ctx: ServerContext): RouteModule {
  const routes = new Hono();

  const reading = new Hono<OptionalAuthEnv>();
  reading.use("*", optionalUser(ctx));
  reading.get("/:slug", validated("param", slugParam, labels), async (c) => {
    const { slug } = c.req.valid("param");
    const user = c.var.user;
    const found = await (user
      ? ctx.db.asRole(user.claims, async (tx) => {
          const questionnaire = await readQuestionnaire(tx, slug);
          const profile = await findOwnProfile(tx);
          let progress = questionnaire && profile ? await readProgress(tx, questionnaire.id, profile.id) : null;
          if (questionnaire && profile && progress)
            progress = {
              ...progress,
              answers: await currentAnswers(tx, questionnaire.questions, profile, progress.answers),
            };
          // A candidate's onboarding starts from what is known of them (the sign-up's name, a CV applied).
          if (questionnaire && profile && !progress && profile.type === "candidate" && slug === "candidate")
            progress = await prefillCandidateAnswers(tx, questionnaire.questions, profile, user.claims.user_metadata);
          // A recruiter's onboarding starts from their company, or their pre-registration, when there is one.
          if (questionnaire && !progress && profile?.type === "recruiter" && slug === "recruiter")
            progress = (await prefillRecruiterAnswers(tx, questionnaire.questions)) ?? null;
          return questionnaire && { questionnaire, progress };
        })
      : ctx.db.asRole(anonClaims, async (tx) => {
          const questionnaire = await readQuestionnaire(tx, slug);
          return questionnaire && { questionnaire, progress: null };
        }));
    if (!found) return c.json({ error: questionnaireNotFound }, 404);
    const { id: _id, ...questionnaire } = found.questionnaire;
    c.header("cache-control", user ? "no-store" : "public, max-age=60");
    return c.json({
      questionnaire,
      progress: found.progress,
    } satisfies ApiResponse<"GET /api/questionnaires/:slug">);
  });

  const writing = new Hono<AuthEnv>();
  writing.use("*", requireUser(ctx), async (c, next) => {
    await next();
    c.header("cache-control", "no-store");
  });
  writing.put(
    "/:slug/answers",
    validated("param", slugParam, labels),
    validated("json", saveAnswers, labels),
    async (c) => {
      const { slug } = c.req.valid("param");
      try {
        const outcome = await ctx.db.asRole(c.var.user.claims, (tx) =>
          save(tx, c.var.user.id, slug, c.req.valid("json")),
        );
        return answer<Saved>(c, outcome);
      } catch (error) {
        const refusal = constraintRefusals[databaseError(error)?.constraint ?? ""];
        if (refusal) return c.json({ error: refusal.error, field: "answers" }, refusal.status);
        if (databaseError(error)?.constraint === "questionnaire_responses_answers_size") {
          return c.json({ error: "Vos réponses sont trop longues.", field: "answers" }, 400);
        }
        throw error;
      }
    },
  );

  routes.get("/skills/suggestions", validated("query", suggestionQuery(20), suggestionLabels), async (c) => {
    const { q, limit } = c.req.valid("query");
    const { rows } = await ctx.db.asRole(anonClaims, (tx) =>
      tx.query<{ skill: string }>(
        `select min(skill) as skill
         from public.published_jobs j, unnest(j.skills) as skill
         where extensions.unaccent(lower(skill)) like extensions.unaccent(lower($1)) || '%'
         group by extensions.unaccent(lower(skill))
         order by count(*) desc, 1
         limit $2`,
        [q.replace(/[\\%_]/g, (character) => `\\${character}`), limit ?? 8],
      ),
    );
    c.header("cache-control", "public, max-age=300");
    return c.json({ skills: rows.map((row) => row.skill) } satisfies ApiResponse<"GET /api/skills/suggestions">);
  });

  routes.route("/questionnaires", reading);
  routes.route("/questionnaires", writing);
  return { path: "/api", routes };
}

// Answers to a data-driven questionnaire: each checked against its question (type, options, bounds,
// required when its step is left), and those that fill a column turned into a candidate form.
import { z } from "zod/mini";

import type { Answer, Answers, Question } from "@fuse/domain/questionnaire/contract";
import { isOneLine, languageLevelCodes, oneLineMessage } from "@fuse/domain/vocabulary";

import { sanitizeRichText } from "../http/rich-text.ts";
import type { Refusal } from "../http/validation.ts";
import type { CandidateForm } from "../profile/candidate-info.ts";

const avatarPath = /^(https?:\/\/[^/\s"<>]+)?\/storage\/v1\/object\/public\/avatars\/([^/\s"<>]+)\/[^\s"<>]+$/;

const cityAnswer = z.strictObject({
  city: z.string().check(z.trim(), z.minLength(1), z.maxLength(200), z.refine(isOneLine, oneLineMessage())),
  postal_code: z.nullable(z.string().check(z.regex(/^[0-9]{5}$/))),
  lat: z.nullable(z.number().check(z.minimum(-90), z.maximum(90))),
  lng: z.nullable(z.number().check(z.minimum(-180), z.maximum(180))),
});

const languageAnswer = z.strictObject({
  language: z.string().check(z.trim(), z.minLength(1), z.maxLength(50), z.refine(isOneLine, oneLineMessage())),
  level: z.string().check(z.maxLength(50)),
});

const levels: readonly string[] = languageLevelCodes;

/** The schema of one question's answer (null always clears it; `required` is checked apart). */
function answerSchema(question: Question, userId: string): z.ZodMiniType<Answer> {
  const options = (question.options ?? []).map((option) => option.value);
  switch (question.type) {
    case "short_text":
    case "job_title":
      return z.string().check(z.trim(), z.maxLength(200), z.refine(isOneLine, oneLineMessage()));
    case "long_text":
      return z.string().check(z.trim(), z.maxLength(4000));
    case "rich_text":
      return z.pipe(z.string().check(z.maxLength(20_000)), z.transform(sanitizeRichText));
    case "number":
    case "salary":
      return z.number().check(z.int(), z.minimum(question.min ?? 0), z.maximum(question.max ?? 10_000_000));
    case "scale":
      return z.number().check(z.int(), z.minimum(question.min ?? 1), z.maximum(question.max ?? 5));
    case "single_choice":
      return z.string().check(z.refine((value) => options.includes(value), "Choisissez l'une des réponses proposées."));
    case "multiple_choice":
      return z.pipe(
        z
          .array(
            z.string().check(z.refine((value) => options.includes(value), "Choisissez parmi les réponses proposées.")),
          )
          .check(z.maxLength(question.max ?? options.length)),
        z.transform((values: string[]) => [...new Set(values)]),
      );
    case "tags":
      return z.pipe(
        z
          .array(z.string().check(z.trim(), z.minLength(1), z.maxLength(100), z.refine(isOneLine, oneLineMessage())))
          .check(z.maxLength(question.max ?? 50)),
        z.transform((tags: string[]) => [...new Set(tags)]),
      );
    case "city":
      return cityAnswer;
    case "languages":
      return z.array(languageAnswer).check(
        z.maxLength(20),
        z.refine((rows) => rows.every((row) => levels.includes(row.level)), "Choisissez le niveau de chaque langue."),
      );
    case "photo":
      return z.string().check(
        z.maxLength(500),
        z.refine((url) => avatarPath.exec(url)?.[2] === userId, "La photo doit être une image que vous avez envoyée."),
      );
  }
}

/** Whether an answer says something (an empty text or list does not answer a required question). */
export function isAnswered(answer: Answer | undefined): boolean {
  if (answer === undefined || answer === null) return false;
  if (typeof answer === "string") return answer.trim() !== "";
  if (Array.isArray(answer)) return answer.length > 0;
  return true;
}

export const stepOf = (question: Question) => question.step ?? 1;

const fieldOf = (question: Question) => `answers.${question.id}`;

/**
 * Checks the answers sent for `step` (only that step's questions may be answered) and gives them
 * back cleaned, or the first refusal with the question's label.
 */
export function checkStepAnswers(
  questions: readonly Question[],
  step: number,
  answers: Record<string, unknown>,
  userId: string,
): { ok: true; answers: Answers } | ({ ok: false } & Refusal) {
  const byId = new Map(questions.map((question) => [question.id, question]));
  const cleaned: Answers = {};
  for (const [id, raw] of Object.entries(answers)) {
    const question = byId.get(id);
    if (!question) return { ok: false, error: `Question inconnue : « ${id} ».`, field: `answers.${id}` };
    if (stepOf(question) !== step) {
      return {
        ok: false,
        error: `« ${question.label} » n'est pas une question de cette étape.`,
        field: fieldOf(question),
      };
    }
    if (raw === null) {
      cleaned[id] = null;
      continue;
    }
    const parsed = answerSchema(question, userId).safeParse(raw);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const detail = issue?.code === "custom" ? ` ${issue.message}` : "";
      return {
        ok: false,
        error: `La réponse à « ${question.label} » n'est pas valide.${detail}`,
        field: fieldOf(question),
      };
    }
    cleaned[id] = parsed.data;
  }
  return { ok: true, answers: cleaned };
}

/** The first required question of `questions` without an answer in `answers`, if any. */
export function firstUnanswered(questions: readonly Question[], answers: Answers): Refusal | undefined {
  const missing = questions.find((question) => question.required && !isAnswered(answers[question.id]));
  return missing ? { error: `« ${missing.label} » est requis.`, field: fieldOf(missing) } : undefined;
}

/** The language answers as candidate_infos stores them: « Anglais (C1) ». */
const languageText = ({ language, level }: { language: string; level: string }) =>
  level === "" ? language : `${language} (${level})`;

/**
 * What the answers write into candidate_infos, by the `field` of their questions
 * (`candidate_infos.<column>`); the candidate form's rules then apply as for any other write.
 */
export function candidateFields(questions: readonly Question[], answers: Answers): Record<string, unknown> {
  const form: Record<string, unknown> = {};
  for (const question of questions) {
    if (!(question.id in answers) || !question.field?.startsWith("candidate_infos.")) continue;
    const column = question.field.slice("candidate_infos.".length) as keyof CandidateForm;
    const answer = answers[question.id];
    if (question.type === "city") {
      const place = answer as {
        city: string;
        postal_code: string | null;
        lat: number | null;
        lng: number | null;
      } | null;
      Object.assign(form, {
        city: place?.city ?? null,
        postal_code: place?.postal_code ?? null,
        lat: place?.lat ?? null,
        lng: place?.lng ?? null,
      });
    } else if (question.type === "languages") {
      form[column] = ((answer as { language: string; level: string }[] | null) ?? []).map(languageText);
    } else if (column === "mobility_radius_km") {
      form[column] = answer === null ? 30 : Number(answer);
    } else if (answer === null && (question.type === "multiple_choice" || question.type === "tags")) {
      form[column] = [];
    } else {
      form[column] = answer;
    }
  }
  return form;
}

/** « Anglais (C1) » as the languages question answers it; a language read without its level has none yet. */
function languageOf(text: string): { language: string; level: string } {
  const found = /^(.*) \(([^()]+)\)$/.exec(text);
  return found && levels.includes(found[2]!)
    ? { language: found[1]!, level: found[2]! }
    : { language: text, level: "" };
}

/**
 * The answers that the candidate's current row says, for the questions that fill a column
 * (`candidate_infos.<column>`): what the card shows, whichever screen wrote it last (the CV
 * analysis, the card's settings). A form opens on these rather than on the answers it last saved.
 * A choice the question does not offer is left out.
 */
export function answersFromCandidate(questions: readonly Question[], row: Record<string, unknown>): Answers {
  const answers: Answers = {};
  for (const question of questions) {
    if (!question.field?.startsWith("candidate_infos.")) continue;
    const value = row[question.field.slice("candidate_infos.".length)];
    const options = (question.options ?? []).map((option) => option.value);
    switch (question.type) {
      case "city":
        answers[question.id] =
          typeof row.city === "string" && row.city !== ""
            ? {
                city: row.city,
                postal_code: (row.postal_code as string | null) ?? null,
                lat: (row.lat as number | null) ?? null,
                lng: (row.lng as number | null) ?? null,
              }
            : null;
        break;
      case "languages":
        answers[question.id] = Array.isArray(value) ? (value as string[]).map(languageOf) : [];
        break;
      case "tags":
        answers[question.id] = Array.isArray(value) ? (value as string[]) : [];
        break;
      case "multiple_choice":
        answers[question.id] = Array.isArray(value)
          ? (value as unknown[]).map(String).filter((choice) => options.includes(choice))
          : [];
        break;
      case "single_choice":
        if (value === null || value === undefined) answers[question.id] = null;
        else if (options.includes(String(value))) answers[question.id] = String(value);
        break;
      case "number":
      case "salary":
      case "scale":
        answers[question.id] = typeof value === "number" ? value : null;
        break;
      default:
        answers[question.id] = typeof value === "string" && value !== "" ? value : null;
    }
  }
  return answers;
}

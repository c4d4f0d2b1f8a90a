// Answers to a data-driven questionnaire: each checked against its question (type, options, bounds,
// required when its step is left), and those that fill a column turned into a candidate form.
import { checkAnswer, firstUnanswered, type AnswerChecks } from "@fuse/domain/questionnaire/answers-schema";
import type { Answers, Question } from "@fuse/domain/questionnaire/contract";
import { requiredMessage, stepOf } from "@fuse/domain/questionnaire/steps";
import { languageLevelCodes } from "@fuse/domain/vocabulary";

import { sanitizeRichText } from "../http/rich-text.ts";
import type { Refusal } from "../http/validation.ts";
import type { CandidateForm } from "../profile/candidate-info.ts";

const avatarPath = /^(https?:\/\/[^/\s"<>]+)?\/storage\/v1\/object\/public\/avatars\/([^/\s"<>]+)\/[^\s"<>]+$/;

const levels: readonly string[] = languageLevelCodes;

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
  // What only the server knows: the rich text cleaned as stored, the photo one the caller sent.
  const checks: AnswerChecks = {
    sanitizeRichText,
    isOwnPhoto: (url) => avatarPath.exec(url)?.[2] === userId,
  };
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
    const checked = checkAnswer(question, raw, checks);
    if (!checked.ok) return { ok: false, error: checked.error, field: fieldOf(question) };
    cleaned[id] = checked.answer;
  }
  return { ok: true, answers: cleaned };
}

/** The first required question of `questions` without an answer in `answers`, if any. */
export function unansweredRefusal(questions: readonly Question[], answers: Answers): Refusal | undefined {
  const missing = firstUnanswered(questions, answers);
  return missing ? { error: requiredMessage(missing), field: fieldOf(missing) } : undefined;
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

// What an answer to a questionnaire must be, by its question's type, and which answers a step needs:
// the form checks them before sending, the server again when it receives them (adding what only it
// knows: whose photo it is, and the rich text's cleaning).
import { z } from "zod/mini";

import { isPostalCode, wholeNumber, within } from "../api/request-fields.ts";
import { formatNumber } from "../format/number.ts";
import { isOneLine, languageLevelCodes, oneLineMessage } from "../vocabulary/index.ts";
import type { Answer, Answers, Question } from "./contract.ts";
import { isAnswered, requiredMessage } from "./steps.ts";

/** What the server adds to the rules of an answer. */
export interface AnswerChecks {
  /** Cleans a rich text answer as it is stored. */
  sanitizeRichText?: (html: string) => string;
  /** Whether a photo's URL is an image the person sent themselves. */
  isOwnPhoto?: (url: string) => boolean;
}

const placeMessage = "Choisissez la ville dans les suggestions.";

/** A whole number from `min` to `max`, as a number question or a scale takes it. */
const wholeNumberWithin = (min: number, max: number) =>
  wholeNumber("Saisissez un nombre entier.").check(
    within(min, max, `Saisissez un nombre de ${formatNumber(min)} à ${formatNumber(max)}.`),
  );

const cityAnswer = z.strictObject({
  city: z.string().check(z.trim(), z.minLength(1), z.maxLength(200), z.refine(isOneLine, oneLineMessage())),
  postal_code: z.nullable(z.string().check(z.refine(isPostalCode, "Le code postal compte 5 chiffres."))),
  lat: z.nullable(z.number().check(within(-90, 90, placeMessage))),
  lng: z.nullable(z.number().check(within(-180, 180, placeMessage))),
});

const languageAnswer = z.strictObject({
  language: z.string().check(z.trim(), z.minLength(1), z.maxLength(50), z.refine(isOneLine, oneLineMessage())),
  level: z.string().check(z.maxLength(50)),
});

const levels: readonly string[] = languageLevelCodes;

/** The schema of one question's answer (null always clears it; `required` is checked apart). */
export function answerSchema(question: Question, checks: AnswerChecks = {}): z.ZodMiniType<Answer> {
  const options = (question.options ?? []).map((option) => option.value);
  switch (question.type) {
    case "short_text":
    case "job_title":
      return z.string().check(z.trim(), z.maxLength(200), z.refine(isOneLine, oneLineMessage()));
    case "long_text":
      return z.string().check(z.trim(), z.maxLength(4000));
    case "rich_text":
      return z.pipe(
        z.string().check(z.maxLength(20_000)),
        z.transform((html: string) => (checks.sanitizeRichText ? checks.sanitizeRichText(html) : html)),
      );
    case "number":
    case "salary":
      return wholeNumberWithin(question.min ?? 0, question.max ?? 10_000_000);
    case "scale":
      return wholeNumberWithin(question.min ?? 1, question.max ?? 5);
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
        z.refine((url) => checks.isOwnPhoto?.(url) ?? true, "La photo doit être une image que vous avez envoyée."),
      );
  }
}

/** One answer checked against its question: cleaned, or refused with the French message shown at the question. */
export function checkAnswer(
  question: Question,
  raw: unknown,
  checks: AnswerChecks = {},
): { ok: true; answer: Answer } | { ok: false; error: string } {
  if (raw === null) return { ok: true, answer: null };
  const parsed = answerSchema(question, checks).safeParse(raw);
  if (parsed.success) return { ok: true, answer: parsed.data };
  const issue = parsed.error.issues[0];
  const detail = issue?.code === "custom" ? ` ${issue.message}` : "";
  return { ok: false, error: `La réponse à « ${question.label} » n'est pas valide.${detail}` };
}

/** The first of `questions` that is required and has no answer in `answers` (an empty text or list is none). */
export const firstUnanswered = (questions: readonly Question[], answers: Answers): Question | undefined =>
  questions.find((question) => question.required && !isAnswered(answers[question.id]));

/**
 * The answers to `questions` as a form sends them, by question id: each required question answered,
 * each answer given valid for its question (only those of the questions `isChecked` says, when it
 * is given: the answers that will be sent). An issue's path is the question's id.
 */
export function answersSchema(
  questions: readonly Question[],
  { isChecked = () => true, checks }: { isChecked?: (question: Question) => boolean; checks?: AnswerChecks } = {},
) {
  return z.custom<Record<string, unknown>>().check(
    z.superRefine((answers, ctx) => {
      for (const question of questions) {
        const answer = answers[question.id] as Answer | undefined;
        let message: string | undefined;
        if (question.required && !isAnswered(answer)) message = requiredMessage(question);
        else if (answer !== undefined && isChecked(question)) {
          const checked = checkAnswer(question, answer, checks);
          if (!checked.ok) message = checked.error;
        }
        if (message) ctx.issues.push({ code: "custom", path: [question.id], message, input: answer });
      }
    }),
  );
}

// A questionnaire's steps as the renderer walks them, and the checks the browser makes before
// asking the server (which checks everything again).
import type { Answer, Answers, Question } from "./contract.ts";

export const stepOf = (question: Question) => question.step ?? 1;

/** The step numbers in order, each with its questions. */
export function stepsOf(questions: readonly Question[]): { step: number; questions: Question[] }[] {
  const numbers = [...new Set(questions.map(stepOf))].sort((a, b) => a - b);
  return numbers.map((step) => ({ step, questions: questions.filter((question) => stepOf(question) === step) }));
}

/** Whether an answer says something: an empty text or list leaves a required question unanswered. */
export function isAnswered(answer: Answer | undefined): boolean {
  if (answer === undefined || answer === null) return false;
  if (typeof answer === "string") return answer.trim() !== "";
  if (Array.isArray(answer)) return answer.length > 0;
  return true;
}

export const requiredMessage = (question: Question) => `« ${question.label} » est requis.`;

/** The French message of each required question left unanswered, by question id. */
export function missingAnswers(questions: readonly Question[], answers: Answers): Record<string, string> {
  const missing: Record<string, string> = {};
  for (const question of questions) {
    if (question.required && !isAnswered(answers[question.id])) missing[question.id] = requiredMessage(question);
  }
  return missing;
}

/** The answers of some questions only, in the shape the server takes (unanswered ones left out). */
export function answersOf(questions: readonly Question[], answers: Answers): Answers {
  const picked: Answers = {};
  for (const question of questions) {
    const answer = answers[question.id];
    if (answer !== undefined) picked[question.id] = answer;
  }
  return picked;
}

/** The question an error of the server names (`answers.<id>`), if any. */
export function questionOfField(field: string | undefined): string | undefined {
  return field?.startsWith("answers.") ? field.slice("answers.".length).split(".")[0] : undefined;
}

/**
 * The id of a question's place on the page: the column it fills (`skills`, `salary_expectation`),
 * so links to a profile field (`/dashboard/candidate/profile#skills`) land on it; else its own id.
 */
export function anchorOf(question: Question): string {
  return question.field?.split(".")[1] ?? question.id;
}

import type { PortraitAnswers } from "@fuse/domain/portrait/contract";
import type { Question } from "@fuse/domain/questionnaire/contract";
import { askedQuestions } from "@fuse/domain/questionnaire/options";
import type { Sql } from "@fuse/server-core/db/database.ts";

/** The candidate questionnaire's open questions that the portrait's draft may quote. */
const questionIds = ["motivation", "achievement", "environment"] as const;

const text = (value: unknown) => (typeof value === "string" && value.trim() !== "" ? value.trim() : null);

/**
 * The caller's answers to the candidate questionnaire's optional questions (read as the caller:
 * RLS gives only their own response). A choice is answered with its label, as they saw it.
 */
export async function readPortraitAnswers(tx: Sql): Promise<PortraitAnswers> {
  const { rows } = await tx.query<{ answers: Record<string, unknown>; questions: unknown }>(
    `select r.answers, q.questions
       from public.questionnaire_responses r
       join public.questionnaires q on q.id = r.questionnaire_id
      where q.slug = 'candidate' and r.profile_id = (select public.my_profile_id())`,
  );
  const row = rows[0];
  const answers: PortraitAnswers = { motivation: null, achievement: null, environment: null };
  if (!row) return answers;
  // A choice naming a vocabulary is answered with one of the vocabulary's labels.
  const questions = Array.isArray(row.questions) ? askedQuestions(row.questions as Question[]) : [];
  for (const id of questionIds) {
    const answer = row.answers[id];
    const options = questions.find((candidate) => candidate.id === id)?.options ?? [];
    const chosen = options.find((option) => option.value === answer);
    answers[id] = chosen ? text(chosen.label) : text(answer);
  }
  return answers;
}

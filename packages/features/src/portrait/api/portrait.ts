import type { QueryClient } from "@tanstack/react-query";

import type { PortraitAnswers } from "@fuse/domain/portrait/contract";
import { composePortraitDraft, type PortraitFacts } from "@fuse/domain/portrait/draft";
import type { QuestionnaireResponse } from "@fuse/domain/questionnaire/contract";

import type { ApiClient, CandidateInfo } from "../../api/index.ts";
import { profileQueries } from "../../profile/api/queries.ts";

const openQuestions = ["motivation", "achievement", "environment"] as const;

/**
 * The open answers in the candidate questionnaire as `GET /api/questionnaires/candidate` gives it
 * (a choice as the label the candidate saw); null when the caller has not answered it.
 */
export function portraitAnswersOf(response: QuestionnaireResponse): PortraitAnswers | null {
  const answers = response.progress?.answers;
  if (!answers) return null;
  const result: PortraitAnswers = { motivation: null, achievement: null, environment: null };
  for (const id of openQuestions) {
    const answer = answers[id];
    if (typeof answer !== "string" || answer.trim() === "") continue;
    const question = response.questionnaire.questions.find((candidate) => candidate.id === id);
    result[id] = question?.options?.find((option) => option.value === answer)?.label ?? answer.trim();
  }
  return result;
}

/**
 * The candidate's open questionnaire answers: from the questionnaire API, else from
 * `GET /api/portrait/answers` (the same answers, read by the portrait's own endpoint).
 */
export async function getPortraitAnswers(api: ApiClient, signal?: AbortSignal): Promise<PortraitAnswers> {
  try {
    const response = await api.request("GET /api/questionnaires/:slug", { params: { slug: "candidate" }, signal });
    const answers = portraitAnswersOf(response);
    if (answers) return answers;
  } catch (error) {
    if (signal?.aborted) throw error;
  }
  return api.request("GET /api/portrait/answers", { signal });
}

/** Saves the portrait (`POST /api/profile/info` `{form: {memo}}`); the server sanitises it. */
export function savePortrait(api: ApiClient, memo: string) {
  return api.request("POST /api/profile/info", { body: { form: { memo } } });
}

const texts = (value: unknown) => (Array.isArray(value) ? value.filter((item) => typeof item === "string") : []);
const text = (value: unknown) => (typeof value === "string" ? value : null);

/** The facts a draft may use, from the candidate's info and answers. */
export function portraitFactsOf(info: CandidateInfo | null, answers: PortraitAnswers | null): PortraitFacts {
  return {
    firstName: text(info?.first_name),
    targetTitle: text(info?.target_title),
    romeCode: text(info?.rome_code),
    experienceYears: typeof info?.experience_years === "number" ? info.experience_years : null,
    city: text(info?.city),
    contractTypes: texts(info?.contract_types),
    skills: texts(info?.skills),
    languages: texts(info?.languages),
    motivation: answers?.motivation ?? null,
    achievement: answers?.achievement ?? null,
    environment: answers?.environment ?? null,
  };
}

/**
 * The candidate's draft, from what they told us: their info (through the profile query, so a
 * fresh answer is reused) and their open answers. Without the answers, the draft is made from the
 * info alone; without the info, the call fails.
 */
export async function loadPortraitDraft(api: ApiClient, queryClient: QueryClient, userId: string) {
  const [info, answers] = await Promise.all([
    queryClient.fetchQuery(profileQueries.candidateInfo(api, userId)),
    getPortraitAnswers(api).catch(() => null),
  ]);
  return composePortraitDraft(portraitFactsOf(info, answers));
}

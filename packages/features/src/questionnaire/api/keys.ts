import { profileKeys } from "../../profile/api/keys.ts";

/** The questionnaires' query keys. */
export const questionnaireKeys = {
  all: ["questionnaires"] as const,
  /**
   * One questionnaire as a user sees it, their answers included: among the user's profile queries,
   * so that whatever changes their profile (the CV analysis, the card's settings) has it read again.
   * `null` for a visitor.
   */
  questionnaire: (slug: string, userId: string | null) =>
    userId === null
      ? (["questionnaires", slug, null] as const)
      : ([...profileKeys.user(userId), "questionnaire", slug] as const),
};

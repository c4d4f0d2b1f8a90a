// The candidate's portrait (Mon portrait) and account screens' data: the endpoints this feature adds to the API contract (see ../../api/contract.ts).

/**
 * `GET /api/portrait/answers`: the candidate's own answers to the candidate questionnaire's open
 * questions, for the portrait's draft; null where they gave none. `environment` is the label of
 * the option they chose, as the questionnaire shows it.
 */
export interface PortraitAnswers {
  motivation: string | null;
  achievement: string | null;
  environment: string | null;
}

export interface PortraitEndpoints {
  "GET /api/portrait/answers": { response: PortraitAnswers };
}

/** This feature's endpoints that need no token. */
export const portraitPublicEndpoints: readonly string[] = [];

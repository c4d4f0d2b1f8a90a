// CV analysis: upload, extracted facts, review and apply: the endpoints this feature adds to the API contract (see ../../api/contract.ts).

// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- endpoints are added as the feature grows
export interface CvAnalysisEndpoints {}

/** This feature's endpoints that need no token. */
export const cvAnalysisPublicEndpoints: readonly string[] = [];

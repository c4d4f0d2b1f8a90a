// CV analysis: upload, extracted facts, review and apply.
export type { CvAnalysisEndpoints } from "./api/contract.ts";

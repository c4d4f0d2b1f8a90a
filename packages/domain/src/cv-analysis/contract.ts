// CV analysis: upload, extracted facts, review and apply: the endpoints this feature adds to the API contract (see ../../api/contract.ts).
import type { SpokenLanguage } from "../analysis/find.ts";
import type { CvEducation, CvExperience, CvFacts } from "./analyse.ts";
import type { ApplyCvRequest } from "./requests.ts";

export type { ApplyCvRequest, CvEducation, CvExperience, CvFacts, SpokenLanguage };

/** A CV as analysed: its file in the private `cvs` bucket (null once deleted) and what was found. */
export interface CvAnalysis {
  file: { path: string; name: string; format: "pdf" | "docx" } | null;
  /** The CV's language, told from its words. */
  language: "fr" | "en" | null;
  analysed_at: string;
  facts: CvFacts;
  /** What the candidate applied to their profile, once they have. */
  applied: string[] | null;
}

/** `POST /api/cv-analysis`: the uploaded file (`<user id>/…` in the cvs bucket) and the name it had. */
export interface AnalyseCvRequest {
  path: string;
  name?: string;
}

export interface CvAnalysisEndpoints {
  /** The caller's last analysis, and whether the CV step is done. */
  "GET /api/cv-analysis": { response: { analysis: CvAnalysis | null; analyzer_cv: boolean } };
  /** Reads the uploaded CV (as the caller, through Storage) and finds its facts; nothing is applied. */
  "POST /api/cv-analysis": { body: AnalyseCvRequest; response: CvAnalysis };
  /** Applies the chosen fields to the profile and sets `analyzer_cv`. */
  "POST /api/cv-analysis/apply": { body: ApplyCvRequest; response: { analyzer_cv: true; applied: string[] } };
  /** Deletes the original file from storage; the analysis stays. */
  "DELETE /api/cv-analysis/file": { response: { deleted: boolean } };
}

/** This feature's endpoints that need no token. */
export const cvAnalysisPublicEndpoints: readonly string[] = [];

// CV analysis: upload, extracted facts, review and apply: the endpoints this feature adds to the API contract (see ../../api/contract.ts).
import type { SpokenLanguage } from "../analysis/find.ts";
import type { CvEducation, CvExperience, CvFacts } from "./analyse.ts";

export type { CvEducation, CvExperience, CvFacts, SpokenLanguage };

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

/**
 * `POST /api/cv-analysis/apply`: the fields the candidate reviewed and chose, as corrected. Every
 * key is optional; none at all still closes the step (`analyzer_cv` becomes true).
 */
export interface ApplyCvRequest {
  first_name?: string;
  last_name?: string;
  phone?: string;
  /** A city applies with its coordinates, as chosen from the places list. */
  city?: string;
  postal_code?: string | null;
  lat?: number;
  lng?: number;
  target_title?: string;
  experience_years?: number;
  skills?: string[];
  languages?: { language: string; level: string | null }[];
  experiences?: { title: string; employer: string | null; start: string | null; end: string | null }[];
  education?: { degree: string; school: string | null; year: number | null }[];
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

/** The recruiter's potential candidates, per offer and page. */
export const recruiterMatchKeys = {
  all: ["recruiter-matches"] as const,
  job: (jobId: string) => ["recruiter-matches", jobId] as const,
  candidates: (jobId: string, page: number) => ["recruiter-matches", jobId, page] as const,
};

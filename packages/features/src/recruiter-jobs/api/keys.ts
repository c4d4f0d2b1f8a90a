/** The recruiter's offers' query keys. */
export const recruiterJobsKeys = {
  all: ["recruiter-jobs"] as const,
  list: () => ["recruiter-jobs", "list"] as const,
  offer: (id: string) => ["recruiter-jobs", "offer", id] as const,
};

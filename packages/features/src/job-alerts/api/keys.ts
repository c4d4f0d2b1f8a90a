/** The job-search home's query keys, per user so one user's answers are never another's. */
export const jobAlertsKeys = {
  all: ["job-alerts"] as const,
  user: (userId: string) => ["job-alerts", userId] as const,
  savedSearches: (userId: string) => ["job-alerts", userId, "saved-searches"] as const,
  likedJobs: (userId: string) => ["job-alerts", userId, "liked-jobs"] as const,
  viewedJobs: (userId: string) => ["job-alerts", userId, "viewed-jobs"] as const,
};

/** The CV analysis's query keys, per user so one user's analysis is never another's. */
export const cvAnalysisKeys = {
  all: ["cv-analysis"] as const,
  own: (userId: string) => ["cv-analysis", userId] as const,
};

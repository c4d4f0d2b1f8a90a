/** The profile slice's query keys, per user so one user's answers are never another's. */
export const profileKeys = {
  all: ["profile"] as const,
  user: (userId: string) => ["profile", userId] as const,
  profile: (userId: string) => ["profile", userId, "profile"] as const,
  candidateInfo: (userId: string) => ["profile", userId, "candidate-info"] as const,
  companyInfo: (userId: string) => ["profile", userId, "company-info"] as const,
};

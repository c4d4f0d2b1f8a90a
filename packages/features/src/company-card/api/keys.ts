/** The company card's query keys, per user so one recruiter's card is never another's. */
export const companyCardKeys = {
  all: ["company-card"] as const,
  card: (userId: string) => ["company-card", userId] as const,
};

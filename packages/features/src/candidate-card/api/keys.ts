/** The candidate card's query keys: a public address (/p/{slug}) and the candidate dashboard's blocks. */
export const candidateCardKeys = {
  publicPage: (slug: string) => ["public-page", slug] as const,
  dashboardMatches: ["dashboard", "matches"] as const,
  dashboardApplications: ["dashboard", "applications"] as const,
  dashboardRecommended: (trade: string) => ["dashboard", "recommended", trade] as const,
};

/**
 * The subscription's query keys. `all` also covers the access rules' own check of the
 * subscription (`validity`), so invalidating it after a payment opens the paid pages at once.
 */
export const subscriptionKeys = {
  all: ["subscription"] as const,
  summary: ["subscription", "summary"] as const,
  /** The access rules' check of a user's subscription (spec §7). */
  validity: (userId: string) => ["subscription", userId] as const,
};

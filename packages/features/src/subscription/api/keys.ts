/**
 * The subscription's query keys. `all` also covers the access rules' own check of the
 * subscription (`["subscription", userId]`), so invalidating it after a payment opens the paid
 * pages at once.
 */
export const subscriptionKeys = {
  all: ["subscription"] as const,
  summary: ["subscription", "summary"] as const,
};

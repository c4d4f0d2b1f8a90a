/** The hiring workflow's query keys: the recruiter's pipeline and the candidate's applications. */
export const workflowKeys = {
  all: ["workflow"] as const,
  /** Everything the recruiter's pipeline shows (cards, details, funnel). */
  pipeline: ["workflow", "pipeline"] as const,
  /** The pipeline's cards, of every offer and of each. */
  cardsAll: ["workflow", "pipeline", "cards"] as const,
  cards: (jobId: string | null) => ["workflow", "pipeline", "cards", jobId] as const,
  card: (id: string) => ["workflow", "pipeline", "card", id] as const,
  candidate: (id: string) => ["workflow", "pipeline", "card", id, "candidate"] as const,
  funnel: ["workflow", "pipeline", "funnel"] as const,
  applications: ["workflow", "applications"] as const,
};

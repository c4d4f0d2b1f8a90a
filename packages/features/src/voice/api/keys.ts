/** The voice presentation's query keys. */
export const voiceKeys = {
  all: ["voice"] as const,
  /** Whether transcription is available, and the saved analysis, for one user. */
  status: (userId: string | null) => ["voice", "status", userId] as const,
};

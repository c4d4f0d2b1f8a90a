/** The recruiter dashboard's query keys. */
export const recruiterHomeKeys = {
  pipeline: ["recruiter-home", "pipeline"] as const,
};

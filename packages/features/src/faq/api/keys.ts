/** The public FAQ's query key. */
export const faqKeys = {
  all: ["faq"] as const,
};

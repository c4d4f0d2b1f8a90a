/** The public home page's query key. */
export const homeKeys = {
  home: ["home"] as const,
};

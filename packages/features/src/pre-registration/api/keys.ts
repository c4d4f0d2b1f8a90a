/** The pre-registration's query keys: the NAF sectors, the same list for everyone. */
export const preRegistrationKeys = {
  nafSubclasses: ["naf-subclasses"] as const,
};

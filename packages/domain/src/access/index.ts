// The access slice's public entry: the decision and its types.
export {
  decideAccess,
  homes,
  loginPath,
  loginRedirect,
  needsProfile,
  onboardingReturn,
  returnPath,
  returnToKey,
} from "./decide-access.ts";
export type { AccessDecision, AccessOptions, Visitor } from "./types.ts";

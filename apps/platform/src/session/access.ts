import { redirect } from "react-router";

import { decideAccess, needsProfile } from "@fuse/domain/access";

import type { AppServices } from "./services";

const anonymous = { kind: "anonymous" } as const;

/** Decides one navigation: resolves to let it through, throws a redirect (or an error page). */
export type AccessCheck = (fullPath: string) => Promise<void>;

/**
 * The access rules of spec §4 and §6, applied by the router before each page loads: the visitor is
 * resolved from the session and the profile, then `decideAccess` says allow or where to go.
 * `/confirm-email` skips profile fetching and every guard.
 */
export function createAccessCheck({ session, visitors, config }: AppServices) {
  const check: AccessCheck = async (fullPath) => {
    if (!needsProfile(fullPath)) return;
    // Without a session there is nothing to fetch: the visitor is anonymous.
    const visitor = session.user ? await (await visitors()).resolve(session.user) : anonymous;
    const decision = decideAccess(fullPath, visitor, { recruiterPaymentRequired: config.recruiterPaymentRequired });
    if (decision.type === "redirect") throw redirect(decision.to);
  };
  return check;
}

import { redirect } from "react-router";

import { decideAccess, loginPath, needsProfile, type Visitor } from "@fuse/domain/access";

import type { AppServices } from "./services";
import { endSessionHere, sessionRefused } from "./session-end";

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
    let visitor: Visitor = anonymous;
    if (session.user) {
      const resolver = await visitors();
      try {
        visitor = await resolver.resolve(session.user);
      } catch (error) {
        if (!sessionRefused(error)) throw error;
        // The server no longer takes this session (ended on another device, revoked): it ends here
        // too, and the visitor signs in again to come back to this page (spec §4: not logged in).
        endSessionHere(loginPath(fullPath));
        return new Promise<never>(() => {});
      }
    }
    const decision = decideAccess(fullPath, visitor, { recruiterPaymentRequired: config.recruiterPaymentRequired });
    if (decision.type === "redirect") throw redirect(decision.to);
  };
  return check;
}

import type { QueryClient } from "@tanstack/react-query";
import type { DataRouter } from "react-router";

import { paths } from "@fuse/domain/vocabulary/paths";

import type { PublicConfig } from "./public-config";
import type { AuthServices } from "./services";
import { endSessionHere } from "./session-end";
import type { SessionStore } from "./session-store";
import { createSupabase } from "./supabase";
import type { VisitorResolver } from "./visitor";

/**
 * The auth client and what depends on it, loaded on start when a session may exist and the cookie
 * cannot serve it, once the first screen is complete when it can, else at the first auth action.
 * Auth events keep the router in step: another user signed in or out (here or in another tab, or
 * the cookie's session found ended) re-runs the access rules of the current page; a recovery link
 * opens the new password page. A change of user empties the query cache.
 */
export async function createAuthServices({
  config,
  session,
  router,
  queryClient,
  visitors,
}: {
  config: PublicConfig;
  session: SessionStore;
  router: () => DataRouter | undefined;
  queryClient: QueryClient;
  visitors: () => Promise<VisitorResolver>;
}): Promise<AuthServices> {
  const supabase = createSupabase(config);
  // The pages shown so far were for the cookie's user, if any: the client's first word is checked against it.
  let currentUserId: string | null | undefined = session.user?.id;
  let signingOut = false;

  await session.attach(supabase.auth, (event, current) => {
    const userId = current?.user.id ?? null;
    const userChanged = currentUserId !== undefined && userId !== currentUserId;
    currentUserId = userId;
    // No answer of one user is ever shown to the next.
    if (userChanged) queryClient.clear();
    else if (event === "USER_UPDATED") void visitors().then((resolver) => resolver.invalidate());
    if (event === "PASSWORD_RECOVERY") {
      void router()?.navigate(paths.resetPassword, { replace: true });
    } else if (userChanged && !signingOut) {
      void router()?.revalidate();
    }
  });

  /**
   * Ends the session, on the server too unless `local`: the server has already ended it (an account
   * just deleted), and supabase-js would still call it (even with `scope: "local"`) to be refused
   * with 403. Then the session's cookies are dropped and the page loads again from `paths.home`,
   * which starts with no session at all.
   */
  async function signOut({ local = false }: { local?: boolean } = {}) {
    if (local) {
      endSessionHere(paths.home);
      return;
    }
    signingOut = true;
    try {
      const { error } = await supabase.auth.signOut();
      // The server could not be told (offline): end the session in this browser anyway.
      if (error) await supabase.auth.signOut({ scope: "local" });
    } finally {
      queryClient.clear();
      await router()?.navigate(paths.login, { replace: true });
      signingOut = false;
    }
  }

  return { supabase, signOut };
}

import type { QueryClient } from "@tanstack/react-query";
import type { DataRouter } from "react-router";

import { createApiClient } from "./api-client";
import { fetchPublicConfig } from "./public-config";
import type { AppServices, AuthServices } from "./services";
import { mayHaveSession } from "./session-hint";
import { SessionStore } from "./session-store";

/**
 * Reads the published configuration and, when this browser may hold a session, the session itself
 * (the auth client loads for it). Otherwise the visitor is anonymous until they sign in, and the
 * auth client loads only then.
 */
export async function startServices(
  router: () => DataRouter | undefined,
  queryClient: QueryClient,
): Promise<AppServices> {
  const config = await fetchPublicConfig();
  const session = new SessionStore();
  let auth: Promise<AuthServices> | undefined;
  const loadAuth = () => {
    auth ??= import("./auth-services").then(({ createAuthServices }) =>
      createAuthServices(config, session, router, queryClient),
    );
    // A failed download may succeed later (a flaky network): do not keep the failure.
    auth.catch(() => (auth = undefined));
    return auth;
  };
  if (mayHaveSession()) await loadAuth();
  return { config, session, queryClient, publicApi: createApiClient(null), auth: loadAuth };
}

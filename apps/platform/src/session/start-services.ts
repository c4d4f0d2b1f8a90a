import type { QueryClient } from "@tanstack/react-query";
import type { DataRouter } from "react-router";

import { createApiClient, sessionToken, type AccessToken } from "./api-client";
import { fetchPublicConfig } from "./public-config";
import type { AppServices, AuthServices } from "./services";
import { isAuthReturn, isFresh, mayHaveSession } from "./session-hint";
import { SessionStore } from "./session-store";
import { createSubscriptionReader } from "./subscription-reader";
import type { VisitorResolver } from "./visitor";

/**
 * Reads the published configuration and, when this browser may hold a session, the session itself.
 * A session cookie whose token still holds is read as it is: the first screen of a signed-in page
 * reads the API with it, and the auth client (most of the Supabase client) loads once that screen
 * is complete, to keep the session fresh and follow its events. An e-mail link's return, or a token
 * about to end, loads the client at once. Without a session the visitor is anonymous until they
 * sign in, and the client loads only then.
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
      createAuthServices({ config, session, router, queryClient, visitors }),
    );
    // A failed download may succeed later (a flaky network): do not keep the failure.
    auth.catch(() => (auth = undefined));
    return auth;
  };
  // The cookie's token while the client is not there and the token holds; the client's otherwise.
  const token: AccessToken = async () => {
    const stored = session.attached ? null : session.session;
    if (stored && isFresh(stored)) return stored.access_token;
    return sessionToken((await loadAuth()).supabase);
  };
  const api = createApiClient(token);
  // Loaded at the first page that needs the visitor: with the profile's queries, it is a signed-in
  // matter, not the app's on every page.
  let resolver: Promise<VisitorResolver> | undefined;
  const visitors = () => {
    resolver ??= import("./visitor").then(
      ({ VisitorResolver }) =>
        new VisitorResolver({
          api,
          subscription: createSubscriptionReader(config, token),
          queryClient,
          recruiterPaymentRequired: config.recruiterPaymentRequired,
        }),
    );
    resolver.catch(() => (resolver = undefined));
    return resolver;
  };

  let firstScreenShown = () => {};
  const firstScreen = new Promise<void>((resolve) => (firstScreenShown = resolve));
  if (mayHaveSession()) {
    const stored = isAuthReturn()
      ? null
      : await import("./session-cookie").then((cookie) => cookie.readSessionCookie());
    if (stored && isFresh(stored)) {
      session.seed(stored);
      // The client keeps the session alive from then on (a token lasts an hour).
      void firstScreen.then(loadAuth).catch(() => undefined);
    } else await loadAuth();
  }
  return {
    config,
    session,
    queryClient,
    publicApi: createApiClient(null),
    api,
    visitors,
    auth: loadAuth,
    authAfterFirstScreen: () => firstScreen.then(loadAuth),
    firstScreenShown,
  };
}

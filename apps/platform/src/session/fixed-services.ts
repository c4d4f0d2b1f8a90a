import type { QueryClient } from "@tanstack/react-query";

import type { ApiClient } from "@fuse/features/api";

import type { PublicConfig } from "./public-config";
import type { AppServices, AuthServices } from "./services";
import { SessionStore } from "./session-store";
import { VisitorResolver } from "./visitor";

/**
 * The services of a page shown without a session of its own: the server's rendering of the public
 * pages, and tests of screens. The signed-in `api` and the auth client are what is given (refusals,
 * most often); no subscription is ever valid.
 */
export function fixedServices(services: {
  config: PublicConfig;
  queryClient: QueryClient;
  publicApi: ApiClient;
  api: ApiClient;
  auth: () => Promise<AuthServices>;
}): AppServices {
  const { config, queryClient, api, auth } = services;
  // One resolver for every navigation, as the app keeps one.
  const resolver = new VisitorResolver({
    api,
    subscription: async () => "none",
    queryClient,
    recruiterPaymentRequired: config.recruiterPaymentRequired,
  });
  return {
    ...services,
    session: new SessionStore(),
    visitors: async () => resolver,
    authAfterFirstScreen: auth,
    firstScreenShown: () => {},
  };
}

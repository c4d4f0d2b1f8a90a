import type { SupabaseClient } from "@supabase/supabase-js";
import type { QueryClient } from "@tanstack/react-query";
import * as React from "react";

import type { ApiClient } from "@fuse/features/api";

import type { PublicConfig } from "./public-config";
import type { SessionStore } from "./session-store";
import type { VisitorResolver } from "./visitor";

/** The auth client and what needs it; loaded lazily (see `start-services.ts`). */
export interface AuthServices {
  supabase: SupabaseClient;
  /**
   * Ends the session here and on the server (here only with `local`: the server already ended it),
   * then shows the login page.
   */
  signOut: (options?: { local?: boolean }) => Promise<void>;
}

/** What pages and layouts use to talk to the backend, built once at start (see `main.tsx`). */
export interface AppServices {
  config: PublicConfig;
  /**
   * The session: the one this browser's cookie holds, until the auth client is loaded and follows
   * it (none without a session cookie: anonymous).
   */
  session: SessionStore;
  /** The one query cache: loaders, access rules and screens read the API through it. */
  queryClient: QueryClient;
  /** The API's public endpoints (no token), usable before anyone signs in. */
  publicApi: ApiClient;
  /**
   * The API with the signed-in user's token: the cookie's own while it holds, so that a signed-in
   * page shows without the auth client; the client's (loaded for it) otherwise.
   */
  api: ApiClient;
  /** Who is visiting, for the access rules (loaded on first need). */
  visitors: () => Promise<VisitorResolver>;
  /** Loads the auth client once, now. */
  auth: () => Promise<AuthServices>;
  /** The auth client for what can wait for the first screen to be complete (live updates). */
  authAfterFirstScreen: () => Promise<AuthServices>;
  /** Said by the app once its first screen is complete: what waited for it starts. */
  firstScreenShown: () => void;
}

const ServicesContext = React.createContext<AppServices | null>(null);

export const ServicesProvider = ServicesContext.Provider;

/** The app's services; pages rendered outside the app (tests of the shell alone) have none. */
export function useOptionalServices() {
  return React.useContext(ServicesContext);
}

export function useServices() {
  const services = useOptionalServices();
  if (!services) throw new Error("useServices() outside <ServicesProvider>");
  return services;
}

const noSession = () => () => {};

/** The server renders the public pages for an anonymous visitor: hydration starts from there. */
const anonymousOnServer = () => null;

/**
 * The signed-in user, kept in sync with every auth event; null when signed out. A page the server
 * rendered is hydrated as the server saw it (anonymous), then shows the session at once.
 */
export function useSessionUser() {
  const services = useOptionalServices();
  const session = React.useSyncExternalStore(
    services?.session.subscribe ?? noSession,
    () => services?.session.getSnapshot() ?? null,
    anonymousOnServer,
  );
  return session?.user ?? null;
}

/** The signed-in API client for pages of the signed-in areas: each call carries the user's token. */
export function useSignedInApi(): ApiClient {
  return useServices().api;
}

import { createBrowserClient } from "@supabase/ssr";
import type { SupabaseClient } from "@supabase/supabase-js";

import type { PublicConfig } from "./public-config";
import { authStorageKey } from "./session-hint";

/** The session cookie of spec §9: kept 400 days, sent on same-site navigations only. */
export const sessionCookieOptions = {
  name: authStorageKey,
  path: "/",
  maxAge: 400 * 24 * 60 * 60,
  sameSite: "lax",
} as const;

/** Spec §9: realtime gives up joining after 10 s, beats every 30 s, reconnects after 1, 2, 5 then 10 s. */
const reconnectSteps = [1_000, 2_000, 5_000, 10_000];
export const realtimeOptions = {
  timeout: 10_000,
  heartbeatIntervalMs: 30_000,
  reconnectAfterMs: (tries: number) => reconnectSteps[Math.max(0, tries - 1)] ?? 10_000,
};

/**
 * The one Supabase client of the app, built from the published configuration. The session lives
 * in cookies (@supabase/ssr), so a server can read it too; e-mail links use the PKCE flow.
 */
export function createSupabase(config: PublicConfig): SupabaseClient {
  return createBrowserClient(config.supabaseUrl, config.supabaseAnonKey, {
    cookieOptions: { ...sessionCookieOptions, secure: window.location.protocol === "https:" },
    isSingleton: false,
    realtime: realtimeOptions,
  });
}

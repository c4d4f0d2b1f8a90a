import type { Session } from "@supabase/supabase-js";

/** The name of the session cookie (and the prefix of its chunks and of the PKCE verifier's). */
export const authStorageKey = "fuse-auth";

/**
 * Whether this browser may hold a session, without loading the auth client: a session or PKCE
 * cookie, or an e-mail link's return (`?code=`, `#access_token=`, an error from the auth server).
 * Anonymous visitors — most of those on public pages — never download the client.
 */
export function mayHaveSession(
  location: Pick<Location, "search" | "hash"> = window.location,
  cookies = document.cookie,
) {
  if (cookies.split(/;\s*/).some((cookie) => cookie.startsWith(authStorageKey))) return true;
  return isAuthReturn(location);
}

/** An e-mail link's return (`?code=`, `#access_token=`, an error from the auth server): the auth client reads it. */
export function isAuthReturn(location: Pick<Location, "search" | "hash"> = window.location) {
  const query = new URLSearchParams(location.search);
  const fragment = new URLSearchParams(location.hash.replace(/^#/, ""));
  return query.has("code") || fragment.has("access_token") || query.has("error_code") || fragment.has("error_code");
}

/**
 * How long before its end a token is no longer used as it is: the auth client refreshes a session
 * this close to its expiry (auth-js's margin, 3 ticks of 30 s), and a request under way needs time.
 */
export const sessionMarginMs = 90_000;

/** Whether the session's access token holds for a while yet (`sessionMarginMs`). */
export function isFresh(session: Pick<Session, "expires_at">, now = Date.now()) {
  return session.expires_at !== undefined && session.expires_at * 1000 - now > sessionMarginMs;
}

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
  const query = new URLSearchParams(location.search);
  const fragment = new URLSearchParams(location.hash.replace(/^#/, ""));
  return query.has("code") || fragment.has("access_token") || query.has("error_code") || fragment.has("error_code");
}

// The helpers' own module: the package's index also brings the whole Supabase client, which
// bundlers keep (its parts do not say they are free of side effects).
import { combineChunks, parseCookieHeader, stringFromBase64URL } from "@supabase/ssr/dist/module/utils/index.js";
import type { Session } from "@supabase/supabase-js";

import { authStorageKey } from "./session-hint";

/** @supabase/ssr writes the session as `base64-` and the JSON in base64url, split in chunks if long. */
const base64Prefix = "base64-";

/**
 * The session the auth client keeps in this browser's cookies, read with @supabase/ssr's own
 * helpers without loading the client: a page of the signed-in areas reads the API with it while
 * the client loads after the first screen. Null when there is none, or it cannot be read. Loaded
 * only when the browser may hold a session: an anonymous visitor never downloads it.
 */
export async function readSessionCookie(cookieHeader: string = document.cookie): Promise<Session | null> {
  const cookies = parseCookieHeader(cookieHeader);
  const value = await combineChunks(
    authStorageKey,
    (name) => cookies.find((cookie) => cookie.name === name)?.value ?? null,
  );
  if (!value) return null;
  try {
    const text = value.startsWith(base64Prefix) ? stringFromBase64URL(value.slice(base64Prefix.length)) : value;
    const session = JSON.parse(text) as Partial<Session> | null;
    const usable =
      typeof session?.access_token === "string" &&
      typeof session.expires_at === "number" &&
      typeof session.user?.id === "string";
    return usable ? (session as Session) : null;
  } catch {
    return null;
  }
}

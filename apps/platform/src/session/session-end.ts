import { ApiError } from "@fuse/features/api";

import { authStorageKey } from "./session-hint";

/** The server no longer takes the session's token (401): the access rules end the session. */
export const sessionRefused = (error: unknown): error is ApiError => error instanceof ApiError && error.status === 401;

/**
 * Ends the session in this browser only — its cookies dropped — then loads `to` afresh, so that
 * nothing of the page (its queries, the auth client's memory) outlives it. For a session the server
 * has already ended: an account just deleted, or a token it no longer takes (signed out on another
 * device, revoked, forged).
 */
export function endSessionHere(to: string) {
  const secure = window.location.protocol === "https:" ? "; Secure" : "";
  for (const cookie of document.cookie.split(/;\s*/)) {
    const name = cookie.split("=")[0] ?? "";
    if (name.startsWith(authStorageKey)) document.cookie = `${name}=; Max-Age=0; path=/; SameSite=Lax${secure}`;
  }
  window.location.replace(to);
}

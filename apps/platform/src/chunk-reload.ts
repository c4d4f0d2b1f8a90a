/** How long after a reload another chunk failure shows the error page instead (spec §9: 10 s). */
export const reloadGuardTtlMs = 10_000;

const storageKey = "fuse:chunk-reload-at";

/** Messages browsers give when a lazy module (an old build's chunk) cannot be loaded. */
const chunkErrorPattern =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i;

/** Whether an error means a code-split chunk failed to load, typically after a new deployment. */
export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && chunkErrorPattern.test(error.message);
}

type ReloadDeps = {
  storage?: Pick<Storage, "getItem" | "setItem">;
  now?: () => number;
  reload?: () => void;
};

/**
 * Reloads the page to fetch the new build, at most once per 10 s: if the reload did not help, the
 * caller shows the error page rather than looping. Returns whether a reload was started.
 */
export function reloadOnceForChunkError({
  storage = window.sessionStorage,
  now = Date.now,
  reload = () => window.location.reload(),
}: ReloadDeps = {}): boolean {
  const current = now();
  let last = Number.NaN;
  try {
    last = Number(storage.getItem(storageKey));
  } catch {
    // Storage can be blocked (privacy settings): without a guard, never reload.
    return false;
  }
  if (Number.isFinite(last) && last > 0 && current - last < reloadGuardTtlMs) return false;
  try {
    storage.setItem(storageKey, String(current));
  } catch {
    return false;
  }
  reload();
  return true;
}

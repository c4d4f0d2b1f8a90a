import type { QueryClient } from "@tanstack/react-query";
import type { DataRouter } from "react-router";

/** The mark a measurement reads (`performance.getEntriesByName`): the first screen is complete. */
export const firstScreenMark = "fuse:first-screen";

/** How often the screen is looked at, and for how long at most. */
const lookEveryMs = 100;
const longestWaitMs = 10_000;

/** Something on screen still loads: a skeleton, a part on its way (`aria-busy`, the kit's convention). */
const stillLoading = () => document.querySelector('[aria-busy="true"], [data-slot="skeleton"]') !== null;

/**
 * Resolves once the first screen is complete: the router has started and has no navigation under
 * way, no query is fetching, nothing on screen is loading (twice in a row, a look apart), then the
 * browser is idle. What can wait for it (live updates, keeping the session fresh) starts then, so
 * that it does not compete with the screen for the network and the CPU. After 10 s it starts anyway.
 */
export function firstScreenComplete(queryClient: QueryClient, router: DataRouter): Promise<void> {
  return new Promise<void>((resolve) => {
    const started = performance.now();
    let settledLooks = 0;
    const look = () => {
      const { initialized, navigation } = router.state;
      const settled = initialized && navigation.state === "idle" && queryClient.isFetching() === 0 && !stillLoading();
      settledLooks = settled ? settledLooks + 1 : 0;
      if (settledLooks < 2 && performance.now() - started < longestWaitMs) {
        setTimeout(look, lookEveryMs);
        return;
      }
      const idle = () => {
        performance.mark(firstScreenMark);
        resolve();
      };
      if ("requestIdleCallback" in window) requestIdleCallback(idle, { timeout: 1_000 });
      else setTimeout(idle, 0);
    };
    look();
  });
}

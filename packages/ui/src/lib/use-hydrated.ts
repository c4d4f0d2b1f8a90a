import * as React from "react";

const noSubscription = () => () => {};

/**
 * False while a page is rendered on the server and while the browser hydrates what it sent, true
 * from then on; true at once for a page the browser renders alone. What the server rendered shows
 * before its script runs: a component tells with this what cannot work yet.
 */
function useHydrated(): boolean {
  return React.useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

export { useHydrated };

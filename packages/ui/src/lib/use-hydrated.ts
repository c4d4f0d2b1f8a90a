import * as React from "react";

/** Set by the first effect of any component: from then on, the page is the browser's. */
let pageHydrated = false;

/**
 * False while a page is rendered on the server and while the browser hydrates what it sent, true
 * from then on. What the server rendered shows before its script runs: a component tells with this
 * what cannot work yet. On a page the browser renders alone, components mounted once the page runs
 * get true at once; the very first ones get it right after their first render.
 *
 * The change is a transition: every component using this re-renders in slices, between which the
 * browser stays responsive (`useSyncExternalStore` would re-render them all in one blocking task
 * just after hydration).
 */
function useHydrated(): boolean {
  const [hydrated, setHydrated] = React.useState(pageHydrated);
  React.useEffect(() => {
    pageHydrated = true;
    if (!hydrated) React.startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}

export { useHydrated };

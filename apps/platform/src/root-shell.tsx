import { lazy, Suspense, useEffect, useState } from "react";
import { Outlet, useMatches, useNavigation } from "react-router";

import { LoadingIndicator } from "@fuse/ui/loading-indicator";
import { useToasts } from "@fuse/ui/toast-store";

import { deepestPage, documentTitle } from "./page-handle";

// The toast area (Radix) loads with the first toast: most visits raise none, and the pages people
// judge us by (/, /login) stay within their JavaScript budget. Toasts raised before it arrives wait
// in the queue and show as soon as it is there.
const Toaster = lazy(() => import("@fuse/ui/toast").then((module) => ({ default: module.Toaster })));

/** Around every page: the loading bar while a page loads, the page's title, the toast area. */
export function RootShell() {
  const navigation = useNavigation();
  const title = deepestPage(useMatches())?.title;
  const toasts = useToasts();
  // Once shown, the toast area stays: closing animations and later toasts reuse it.
  const [toastsSeen, setToastsSeen] = useState(false);
  if (toasts.length > 0 && !toastsSeen) setToastsSeen(true);

  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);

  return (
    <>
      <LoadingIndicator active={navigation.state !== "idle"} />
      <Outlet />
      {toastsSeen ? (
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      ) : null}
    </>
  );
}

import { lazy, Suspense, useState } from "react";
import { Outlet, useMatches, useNavigation } from "react-router";

import { LoadingIndicator } from "@fuse/ui/loading-indicator";
import { useToasts } from "@fuse/ui/toast-store";

import { HeadOnceHydrated } from "./head-once-hydrated";
import { deepestPage, documentTitle, pageWritesOwnHead, publicPageHead, type PublicPageHead } from "./page-handle";
import { useOptionalServices } from "./session/services";

// The toast area (Radix) loads with the first toast: most visits raise none, and the pages people
// judge us by (/, /login) stay within their JavaScript budget. Toasts raised before it arrives wait
// in the queue and show as soon as it is there.
const Toaster = lazy(() => import("@fuse/ui/toast").then((module) => ({ default: module.Toaster })));

/**
 * A public page's description and canonical address as React 19 head tags: they follow the visitor
 * from page to page. The origin is the one the visitor uses, as the server's is for its own tags.
 */
function PublicHead({ head }: { head: PublicPageHead }) {
  return (
    <>
      {head.description ? <meta name="description" content={head.description} /> : null}
      <meta property="og:title" content={head.title} />
      {head.description ? <meta property="og:description" content={head.description} /> : null}
      <link rel="canonical" href={`${window.location.origin}${head.path}`} />
    </>
  );
}

/**
 * `noindex` for search engines on every page when the server's INDEXING is off. The server writes
 * the same tag into the HTML it sends; this one replaces it once the app runs, and stays from page
 * to page. The shell alone (no services) writes none.
 */
export function IndexingHead() {
  const indexing = useOptionalServices()?.config.indexing ?? true;
  return indexing ? null : <meta name="robots" content="noindex" />;
}

/**
 * Around every page: the loading bar while a page loads, the page's title (and, on the public
 * site, its description and canonical address) unless the page writes its own, the toast area.
 */
export function RootShell() {
  const navigation = useNavigation();
  const matches = useMatches();
  const title = deepestPage(matches)?.title;
  const head = publicPageHead(matches);
  const toasts = useToasts();
  // Once shown, the toast area stays: closing animations and later toasts reuse it.
  const [toastsSeen, setToastsSeen] = useState(false);
  if (toasts.length > 0 && !toastsSeen) setToastsSeen(true);

  return (
    <>
      <HeadOnceHydrated>
        {pageWritesOwnHead(matches) ? null : <title>{documentTitle(title)}</title>}
        {head ? <PublicHead head={head} /> : null}
        <IndexingHead />
      </HeadOnceHydrated>
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

/**
 * What shows while the first page's code and access rules load, before the app can render it (a
 * page the server did not render): the loading bar, never a blank screen without a word.
 */
export function AppLoading() {
  return <LoadingIndicator active label="Chargement de la page" />;
}

import { useEffect } from "react";
import { Outlet, useMatches, useNavigation } from "react-router";

import { LoadingIndicator } from "@fuse/ui/loading-indicator";
import { Toaster } from "@fuse/ui/toast";

import { deepestPage, documentTitle } from "./page-handle";

/** Around every page: the loading bar while a page loads, the page's title, the toast area. */
export function RootShell() {
  const navigation = useNavigation();
  const title = deepestPage(useMatches())?.title;

  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);

  return (
    <>
      <LoadingIndicator active={navigation.state !== "idle"} />
      <Outlet />
      <Toaster />
    </>
  );
}

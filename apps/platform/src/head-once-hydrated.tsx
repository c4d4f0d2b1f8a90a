import { useEffect, type ReactNode } from "react";

import { useHydrated } from "@fuse/ui/use-hydrated";

// The head tags the page arrived with: index.html's title and, for a page of the public site, the
// tags the server wrote for it (marked data-page-meta). Taken before React renders any of its own.
const arrivedWith =
  typeof document === "undefined" ? [] : [...document.head.querySelectorAll("title, [data-page-meta]")];

/**
 * Head tags (React 19 hoists them into the document's head) that React renders once the page is
 * hydrated. The server writes a page's head tags into the HTML's head itself: rendered on the server
 * too, they would show up a second time inside the page. Only this component renders again when the
 * page hydrates, not the page around it. Once React's tags are in, those the page arrived with go:
 * from then on React's say what is shown, and the head holds one title.
 */
export function HeadOnceHydrated({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  useEffect(() => {
    if (hydrated) for (const tag of arrivedWith.splice(0)) tag.remove();
  }, [hydrated]);
  return hydrated ? children : null;
}

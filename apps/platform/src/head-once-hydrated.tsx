import type { ReactNode } from "react";

import { useHydrated } from "@fuse/ui/use-hydrated";

/**
 * Head tags (React 19 hoists them into the document's head) that React renders once the page is
 * hydrated. The server writes a page's head tags into the HTML's head itself: rendered on the server
 * too, they would show up a second time inside the page. Only this component renders again when the
 * page hydrates, not the page around it.
 */
export function HeadOnceHydrated({ children }: { children: ReactNode }) {
  return useHydrated() ? children : null;
}

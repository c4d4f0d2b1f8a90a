import { type RouteObject } from "react-router";

import { CandidateLayout, RecruiterLayout } from "./layouts/area-layouts";
import { DefaultLayout } from "./layouts/default-layout";
import { GuestLayout } from "./layouts/guest-layout";
import { AdminLayout, BareLayout } from "./layouts/minimal-layouts";
import { type PageHandle } from "./page-handle";
import { RootShell } from "./root-shell";
import { RouteErrorPage } from "./route-error";
import { pageRoutes, type LayoutName, type PageRoute } from "./routes";

const layouts: Record<LayoutName, React.ComponentType> = {
  default: DefaultLayout,
  guest: GuestLayout,
  candidate: CandidateLayout,
  recruiter: RecruiterLayout,
  "admin-global-refactored": AdminLayout,
  none: BareLayout,
};

function pageRoute({ path, title, description, children }: PageRoute): RouteObject {
  const handle: PageHandle = { title, description };
  return {
    path,
    handle,
    // Each page's code loads when it is first visited.
    lazy: async () => ({ Component: (await import("./pages/coming-soon")).ComingSoonPage }),
    children: children?.map(pageRoute),
  };
}

/** The app's route tree: the shell, then each layout around its pages. */
export function createRoutes(pages: PageRoute[] = pageRoutes): RouteObject[] {
  const layoutNames = Object.keys(layouts) as LayoutName[];
  return [
    {
      id: "root",
      Component: RootShell,
      ErrorBoundary: RouteErrorPage,
      children: layoutNames
        .map((name) => ({ name, pages: pages.filter((page) => page.layout === name) }))
        .filter(({ pages }) => pages.length > 0)
        .map(({ name, pages }) => ({ id: `layout-${name}`, Component: layouts[name], children: pages.map(pageRoute) })),
    },
  ];
}

import { type RouteObject } from "react-router";

import { CandidateLayout, RecruiterLayout } from "./layouts/area-layouts";
import { DefaultLayout } from "./layouts/default-layout";
import { GuestLayout } from "./layouts/guest-layout";
import { AdminLayout, BareLayout } from "./layouts/minimal-layouts";
import { type PageHandle } from "./page-handle";
import { RootShell } from "./root-shell";
import { RouteErrorPage } from "./route-error";
import { pageRoutes, type LayoutName, type PageRoute } from "./routes";
import type { AccessCheck } from "./session/access";

const layouts: Record<LayoutName, React.ComponentType> = {
  default: DefaultLayout,
  guest: GuestLayout,
  candidate: CandidateLayout,
  recruiter: RecruiterLayout,
  "admin-global-refactored": AdminLayout,
  none: BareLayout,
};

type ScreenModule = { Component: React.ComponentType };

/** Every page module, each its own chunk: a page's code loads when it is first visited. */
const screens = import.meta.glob<ScreenModule>(["./pages/*.tsx", "!./pages/*.test.tsx"]);

function screenLoader(screen = "coming-soon") {
  const load = screens[`./pages/${screen}.tsx`];
  if (!load) throw new Error(`No page module src/pages/${screen}.tsx`);
  return load;
}

function pageRoute({ path, title, description, screen, children }: PageRoute, access?: AccessCheck): RouteObject {
  const handle: PageHandle = { title, description };
  const load = screenLoader(screen);
  return {
    path,
    handle,
    // The access rules run beside the page's code download, before the page shows.
    loader: access
      ? async ({ request }) => {
          const url = new URL(request.url);
          await access(url.pathname + url.search + url.hash);
          return null;
        }
      : undefined,
    lazy: async () => ({ Component: (await load()).Component }),
    children: children?.map((child) => pageRoute(child, access)),
  };
}

type RoutesOptions = {
  pages?: PageRoute[];
  /** The access rules; without them (the shell's own tests) every page opens. */
  access?: AccessCheck;
};

/** The app's route tree: the shell, then each layout around its pages. */
export function createRoutes({ pages = pageRoutes, access }: RoutesOptions = {}): RouteObject[] {
  const layoutNames = Object.keys(layouts) as LayoutName[];
  return [
    {
      id: "root",
      Component: RootShell,
      ErrorBoundary: RouteErrorPage,
      children: layoutNames
        .map((name) => ({ name, pages: pages.filter((page) => page.layout === name) }))
        .filter(({ pages }) => pages.length > 0)
        .map(({ name, pages }) => ({
          id: `layout-${name}`,
          Component: layouts[name],
          children: pages.map((page) => pageRoute(page, access)),
        })),
    },
  ];
}

import { type PatchRoutesOnNavigationFunction, type RouteObject } from "react-router";

import { paths } from "@fuse/features/vocabulary/paths";

import { type PageHandle } from "./page-handle";
import { RootShell } from "./root-shell";
import { RouteErrorPage } from "./route-error";
import { pageRoutes, type LayoutName, type PageRoute } from "./routes";
import type { AccessCheck } from "./session/access";

/**
 * Each layout is its own chunk, loaded beside the page it wraps: a visitor of the public site or of
 * the sign-in page downloads neither the dashboards' navigation nor the public site's header.
 */
const layouts: Record<LayoutName, () => Promise<React.ComponentType>> = {
  default: () => import("./layouts/default-layout").then((module) => module.DefaultLayout),
  guest: () => import("./layouts/guest-layout").then((module) => module.GuestLayout),
  candidate: () => import("./layouts/area-layouts").then((module) => module.CandidateLayout),
  recruiter: () => import("./layouts/area-layouts").then((module) => module.RecruiterLayout),
  "admin-global-refactored": () => import("./layouts/minimal-layouts").then((module) => module.AdminLayout),
  none: () => import("./layouts/minimal-layouts").then((module) => module.BareLayout),
};

export type ScreenModule = { Component: React.ComponentType };

/** Every page module, each its own chunk: a page's code loads when it is first visited. */
const screens = import.meta.glob<ScreenModule>(["./pages/*.tsx", "!./pages/*.test.tsx"]);

function screenLoader(screen = "coming-soon"): () => Promise<ScreenModule> {
  const adminScreen = /^admin\/(.+)$/.exec(screen)?.[1];
  if (adminScreen) return () => import("./admin-routes").then((module) => module.loadAdminScreen(adminScreen));
  const load = screens[`./pages/${screen}.tsx`];
  if (!load) throw new Error(`No page module src/pages/${screen}.tsx`);
  return load;
}

function pageRoute(
  { path, title, description, indexed, screen, children }: PageRoute,
  access?: AccessCheck,
): RouteObject {
  const handle: PageHandle = { title, description, indexed };
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

function layoutRoute(name: LayoutName, pages: PageRoute[], access?: AccessCheck): RouteObject {
  return {
    id: `layout-${name}`,
    lazy: async () => ({ Component: await layouts[name]() }),
    children: pages.map((page) => pageRoute(page, access)),
  };
}

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
        .map(({ name, pages }) => layoutRoute(name, pages, access)),
    },
  ];
}

const isAdminPath = (pathname: string) => pathname === paths.admin.home || pathname.startsWith(`${paths.admin.home}/`);

/**
 * Adds the administration's routes to the tree the first time an address under /admin is asked
 * for (React Router's lazy route discovery); any other unknown address stays a 404.
 */
export function discoverRoutes(access?: AccessCheck): PatchRoutesOnNavigationFunction {
  let discovered = false;
  return async ({ path, patch }) => {
    if (discovered || !isAdminPath(new URL(path, "http://fuse.invalid").pathname)) return;
    const { adminRoutes } = await import("./admin-routes");
    if (discovered) return;
    discovered = true;
    patch("root", [layoutRoute("admin-global-refactored", adminRoutes, access)]);
  };
}

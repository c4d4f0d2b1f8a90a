import type { QueryClient } from "@tanstack/react-query";
import { type Params, type PatchRoutesOnNavigationFunction, type RouteObject } from "react-router";

import { paths } from "@fuse/domain/vocabulary/paths";
import type { ApiClient } from "@fuse/features/api";

import { type PageHandle } from "./page-handle";
import { AppLoading, RootShell } from "./root-shell";
import { RouteErrorPage } from "./route-error";
import { layoutModules, pageRoutes, type LayoutName, type PageRoute } from "./routes";
import type { AccessCheck } from "./session/access";

/**
 * Each layout module is its own chunk, loaded beside the page it wraps: a visitor of the public site
 * or of the sign-in page downloads neither the dashboards' navigation nor the public site's header.
 */
const layoutFiles = import.meta.glob<Record<string, React.ComponentType>>([
  "./layouts/*-layout{,s}.tsx",
  // A part of the area layouts, not a layout of its own.
  "!./layouts/dashboard-layout.tsx",
]);

const layouts = Object.fromEntries(
  Object.entries(layoutModules).map(([name, { file, component }]) => {
    const load = layoutFiles[`./layouts/${file}`];
    if (!load) throw new Error(`No layout module src/layouts/${file}`);
    return [name, async () => (await load())[component]!];
  }),
) as Record<LayoutName, () => Promise<React.ComponentType>>;

/** What a page may load before the server renders it: its data, into the query cache. */
export type PrefetchServices = { queryClient: QueryClient; publicApi: ApiClient };

export type PrefetchContext = PrefetchServices & { params: Params; url: URL };

export type ScreenModule = {
  Component: React.ComponentType;
  /**
   * The public site's pages fill the cache with what they show, so that the server's HTML carries
   * the content itself (errors are left for the page to show: prefetching never throws).
   */
  prefetch?: (context: PrefetchContext) => Promise<unknown>;
};

/** Every page module, each its own chunk: a page's code loads when it is first visited. */
const screens = import.meta.glob<ScreenModule>(["./pages/*.tsx", "!./pages/*.test.tsx"]);

function screenLoader(screen = "coming-soon"): () => Promise<ScreenModule> {
  const adminScreen = /^admin\/(.+)$/.exec(screen)?.[1];
  if (adminScreen) return () => import("./admin-routes").then((module) => module.loadAdminScreen(adminScreen));
  const load = screens[`./pages/${screen}.tsx`];
  if (!load) throw new Error(`No page module src/pages/${screen}.tsx`);
  return load;
}

type RoutesOptions = {
  pages?: PageRoute[];
  /** The access rules; without them (the shell's own tests) every page opens. */
  access?: AccessCheck;
  /** On the server: each page's `prefetch` runs before it renders. */
  prefetch?: PrefetchServices;
};

type LoaderOptions = Pick<RoutesOptions, "access" | "prefetch">;

function pageRoute(
  { path, title, description, indexed, rendered, screen, children }: PageRoute,
  options: LoaderOptions,
): RouteObject {
  const handle: PageHandle = { title, description, indexed, rendered };
  const load = screenLoader(screen);
  const { access, prefetch } = options;
  return {
    path,
    handle,
    // The access rules run beside the page's code download, before the page shows. The browser's
    // routes and the server's both have this loader: the server's answers hydrate the browser's.
    loader:
      access || prefetch
        ? async ({ request, params }) => {
            const url = new URL(request.url);
            if (access) await access(url.pathname + url.search + url.hash);
            if (prefetch) await (await load()).prefetch?.({ ...prefetch, params, url });
            return null;
          }
        : undefined,
    lazy: async () => ({ Component: (await load()).Component }),
    children: children?.map((child) => pageRoute(child, options)),
  };
}

function layoutRoute(name: LayoutName, pages: PageRoute[], options: LoaderOptions): RouteObject {
  return {
    id: `layout-${name}`,
    lazy: async () => ({ Component: await layouts[name]() }),
    children: pages.map((page) => pageRoute(page, options)),
  };
}

/** The app's route tree: the shell, then each layout around its pages. */
export function createRoutes({ pages = pageRoutes, ...options }: RoutesOptions = {}): RouteObject[] {
  const layoutNames = Object.keys(layouts) as LayoutName[];
  return [
    {
      id: "root",
      Component: RootShell,
      ErrorBoundary: RouteErrorPage,
      HydrateFallback: AppLoading,
      children: layoutNames
        .map((name) => ({ name, pages: pages.filter((page) => page.layout === name) }))
        .filter(({ pages }) => pages.length > 0)
        .map(({ name, pages }) => layoutRoute(name, pages, options)),
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
    patch("root", [layoutRoute("admin-global-refactored", adminRoutes, { access })]);
  };
}

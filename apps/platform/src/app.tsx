import { hydrate, QueryClientProvider } from "@tanstack/react-query";
import { startTransition, StrictMode } from "react";
import { createRoot, hydrateRoot, type RootOptions } from "react-dom/client";
import {
  createBrowserRouter,
  isRouteErrorResponse,
  matchRoutes,
  type DataRouter,
  type RouteObject,
} from "react-router";
import { RouterProvider } from "react-router/dom";

import { createQueryClient } from "@fuse/features/api";
import { ErrorPage } from "@fuse/ui/error-page";
import { cn } from "@fuse/ui/utils";

import type { ServerState } from "./entry-server";
import { firstScreenComplete } from "./first-screen";
import { watchForNewBuild } from "./new-build";
import { nextTask } from "./next-task";
import { pageDataIds, readJsonBlock } from "./page-data";
import { createRoutes, discoverRoutes } from "./router";
import { createAccessCheck } from "./session/access";
import { ServicesProvider } from "./session/services";
import { startServices } from "./session/start-services";
import { WhenRendered } from "./when-rendered";

/**
 * A page that throws `notFound()` (an unpublished item, a private card) shows the 404 page: an
 * expected answer, not a fault, so it is not logged. Anything else is, as React and React Router
 * would by default.
 */
const expected = (error: unknown) => isRouteErrorResponse(error) && error.status < 500;
const rootOptions: RootOptions = {
  onCaughtError: (error, info) => {
    if (!expected(error)) console.error(error, info.componentStack);
  },
};
const onRouteError = (error: unknown) => {
  if (!expected(error)) console.error("Erreur pendant l'affichage de la page", error);
};

/**
 * The route modules of the page the server rendered, loaded before hydrating: React Router would
 * otherwise render nothing while it loads them, and the server's HTML would not match. They were
 * preloaded; each is evaluated in a task of its own (a page module may build its formats and
 * schemas as it loads).
 */
async function loadMatchedRoutes(routes: RouteObject[]) {
  for (const { route } of matchRoutes(routes, window.location) ?? []) {
    if (typeof route.lazy !== "function") continue;
    Object.assign(route, await route.lazy(), { lazy: undefined });
    await nextTask();
  }
}

/**
 * Starts the app in #root: hydrates the page the server rendered (a page of the public site, with
 * its data), or renders the page alone. `build` is the entry module's path, which names the build.
 * Resolves once the page is the app's (hydrated, or rendered), or the app could not start.
 */
export async function startApp(build: string): Promise<void> {
  const container = document.getElementById("root");
  if (!container) throw new Error("#root is missing from index.html");
  const serverState = readJsonBlock<ServerState>(pageDataIds.serverState);
  let router: DataRouter | undefined;
  try {
    // Hydrating a page the server rendered, each step is a task of its own (see `nextTask`): the
    // visitor can already read, scroll and tap. A page rendered here has nothing to show until done.
    const step = serverState ? nextTask : async () => {};
    const queryClient = createQueryClient();
    if (serverState) hydrate(queryClient, serverState.queries);
    const services = await startServices(() => router, queryClient);
    await step();
    const access = createAccessCheck(services);
    const routes = createRoutes({ access });
    if (serverState) await loadMatchedRoutes(routes);
    router = createBrowserRouter(routes, {
      patchRoutesOnNavigation: discoverRoutes(access),
      hydrationData: serverState?.router,
    });
    await step();
    // The class merger builds its tables on its first call, which would otherwise lengthen the
    // first slice of hydration.
    cn("p-0", "p-1");
    await step();
    let rendered = () => {};
    const ready = new Promise<void>((resolve) => (rendered = resolve));
    const app = (
      <StrictMode>
        <WhenRendered onRendered={rendered}>
          <QueryClientProvider client={queryClient}>
            <ServicesProvider value={services}>
              <RouterProvider router={router} onError={onRouteError} />
            </ServicesProvider>
          </QueryClientProvider>
        </WhenRendered>
      </StrictMode>
    );
    // Hydration as a transition: React does it in slices, between which the browser stays responsive.
    if (serverState) startTransition(() => void hydrateRoot(container, app, rootOptions));
    else createRoot(container, rootOptions).render(app);
    watchForNewBuild({ current: build });
    await ready;
    void firstScreenComplete(queryClient, router).then(services.firstScreenShown);
  } catch (error) {
    // Without its configuration the app cannot reach the backend: say so, and offer to try again.
    console.error(error);
    await new Promise<void>((shown) =>
      createRoot(container, rootOptions).render(
        <WhenRendered onRendered={shown}>
          <ErrorPage
            status={503}
            message="Fuse est momentanément indisponible. Réessayez dans un instant."
            homeLabel="Réessayer"
            onHome={() => window.location.reload()}
          />
        </WhenRendered>,
      ),
    );
  }
}

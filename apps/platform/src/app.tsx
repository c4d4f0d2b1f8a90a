import "./index.css";

import { QueryClientProvider } from "@tanstack/react-query";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { createBrowserRouter, isRouteErrorResponse, type DataRouter } from "react-router";
import { RouterProvider } from "react-router/dom";

import { createQueryClient } from "@fuse/features/api";
import { ErrorPage } from "@fuse/ui/error-page";

import { reloadOnceForChunkError } from "./chunk-reload";
import { watchForNewBuild } from "./new-build";
import { createRoutes, discoverRoutes } from "./router";
import { createAccessCheck } from "./session/access";
import { ServicesProvider } from "./session/services";
import { startServices } from "./session/start-services";

// A stylesheet or module of an older build is gone (new deployment): fetch the new one, once.
window.addEventListener("vite:preloadError", (event) => {
  if (reloadOnceForChunkError()) event.preventDefault();
});

const container = document.getElementById("root");
if (!container) throw new Error("#root is missing from index.html");
/**
 * A page that throws `notFound()` (an unpublished item, a private card) shows the 404 page: an
 * expected answer, not a fault, so it is not logged. Anything else is, as React and React Router
 * would by default.
 */
const expected = (error: unknown) => isRouteErrorResponse(error) && error.status < 500;
const root = createRoot(container, {
  onCaughtError: (error, info) => {
    if (!expected(error)) console.error(error, info.componentStack);
  },
});
const onRouteError = (error: unknown) => {
  if (!expected(error)) console.error("Erreur pendant l'affichage de la page", error);
};

let router: DataRouter | undefined;
try {
  const queryClient = createQueryClient();
  const services = await startServices(() => router, queryClient);
  const access = createAccessCheck(services);
  router = createBrowserRouter(createRoutes({ access }), { patchRoutesOnNavigation: discoverRoutes(access) });
  root.render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <ServicesProvider value={services}>
          <RouterProvider router={router} onError={onRouteError} />
        </ServicesProvider>
      </QueryClientProvider>
    </StrictMode>,
  );
  // This module's URL names the build: /assets/index-<content hash>.js.
  watchForNewBuild({ current: new URL(import.meta.url).pathname });
} catch (error) {
  // Without its configuration the app cannot reach the backend: say so, and offer to try again.
  console.error(error);
  root.render(
    <ErrorPage
      status={503}
      message="Fuse est momentanément indisponible. Réessayez dans un instant."
      homeLabel="Réessayer"
      onHome={() => window.location.reload()}
    />,
  );
}

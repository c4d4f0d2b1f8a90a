import { dehydrate, QueryClientProvider, type DehydratedState } from "@tanstack/react-query";
import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import {
  createStaticHandler,
  createStaticRouter,
  matchRoutes,
  StaticRouterProvider,
  type HydrationState,
} from "react-router";

import { createQueryClient, type PublicConfig } from "@fuse/features/api";

import type { PageHandle } from "./page-handle";
import { createRoutes } from "./router";
import { createApiClient } from "./session/api-client";
import { fixedServices } from "./session/fixed-services";
import { ServicesProvider } from "./session/services";
import { WhenRendered } from "./when-rendered";

/** What the browser needs to hydrate the server's HTML, read back by `main.tsx`. */
export type ServerState = {
  router: HydrationState;
  queries: DehydratedState;
};

export type ServerPage = { html: string; state: ServerState };

export type RenderOptions = {
  config: PublicConfig;
  /** Answers the page's API calls (the server's own routes, in process). */
  fetch: typeof fetch;
  /** How long the page's data may take; after that the page renders without it (its skeletons). */
  dataTimeoutMs?: number;
};

const isRenderedPage = (handle: unknown) => {
  const page = handle as PageHandle | undefined;
  return page?.indexed === true || page?.rendered === true;
};

/**
 * Renders a page of the public site (`indexed` in routes.ts) or a sign-in or sign-up page
 * (`rendered`) as the browser's first render would show it to an anonymous visitor, with its data:
 * the visitor sees the page before any script has run, and `main.tsx` hydrates it. Anything else
 * (the signed-in areas, an unknown address, a page that fails) answers null: the browser app
 * renders it alone, as before.
 */
export async function renderPage(request: Request, options: RenderOptions): Promise<ServerPage | null> {
  const queryClient = createQueryClient();
  const publicApi = createApiClient(null, options.fetch);
  const routes = createRoutes({ prefetch: { queryClient, publicApi } });
  const matches = matchRoutes(routes, new URL(request.url).pathname);
  if (!matches || !isRenderedPage(matches.at(-1)?.route.handle)) return null;

  const handler = createStaticHandler(routes);
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), options.dataTimeoutMs ?? 1500);
  let context;
  try {
    context = await handler.query(new Request(request.url, { signal: abort.signal }));
  } finally {
    clearTimeout(timer);
  }
  if (context instanceof Response || context.errors) return null;

  const anonymousOnly = () => Promise.reject(new Error("The server renders for anonymous visitors only"));
  const services = fixedServices({
    config: options.config,
    queryClient,
    publicApi,
    api: { request: anonymousOnly },
    auth: anonymousOnly,
  });
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <StrictMode>
      <WhenRendered>
        <QueryClientProvider client={queryClient}>
          <ServicesProvider value={services}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </ServicesProvider>
        </QueryClientProvider>
      </WhenRendered>
    </StrictMode>,
  );
  const queries = dehydrate(queryClient);
  // The cache lives for this request only: nothing waits for its garbage-collection timers.
  queryClient.clear();
  return { html, state: { router: { loaderData: context.loaderData, actionData: context.actionData }, queries } };
}

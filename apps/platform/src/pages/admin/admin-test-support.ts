// For the administration's browser tests: the app's real router, shell and layouts at an address of
// the administration, for a signed-in administrator whose API client the test gives.
// Plain `.ts` (no JSX): the administration's page table loads every `.tsx` module of this folder as a
// page, and this module must never become one.
import { createElement } from "react";
import { createMemoryRouter } from "react-router";
import { RouterProvider } from "react-router/dom";
import { render } from "vitest-browser-react";

import { createQueryClient, type ApiClient } from "@fuse/features/api";

import { createRoutes, discoverRoutes } from "../../router";
import { fixedServices } from "../../session/fixed-services";
import { ServicesProvider } from "../../session/services";

/**
 * Renders the app at `path` (an address under /admin) with `api` as the administrator's API client;
 * gives back the router, to read the address, and `api`, to read its recorded calls.
 */
export async function renderAdminPage<Api extends { api: ApiClient }>(path: string, api: Api) {
  const router = createMemoryRouter(createRoutes(), {
    initialEntries: [path],
    patchRoutesOnNavigation: discoverRoutes(),
  });
  await render(
    createElement(
      ServicesProvider,
      {
        value: fixedServices({
          config: {
            supabaseUrl: "http://localhost:9",
            supabaseAnonKey: "anon",
            mapsApiKey: null,
            recruiterPaymentRequired: false,
            mode: "embedded",
            indexing: false,
            publicUrl: "http://localhost:3000",
          },
          queryClient: createQueryClient(),
          publicApi: { request: () => Promise.reject(new Error("The administration reads no public endpoint")) },
          // The administration's pages call the API with the signed-in client only.
          api: api.api,
          auth: () => Promise.reject(new Error("The administration's pages load no auth client")),
        }),
      },
      createElement(RouterProvider, { router }),
    ),
  );
  return { router, api };
}

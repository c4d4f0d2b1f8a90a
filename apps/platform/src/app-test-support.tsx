// For the app's browser tests: the real router, shell and layouts around a page, with the API
// client injected, as an anonymous visitor sees them; and axe's findings on what is shown.
import axe from "axe-core";
import { createMemoryRouter } from "react-router";
import { RouterProvider } from "react-router/dom";
import { render } from "vitest-browser-react";

import { createQueryClient, type ApiClient } from "@fuse/features/api";

import { createRoutes } from "./router";
import { fixedServices } from "./session/fixed-services";
import { ServicesProvider } from "./session/services";

/**
 * Renders the app at `path` for a visitor who has not signed in. A public page must never ask for the
 * auth client: `onAuth` hears it if one does, and the request is refused.
 */
export async function renderAnonymousApp(path: string, publicApi: ApiClient, onAuth?: () => void) {
  const router = createMemoryRouter(createRoutes(), { initialEntries: [path] });
  const screen = await render(
    <ServicesProvider
      value={fixedServices({
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
        publicApi,
        api: {
          request: () => {
            onAuth?.();
            return Promise.reject(new Error("A public page reads no signed-in endpoint"));
          },
        },
        auth: () => {
          onAuth?.();
          return Promise.reject(new Error("A public page loads no auth client"));
        },
      })}
    >
      <RouterProvider router={router} />
    </ServicesProvider>,
  );
  return { router, screen };
}

/**
 * axe-core's violations within `element`: rule id, then the selectors of the elements at fault.
 * Measured once the page's finite animations have ended (a button's hover colour fades in over
 * 150 ms): a colour caught halfway is not the one anyone reads.
 */
export async function axeViolations(element: Element) {
  await Promise.all(
    document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
      .map((animation) => animation.finished.catch(() => undefined)),
  );
  const { violations } = await axe.run(element);
  return violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(", ")}`);
}

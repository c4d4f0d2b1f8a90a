import { Hono } from "hono";
import { z } from "zod";

import type { ApiResponse } from "@fuse/features/api";
import type { RouteModule, ServerContext } from "@fuse/server-core/context.ts";
import { createOfflinePlacesProvider } from "@fuse/ui/places-offline";

import { perAddressLimit } from "../http/rate-limit.ts";
import { suggestionLabels, suggestionQuery } from "../http/validation.ts";
import { validated } from "../http/validator.ts";

/** A person typing in a place field asks once per pause; a script asks far more. */
export const placeLookupsPerMinute = 240;

/** The most suggestions a list holds. */
const maxSuggestions = 8;

const detailsQuery = z.strictObject({
  id: z
    .string()
    .trim()
    .max(40, "Identifiant de lieu trop long.")
    .refine((id) => id.length > 0, "Indiquez un identifiant de lieu."),
});

const unavailable = "La recherche de lieux est indisponible pour le moment : réessayez dans un instant.";

/**
 * `GET /api/places/cities?q=`, `/api/places/addresses?q=` and `/api/places/details?id=`: French
 * communes (INSEE, located with GeoNames points) answered from the server's memory, so that browsers
 * download no commune table. The kit's offline provider does the searching, as it would in a
 * browser; the table loads on the first lookup. Public, like the forms that use it (pre-registration,
 * job search); nothing of the request is kept, and one address may not flood it.
 */
export function placesRoutes(ctx: ServerContext, { perMinute = placeLookupsPerMinute } = {}): RouteModule {
  const routes = new Hono();
  const places = createOfflinePlacesProvider({ limit: maxSuggestions });
  routes.use(
    "/places/*",
    perAddressLimit(
      ctx.db,
      "place-lookups",
      perMinute,
      60,
      (wait) => `Trop de recherches de lieux en peu de temps : réessayez dans ${wait} s.`,
    ),
    async (c, next) => {
      // The table could not be loaded (logged by the provider): say so rather than answer nothing.
      if (!(await places.preload())) return c.json({ error: unavailable }, 503);
      // The table comes with the build: an answer holds until the next deployment.
      c.header("cache-control", "public, max-age=86400");
      await next();
    },
  );
  const suggestions = suggestionQuery(maxSuggestions);
  routes.get("/places/cities", validated("query", suggestions, suggestionLabels), async (c) => {
    const { q, limit } = c.req.valid("query");
    const cities = (await places.suggestCities(q)).slice(0, limit ?? maxSuggestions);
    return c.json({ cities } satisfies ApiResponse<"GET /api/places/cities">);
  });
  routes.get("/places/addresses", validated("query", suggestions, suggestionLabels), async (c) => {
    const { q, limit } = c.req.valid("query");
    const addresses = (await places.suggestAddresses(q)).slice(0, limit ?? maxSuggestions);
    return c.json({ addresses } satisfies ApiResponse<"GET /api/places/addresses">);
  });
  routes.get("/places/details", validated("query", detailsQuery, { id: "Identifiant de lieu" }), async (c) => {
    const details = await places.getPlaceDetails(c.req.valid("query").id);
    if (!details) {
      c.header("cache-control", "no-store");
      return c.json({ error: "Lieu introuvable." }, 404);
    }
    return c.json(details satisfies ApiResponse<"GET /api/places/details">);
  });
  return { path: "/api", routes };
}

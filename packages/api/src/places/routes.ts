import { Hono } from "hono";
import { z } from "zod/mini";

import type { ApiResponse } from "@fuse/domain/api/contract";
import type { RouteModule, ServerContext } from "@fuse/server-core/context.ts";

import { perAddressLimit } from "../http/rate-limit.ts";
import { suggestionLabels, suggestionQuery } from "../http/validation.ts";
import { validated } from "../http/validator.ts";
import { AddressSearchUnavailableError, createAddressSearch, type AddressSearchOptions } from "./ban.ts";
import { createOfflinePlacesProvider } from "./offline/provider.ts";

/** A person typing in a place field asks once per pause; a script asks far more. */
export const placeLookupsPerMinute = 240;

/** The most suggestions a list holds. */
const maxSuggestions = 8;

const detailsQuery = z.strictObject({
  id: z.string().check(
    z.trim(),
    z.maxLength(40, "Identifiant de lieu trop long."),
    z.refine((id) => id.length > 0, "Indiquez un identifiant de lieu."),
  ),
});

const unavailable = "La recherche de lieux est indisponible pour le moment : réessayez dans un instant.";
const addressesUnavailable =
  "La recherche d'adresses ne répond pas pour le moment : choisissez la commune et saisissez le numéro et la voie.";

/**
 * `GET /api/places/cities?q=`, `/api/places/communes?q=`, `/api/places/addresses?q=` and
 * `/api/places/details?id=`. Cities, communes and details are French communes (INSEE, located with
 * GeoNames points) answered from the server's memory, so that browsers download no commune table:
 * the offline provider (./offline) does the searching; the table loads on the first lookup.
 * Addresses come from the Base Adresse Nationale when ADDRESS_SEARCH_URL names it (the
 * default): real numbers and streets. When it does not answer, 503 in French, never a guess (the
 * form then takes the commune and the street typed beside it). With the BAN off, addresses are
 * communes only. Public, like the forms that use it (pre-registration, job search); nothing of the
 * request is kept, and one address may not flood it.
 */
export function placesRoutes(
  ctx: ServerContext,
  {
    perMinute = placeLookupsPerMinute,
    addressSearch: addressSearchOptions,
  }: { perMinute?: number; addressSearch?: Partial<AddressSearchOptions> } = {},
): RouteModule {
  const routes = new Hono();
  const places = createOfflinePlacesProvider({ limit: maxSuggestions });
  const addressSearchUrl = addressSearchOptions?.url ?? ctx.config.addressSearchUrl;
  const addressSearch = addressSearchUrl
    ? createAddressSearch({ ...addressSearchOptions, url: addressSearchUrl })
    : undefined;
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
  routes.get("/places/communes", validated("query", suggestions, suggestionLabels), async (c) => {
    const { q, limit } = c.req.valid("query");
    const communes = (await places.suggestCommunes!(q)).slice(0, limit ?? maxSuggestions);
    return c.json({ communes } satisfies ApiResponse<"GET /api/places/communes">);
  });
  routes.get("/places/addresses", validated("query", suggestions, suggestionLabels), async (c) => {
    const { q, limit } = c.req.valid("query");
    if (!addressSearch) {
      const addresses = (await places.suggestAddresses(q)).slice(0, limit ?? maxSuggestions);
      return c.json({ addresses } satisfies ApiResponse<"GET /api/places/addresses">);
    }
    try {
      const addresses = await addressSearch.search(q, limit ?? maxSuggestions);
      // The address base changes every week, not with our deployments.
      c.header("cache-control", "public, max-age=3600");
      return c.json({ addresses } satisfies ApiResponse<"GET /api/places/addresses">);
    } catch (error) {
      if (!(error instanceof AddressSearchUnavailableError)) throw error;
      console.warn(`Places: ${error.message}`, error.cause ?? "");
      c.header("cache-control", "no-store");
      return c.json({ error: addressesUnavailable }, 503);
    }
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

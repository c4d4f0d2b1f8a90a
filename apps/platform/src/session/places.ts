import * as React from "react";

import { ApiError, type ApiClient, type PublicConfig } from "@fuse/features/api";
import {
  PlacesUnavailableError,
  type AddressSuggestion,
  type CitySuggestion,
  type PlaceDetails,
  type PlacesProvider,
} from "@fuse/ui/places";
import type { GooglePlacesOptions } from "@fuse/ui/places-google";

import { useServices } from "./services";

/**
 * Places searched by the server (`/api/places/…`), so that no browser downloads the commune table:
 * communes, and addresses from the Base Adresse Nationale when the server has it (`streets`; else
 * its addresses are communes only, and the forms take the street typed beside the commune). A
 * text under 2 characters asks nothing. When the server cannot search (down,
 * unreachable, too many lookups) a suggestion list rejects with `PlacesUnavailableError`, so that the
 * field says the search is unavailable rather than that nothing matched; an aborted request answers
 * an empty list. Place details never reject: a failure is logged and answers null.
 */
export function createServerPlacesProvider(api: ApiClient, { streets = false } = {}): PlacesProvider {
  /** A list for 2 typed characters or more; nothing asked below. */
  const suggest = async <T>(input: string, signal: AbortSignal | undefined, request: () => Promise<T[]>) => {
    if (input.trim().length < 2) return [];
    try {
      return await request();
    } catch (error) {
      // An aborted request is stale: nobody waits for its answer.
      if (signal?.aborted) return [];
      // A text the server refuses to search (over 100 characters) matches nothing.
      if (error instanceof ApiError && error.status === 400) return [];
      throw new PlacesUnavailableError("The server's place search did not answer", { cause: error });
    }
  };
  return {
    suggestsStreets: streets,
    suggestCommunes: (input, { signal } = {}) =>
      suggest<AddressSuggestion>(
        input,
        signal,
        async () => (await api.request("GET /api/places/communes", { query: { q: input }, signal })).communes,
      ),
    suggestCities: (input, { signal } = {}) =>
      suggest<CitySuggestion>(
        input,
        signal,
        async () => (await api.request("GET /api/places/cities", { query: { q: input }, signal })).cities,
      ),
    suggestAddresses: (input, { signal } = {}) =>
      suggest<AddressSuggestion>(
        input,
        signal,
        async () => (await api.request("GET /api/places/addresses", { query: { q: input }, signal })).addresses,
      ),
    getPlaceDetails: async (placeId) => {
      try {
        return await api.request("GET /api/places/details", { query: { id: placeId } });
      } catch (error) {
        console.error("Places: the server's search did not answer", error);
        return null;
      }
    },
  };
}

/**
 * Google Places when the server hands a maps key (hosted mode), loaded on the first lookup only;
 * the server's places otherwise (the Base Adresse Nationale's addresses when `addressSearch` is
 * "ban", communes only else), and whenever Google answers nothing because it could not be reached
 * (maps unavailable: the field keeps working instead of going silent). Google never rejects; when it
 * answered nothing and the server cannot search either, the server's rejection reaches the field,
 * which then takes a commune and a typed street. Communes for that always come from the server.
 */
export function createPlacesProvider(
  mapsApiKey: string | null,
  api: ApiClient,
  {
    loadPlacesLibrary,
    loadTimeoutMs,
    addressSearch = "communes",
  }: Pick<GooglePlacesOptions, "loadPlacesLibrary" | "loadTimeoutMs"> & {
    addressSearch?: PublicConfig["addressSearch"];
  } = {},
): PlacesProvider {
  const communes = createServerPlacesProvider(api, { streets: addressSearch === "ban" });
  if (!mapsApiKey) return communes;
  let google: Promise<PlacesProvider | null> | undefined;
  const googleProvider = () =>
    (google ??= import("@fuse/ui/places-google")
      .then(({ createGooglePlacesProvider }) =>
        createGooglePlacesProvider({ apiKey: mapsApiKey, loadPlacesLibrary, loadTimeoutMs }),
      )
      .catch(() => null));
  const withFallback =
    <A extends unknown[], T>(
      pick: (provider: PlacesProvider) => (...args: A) => Promise<T>,
      empty: (value: T) => boolean,
    ) =>
    async (...args: A): Promise<T> => {
      const provider = await googleProvider();
      if (provider) {
        const found = await pick(provider)(...args);
        if (!empty(found)) return found;
      }
      return pick(communes)(...args);
    };
  return {
    suggestsStreets: true,
    suggestCommunes: communes.suggestCommunes,
    suggestCities: withFallback<Parameters<PlacesProvider["suggestCities"]>, CitySuggestion[]>(
      (provider) => provider.suggestCities.bind(provider),
      (found) => found.length === 0,
    ),
    suggestAddresses: withFallback<Parameters<PlacesProvider["suggestAddresses"]>, AddressSuggestion[]>(
      (provider) => provider.suggestAddresses.bind(provider),
      (found) => found.length === 0,
    ),
    getPlaceDetails: withFallback<Parameters<PlacesProvider["getPlaceDetails"]>, PlaceDetails | null>(
      (provider) => provider.getPlaceDetails.bind(provider),
      (found) => found === null,
    ),
  };
}

/** The app's places provider, from its public configuration. */
export function usePlaces(): PlacesProvider {
  const { config, publicApi } = useServices();
  return React.useMemo(
    () => createPlacesProvider(config.mapsApiKey, publicApi, { addressSearch: config.addressSearch }),
    [config.mapsApiKey, config.addressSearch, publicApi],
  );
}

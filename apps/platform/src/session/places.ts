import * as React from "react";

import type { ApiClient } from "@fuse/features/api";
import type { AddressSuggestion, CitySuggestion, PlaceDetails, PlacesProvider } from "@fuse/ui/places";
import type { GooglePlacesOptions } from "@fuse/ui/places-google";

import { useServices } from "./services";

/**
 * French communes searched by the server (`/api/places/…`), so that no browser downloads the
 * commune table. Like every provider it never rejects: a failure is logged and answers nothing, and
 * a text under 2 characters asks nothing.
 */
export function createServerPlacesProvider(api: ApiClient): PlacesProvider {
  const ask = async <T>(fallback: T, request: () => Promise<T>, signal?: AbortSignal) => {
    try {
      return await request();
    } catch (error) {
      if (!signal?.aborted) console.error("Places: the server's search did not answer", error);
      return fallback;
    }
  };
  /** A list for 2 typed characters or more; nothing asked below. */
  const suggest = <T>(input: string, signal: AbortSignal | undefined, request: () => Promise<T[]>) =>
    input.trim().length >= 2 ? ask<T[]>([], request, signal) : Promise.resolve<T[]>([]);
  return {
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
    getPlaceDetails: (placeId) =>
      ask<PlaceDetails | null>(null, () => api.request("GET /api/places/details", { query: { id: placeId } })),
  };
}

/**
 * Google Places when the server hands a maps key (hosted mode), loaded on the first lookup only;
 * the server's French communes otherwise, and whenever Google answers nothing because it could not
 * be reached (maps unavailable: the field keeps working instead of going silent).
 */
export function createPlacesProvider(
  mapsApiKey: string | null,
  api: ApiClient,
  { loadPlacesLibrary, loadTimeoutMs }: Pick<GooglePlacesOptions, "loadPlacesLibrary" | "loadTimeoutMs"> = {},
): PlacesProvider {
  const communes = createServerPlacesProvider(api);
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
  return React.useMemo(() => createPlacesProvider(config.mapsApiKey, publicApi), [config.mapsApiKey, publicApi]);
}

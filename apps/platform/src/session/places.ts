import * as React from "react";

import type { AddressSuggestion, CitySuggestion, PlaceDetails, PlacesProvider } from "@fuse/ui/places";
import type { GooglePlacesOptions } from "@fuse/ui/places-google";
import { createOfflinePlacesProvider } from "@fuse/ui/places-offline";

import { useServices } from "./services";

/**
 * Google Places when the server hands a maps key (hosted mode), loaded on the first lookup only;
 * the offline French communes otherwise, and whenever Google answers nothing because it could not
 * be reached (maps unavailable: the field keeps working instead of going silent).
 */
export function createPlacesProvider(
  mapsApiKey: string | null,
  { loadPlacesLibrary }: Pick<GooglePlacesOptions, "loadPlacesLibrary"> = {},
): PlacesProvider {
  const offline = createOfflinePlacesProvider();
  if (!mapsApiKey) return offline;
  let google: Promise<PlacesProvider | null> | undefined;
  const googleProvider = () =>
    (google ??= import("@fuse/ui/places-google")
      .then(({ createGooglePlacesProvider }) => createGooglePlacesProvider({ apiKey: mapsApiKey, loadPlacesLibrary }))
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
      return pick(offline)(...args);
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
  const { config } = useServices();
  return React.useMemo(() => createPlacesProvider(config.mapsApiKey), [config.mapsApiKey]);
}

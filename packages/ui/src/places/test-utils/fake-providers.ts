// Providers for tests and stories: a slow one, an unavailable one, a broken one, and the Google
// provider wired to the fake Places library.
import { createGooglePlacesProvider } from "../google";
import { PlacesUnavailableError, type PlacesProvider, type PlacesRequestOptions } from "../types";
import { createFakePlacesLibrary, type FakePlacesOptions } from "./fake-google-places";

const delay = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener("abort", () => {
      clearTimeout(timer);
      resolve();
    });
  });

/** Answers like `provider`, `ms` later; an aborted request resolves at once to an empty list. */
function withLatency(provider: PlacesProvider, ms: number): PlacesProvider {
  const late =
    <T>(ask: (input: string, options: PlacesRequestOptions) => Promise<T[]>) =>
    async (input: string, options: PlacesRequestOptions = {}) => {
      await delay(ms, options.signal);
      return options.signal?.aborted ? [] : ask(input, options);
    };
  return {
    suggestAddresses: late((input, options) => provider.suggestAddresses(input, options)),
    suggestCities: late((input, options) => provider.suggestCities(input, options)),
    getPlaceDetails: async (placeId) => {
      await delay(ms);
      return provider.getPlaceDetails(placeId);
    },
  };
}

/**
 * A search that cannot be made (its service is down) until `recover()`: autocompletes reject with
 * `PlacesUnavailableError`, as the contract allows, and details answer null; then it answers like
 * `provider`.
 */
function createUnavailableProvider(provider: PlacesProvider) {
  let available = false;
  const unless =
    <T>(ask: (input: string, options?: PlacesRequestOptions) => Promise<T[]>) =>
    (input: string, options?: PlacesRequestOptions) =>
      available
        ? ask(input, options)
        : Promise.reject(new PlacesUnavailableError(undefined, { cause: new Error("503 Service Unavailable") }));
  return {
    provider: {
      suggestAddresses: unless((input, options) => provider.suggestAddresses(input, options)),
      suggestCities: unless((input, options) => provider.suggestCities(input, options)),
      getPlaceDetails: async (placeId) => (available ? provider.getPlaceDetails(placeId) : null),
    } satisfies PlacesProvider,
    recover: () => {
      available = true;
    },
  };
}

/**
 * An address base that is down: it suggests streets when it answers (`suggestsStreets`), but its
 * address search rejects with `PlacesUnavailableError`; communes still come from `communes`.
 */
function createStreetSearchDownProvider(communes: PlacesProvider): PlacesProvider {
  return {
    suggestsStreets: true,
    suggestAddresses: () =>
      Promise.reject(new PlacesUnavailableError(undefined, { cause: new Error("504 Gateway Timeout") })),
    suggestCommunes: (input, options) =>
      communes.suggestCommunes ? communes.suggestCommunes(input, options) : communes.suggestAddresses(input, options),
    suggestCities: (input, options) => communes.suggestCities(input, options),
    getPlaceDetails: (placeId) => communes.getPlaceDetails(placeId),
  };
}

/** Breaks the provider contract by rejecting on everything, details too: the component must still cope. */
function createRejectingProvider(error = new Error("Service unavailable")): PlacesProvider {
  return {
    suggestAddresses: () => Promise.reject(error),
    suggestCities: () => Promise.reject(error),
    getPlaceDetails: () => Promise.reject(error),
  };
}

/** The real Google provider over the fake Places library, with the fake's call log. */
function createFakeGoogleProvider(options: FakePlacesOptions = {}) {
  const fake = createFakePlacesLibrary(options);
  const provider = createGooglePlacesProvider({
    apiKey: "fake-key",
    loadPlacesLibrary: async () => fake.library,
  });
  return { provider, calls: fake.calls };
}

/** The Google provider when the Maps script cannot load (blocked, offline, bad key). */
function createUnloadableGoogleProvider() {
  return createGooglePlacesProvider({
    apiKey: "fake-key",
    loadPlacesLibrary: () => Promise.reject(new Error("The Google Maps JavaScript API could not load.")),
  });
}

export {
  createFakeGoogleProvider,
  createRejectingProvider,
  createStreetSearchDownProvider,
  createUnavailableProvider,
  createUnloadableGoogleProvider,
  withLatency,
};

// Providers for tests and stories: a few French communes and no streets, a slow one, an unavailable
// one, a broken one, and the Google provider wired to the fake Places library.
import { createGooglePlacesProvider } from "../google";
import {
  PlacesUnavailableError,
  type AddressSuggestion,
  type CitySuggestion,
  type PlacesProvider,
  type PlacesRequestOptions,
} from "../types";
import { createFakePlacesLibrary, type FakePlacesOptions } from "./fake-google-places";

interface FakeCommune {
  insee: string;
  name: string;
  departement: string;
  region: string;
  postalCodes: string[];
  lat: number;
  lng: number;
}

/** A few communes of the official list (INSEE codes, postal codes, points), most populous first. */
const FAKE_COMMUNES: FakeCommune[] = [
  {
    insee: "75056",
    name: "Paris",
    departement: "75",
    region: "Île-de-France",
    postalCodes: Array.from({ length: 20 }, (_, i) => `750${String(i + 1).padStart(2, "0")}`),
    lat: 48.8534,
    lng: 2.3488,
  },
  {
    insee: "69123",
    name: "Lyon",
    departement: "69",
    region: "Auvergne-Rhône-Alpes",
    postalCodes: Array.from({ length: 9 }, (_, i) => `6900${i + 1}`),
    lat: 45.7485,
    lng: 4.8467,
  },
  {
    insee: "44109",
    name: "Nantes",
    departement: "44",
    region: "Pays de la Loire",
    postalCodes: ["44000", "44100", "44200", "44300"],
    lat: 47.2173,
    lng: -1.5534,
  },
  {
    insee: "33063",
    name: "Bordeaux",
    departement: "33",
    region: "Nouvelle-Aquitaine",
    postalCodes: ["33000", "33100", "33200", "33300", "33800"],
    lat: 44.8404,
    lng: -0.5805,
  },
  {
    insee: "42218",
    name: "Saint-Étienne",
    departement: "42",
    region: "Auvergne-Rhône-Alpes",
    postalCodes: ["42000", "42100", "42230"],
    lat: 45.4339,
    lng: 4.39,
  },
  {
    insee: "38396",
    name: "Saint-Honoré",
    departement: "38",
    region: "Auvergne-Rhône-Alpes",
    postalCodes: ["38350"],
    lat: 44.9427,
    lng: 5.8163,
  },
];

/** Case, accents and punctuation aside: "Saint-Étienne" and "saint etienne" are one text. */
const fold = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();

/**
 * Communes as a provider that knows no streets answers them (the product's server does, from the
 * whole official list): the input is the start of a commune's name, or of one of its postal codes.
 * A commune found by name comes under each of its postal codes as an address, under its département
 * as a city; one found by postal code, under the codes that match. A typed street finds nothing.
 */
function createFakeCommunesProvider({ limit = 8 }: { limit?: number } = {}): PlacesProvider {
  const find = (input: string, signal?: AbortSignal) => {
    const text = fold(input);
    if (!text || signal?.aborted) return [];
    return FAKE_COMMUNES.flatMap((commune) => {
      if (fold(commune.name).startsWith(text)) return [{ commune, postalCodes: commune.postalCodes, byName: true }];
      const postalCodes = commune.postalCodes.filter((code) => code.startsWith(text));
      return postalCodes.length > 0 ? [{ commune, postalCodes, byName: false }] : [];
    });
  };
  const communes = async (input: string, { signal }: PlacesRequestOptions = {}) =>
    find(input, signal)
      .flatMap(({ commune, postalCodes }) =>
        postalCodes.map((code): AddressSuggestion => ({
          description: `${code} ${commune.name}`,
          streetAddress: "",
          city: commune.name,
          postal_code: code,
          latitude: commune.lat,
          longitude: commune.lng,
          country: "France",
        })),
      )
      .slice(0, limit);
  return {
    suggestsStreets: false,
    suggestAddresses: communes,
    suggestCommunes: communes,
    suggestCities: async (input, { signal } = {}) =>
      find(input, signal)
        .map(({ commune, postalCodes, byName }): CitySuggestion => ({
          description: `${commune.name} (${byName ? commune.departement : postalCodes[0]}), ${commune.region}, France`,
          city: commune.name,
          region: commune.region,
          place_id: `insee:${commune.insee}`,
          lat: commune.lat,
          lng: commune.lng,
          country: "France",
        }))
        .slice(0, limit),
    getPlaceDetails: async () => null,
  };
}

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
  createFakeCommunesProvider,
  createFakeGoogleProvider,
  createRejectingProvider,
  createStreetSearchDownProvider,
  createUnavailableProvider,
  createUnloadableGoogleProvider,
  withLatency,
};

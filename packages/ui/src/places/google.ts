/// <reference types="google.maps" preserve="true" />
import { importLibrary, setOptions } from "@googlemaps/js-api-loader";

import type { AddressSuggestion, CitySuggestion, PlaceDetails, PlacesProvider } from "./types";

/** The parts of `google.maps.places.AddressComponent` read here. */
interface GoogleAddressComponent {
  readonly longText: string | null;
  readonly shortText: string | null;
  readonly types: readonly string[];
}

/** The parts of `google.maps.places.Place` read here. */
interface GooglePlace {
  readonly location?: { lat(): number; lng(): number } | null;
  readonly formattedAddress?: string | null;
  readonly addressComponents?: readonly GoogleAddressComponent[];
  fetchFields(request: google.maps.places.FetchFieldsRequest): Promise<{ place: GooglePlace }>;
}

/** The parts of `google.maps.places.PlacePrediction` read here. */
interface GooglePlacePrediction {
  readonly placeId: string;
  readonly text: { readonly text: string };
  readonly mainText: { readonly text: string } | null;
  toPlace(): GooglePlace;
}

/**
 * The classes of the Places library (`await importLibrary("places")`) this provider uses: the real
 * `google.maps.PlacesLibrary` fits, and so does a test double.
 */
interface GooglePlacesLibrary {
  AutocompleteSuggestion: {
    fetchAutocompleteSuggestions(
      request: google.maps.places.AutocompleteRequest,
    ): Promise<{ suggestions: { readonly placePrediction: GooglePlacePrediction | null }[] }>;
  };
  AutocompleteSessionToken: new () => google.maps.places.AutocompleteSessionToken;
  Place: new (options: google.maps.places.PlaceOptions) => GooglePlace;
}

interface GooglePlacesOptions {
  /** The public Maps JavaScript API key. */
  apiKey: string;
  /**
   * Loads the Places library. Defaults to the Maps JavaScript API through @googlemaps/js-api-loader
   * (the script is added on the first lookup); tests pass a double.
   */
  loadPlacesLibrary?: () => Promise<GooglePlacesLibrary | undefined>;
  /**
   * How long the first lookup waits for the library (default 8 s): a script that never answers
   * (a network that swallows it) counts as failed, so the field is not left loading.
   */
  loadTimeoutMs?: number;
}

const LANGUAGE = "fr";
const REGION = "fr";
const DEFAULT_COUNTRY = "France";
const DETAIL_FIELDS = ["location", "formattedAddress", "addressComponents"];
const CITY_TYPES = ["locality", "administrative_area_level_1", "administrative_area_level_2"];

let configuredKey: string | undefined;

/** The loader takes its options once per page (later calls only warn), so the first key wins. */
function loadFromGoogle(apiKey: string): Promise<GooglePlacesLibrary> {
  if (configuredKey === undefined) {
    setOptions({ key: apiKey, v: "weekly", language: LANGUAGE, region: REGION });
    configuredKey = apiKey;
  }
  return importLibrary("places");
}

function component(place: GooglePlace | null, type: string) {
  return place?.addressComponents?.find((part) => part.types.includes(type))?.longText ?? "";
}

/** Without details (or a location) an address is useless to a form: it is dropped. */
function toAddressSuggestion(prediction: GooglePlacePrediction, place: GooglePlace | null): AddressSuggestion | null {
  if (!place?.location) return null;
  return {
    description: prediction.text.text,
    streetAddress: [component(place, "street_number"), component(place, "route")].filter(Boolean).join(" "),
    city: component(place, "locality") || component(place, "postal_town"),
    postal_code: component(place, "postal_code"),
    latitude: place.location.lat(),
    longitude: place.location.lng(),
    country: component(place, "country") || DEFAULT_COUNTRY,
  };
}

/** Without details the city is still offered, in France at 0, 0 (the spec's fallback). */
function toCitySuggestion(prediction: GooglePlacePrediction, place: GooglePlace | null): CitySuggestion {
  const location = place?.location;
  return {
    description: prediction.text.text,
    city: component(place, "locality") || prediction.mainText?.text || prediction.text.text,
    region: component(place, "administrative_area_level_1"),
    place_id: prediction.placeId,
    lat: location ? location.lat() : 0,
    lng: location ? location.lng() : 0,
    country: component(place, "country") || DEFAULT_COUNTRY,
  };
}

/**
 * Place suggestions from the Places API (New) of the Maps JavaScript API, restricted to France
 * and in French. Failures are logged, never thrown: lists come back empty and details null.
 */
function createGooglePlacesProvider({
  apiKey,
  loadPlacesLibrary = () => loadFromGoogle(apiKey),
  loadTimeoutMs = 8000,
}: GooglePlacesOptions): PlacesProvider {
  let library: Promise<GooglePlacesLibrary | undefined> | undefined;

  /** The library, or a rejection once `loadTimeoutMs` has passed without it. */
  function load() {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`the Maps JavaScript API did not answer within ${loadTimeoutMs} ms`)),
        loadTimeoutMs,
      );
    });
    return Promise.race([loadPlacesLibrary(), late]).finally(() => clearTimeout(timer));
  }

  async function places(): Promise<GooglePlacesLibrary | null> {
    try {
      library ??= load();
      const loaded = await library;
      if (loaded?.AutocompleteSuggestion && loaded.Place) return loaded;
      console.error("Google Maps: the Places library is not available");
    } catch (error) {
      console.error("Google Maps: the Maps JavaScript API could not be loaded", error);
    }
    // Let a later lookup try again (a network blip should not disable the field for good).
    library = undefined;
    return null;
  }

  async function fetchPlace(prediction: GooglePlacePrediction) {
    try {
      const { place } = await prediction.toPlace().fetchFields({ fields: DETAIL_FIELDS });
      return place;
    } catch (error) {
      console.warn(`Google Maps: no details for "${prediction.text.text}"`, error);
      return null;
    }
  }

  async function suggest<T>(
    kind: string,
    input: string,
    signal: AbortSignal | undefined,
    extra: Partial<google.maps.places.AutocompleteRequest>,
    toSuggestion: (prediction: GooglePlacePrediction, place: GooglePlace | null) => T | null,
  ): Promise<T[]> {
    const lib = await places();
    if (!lib || signal?.aborted) return [];
    try {
      const { suggestions } = await lib.AutocompleteSuggestion.fetchAutocompleteSuggestions({
        input,
        region: REGION,
        includedRegionCodes: [REGION],
        language: LANGUAGE,
        // The token ties this request to the first details fetch, which makes the request itself free.
        sessionToken: new lib.AutocompleteSessionToken(),
        ...extra,
      });
      const predictions = suggestions.flatMap(({ placePrediction }) => (placePrediction ? [placePrediction] : []));
      // A newer keystroke superseded this one: skip the (billed) details.
      if (signal?.aborted) return [];
      const details = await Promise.all(predictions.map(fetchPlace));
      if (signal?.aborted) return [];
      return predictions.flatMap((prediction, i) => {
        const suggestion = toSuggestion(prediction, details[i] ?? null);
        return suggestion ? [suggestion] : [];
      });
    } catch (error) {
      console.error(`Google Maps: ${kind} autocomplete failed`, error);
      return [];
    }
  }

  return {
    suggestAddresses: (input, { signal } = {}) => suggest("address", input, signal, {}, toAddressSuggestion),
    suggestCities: (input, { signal } = {}) =>
      suggest("city", input, signal, { includedPrimaryTypes: CITY_TYPES }, toCitySuggestion),
    getPlaceDetails: async (placeId) => {
      const lib = await places();
      if (!lib) return null;
      try {
        const { place } = await new lib.Place({
          id: placeId,
          requestedLanguage: LANGUAGE,
          requestedRegion: REGION,
        }).fetchFields({ fields: DETAIL_FIELDS });
        if (!place.location) {
          console.warn(`Google Maps: place ${placeId} has no location`);
          return null;
        }
        return {
          geometry: { location: { lat: place.location.lat(), lng: place.location.lng() } },
          formatted_address: place.formattedAddress ?? "",
          address_components: (place.addressComponents ?? []).map((part) => ({
            long_name: part.longText ?? "",
            short_name: part.shortText ?? "",
            types: [...part.types],
          })),
        } satisfies PlaceDetails;
      } catch (error) {
        console.error(`Google Maps: details of place ${placeId} failed`, error);
        return null;
      }
    },
  };
}

export { createGooglePlacesProvider };
export type { GoogleAddressComponent, GooglePlace, GooglePlacePrediction, GooglePlacesLibrary, GooglePlacesOptions };

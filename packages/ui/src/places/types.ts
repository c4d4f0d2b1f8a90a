/** An address chosen in an address autocomplete. */
interface AddressSuggestion {
  /** The text shown in the list, e.g. "12 rue de la Paix, 75002 Paris". */
  description: string;
  /** Street number and route name, e.g. "12 rue de la Paix". */
  streetAddress: string;
  city: string;
  postal_code: string;
  latitude: number;
  longitude: number;
  country: string;
}

/** A city (or larger area) chosen in a city autocomplete. */
interface CitySuggestion {
  /** The text shown in the list, e.g. "Lyon, Auvergne-Rhône-Alpes, France". */
  description: string;
  city: string;
  region: string;
  /** Identifier for `getPlaceDetails` of the provider that made the suggestion. */
  place_id: string;
  /** 0 when the place's details could not be fetched. */
  lat: number;
  /** 0 when the place's details could not be fetched. */
  lng: number;
  /** "France" unless the provider knows better. */
  country: string;
}

/** One part of an address, in the shape of the Maps JavaScript API's geocoder components. */
interface AddressComponent {
  long_name: string;
  short_name: string;
  /** Google place types, e.g. "locality", "postal_code", "administrative_area_level_1". */
  types: string[];
}

/** What a place-id lookup answers. */
interface PlaceDetails {
  geometry: { location: { lat: number; lng: number } };
  formatted_address: string;
  address_components: AddressComponent[];
}

interface PlacesRequestOptions {
  /** Aborting makes the pending request resolve to an empty list (its result is stale). */
  signal?: AbortSignal;
}

/**
 * A source of place suggestions. Implementations never reject: a failure is logged and answers
 * an empty list (autocompletes) or null (details).
 */
interface PlacesProvider {
  suggestAddresses(input: string, options?: PlacesRequestOptions): Promise<AddressSuggestion[]>;
  suggestCities(input: string, options?: PlacesRequestOptions): Promise<CitySuggestion[]>;
  getPlaceDetails(placeId: string): Promise<PlaceDetails | null>;
}

export type { AddressComponent, AddressSuggestion, CitySuggestion, PlaceDetails, PlacesProvider, PlacesRequestOptions };

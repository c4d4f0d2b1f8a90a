/** An address chosen in an address autocomplete. */
interface AddressSuggestion {
  /** The text shown in the list, e.g. "12 rue de la Paix, 75002 Paris". */
  description: string;
  /**
   * Street number and route name, e.g. "12 rue de la Paix"; empty when the suggestion is a commune
   * (a provider that knows no streets, or an address base answering with a whole commune).
   */
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
 * A source of place suggestions. An autocomplete answers an empty list when nothing matches, and
 * may reject with `PlacesUnavailableError` when the search could not be made at all (service down,
 * network lost), so that the field can say so. Place details never reject: a failure is logged and
 * answers null. The kit's Google provider never rejects: it logs and answers nothing.
 *
 * A provider never invents a street: one that knows none (`suggestsStreets: false`) suggests
 * communes as addresses without a street, and the street is typed beside (`CommuneStreetFields`).
 */
interface PlacesProvider {
  suggestAddresses(input: string, options?: PlacesRequestOptions): Promise<AddressSuggestion[]>;
  suggestCities(input: string, options?: PlacesRequestOptions): Promise<CitySuggestion[]>;
  getPlaceDetails(placeId: string): Promise<PlaceDetails | null>;
  /**
   * False when `suggestAddresses` knows no streets (it then suggests communes only); absent or true
   * when it suggests real addresses (Google, the Base Adresse Nationale).
   */
  readonly suggestsStreets?: boolean;
  /**
   * Communes, one suggestion per postal code, as addresses without a street ("75001 Paris"): what
   * the commune field of `CommuneStreetFields` offers, including when the street search is
   * unavailable. Without it, that field asks `suggestAddresses`.
   */
  suggestCommunes?(input: string, options?: PlacesRequestOptions): Promise<AddressSuggestion[]>;
}

/** Why an autocomplete rejects: the search could not be made at all (`cause` says why). */
class PlacesUnavailableError extends Error {
  override name = "PlacesUnavailableError";

  constructor(message = "The place search could not be made", options?: ErrorOptions) {
    super(message, options);
  }
}

export { PlacesUnavailableError };
export type { AddressComponent, AddressSuggestion, CitySuggestion, PlaceDetails, PlacesProvider, PlacesRequestOptions };

// Place search answered by the server: the endpoints this feature adds to the API contract (see
// ../api/contract.ts). The answers have the shapes of the kit's places providers, named here (types
// only, erased at run time) so that the server takes them from the domain and never from the kit.
import type { AddressSuggestion, CitySuggestion, PlaceDetails } from "@fuse/ui/places";

export type {
  AddressComponent,
  AddressSuggestion,
  CitySuggestion,
  PlaceDetails,
  PlacesProvider,
  PlacesRequestOptions,
} from "@fuse/ui/places";

export interface PlacesEndpoints {
  "GET /api/places/cities": {
    query: { q: string; limit?: number };
    response: { cities: CitySuggestion[] };
    auth: false;
  };
  /** Communes, one per postal code, as addresses without a street: the commune of a typed street. */
  "GET /api/places/communes": {
    query: { q: string; limit?: number };
    response: { communes: AddressSuggestion[] };
    auth: false;
  };
  "GET /api/places/addresses": {
    query: { q: string; limit?: number };
    response: { addresses: AddressSuggestion[] };
    auth: false;
  };
  "GET /api/places/details": { query: { id: string }; response: PlaceDetails; auth: false };
}

/** This feature's endpoints that need no token. */
export const placesPublicEndpoints: readonly string[] = [
  "GET /api/places/cities",
  "GET /api/places/communes",
  "GET /api/places/addresses",
  "GET /api/places/details",
];

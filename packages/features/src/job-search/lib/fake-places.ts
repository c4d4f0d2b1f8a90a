import type { CitySuggestion, PlacesProvider } from "@fuse/ui/places";

const lyon: CitySuggestion = {
  description: "Lyon, Auvergne-Rhône-Alpes, France",
  city: "Lyon",
  region: "Auvergne-Rhône-Alpes",
  place_id: "insee:69123",
  lat: 45.7578,
  lng: 4.832,
  country: "France",
};

/** A places provider for stories and tests: Lyon for anything typed that starts like it. */
export const fakePlaces: PlacesProvider = {
  suggestCities: async (input) => ("lyon".startsWith(input.trim().toLowerCase().slice(0, 4)) ? [lyon] : []),
  suggestAddresses: async () => [],
  getPlaceDetails: async () => null,
};

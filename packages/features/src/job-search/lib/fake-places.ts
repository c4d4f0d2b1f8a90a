import type { AddressSuggestion, CitySuggestion, PlacesProvider } from "@fuse/ui/places";

const lyon: CitySuggestion = {
  description: "Lyon, Auvergne-Rhône-Alpes, France",
  city: "Lyon",
  region: "Auvergne-Rhône-Alpes",
  place_id: "insee:69123",
  lat: 45.7578,
  lng: 4.832,
  country: "France",
};

const parisPostalCodes = Array.from({ length: 20 }, (_, i) => `750${String(i + 1).padStart(2, "0")}`);

const parisUnder = (postalCode: string): AddressSuggestion => ({
  description: `${postalCode} Paris`,
  streetAddress: "",
  city: "Paris",
  postal_code: postalCode,
  latitude: 48.8534,
  longitude: 2.3488,
  country: "France",
});

/** Paris under each postal code the text starts to name (« Paris », « 75002 », « Paris 75002 »), 8 at most. */
async function suggestParis(input: string) {
  const [, name = "", code = ""] = /^([a-z]*)\s*(\d*)$/.exec(input.trim().toLowerCase()) ?? [];
  if (!(name || code) || !"paris".startsWith(name)) return [];
  return parisPostalCodes
    .filter((postalCode) => postalCode.startsWith(code))
    .slice(0, 8)
    .map(parisUnder);
}

/**
 * A places provider for stories and tests that knows no streets, as the server's commune search:
 * Lyon as a city for anything typed that starts like it, Paris as a commune under its postal codes.
 */
export const fakePlaces: PlacesProvider = {
  suggestsStreets: false,
  suggestCities: async (input) => ("lyon".startsWith(input.trim().toLowerCase().slice(0, 4)) ? [lyon] : []),
  suggestAddresses: suggestParis,
  suggestCommunes: suggestParis,
  getPlaceDetails: async () => null,
};

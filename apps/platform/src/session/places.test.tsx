import { afterEach, describe, expect, it, vi } from "vitest";

import { createPlacesProvider } from "./places";

afterEach(() => vi.restoreAllMocks());

describe("createPlacesProvider", () => {
  it("finds French communes offline when the server hands no maps key", async () => {
    const cities = await createPlacesProvider(null).suggestCities("Lyon");
    expect(cities[0]).toMatchObject({ city: "Lyon" });
  });

  it("keeps finding cities offline when Google Maps cannot be loaded", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const provider = createPlacesProvider("cle-de-test", {
      loadPlacesLibrary: () => Promise.reject(new Error("net::ERR_NAME_NOT_RESOLVED")),
    });
    const cities = await provider.suggestCities("Nantes");
    expect(cities[0]).toMatchObject({ city: "Nantes" });
    expect(errors).toHaveBeenCalledWith("Google Maps: the Maps JavaScript API could not be loaded", expect.any(Error));
  });

  it("asks Google first when it answers", async () => {
    const prediction = {
      placeId: "google-lyon",
      text: { text: "Lyon, France" },
      mainText: { text: "Lyon" },
      toPlace: () => place,
    };
    const place = {
      location: { lat: () => 45.76, lng: () => 4.84 },
      formattedAddress: "Lyon, France",
      addressComponents: [
        { longText: "Lyon", shortText: "Lyon", types: ["locality"] },
        { longText: "Auvergne-Rhône-Alpes", shortText: "ARA", types: ["administrative_area_level_1"] },
        { longText: "France", shortText: "FR", types: ["country"] },
      ],
      fetchFields: async () => ({ place }),
    };
    const library = {
      AutocompleteSuggestion: {
        fetchAutocompleteSuggestions: async () => ({ suggestions: [{ placePrediction: prediction }] }),
      },
      AutocompleteSessionToken: class {},
      Place: class {},
    };
    const provider = createPlacesProvider("cle-de-test", {
      loadPlacesLibrary: async () => library as never,
    });
    const cities = await provider.suggestCities("Lyo");
    expect(cities).toEqual([expect.objectContaining({ place_id: "google-lyon", city: "Lyon" })]);
  });
});

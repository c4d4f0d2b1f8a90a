import { afterEach, describe, expect, it, vi } from "vitest";

import { createApiClient } from "./api-client";
import { createPlacesProvider } from "./places";

afterEach(() => vi.restoreAllMocks());

const lyon = {
  description: "Lyon (69001), Auvergne-Rhône-Alpes, France",
  city: "Lyon",
  region: "Auvergne-Rhône-Alpes",
  place_id: "insee:69123",
  lat: 45.76,
  lng: 4.84,
  country: "France",
};

/** The API as the browser reaches it, its answers given by `answer`; the addresses asked for, kept. */
function serverAnswering(answer: (url: URL) => Response) {
  const asked: string[] = [];
  const api = createApiClient(null, async (input) => {
    const url = new URL(String(input), window.location.href);
    asked.push(`${url.pathname}${url.search}`);
    return answer(url);
  });
  return { api, asked };
}

describe("createPlacesProvider", () => {
  it("asks the server for French communes when it hands no maps key, and nothing for a single letter", async () => {
    const { api, asked } = serverAnswering(() => Response.json({ cities: [lyon] }));
    const provider = createPlacesProvider(null, api);
    expect(await provider.suggestCities("L")).toEqual([]);
    expect(await provider.suggestCities("Lyon")).toEqual([lyon]);
    expect(asked).toEqual(["/api/places/cities?q=Lyon"]);
  });

  it("asks the server for addresses and a place's details", async () => {
    const { api, asked } = serverAnswering((url) =>
      url.pathname === "/api/places/addresses"
        ? Response.json({ addresses: [{ description: "12 rue de la Paix, 75002 Paris" }] })
        : Response.json({ formatted_address: "Lyon, France" }),
    );
    const provider = createPlacesProvider(null, api);
    expect(await provider.suggestAddresses("12 rue de la Paix, Paris")).toEqual([
      { description: "12 rue de la Paix, 75002 Paris" },
    ]);
    expect(await provider.getPlaceDetails("insee:69123")).toEqual({ formatted_address: "Lyon, France" });
    expect(asked).toEqual([
      `/api/places/addresses?q=${encodeURIComponent("12 rue de la Paix, Paris").replace(/%20/g, "+")}`,
      "/api/places/details?id=insee%3A69123",
    ]);
  });

  it("answers nothing, and says why in the console, when the server cannot search", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const { api } = serverAnswering(() => Response.json({ error: "Lieu introuvable." }, { status: 404 }));
    const provider = createPlacesProvider(null, api);
    expect(await provider.getPlaceDetails("insee:00000")).toBeNull();
    expect(await provider.suggestCities("Lyon")).toEqual([]);
    expect(errors).toHaveBeenCalledWith("Places: the server's search did not answer", expect.any(Error));
  });

  it("keeps finding cities through the server when Google Maps cannot be loaded", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const { api } = serverAnswering(() => Response.json({ cities: [{ ...lyon, city: "Nantes" }] }));
    const provider = createPlacesProvider("cle-de-test", api, {
      loadPlacesLibrary: () => Promise.reject(new Error("net::ERR_NAME_NOT_RESOLVED")),
    });
    const cities = await provider.suggestCities("Nantes");
    expect(cities[0]).toMatchObject({ city: "Nantes" });
    expect(errors).toHaveBeenCalledWith("Google Maps: the Maps JavaScript API could not be loaded", expect.any(Error));
  });

  it("keeps finding cities through the server when Google's script never answers", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const { api } = serverAnswering(() => Response.json({ cities: [{ ...lyon, city: "Brest" }] }));
    const provider = createPlacesProvider("cle-de-test", api, {
      loadPlacesLibrary: () => new Promise(() => {}),
      loadTimeoutMs: 50,
    });
    const cities = await provider.suggestCities("Brest");
    expect(cities[0]).toMatchObject({ city: "Brest" });
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
    const { api, asked } = serverAnswering(() => Response.json({ cities: [] }));
    const provider = createPlacesProvider("cle-de-test", api, {
      loadPlacesLibrary: async () => library as never,
    });
    const cities = await provider.suggestCities("Lyo");
    expect(cities).toEqual([expect.objectContaining({ place_id: "google-lyon", city: "Lyon" })]);
    expect(asked).toEqual([]);
  });
});

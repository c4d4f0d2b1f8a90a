import { afterEach, describe, expect, it, vi } from "vitest";

import { PlacesUnavailableError } from "@fuse/ui/places";

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

  it("asks the server for addresses, communes and a place's details", async () => {
    const { api, asked } = serverAnswering((url) =>
      url.pathname === "/api/places/addresses"
        ? Response.json({ addresses: [{ description: "12 Rue de la Paix, 75002 Paris" }] })
        : url.pathname === "/api/places/communes"
          ? Response.json({ communes: [{ description: "75002 Paris", streetAddress: "" }] })
          : Response.json({ formatted_address: "Lyon, France" }),
    );
    const provider = createPlacesProvider(null, api, { addressSearch: "ban" });
    expect(await provider.suggestAddresses("12 rue de la Paix")).toEqual([
      { description: "12 Rue de la Paix, 75002 Paris" },
    ]);
    expect(await provider.suggestCommunes!("75002")).toEqual([{ description: "75002 Paris", streetAddress: "" }]);
    expect(await provider.getPlaceDetails("insee:69123")).toEqual({ formatted_address: "Lyon, France" });
    expect(asked).toEqual([
      `/api/places/addresses?q=${encodeURIComponent("12 rue de la Paix").replace(/%20/g, "+")}`,
      "/api/places/communes?q=75002",
      "/api/places/details?id=insee%3A69123",
    ]);
  });

  it("suggests streets only when the server has the address base or Google is configured", () => {
    const { api } = serverAnswering(() => Response.json({}));
    expect(createPlacesProvider(null, api).suggestsStreets).toBe(false);
    expect(createPlacesProvider(null, api, { addressSearch: "communes" }).suggestsStreets).toBe(false);
    expect(createPlacesProvider(null, api, { addressSearch: "ban" }).suggestsStreets).toBe(true);
    expect(createPlacesProvider("cle-de-test", api).suggestsStreets).toBe(true);
  });

  it("answers no details, and says why in the console, when the server finds no place", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const { api } = serverAnswering(() => Response.json({ error: "Lieu introuvable." }, { status: 404 }));
    const provider = createPlacesProvider(null, api);
    expect(await provider.getPlaceDetails("insee:00000")).toBeNull();
    expect(errors).toHaveBeenCalledWith("Places: the server's search did not answer", expect.any(Error));
  });

  it("rejects a suggestion list when the server is unavailable, after its retries", async () => {
    const unavailable = "La recherche de lieux est indisponible pour le moment : réessayez dans un instant.";
    const { api, asked } = serverAnswering(() => Response.json({ error: unavailable }, { status: 503 }));
    const provider = createPlacesProvider(null, api);
    const failure = provider.suggestCities("Lyon");
    await expect(failure).rejects.toBeInstanceOf(PlacesUnavailableError);
    await expect(failure).rejects.toHaveProperty(
      "cause",
      expect.objectContaining({ status: 503, message: unavailable }),
    );
    await expect(provider.suggestAddresses("12 rue de la Paix, Paris")).rejects.toBeInstanceOf(PlacesUnavailableError);
    expect(asked.filter((url) => url.startsWith("/api/places/cities"))).toHaveLength(3);
  });

  it("rejects a suggestion list when the server cannot be reached, and answers no details", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const api = createApiClient(null, async () => {
      throw new TypeError("Failed to fetch");
    });
    const provider = createPlacesProvider(null, api);
    await expect(provider.suggestCities("Lyon")).rejects.toBeInstanceOf(PlacesUnavailableError);
    await expect(provider.suggestAddresses("12 rue de la Paix, Paris")).rejects.toBeInstanceOf(PlacesUnavailableError);
    expect(await provider.getPlaceDetails("insee:69123")).toBeNull();
    expect(errors).toHaveBeenCalledWith("Places: the server's search did not answer", expect.any(TypeError));
  });

  it("answers nothing for a text the server refuses to search", async () => {
    const { api } = serverAnswering(() => Response.json({ error: "Texte trop long.", field: "q" }, { status: 400 }));
    const provider = createPlacesProvider(null, api);
    expect(await provider.suggestCities("L".repeat(120))).toEqual([]);
  });

  it("answers an empty list, without a word, for a request aborted by a newer keystroke", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    // Like fetch: an aborted signal fails the request, even one aborted before it was sent.
    const api = createApiClient(
      null,
      (_input, init) =>
        new Promise<Response>((_answer, fail) => {
          const abort = () => fail(new DOMException("Aborted", "AbortError"));
          if (init?.signal?.aborted) abort();
          init?.signal?.addEventListener("abort", abort);
        }),
    );
    const provider = createPlacesProvider(null, api);
    const controller = new AbortController();
    const stale = provider.suggestCities("Lyon", { signal: controller.signal });
    controller.abort();
    expect(await stale).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
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

  it("rejects when Google finds nothing and the server cannot search", async () => {
    const library = {
      AutocompleteSuggestion: { fetchAutocompleteSuggestions: async () => ({ suggestions: [] }) },
      AutocompleteSessionToken: class {},
      Place: class {},
    };
    const { api, asked } = serverAnswering(() => Response.json({ error: "Indisponible" }, { status: 503 }));
    const provider = createPlacesProvider("cle-de-test", api, { loadPlacesLibrary: async () => library as never });
    await expect(provider.suggestCities("Lyo")).rejects.toBeInstanceOf(PlacesUnavailableError);
    expect(asked[0]).toBe("/api/places/cities?q=Lyo");
  });

  it("rejects when Google Maps cannot be loaded and the server cannot search", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { api } = serverAnswering(() => Response.json({ error: "Indisponible" }, { status: 503 }));
    const provider = createPlacesProvider("cle-de-test", api, {
      loadPlacesLibrary: () => Promise.reject(new Error("net::ERR_NAME_NOT_RESOLVED")),
    });
    await expect(provider.suggestAddresses("12 rue de la Paix")).rejects.toBeInstanceOf(PlacesUnavailableError);
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

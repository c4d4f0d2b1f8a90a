// The Google provider against a fake Places library. The fake follows Google's documentation
// (links beside each behaviour in ./test-utils/fake-google-places.ts): fetchAutocompleteSuggestions
// honours includedRegionCodes and includedPrimaryTypes, predictions turn into id-only Places with
// toPlace(), and fetchFields fills only the requested fields, or rejects.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { createGooglePlacesProvider, type GooglePlacesLibrary } from "./google";
import { createFakePlacesLibrary, type FakePlacesOptions } from "./test-utils/fake-google-places";

const loader = vi.hoisted(() => ({ setOptions: vi.fn(), importLibrary: vi.fn() }));
vi.mock("@googlemaps/js-api-loader", () => loader);

function setup(options: FakePlacesOptions = {}) {
  const fake = createFakePlacesLibrary(options);
  const loadPlacesLibrary = vi.fn(async () => fake.library);
  const provider = createGooglePlacesProvider({ apiKey: "test-key", loadPlacesLibrary });
  return { ...fake, provider, loadPlacesLibrary };
}

let errors: ReturnType<typeof vi.spyOn>;
let warnings: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  errors = vi.spyOn(console, "error").mockImplementation(() => {});
  warnings = vi.spyOn(console, "warn").mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

const DETAIL_FIELDS = ["location", "formattedAddress", "addressComponents"];

describe("Google places: addresses", () => {
  it("maps each suggestion with its details to an address", async () => {
    const { provider } = setup();
    await expect(provider.suggestAddresses("12 rue de la paix")).resolves.toEqual([
      {
        description: "12 Rue de la Paix, Paris, France",
        streetAddress: "12 Rue de la Paix",
        city: "Paris",
        postal_code: "75002",
        latitude: 48.869,
        longitude: 2.3316,
        country: "France",
      },
    ]);
    expect(errors).not.toHaveBeenCalled();
  });

  it("asks for France, in French, without a type restriction, and fetches the three fields of each suggestion", async () => {
    const { provider, calls, FakeSessionToken } = setup();
    const found = await provider.suggestAddresses("lyon");
    expect(found.map((a) => a.description)).toEqual([
      "10 Place Bellecour, Lyon, France",
      "Gare de Lyon, Place Louis-Armand, Paris, France",
      "Lyon, France",
      "Lyons-la-Forêt, France",
    ]);
    expect(calls.autocompleteRequests).toHaveLength(1);
    const [request] = calls.autocompleteRequests;
    expect(request).toMatchObject({ input: "lyon", region: "fr", includedRegionCodes: ["fr"], language: "fr" });
    expect(request?.includedPrimaryTypes).toBeUndefined();
    expect(request?.sessionToken).toBeInstanceOf(FakeSessionToken);
    expect(calls.fetchFields).toEqual(
      ["ChIJ-place-bellecour-10", "ChIJ-gare-de-lyon", "ChIJ-lyon", "ChIJ-lyons-la-foret"].map((id) => ({
        id,
        fields: DETAIL_FIELDS,
      })),
    );
  });

  it("drops a suggestion whose details fail, and only logs it", async () => {
    const { provider } = setup({ failDetailsFor: ["ChIJ-gare-de-lyon"] });
    const found = await provider.suggestAddresses("lyon");
    expect(found.map((a) => a.city)).toEqual(["Lyon", "Lyon", "Lyons-la-Forêt"]);
    expect(found.some((a) => a.description.startsWith("Gare de Lyon"))).toBe(false);
    expect(warnings).toHaveBeenCalledTimes(1);
  });

  it("answers an empty list, logged, when the autocomplete request fails", async () => {
    const { provider, calls } = setup({ failAutocomplete: true });
    await expect(provider.suggestAddresses("12 rue de la paix")).resolves.toEqual([]);
    expect(errors).toHaveBeenCalledTimes(1);
    expect(calls.fetchFields).toEqual([]);
  });

  it("skips the details of a request aborted while it was under way", async () => {
    const { provider, calls } = setup({ latency: 200 });
    const controller = new AbortController();
    const pending = provider.suggestAddresses("lyon", { signal: controller.signal });
    await vi.waitFor(() => expect(calls.autocompleteRequests).toHaveLength(1), { interval: 1 });
    controller.abort();
    await expect(pending).resolves.toEqual([]);
    expect(calls.fetchFields).toEqual([]);
  });
});

describe("Google places: cities", () => {
  it("restricts to the three primary types and maps city, region and position", async () => {
    const { provider, calls } = setup();
    await expect(provider.suggestCities("lyon")).resolves.toEqual([
      {
        description: "Lyon, France",
        city: "Lyon",
        region: "Auvergne-Rhône-Alpes",
        place_id: "ChIJ-lyon",
        lat: 45.764,
        lng: 4.8357,
        country: "France",
      },
      {
        description: "Lyons-la-Forêt, France",
        city: "Lyons-la-Forêt",
        region: "Normandie",
        place_id: "ChIJ-lyons-la-foret",
        lat: 49.3989,
        lng: 1.4767,
        country: "France",
      },
    ]);
    expect(calls.autocompleteRequests[0]).toMatchObject({
      input: "lyon",
      region: "fr",
      includedRegionCodes: ["fr"],
      language: "fr",
      includedPrimaryTypes: ["locality", "administrative_area_level_1", "administrative_area_level_2"],
    });
    expect(calls.fetchFields.map((call) => call.fields)).toEqual([DETAIL_FIELDS, DETAIL_FIELDS]);
  });

  it("keeps the region restriction: the Paris of Texas never shows", async () => {
    const { provider } = setup();
    const found = await provider.suggestCities("paris");
    expect(found.map((c) => c.description)).toEqual(["Paris, France"]);
  });

  it("names a region or a département by its main text", async () => {
    const { provider } = setup();
    await expect(provider.suggestCities("bretagne")).resolves.toMatchObject([
      { city: "Bretagne", region: "Bretagne", place_id: "ChIJ-bretagne" },
    ]);
    await expect(provider.suggestCities("rhone")).resolves.toMatchObject([
      { city: "Rhône", region: "Auvergne-Rhône-Alpes", place_id: "ChIJ-rhone" },
    ]);
  });

  it("keeps a city whose details fail, in France at 0, 0", async () => {
    const { provider } = setup({ failDetailsFor: ["ChIJ-lyon"] });
    await expect(provider.suggestCities("lyon")).resolves.toEqual([
      {
        description: "Lyon, France",
        city: "Lyon",
        region: "",
        place_id: "ChIJ-lyon",
        lat: 0,
        lng: 0,
        country: "France",
      },
      expect.objectContaining({ city: "Lyons-la-Forêt", lat: 49.3989, lng: 1.4767 }),
    ]);
    expect(warnings).toHaveBeenCalledTimes(1);
    expect(errors).not.toHaveBeenCalled();
  });

  it("answers an empty list, logged, when the autocomplete request fails", async () => {
    const { provider } = setup({ failAutocomplete: true });
    await expect(provider.suggestCities("lyon")).resolves.toEqual([]);
    expect(errors).toHaveBeenCalledTimes(1);
  });
});

describe("Google places: details by place id", () => {
  it("fetches the three fields in French and answers the geometry, address and components", async () => {
    const { provider, calls } = setup();
    await expect(provider.getPlaceDetails("ChIJ-rue-de-la-paix-12")).resolves.toEqual({
      geometry: { location: { lat: 48.869, lng: 2.3316 } },
      formatted_address: "12 Rue de la Paix, 75002 Paris, France",
      address_components: [
        { long_name: "12", short_name: "12", types: ["street_number"] },
        { long_name: "Rue de la Paix", short_name: "Rue de la Paix", types: ["route"] },
        { long_name: "Paris", short_name: "Paris", types: ["locality", "political"] },
        { long_name: "Paris", short_name: "Paris", types: ["administrative_area_level_2", "political"] },
        { long_name: "Île-de-France", short_name: "IDF", types: ["administrative_area_level_1", "political"] },
        { long_name: "France", short_name: "FR", types: ["country", "political"] },
        { long_name: "75002", short_name: "75002", types: ["postal_code"] },
      ],
    });
    expect(calls.placeOptions).toEqual([
      { id: "ChIJ-rue-de-la-paix-12", requestedLanguage: "fr", requestedRegion: "fr" },
    ]);
    expect(calls.fetchFields).toEqual([{ id: "ChIJ-rue-de-la-paix-12", fields: DETAIL_FIELDS }]);
  });

  it("answers null, logged, when the lookup fails", async () => {
    const { provider } = setup();
    await expect(provider.getPlaceDetails("ChIJ-unknown")).resolves.toBeNull();
    expect(errors).toHaveBeenCalledTimes(1);
  });
});

describe("Google places: the maps script is not loaded", () => {
  it("answers empty lists and null when the loader fails, and tries again on the next lookup", async () => {
    const loadPlacesLibrary = vi.fn(() => Promise.reject(new Error("The Google Maps JavaScript API could not load.")));
    const provider = createGooglePlacesProvider({ apiKey: "test-key", loadPlacesLibrary });
    await expect(provider.suggestAddresses("12 rue de la paix")).resolves.toEqual([]);
    await expect(provider.suggestCities("lyon")).resolves.toEqual([]);
    await expect(provider.getPlaceDetails("ChIJ-lyon")).resolves.toBeNull();
    expect(loadPlacesLibrary).toHaveBeenCalledTimes(3);
    expect(errors).toHaveBeenCalledTimes(3);
  });

  it("gives up on a script that never answers, answers an empty list, and tries again on the next lookup", async () => {
    const loadPlacesLibrary = vi.fn(() => new Promise<undefined>(() => {}));
    const provider = createGooglePlacesProvider({ apiKey: "test-key", loadPlacesLibrary, loadTimeoutMs: 20 });
    await expect(provider.suggestCities("lyon")).resolves.toEqual([]);
    await expect(provider.getPlaceDetails("ChIJ-lyon")).resolves.toBeNull();
    expect(loadPlacesLibrary).toHaveBeenCalledTimes(2);
    expect(errors).toHaveBeenCalledWith(
      "Google Maps: the Maps JavaScript API could not be loaded",
      expect.objectContaining({ message: "the Maps JavaScript API did not answer within 20 ms" }),
    );
  });

  it("answers empty lists and null when the library is missing (google undefined)", async () => {
    const provider = createGooglePlacesProvider({ apiKey: "test-key", loadPlacesLibrary: async () => undefined });
    await expect(provider.suggestAddresses("12 rue de la paix")).resolves.toEqual([]);
    await expect(provider.suggestCities("lyon")).resolves.toEqual([]);
    await expect(provider.getPlaceDetails("ChIJ-lyon")).resolves.toBeNull();
    expect(errors).toHaveBeenCalledTimes(3);
  });

  it("loads the library once it works", async () => {
    const { provider, loadPlacesLibrary } = setup();
    await provider.suggestCities("lyon");
    await provider.suggestAddresses("lyon");
    await provider.getPlaceDetails("ChIJ-lyon");
    expect(loadPlacesLibrary).toHaveBeenCalledTimes(1);
  });
});

describe("Google places: default loader", () => {
  it("configures @googlemaps/js-api-loader once with the key, French and region FR, then imports places", async () => {
    const { library } = createFakePlacesLibrary();
    loader.importLibrary.mockResolvedValue(library satisfies GooglePlacesLibrary);
    const first = createGooglePlacesProvider({ apiKey: "public-key" });
    const second = createGooglePlacesProvider({ apiKey: "public-key" });
    await expect(first.suggestCities("paris")).resolves.toHaveLength(1);
    await expect(second.suggestCities("paris")).resolves.toHaveLength(1);
    expect(loader.setOptions).toHaveBeenCalledTimes(1);
    expect(loader.setOptions).toHaveBeenCalledWith(
      expect.objectContaining({ key: "public-key", language: "fr", region: "fr" }),
    );
    expect(loader.importLibrary).toHaveBeenCalledWith("places");
  });
});

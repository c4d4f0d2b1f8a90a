// The offline provider on the real commune table (built first if missing or stale).
import { beforeAll, describe, expect, it } from "vitest";

import { main as buildCommunes } from "../../scripts/build-communes.mjs";
import { createOfflinePlacesProvider } from "./offline";

const provider = createOfflinePlacesProvider();
const cities = async (input: string) => (await provider.suggestCities(input)).map((c) => c.description);

beforeAll(async () => {
  buildCommunes({ log: () => {} });
  expect(await provider.preload()).toBe(true);
}, 60_000);

describe("offline cities", () => {
  it("describes a commune with its département and région, in France, with an INSEE place id", async () => {
    const [lyon] = await provider.suggestCities("Lyon");
    expect(lyon).toEqual({
      description: "Lyon (69), Auvergne-Rhône-Alpes, France",
      city: "Lyon",
      region: "Auvergne-Rhône-Alpes",
      place_id: "insee:69123",
      lat: 45.7485,
      lng: 4.8467,
      country: "France",
    });
  });

  it("ranks by population and ignores case and accents", async () => {
    expect((await cities("bor"))[0]).toBe("Bordeaux (33), Nouvelle-Aquitaine, France");
    expect(await cities("ÉVRY")).toEqual(await cities("evry"));
    expect((await cities("evry"))[0]).toMatch(/^Évry-Courcouronnes \(91\)/);
  });

  it("reads st and ste as saint and sainte, and hyphens, apostrophes and spaces alike", async () => {
    expect((await cities("st etienne"))[0]).toBe("Saint-Étienne (42), Auvergne-Rhône-Alpes, France");
    expect((await cities("ste genevieve des"))[0]).toMatch(/^Sainte-Geneviève-des-Bois \(91\)/);
    expect(await cities("villeneuve d ascq")).toEqual(await cities("Villeneuve-d'Ascq"));
    expect((await cities("villeneuve dascq"))[0]).toMatch(/^Villeneuve-d'Ascq \(59\)/);
  });

  it("puts a commune typed in full before bigger ones that merely start like it", async () => {
    expect((await cities("Saint-Lô"))[0]).toBe("Saint-Lô (50), Normandie, France");
    expect((await cities("saint lo"))[1]).toBe("Saint-Louis (974), La Réunion, France");
    expect((await cities("aix"))[0]).toBe("Aix-en-Provence (13), Provence-Alpes-Côte d'Azur, France");
  });

  it("tells namesakes apart by département", async () => {
    const saintDenis = await cities("saint-denis");
    expect(saintDenis.slice(0, 2)).toEqual([
      "Saint-Denis (974), La Réunion, France",
      "Saint-Denis (93), Île-de-France, France",
    ]);
  });

  it("finds by postal code, or its start, showing the code that matched", async () => {
    expect(await cities("33000")).toEqual(["Bordeaux (33000), Nouvelle-Aquitaine, France"]);
    expect((await cities("690"))[0]).toBe("Lyon (69001), Auvergne-Rhône-Alpes, France");
    expect(await cities("Saint-Denis 93")).toEqual(["Saint-Denis (93200), Île-de-France, France"]);
  });

  // Paris, Lyon and Marseille are offered as one city each: their arrondissements are not separate
  // suggestions, but every arrondissement's postal code finds the city.
  it("folds the arrondissements of Paris, Lyon and Marseille into their city", async () => {
    expect(await cities("75016")).toEqual(["Paris (75016), Île-de-France, France"]);
    expect(await cities("75116")).toEqual(["Paris (75116), Île-de-France, France"]);
    expect(await cities("69009")).toEqual(["Lyon (69009), Auvergne-Rhône-Alpes, France"]);
    expect(await cities("13008")).toEqual(["Marseille (13008), Provence-Alpes-Côte d'Azur, France"]);
    expect((await cities("Paris")).filter((d) => /arrondissement/i.test(d))).toEqual([]);
    const [paris] = await provider.suggestCities("Paris");
    expect(paris).toMatchObject({ city: "Paris", place_id: "insee:75056", lat: 48.8534, lng: 2.3488 });
  });

  it("covers overseas France", async () => {
    expect((await cities("pointe-a-pitre"))[0]).toBe("Pointe-à-Pitre (971), Guadeloupe, France");
    expect((await cities("noumea"))[0]).toBe("Nouméa (988), Nouvelle-Calédonie, France");
  });

  it("answers an empty list for unknown input, blank input and an aborted request", async () => {
    expect(await cities("xqzw")).toEqual([]);
    expect(await cities("   ")).toEqual([]);
    expect(await cities("99999")).toEqual([]);
    const controller = new AbortController();
    controller.abort();
    expect(await provider.suggestCities("Lyon", { signal: controller.signal })).toEqual([]);
  });

  it("returns at most the configured number of suggestions", async () => {
    expect(await cities("sa")).toHaveLength(8);
    expect(await createOfflinePlacesProvider({ limit: 3 }).suggestCities("sa")).toHaveLength(3);
  });
});

describe("offline addresses", () => {
  it("keeps the typed street and resolves the commune from the postal code", async () => {
    expect(await provider.suggestAddresses("12 rue de la Paix, 75002 Paris")).toEqual([
      {
        description: "12 rue de la Paix, 75002 Paris",
        streetAddress: "12 rue de la Paix",
        city: "Paris",
        postal_code: "75002",
        latitude: 48.8534,
        longitude: 2.3488,
        country: "France",
      },
    ]);
  });

  it("trusts a full postal code over a misspelt commune", async () => {
    const [address] = await provider.suggestAddresses("4 place Bellecour, 69002 Lyyon");
    expect(address).toMatchObject({ streetAddress: "4 place Bellecour", city: "Lyon", postal_code: "69002" });
  });

  it("offers each postal code of a commune named without one", async () => {
    const found = await provider.suggestAddresses("1 place Bellecour, Lyon");
    expect(found.map((a) => a.postal_code)).toEqual([
      "69001",
      "69002",
      "69003",
      "69004",
      "69005",
      "69006",
      "69007",
      "69008",
    ]);
    expect(found[0]).toMatchObject({ description: "1 place Bellecour, 69001 Lyon", city: "Lyon" });
  });

  it("completes a commune or postal code being typed after the comma", async () => {
    const [first] = await provider.suggestAddresses("3 rue Sainte-Catherine, Bord");
    expect(first).toMatchObject({ city: "Bordeaux", postal_code: "33000", streetAddress: "3 rue Sainte-Catherine" });
    const byCode = await provider.suggestAddresses("3 rue Sainte-Catherine, 3300");
    expect(byCode[0]).toMatchObject({ city: "Bordeaux", postal_code: "33000" });
  });

  it("reads an address typed without commas", async () => {
    const [withCode] = await provider.suggestAddresses("10 rue Nationale 59000 Lille");
    expect(withCode).toMatchObject({ streetAddress: "10 rue Nationale", city: "Lille", postal_code: "59000" });
    const [withName] = await provider.suggestAddresses("10 rue Nationale Lille");
    expect(withName).toMatchObject({ streetAddress: "10 rue Nationale", city: "Lille" });
  });

  it("answers an empty list when nothing locates a commune", async () => {
    expect(await provider.suggestAddresses("12 rue de la Pa")).toEqual([]);
    expect(await provider.suggestAddresses("12 avenue de Paris")).toEqual([]);
    expect(await provider.suggestAddresses("12 rue de la Paix, Xqzw")).toEqual([]);
    expect(await provider.suggestAddresses("")).toEqual([]);
  });
});

describe("offline place details", () => {
  it("answers the details of its own place ids", async () => {
    await expect(provider.getPlaceDetails("insee:33063")).resolves.toEqual({
      geometry: { location: { lat: expect.closeTo(44.84, 1), lng: expect.closeTo(-0.58, 1) } },
      formatted_address: "Bordeaux, France",
      address_components: [
        { long_name: "Bordeaux", short_name: "Bordeaux", types: ["locality", "political"] },
        { long_name: "Gironde", short_name: "33", types: ["administrative_area_level_2", "political"] },
        {
          long_name: "Nouvelle-Aquitaine",
          short_name: "Nouvelle-Aquitaine",
          types: ["administrative_area_level_1", "political"],
        },
        { long_name: "France", short_name: "FR", types: ["country", "political"] },
      ],
    });
    const details = await provider.getPlaceDetails("insee:01001");
    expect(details?.formatted_address).toBe("01400 L'Abergement-Clémenciat, France");
    expect(details?.address_components).toContainEqual({
      long_name: "01400",
      short_name: "01400",
      types: ["postal_code"],
    });
  });

  it("answers null for another provider's ids and unknown communes", async () => {
    await expect(provider.getPlaceDetails("ChIJD7fiBh9u5kcRYJSMaMOCCwQ")).resolves.toBeNull();
    await expect(provider.getPlaceDetails("insee:00000")).resolves.toBeNull();
  });
});

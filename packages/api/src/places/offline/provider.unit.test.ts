// The offline provider on the real commune table (built first if missing or stale).
import { beforeAll, describe, expect, it } from "vitest";

import { main as buildCommunes } from "../../../scripts/build-communes.mjs";
import { createOfflinePlacesProvider } from "./provider.ts";

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

describe("offline addresses: communes only, never an invented street", () => {
  it("knows no streets", () => {
    expect(provider.suggestsStreets).toBe(false);
  });

  it("suggests a commune under each of its postal codes, without a street", async () => {
    const found = await provider.suggestAddresses("Paris");
    expect(found[0]).toEqual({
      description: "75001 Paris",
      streetAddress: "",
      city: "Paris",
      postal_code: "75001",
      latitude: 48.8534,
      longitude: 2.3488,
      country: "France",
    });
    expect(found.map((a) => a.postal_code)).toEqual([
      "75001",
      "75002",
      "75003",
      "75004",
      "75005",
      "75006",
      "75007",
      "75008",
    ]);
    expect(await provider.suggestCommunes!("Paris")).toEqual(found);
  });

  it("finds a commune by postal code, or by name and code", async () => {
    expect((await provider.suggestAddresses("69002")).map((a) => a.description)).toEqual(["69002 Lyon"]);
    expect((await provider.suggestAddresses("Lyon 6900"))[0]).toMatchObject({ city: "Lyon", postal_code: "69001" });
    expect((await provider.suggestCommunes!("bord"))[0]).toMatchObject({ city: "Bordeaux", postal_code: "33000" });
  });

  // The defect this replaces: « 8 rue Saint-Honoré » came first as « 8 rue, 38350 Saint-Honoré »
  // (Isère), and « 12 rue de la Paix Paris » was offered in 75001, 75002… 75008.
  it("answers nothing for a typed street rather than placing it in a commune", async () => {
    expect(await provider.suggestAddresses("8 rue Saint-Honoré")).toEqual([]);
    expect(await provider.suggestAddresses("12 rue de la Paix Paris")).toEqual([]);
    expect(await provider.suggestAddresses("12 rue de la Paix, 75002 Paris")).toEqual([]);
    for (const address of await provider.suggestAddresses("Saint-Honoré")) expect(address.streetAddress).toBe("");
  });

  it("answers an empty list for unknown or blank input and an aborted request", async () => {
    expect(await provider.suggestAddresses("Xqzw")).toEqual([]);
    expect(await provider.suggestAddresses("")).toEqual([]);
    const controller = new AbortController();
    controller.abort();
    expect(await provider.suggestCommunes!("Lyon", { signal: controller.signal })).toEqual([]);
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

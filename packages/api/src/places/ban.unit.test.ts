// The Base Adresse Nationale's answers (GeoCodeJSON features, as documented at
// https://adresse.data.gouv.fr/outils/api-doc/adresse) mapped to the kit's address suggestions.
import { describe, expect, it, vi } from "vitest";

import { AddressSearchUnavailableError, createAddressSearch, toAddressSuggestion, type BanFeature } from "./ban.ts";

function feature(properties: BanFeature["properties"], coordinates: [number, number] = [2.341468, 48.860735]) {
  return { type: "Feature", geometry: { type: "Point", coordinates }, properties } satisfies BanFeature;
}

const housenumber = feature({
  label: "8 Rue Saint-Honoré 75001 Paris",
  score: 0.97,
  type: "housenumber",
  name: "8 Rue Saint-Honoré",
  housenumber: "8",
  street: "Rue Saint-Honoré",
  postcode: "75001",
  citycode: "75101",
  city: "Paris",
  context: "75, Paris, Île-de-France",
});

describe("toAddressSuggestion", () => {
  it("keeps a number and its street, the postal code and the point ([longitude, latitude])", () => {
    expect(toAddressSuggestion(housenumber)).toEqual({
      description: "8 Rue Saint-Honoré, 75001 Paris",
      streetAddress: "8 Rue Saint-Honoré",
      city: "Paris",
      postal_code: "75001",
      latitude: 48.860735,
      longitude: 2.341468,
      country: "France",
    });
  });

  it("keeps a street without a number, and a place (lieu-dit), as the street", () => {
    const street = feature({
      label: "Rue du Faubourg Saint-Honoré 75008 Paris",
      type: "street",
      name: "Rue du Faubourg Saint-Honoré",
      postcode: "75008",
      citycode: "75108",
      city: "Paris",
    });
    expect(toAddressSuggestion(street)).toMatchObject({
      description: "Rue du Faubourg Saint-Honoré, 75008 Paris",
      streetAddress: "Rue du Faubourg Saint-Honoré",
      postal_code: "75008",
    });
    const locality = feature({
      label: "Le Bourg 38350 Saint-Honoré",
      type: "locality",
      name: "Le Bourg",
      postcode: "38350",
      city: "Saint-Honoré",
    });
    expect(toAddressSuggestion(locality)).toMatchObject({ streetAddress: "Le Bourg", city: "Saint-Honoré" });
  });

  it("answers a commune as an address without a street, under its postal code", () => {
    const commune = feature(
      { label: "Saint-Honoré", type: "municipality", name: "Saint-Honoré", postcode: "38350", citycode: "38407" },
      [5.82839, 44.946171],
    );
    expect(toAddressSuggestion(commune)).toEqual({
      description: "38350 Saint-Honoré",
      streetAddress: "",
      city: "Saint-Honoré",
      postal_code: "38350",
      latitude: 44.946171,
      longitude: 5.82839,
      country: "France",
    });
  });

  it("leaves out a result it cannot place: no postal code, no city or no point", () => {
    expect(toAddressSuggestion(feature({ ...housenumber.properties, postcode: undefined }))).toBeNull();
    expect(toAddressSuggestion(feature({ ...housenumber.properties, city: undefined }))).toBeNull();
    expect(toAddressSuggestion({ ...housenumber, geometry: { type: "Point", coordinates: [NaN, 1] } })).toBeNull();
  });
});

describe("createAddressSearch", () => {
  const answer = (body: unknown, status = 200) =>
    vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } }));

  it("asks with autocomplete and the limit, and maps the features", async () => {
    const fetch = answer({ type: "FeatureCollection", version: "draft", features: [housenumber] });
    const search = createAddressSearch({ url: "http://ban.test/search", fetch });
    expect((await search.search("  8 rue Saint-Honoré ", 5))[0]?.streetAddress).toBe("8 Rue Saint-Honoré");
    const asked = new URL(String((fetch.mock.calls[0] as unknown[])[0]));
    expect(Object.fromEntries(asked.searchParams)).toEqual({ q: "8 rue Saint-Honoré", autocomplete: "1", limit: "5" });
  });

  it("fails with AddressSearchUnavailableError on an error status or a foreign answer, then pauses", async () => {
    let now = 0;
    const failing = answer({ code: 502, message: "Bad Gateway" }, 502);
    const search = createAddressSearch({ url: "http://ban.test/search", fetch: failing, now: () => now });
    await expect(search.search("8 rue Saint-Honoré", 5)).rejects.toBeInstanceOf(AddressSearchUnavailableError);
    await expect(search.search("Rue de Rivoli", 5)).rejects.toBeInstanceOf(AddressSearchUnavailableError);
    expect(failing).toHaveBeenCalledTimes(1);
    now = 31_000;
    await expect(search.search("Rue de Rivoli", 5)).rejects.toThrow(/502/);
    const foreign = createAddressSearch({ url: "http://ban.test/search", fetch: answer({ results: [] }) });
    await expect(foreign.search("Rue de Rivoli", 5)).rejects.toBeInstanceOf(AddressSearchUnavailableError);
  });

  it("answers nothing for a text the base refuses (400)", async () => {
    const search = createAddressSearch({ url: "http://ban.test/search", fetch: answer({ code: 400 }, 400) });
    await expect(search.search("Rue", 5)).resolves.toEqual([]);
  });
});

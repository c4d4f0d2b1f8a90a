import { describe, expect, it } from "vitest";

import { activeFilterCount, apiQueryOf, emptySearch, parseSearchState, searchParamsOf } from "./search-state.ts";

const id = "0b6a3a52-5f4b-4e5e-9a51-1d2f0f1c9a77";

describe("the search in the URL", () => {
  it("reads back what it wrote", () => {
    const state = {
      ...emptySearch,
      text: "développeuse",
      place: { name: "Lyon", lat: 45.7578, lng: 4.832 },
      radiusKm: 50,
      contracts: ["CDI" as const, "intérim" as const],
      remote: ["hybrid" as const],
      salaryMin: 40000,
      experience: 2,
      publishedSince: 7,
      sort: "distance" as const,
      page: 3,
      offer: id,
    };
    const params = searchParamsOf(state);
    expect(params.toString()).toBe(
      "q=d%C3%A9veloppeuse&ville=Lyon&lat=45.7578&lng=4.832&rayon=50&contrat=CDI%2Cint%C3%A9rim&teletravail=hybrid&salaire=40000&experience=2&depuis=7&tri=distance&page=3&offre=0b6a3a52-5f4b-4e5e-9a51-1d2f0f1c9a77",
    );
    expect(parseSearchState(new URLSearchParams(params.toString()))).toEqual(state);
    expect(activeFilterCount(state)).toBe(6);
  });

  it("leaves defaults out, so an empty search is a bare address", () => {
    expect(searchParamsOf(emptySearch).toString()).toBe("");
    expect(parseSearchState(new URLSearchParams())).toEqual(emptySearch);
  });

  it("drops what a hand-edited link got wrong instead of failing", () => {
    const state = parseSearchState(
      new URLSearchParams(
        "lat=abc&lng=4.8&rayon=9999&contrat=CDI,CDX,CDI&teletravail=partout&salaire=-3&page=0&tri=distance&offre=../../x",
      ),
    );
    expect(state).toEqual({ ...emptySearch, contracts: ["CDI"] });
  });

  it("asks the API the search, without the panel's offer or the place's name", () => {
    const state = parseSearchState(
      new URLSearchParams(`q=%20comptable%20&ville=Lyon&lat=45.75&lng=4.83&contrat=CDI,CDD&page=2&offre=${id}`),
    );
    expect(apiQueryOf(state)).toEqual({
      q: "comptable",
      lat: 45.75,
      lng: 4.83,
      radius_km: 30,
      contract: "CDI,CDD",
      page: 2,
      per_page: 10,
    });
  });
});

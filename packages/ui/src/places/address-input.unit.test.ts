import { describe, expect, it } from "vitest";

import { parseAddressInput } from "./address-input";

const communes = new Set(["paris", "lyon", "saint etienne", "la rochelle"]);
const isCommuneName = (name: string) => communes.has(name.toLowerCase().replace(/-/g, " "));
const parse = (text: string) => parseAddressInput(text, isCommuneName);

describe("parseAddressInput", () => {
  it("reads street, postal code and commune separated by a comma", () => {
    expect(parse("12 rue de la Paix, 75002 Paris")).toEqual({
      street: "12 rue de la Paix",
      postalCode: "75002",
      city: "Paris",
    });
    expect(parse("12 rue de la Paix, Paris 75002")).toEqual({
      street: "12 rue de la Paix",
      postalCode: "75002",
      city: "Paris",
    });
  });

  it("keeps the street exactly as typed, spaces tidied", () => {
    expect(parse("  3 bis,  Allée des  Tilleuls , 69003   Lyon ")).toEqual({
      street: "3 bis, Allée des Tilleuls",
      postalCode: "69003",
      city: "Lyon",
    });
  });

  it("takes an incomplete commune or postal code after a comma", () => {
    expect(parse("12 rue de la Paix, Par")).toEqual({
      street: "12 rue de la Paix",
      postalCode: undefined,
      city: "Par",
    });
    expect(parse("12 rue de la Paix, 750")).toEqual({
      street: "12 rue de la Paix",
      postalCode: "750",
      city: undefined,
    });
  });

  it("finds the code typed before the comma", () => {
    expect(parse("12 rue de la Paix 75002, Paris")).toEqual({
      street: "12 rue de la Paix",
      postalCode: "75002",
      city: "Paris",
    });
  });

  it("reads a full postal code without commas", () => {
    expect(parse("12 rue de la Paix 75002 Paris")).toEqual({
      street: "12 rue de la Paix",
      postalCode: "75002",
      city: "Paris",
    });
    expect(parse("75002")).toEqual({ street: "", postalCode: "75002" });
    expect(parse("12 rue de la Paix Paris 75002")).toEqual({
      street: "12 rue de la Paix",
      postalCode: "75002",
      city: "Paris",
    });
  });

  it("without comma or code, needs trailing words that are exactly a commune", () => {
    expect(parse("12 rue de la Paix Paris")).toEqual({ street: "12 rue de la Paix", city: "Paris" });
    expect(parse("5 place Jean Jaurès Saint-Étienne".normalize("NFD").replace(/\p{M}/gu, ""))).toEqual({
      street: "5 place Jean Jaures",
      city: "Saint-Etienne",
    });
    expect(parse("Lyon")).toEqual({ street: "", city: "Lyon" });
    expect(parse("12 rue de la Pa")).toBeNull();
  });

  it("does not mistake a street named after a town for the town", () => {
    expect(parse("12 avenue de Paris")).toBeNull();
    expect(parse("8 quai de la Rochelle")).toBeNull();
    expect(parse("12 avenue de Paris 69003")).toEqual({ street: "12 avenue de Paris", postalCode: "69003" });
  });

  it("answers null for blank input", () => {
    expect(parse("   ")).toBeNull();
  });
});

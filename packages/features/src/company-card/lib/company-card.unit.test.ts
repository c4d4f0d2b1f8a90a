import { describe, expect, it } from "vitest";

import type { PublicCompanyCard } from "@fuse/domain/company-card/contract";
import { cultureLinesOf } from "@fuse/domain/company-card/culture";
import { companyPageMeta, plainTextOf } from "@fuse/domain/company-card/page-meta";

import { companyCardPayloadOf, companyCardValuesOf, previewCompanyCardOf } from "./card-values.ts";
import { companyCompletenessOf } from "./completeness.ts";

const company: PublicCompanyCard = {
  slug: "atelier",
  name: "Atelier",
  logo_url: null,
  sector: "Industrie",
  size: "10-49",
  city: "Lyon",
  website: null,
  description: null,
  values: [],
  benefits: [],
  sites: [],
  culture: {},
  offers: [],
  indexable: false,
};

describe("cultureLinesOf", () => {
  it("says each known answer in plain French, in the questionnaire's order, and skips unknown codes", () => {
    expect(
      cultureLinesOf({
        teamSize: "6-15",
        management: "collectif",
        values: ["rse", "inconnue"],
        training: 5,
        pace: "n'importe quoi",
        unique: "  Un atelier au bord du Rhône ",
        secret: "interne",
      }),
    ).toEqual([
      { id: "management", question: "Management", answer: "Décisions prises collectivement" },
      { id: "values", question: "Valeurs mises en avant", answer: "Responsabilité sociale et environnementale" },
      { id: "training", question: "Place de la formation", answer: "Au cœur de l'entreprise (5/5)" },
      { id: "teamSize", question: "Taille d'une équipe type", answer: "6 à 15 personnes" },
      { id: "unique", question: "Ce qui la rend unique", answer: "Un atelier au bord du Rhône" },
    ]);
    expect(cultureLinesOf({ training: 9, values: "rse" })).toEqual([]);
  });
});

describe("companyPageMeta", () => {
  it("titles the page « <Nom> recrute sur Fuse » and describes it by its text, cut at a word", () => {
    const long = `<p>Nous <strong>fabriquons</strong> des luminaires&nbsp;&amp; des lampes.</p><ul><li>${"Atelier ".repeat(40)}</li></ul>`;
    const meta = companyPageMeta({ ...company, description: long, logo_url: "https://x.example/logo.png" });
    expect(meta.title).toBe("Atelier recrute sur Fuse");
    expect(meta.description.startsWith("Nous fabriquons des luminaires & des lampes. Atelier")).toBe(true);
    expect(meta.description.length).toBeLessThanOrEqual(160);
    expect(meta.description.endsWith("…")).toBe(true);
    expect(meta).toMatchObject({ image: "https://x.example/logo.png", noindex: true, type: "website" });
  });

  it("falls back to the sector, size and city, and indexes only when allowed", () => {
    expect(companyPageMeta({ ...company, indexable: true })).toMatchObject({
      description: "Industrie · 10 à 49 salariés · Lyon",
      noindex: false,
    });
    expect(plainTextOf("<p>a</p><p>b<br>c</p>")).toBe("a b c");
  });
});

describe("the card's values", () => {
  it("reads the stored company, saves empty texts as null and previews what candidates would see", () => {
    const values = companyCardValuesOf({
      siren: null,
      updated_at: null,
      name: "Atelier",
      size: "géant",
      website: "",
      sites: [{ city: "Lyon", lat: 45.7 }, { ville: "?" }],
      company_values: ["Entraide", 3],
      visible: true,
    });
    expect(values).toMatchObject({
      size: "",
      sites: [{ city: "Lyon", postal_code: null, lat: 45.7, lng: null }],
      company_values: ["Entraide"],
      visible: true,
    });
    expect(companyCardPayloadOf(values)).toMatchObject({ size: null, website: null, description: null, slug: null });
    expect(previewCompanyCardOf({ ...values, name: " " }, { culture: [1] })).toMatchObject({
      name: "Votre entreprise",
      culture: {},
      offers: [],
    });
  });

  it("scores completeness and lists what is missing, the biggest gain first", () => {
    const values = companyCardValuesOf({ siren: null, updated_at: null, name: "Atelier", city: "Lyon" });
    const reading = companyCompletenessOf(values, { cultureAnswered: true });
    expect(reading.score).toBe(25);
    expect(reading.next.map((item) => item.id)).toEqual([
      "description",
      "logo",
      "values",
      "benefits",
      "sector",
      "website",
    ]);
  });
});

// The stories' company card values: a complete card and an empty one.
import type { CompanyCardValues } from "../lib/card-values.ts";

/** A logo the stories can show without a network. */
export const storyLogo =
  "data:image/svg+xml," +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#8b4c8c"/><circle cx="32" cy="32" r="14" fill="#fff"/></svg>',
  );

export const filledValues: CompanyCardValues = {
  name: "Atelier Lumière",
  logo_url: storyLogo,
  sector: "Industrie",
  size: "10-49",
  city: "Lyon",
  sites: [{ city: "Grenoble", postal_code: null, lat: 45.19, lng: 5.72 }],
  website: "https://atelier-lumiere.example",
  description: `<p>${"Nous fabriquons des luminaires à Lyon depuis 1998, avec une équipe de trente personnes. ".repeat(3)}</p>`,
  company_values: ["Entraide", "Exigence"],
  benefits: ["Télétravail partiel"],
  visible: false,
  slug: "atelier-lumiere",
  indexable: false,
};

export const emptyValues: CompanyCardValues = {
  name: "",
  logo_url: null,
  sector: "",
  size: "",
  city: "",
  sites: [],
  website: "",
  description: "",
  company_values: [],
  benefits: [],
  visible: false,
  slug: "",
  indexable: false,
};

import { describe, expect, it } from "vitest";
import { z } from "zod/mini";

import { draftIssues, jobOfferDraftSchema, publicationIssues, richTextWords } from "./job-offer-schema.ts";

const complete = {
  title: "Développeur·se full-stack",
  description: "<p>Vous rejoignez une équipe produit de six personnes.</p>",
  contract_type: "CDI",
  remote_mode: "hybrid",
  city: "Lyon",
  postal_code: "69002",
  lat: 45.7578,
  lng: 4.832,
  salary_min: 42000,
  salary_max: 50000,
  skills: ["TypeScript"],
  nice_to_have_skills: [],
  experience_years_min: 2,
  languages: ["Français"],
  start_date: "2027-01-04",
};

describe("a draft", () => {
  it("takes any subset of fields, trimmed and without repeated skills", () => {
    const parsed = z.safeParse(jobOfferDraftSchema, { title: "  Chef·fe de projet ", skills: [" SQL", "SQL ", ""] });
    expect(parsed.success && parsed.data).toEqual({ title: "Chef·fe de projet", skills: ["SQL"] });
  });

  it("says each field's problem in French, the inverted range on the maximum", () => {
    expect(draftIssues({ title: "X", salary_min: 50000, salary_max: 40000, start_date: "2027-02-30" })).toEqual({
      title: "Donnez un intitulé d'au moins 2 caractères.",
      salary_max: "Le salaire maximum doit être supérieur ou égal au salaire minimum.",
      start_date: "La date de prise de poste n'est pas une date valide.",
    });
    expect(draftIssues({ salary_min: 420 })).toEqual({
      salary_min: "Le salaire minimum brut annuel doit être compris entre 5 000 € et 500 000 €.",
    });
    expect(draftIssues({ lat: 45.7 })).toEqual({ city: "Choisissez le lieu dans la liste des suggestions." });
  });

  it("refuses fields it does not know", () => {
    expect(z.safeParse(jobOfferDraftSchema, { title: "Poste", status: "published" }).success).toBe(false);
  });
});

describe("publication", () => {
  it("accepts a complete offer, and a fully remote one without a place", () => {
    expect(publicationIssues(complete)).toEqual([]);
    expect(
      publicationIssues({ ...complete, remote_mode: "remote", city: null, postal_code: null, lat: null, lng: null }),
    ).toEqual([]);
  });

  it("lists every missing piece once, in the form's order", () => {
    const issues = publicationIssues({
      ...complete,
      description: "<p> </p>",
      city: null,
      lat: null,
      lng: null,
      salary_min: null,
      salary_max: 30000,
      skills: [],
    });
    expect(issues.map((issue) => issue.field)).toEqual(["description", "city", "salary_min", "skills"]);
    expect(issues.find((issue) => issue.field === "salary_min")?.message).toBe(
      "Indiquez le salaire minimum brut annuel.",
    );
  });

  it("refuses an inverted salary range", () => {
    expect(publicationIssues({ ...complete, salary_min: 60000 })).toEqual([
      { field: "salary_max", message: "Le salaire maximum doit être supérieur ou égal au salaire minimum." },
    ]);
  });
});

it("reads rich text's words without its tags or entities", () => {
  expect(richTextWords("<p>Bonjour&nbsp;<b>équipe</b></p><ul><li>un</li></ul>")).toBe("Bonjour équipe un");
});

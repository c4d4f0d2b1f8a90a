import { describe, expect, it } from "vitest";
import { z } from "zod/mini";

import { applyCvSchema } from "./requests.ts";

/** The first message the schema gives for `request`, and where. */
function refusal(request: unknown) {
  const result = z.safeParse(applyCvSchema, request);
  return result.success
    ? null
    : { path: result.error.issues[0]!.path.join("."), message: result.error.issues[0]!.message };
}

describe("applyCvSchema", () => {
  it("takes a review's request as the form builds it, and none at all", () => {
    expect(
      refusal({
        first_name: "Camille",
        target_title: "Développeuse web",
        experience_years: 8,
        city: "Lyon",
        postal_code: null,
        lat: 45.7578,
        lng: 4.832,
        skills: ["React", "TypeScript"],
        languages: [{ language: "Anglais", level: "C1" }],
        experiences: [{ title: "Développeuse full-stack", employer: null, start: "2021-03", end: null }],
        education: [{ degree: "Master Informatique", school: "Université Lyon 1", year: 2018 }],
      }),
    ).toBeNull();
    expect(refusal({})).toBeNull();
  });

  it("says in French what the form shows at the field", () => {
    const years = "Indiquez un nombre d'années entre 0 et 60.";
    for (const value of [75, -1, 1.5, Number.NaN])
      expect(refusal({ experience_years: value })).toEqual({ path: "experience_years", message: years });
    expect(refusal({ first_name: "x".repeat(101) })).toEqual({
      path: "first_name",
      message: "« Prénom » est trop long (100 caractères au plus).",
    });
    expect(refusal({ skills: Array.from({ length: 51 }, (_, at) => `Compétence ${at}`) })).toEqual({
      path: "skills",
      message: "« Compétences » compte trop d'éléments (50 au plus).",
    });
    expect(refusal({ education: [{ degree: "CEP", school: null, year: 1940 }] })).toEqual({
      path: "education.0.year",
      message: "« Année » doit être supérieur ou égal à 1950.",
    });
    expect(refusal({ experiences: [{ title: "   ", employer: null, start: null, end: null }] })).toEqual({
      path: "experiences.0.title",
      message: "« Intitulé » ne peut pas être vide.",
    });
  });
});

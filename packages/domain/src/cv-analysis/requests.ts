import { z } from "zod/mini";

import { atLeast, atMost, isPostalCode, wholeNumber, within } from "../api/request-fields.ts";
import { chosenRomeCode } from "../rome/trade.ts";
import { languageLevelCodes } from "../vocabulary/index.ts";

// `zod/mini`: the CV review ships this schema to the browser, and `POST /api/cv-analysis/apply`
// validates its body with the same one, so what the review lets through is what the server takes.
// The server words its refusals from each check's kind and the field's label (http/validation.ts);
// the messages given here are the same words, for the form.

/** French names of the fields a reviewed CV applies, for the form's labels and the messages. */
export const applyCvLabels = {
  first_name: "Prénom",
  last_name: "Nom",
  phone: "Téléphone",
  city: "Ville",
  postal_code: "Code postal",
  lat: "Latitude",
  lng: "Longitude",
  target_title: "Métier recherché",
  rome_code: "Métier",
  experience_years: "Années d'expérience",
  skills: "Compétences",
  languages: "Langues",
  language: "Langue",
  level: "Niveau",
  experiences: "Expériences",
  education: "Formation",
  title: "Intitulé",
  employer: "Employeur",
  start: "Début",
  end: "Fin",
  degree: "Diplôme",
  school: "École",
  year: "Année",
} as const;

type Label = keyof typeof applyCvLabels;

/** How many skills one review may apply, and how long one may be. */
export const applyCvSkillLimits = { count: 50, length: 100 } as const;

const yearsMessage = "Indiquez un nombre d'années entre 0 et 60.";

const named = (label: Label) => `« ${applyCvLabels[label]} »`;
const says = (label: Label, what: string) => ({ error: `${named(label)} ${what}` });
const tooLong = (label: Label, max: number) => says(label, `est trop long (${max} caractères au plus).`);

/** A text typed or corrected: trimmed, never empty, at most `max` characters. */
const text = (label: Label, max: number) =>
  z
    .string()
    .check(z.trim(), z.minLength(1, says(label, "ne peut pas être vide.")), z.maxLength(max, tooLong(label, max)));

/** A list of at most `max` entries. */
const list = <T extends z.core.$ZodType>(label: Label, entry: T, max: number) =>
  z.array(entry).check(z.maxLength(max, says(label, `compte trop d'éléments (${max} au plus).`)));

/** A number (an integer when `int`) between `min` and `max`. */
const between = (label: Label, min: number, max: number, { int = false } = {}) =>
  (int
    ? wholeNumber(says(label, "doit être un nombre entier.").error)
    : z.number(says(label, "doit être un nombre."))
  ).check(
    atLeast(min, says(label, `doit être supérieur ou égal à ${min}.`).error),
    atMost(max, says(label, `doit être inférieur ou égal à ${max}.`).error),
  );

/**
 * `POST /api/cv-analysis/apply`: the fields the candidate reviewed and chose, as corrected. Every
 * key is optional; none at all still closes the step (`analyzer_cv` becomes true).
 */
export const applyCvSchema = z.strictObject({
  first_name: z.optional(text("first_name", 100)),
  last_name: z.optional(text("last_name", 100)),
  phone: z.optional(text("phone", 30)),
  /** A city applies with its coordinates, as chosen from the places list. */
  city: z.optional(text("city", 200)),
  postal_code: z.optional(
    z.nullable(z.string().check(z.refine(isPostalCode, says("postal_code", "n'est pas valide.")))),
  ),
  lat: z.optional(between("lat", -90, 90)),
  lng: z.optional(between("lng", -180, 180)),
  target_title: z.optional(text("target_title", 200)),
  /** The ROME family the candidate picked for that trade (null: the title's own); kept when they reword it. */
  rome_code: z.optional(chosenRomeCode),
  experience_years: z.optional(wholeNumber(yearsMessage).check(within(0, 60, yearsMessage))),
  skills: z.optional(list("skills", text("skills", applyCvSkillLimits.length), applyCvSkillLimits.count)),
  languages: z.optional(
    list(
      "languages",
      z.strictObject({
        language: text("language", 50),
        level: z.nullable(z.enum(languageLevelCodes, says("level", `doit valoir ${languageLevelCodes.join(", ")}.`))),
      }),
      20,
    ),
  ),
  experiences: z.optional(
    list(
      "experiences",
      z.strictObject({
        title: text("title", 200),
        employer: z.nullable(text("employer", 200)),
        start: z.nullable(z.string().check(z.maxLength(20, tooLong("start", 20)))),
        end: z.nullable(z.string().check(z.maxLength(20, tooLong("end", 20)))),
      }),
      30,
    ),
  ),
  education: z.optional(
    list(
      "education",
      z.strictObject({
        degree: text("degree", 200),
        school: z.nullable(text("school", 200)),
        year: z.nullable(between("year", 1950, 2100, { int: true })),
      }),
      20,
    ),
  ),
});

/** The body of `POST /api/cv-analysis/apply`. */
export type ApplyCvRequest = z.input<typeof applyCvSchema>;

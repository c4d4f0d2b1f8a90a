import { z } from "zod/mini";

import { chosenRomeCode } from "../rome/trade.ts";
import { contractTypes, isOneLine, oneLineMessage, remoteModes } from "../vocabulary/index.ts";

// `zod/mini`: the offer form ships these schemas to the browser; the server validates the same
// bodies with them, so the form's messages are the ones the server answers with. Every rule carries
// its own French message (refinements rather than `z.minimum()`), since the server only passes
// custom messages through. No rule aborts: the rules between fields then still run while a field is
// invalid, and the form says every problem at once.

/** Gross yearly salary bounds, in euros: below the first, a typo (monthly pay, missing zero); above, not a salary. */
export const minYearlySalary = 5_000;
export const maxYearlySalary = 500_000;
export const maxDescriptionLength = 20_000;
export const maxSkills = 30;
export const maxLanguages = 10;

/** The words of rich text, for "is it empty" rules: tags and entities become spaces. */
export function richTextWords(html: string) {
  return html
    .replace(/<[^>]*>/g, " ")
    .replace(/&[a-z]+;|&#\d+;/gi, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** "20 000": French grouping with a plain space, the same in every engine's locale data. */
const euros = { format: (amount: number) => String(amount).replace(/\B(?=(\d{3})+(?!\d))/g, " ") };

const title = z.string({ error: "L'intitulé du poste doit être un texte." }).check(
  z.trim(),
  z.refine((text) => text.length >= 2, { error: "Donnez un intitulé d'au moins 2 caractères." }),
  z.refine((text) => text.length <= 200, { error: "L'intitulé ne peut pas dépasser 200 caractères." }),
  z.refine(isOneLine, { error: oneLineMessage("L'intitulé") }),
);

const description = z.string({ error: "La description doit être un texte." }).check(
  z.refine((html) => html.length <= maxDescriptionLength, {
    error: `La description ne peut pas dépasser ${euros.format(maxDescriptionLength)} caractères.`,
  }),
);

const optionalText = (max: number, label: string) =>
  z.nullable(
    z.string({ error: `${label} doit être un texte.` }).check(
      z.trim(),
      z.refine((text) => text.length <= max, { error: `${label} ne peut pas dépasser ${max} caractères.` }),
      z.refine(isOneLine, { error: oneLineMessage(label) }),
    ),
  );

const postalCode = z.nullable(
  z
    .string({ error: "Le code postal doit être un texte." })
    .check(z.refine((text) => /^[0-9]{5}$/.test(text), { error: "Le code postal doit compter 5 chiffres." })),
);

const coordinate = (limit: number) =>
  z.nullable(
    z
      .number({ error: "Les coordonnées du lieu doivent être des nombres." })
      .check(z.refine((value) => Math.abs(value) <= limit, { error: "Les coordonnées du lieu ne sont pas valides." })),
  );

const salary = (which: "minimum" | "maximum") =>
  z.nullable(
    z.number({ error: `Le salaire ${which} doit être un nombre.` }).check(
      z.refine((value) => Number.isInteger(value), {
        error: `Le salaire ${which} doit être un nombre entier d'euros.`,
      }),
      z.refine((value) => value >= minYearlySalary && value <= maxYearlySalary, {
        error: `Le salaire ${which} brut annuel doit être compris entre ${euros.format(minYearlySalary)} € et ${euros.format(maxYearlySalary)} €.`,
      }),
    ),
  );

const textList = (max: number, itemMax: number, label: string) =>
  z.array(z.string({ error: `${label} : chaque élément doit être un texte.` })).check(
    z.overwrite((items) => [...new Set(items.map((item) => item.trim()).filter(Boolean))]),
    z.refine((items) => items.length <= max, { error: `${label} : ${max} au plus.` }),
    z.refine((items) => items.every((item) => item.length <= itemMax), {
      error: `${label} : ${itemMax} caractères au plus par élément.`,
    }),
    z.refine((items) => items.every(isOneLine), { error: oneLineMessage(`${label} : chaque élément`) }),
  );

const experience = z.number({ error: "L'expérience demandée doit être un nombre d'années." }).check(
  z.refine((value) => Number.isInteger(value) && value >= 0 && value <= 60, {
    error: "L'expérience demandée doit être un nombre entier d'années, de 0 à 60.",
  }),
);

/** A calendar day written `AAAA-MM-JJ`, as a date input gives it. */
const startDate = z.nullable(
  z.string({ error: "La date de prise de poste doit être une date." }).check(
    z.refine(
      (text) => {
        if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
        const day = new Date(`${text}T00:00:00Z`);
        return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(text);
      },
      { error: "La date de prise de poste n'est pas une date valide." },
    ),
    z.refine((text) => text >= "2000-01-01" && text <= "2100-12-31", {
      error: "La date de prise de poste doit être comprise entre 2000 et 2100.",
    }),
  ),
);

/** Every field an offer's form writes, each with the rules a draft must already respect. */
const fields = {
  title,
  /** The trade (ROME family) the recruiter chose; absent, the server files the title under its family. */
  rome_code: chosenRomeCode,
  description,
  contract_type: z.enum(contractTypes, { error: "Choisissez un type de contrat." }),
  remote_mode: z.enum(remoteModes, { error: "Choisissez un mode de travail : sur site, hybride ou télétravail." }),
  city: optionalText(100, "La ville"),
  postal_code: postalCode,
  lat: coordinate(90),
  lng: coordinate(180),
  salary_min: salary("minimum"),
  salary_max: salary("maximum"),
  skills: textList(maxSkills, 80, "Compétences requises"),
  nice_to_have_skills: textList(maxSkills, 80, "Compétences appréciées"),
  experience_years_min: experience,
  languages: textList(maxLanguages, 50, "Langues"),
  start_date: startDate,
};

export type JobOfferFieldName = keyof typeof fields;

/** One field's problem, in French. */
export interface JobOfferIssue {
  field: JobOfferFieldName;
  message: string;
}

type CrossFields = {
  remote_mode?: string;
  city?: string | null;
  lat?: number | null;
  lng?: number | null;
  salary_min?: number | null;
  salary_max?: number | null;
};

const salaryOrderMessage = "Le salaire maximum doit être supérieur ou égal au salaire minimum.";
const placeMessage = "Choisissez le lieu dans la liste des suggestions.";
const placeRequiredMessage =
  "Indiquez le lieu de travail (choisissez l'adresse dans les suggestions), sauf en télétravail complet.";

/**
 * The rules between fields. The minimum below the maximum is said on the maximum, where the fix
 * usually is; a half place (coordinates without the other) on the city.
 */
function crossFieldIssues(offer: CrossFields, { published }: { published: boolean }): JobOfferIssue[] {
  const issues: JobOfferIssue[] = [];
  if (
    typeof offer.salary_min === "number" &&
    typeof offer.salary_max === "number" &&
    offer.salary_min > offer.salary_max
  )
    issues.push({ field: "salary_max", message: salaryOrderMessage });
  const lat = offer.lat ?? null;
  const lng = offer.lng ?? null;
  if ((lat === null) !== (lng === null)) issues.push({ field: "city", message: placeMessage });
  else if (published && offer.remote_mode !== "remote" && (!offer.city || lat === null))
    issues.push({ field: "city", message: placeRequiredMessage });
  return issues;
}

// They run while a field is invalid too (zod would skip an object's refinement then), as long as
// there is an object: the form wants every problem at once. Each field's own rules come first.
const crossFields = (published: boolean) =>
  z.superRefine<CrossFields>(
    (offer, ctx) => {
      for (const issue of crossFieldIssues(offer, { published }))
        ctx.addIssue({ code: "custom", input: offer, path: [issue.field], message: issue.message });
    },
    { when: ({ value }) => typeof value === "object" && value !== null && !Array.isArray(value) },
  );

/**
 * A draft being written (creation, autosave): any subset of the fields, each within its bounds.
 * Creating one needs a title (the server says so: a draft is listed by its title).
 */
export const jobOfferDraftSchema = z
  .strictObject({
    title: z.optional(fields.title),
    rome_code: z.optional(fields.rome_code),
    description: z.optional(fields.description),
    contract_type: z.optional(fields.contract_type),
    remote_mode: z.optional(fields.remote_mode),
    city: z.optional(fields.city),
    postal_code: z.optional(fields.postal_code),
    lat: z.optional(fields.lat),
    lng: z.optional(fields.lng),
    salary_min: z.optional(fields.salary_min),
    salary_max: z.optional(fields.salary_max),
    skills: z.optional(fields.skills),
    nice_to_have_skills: z.optional(fields.nice_to_have_skills),
    experience_years_min: z.optional(fields.experience_years_min),
    languages: z.optional(fields.languages),
    start_date: z.optional(fields.start_date),
  })
  .check(crossFields(false));

export type JobOfferDraft = z.output<typeof jobOfferDraftSchema>;

/**
 * What a published offer must say (checked on publication, on reopening and on every change of a
 * published offer): a title, a description, the contract and the way of working, a place unless
 * fully remote, the gross yearly salary range (EU pay transparency directive 2023/970), the
 * experience asked and at least one required skill.
 */
export const jobOfferPublicationSchema = z
  .object({
    title: fields.title,
    description: fields.description.check(
      z.refine((html) => richTextWords(html).length >= 30, {
        error: "Décrivez le poste en quelques phrases (30 caractères au moins).",
      }),
    ),
    contract_type: fields.contract_type,
    remote_mode: fields.remote_mode,
    city: fields.city,
    postal_code: fields.postal_code,
    lat: fields.lat,
    lng: fields.lng,
    salary_min: z.number({ error: "Indiquez le salaire minimum brut annuel." }).check(
      z.refine((value) => Number.isInteger(value) && value >= minYearlySalary && value <= maxYearlySalary, {
        error: `Le salaire minimum brut annuel doit être compris entre ${euros.format(minYearlySalary)} € et ${euros.format(maxYearlySalary)} €.`,
      }),
    ),
    salary_max: z.number({ error: "Indiquez le salaire maximum brut annuel." }).check(
      z.refine((value) => Number.isInteger(value) && value >= minYearlySalary && value <= maxYearlySalary, {
        error: `Le salaire maximum brut annuel doit être compris entre ${euros.format(minYearlySalary)} € et ${euros.format(maxYearlySalary)} €.`,
      }),
    ),
    skills: fields.skills.check(
      z.refine((items) => items.length > 0, { error: "Ajoutez au moins une compétence requise." }),
    ),
    nice_to_have_skills: fields.nice_to_have_skills,
    experience_years_min: fields.experience_years_min,
    languages: fields.languages,
    start_date: fields.start_date,
  })
  .check(crossFields(true));

/** What keeps an offer from being published, first problem of each field, in the form's order. */
export function publicationIssues(offer: Record<string, unknown>): JobOfferIssue[] {
  const result = z.safeParse(jobOfferPublicationSchema, offer);
  if (result.success) return [];
  const seen = new Set<string>();
  const issues: JobOfferIssue[] = [];
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? "title") as JobOfferFieldName;
    if (seen.has(field)) continue;
    seen.add(field);
    issues.push({ field, message: issue.message });
  }
  const order = Object.keys(fields);
  return issues.sort((a, b) => order.indexOf(a.field) - order.indexOf(b.field));
}

/** The first problem of each field of a draft (the autosave's own rules), keyed by field. */
export function draftIssues(draft: Record<string, unknown>): Partial<Record<JobOfferFieldName, string>> {
  const result = z.safeParse(jobOfferDraftSchema, draft);
  if (result.success) return {};
  const found: Partial<Record<JobOfferFieldName, string>> = {};
  for (const issue of result.error.issues)
    found[String(issue.path[0] ?? "title") as JobOfferFieldName] ??= issue.message;
  return found;
}

/** French names of the fields, for the server's generic messages (type errors). */
export const jobOfferLabels: Readonly<Record<string, string>> = {
  title: "Intitulé du poste",
  rome_code: "Métier",
  description: "Description",
  contract_type: "Type de contrat",
  remote_mode: "Mode de travail",
  city: "Lieu de travail",
  postal_code: "Code postal",
  lat: "Latitude",
  lng: "Longitude",
  salary_min: "Salaire minimum",
  salary_max: "Salaire maximum",
  skills: "Compétences requises",
  nice_to_have_skills: "Compétences appréciées",
  experience_years_min: "Expérience demandée",
  languages: "Langues",
  start_date: "Date de prise de poste",
};

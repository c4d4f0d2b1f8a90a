import { z } from "zod/mini";

import { clearable, isPostalCode } from "../api/request-fields.ts";
import { publicSlug } from "../candidate-card/public-slug.ts";
import { companySizes, isOneLine, oneLineMessage } from "../vocabulary/index.ts";

// `zod/mini`: the company card's form ships these rules to the browser, and the server checks
// `PATCH /api/profile/info/update-company` with the same ones. Each rule carries its French message
// (the server answers a refinement's message as it is), so the form and the API say the same words.

/** French names of the company's fields, for the server's generic messages. */
export const companyCardLabels: Readonly<Record<string, string>> = {
  user_id: "Identifiant utilisateur",
  profile: "Entreprise",
  name: "Nom de l'entreprise",
  siret: "SIRET",
  address: "Adresse",
  city: "Ville",
  postal_code: "Code postal",
  lat: "Latitude",
  lng: "Longitude",
  size: "Taille",
  sector: "Secteur",
  description: "Description",
  culture: "Culture d'entreprise",
  logo_url: "Logo",
  slug: "Adresse publique",
  visible: "Page publique",
  website: "Site web",
  company_values: "Valeurs",
  benefits: "Avantages",
  sites: "Sites",
  indexable: "Référencement",
};

export const companyCardMessages = {
  nameRequired: "« Nom de l'entreprise » est requis.",
  website: "« Site web » doit être une adresse http(s), par exemple https://exemple.fr.",
  logo: "« Logo » doit être une adresse http(s).",
  publicPageNeedsAddress: "Choisissez une adresse pour rendre votre page publique.",
} as const;

/**
 * An absolute http(s) address without spaces: what a link or an `<img src>` may open, and nothing
 * a browser would run. The database checks the website the same way.
 */
export function isWebAddress(text: string) {
  if (/\s/.test(text)) return false;
  try {
    return /^https?:$/.test(new URL(text).protocol);
  } catch {
    return false;
  }
}

// No rule aborts: zod would then skip the card's own rule (a public page needs its address), and
// the form says every problem at once.
const rule = <T>(check: (value: T) => boolean, message: string) => z.refine<T>(check, { error: message });

/** A text on one line, trimmed, at most `max` characters. */
const line = (label: string, max: number) =>
  z.string().check(
    z.trim(),
    rule((text: string) => text.length <= max, `« ${label} » est trop long (${max} caractères au plus).`),
    rule(isOneLine, oneLineMessage()),
  );

/** Short texts typed as tags, trimmed; repeats (case aside) are dropped. */
const tags = (label: string, max: number, maxLength: number) =>
  z
    .array(
      z.string().check(
        z.trim(),
        rule((item: string) => item.length > 0, `« ${label} » ne peut pas être vide.`),
        rule((item: string) => item.length <= maxLength, `« ${label} » : ${maxLength} caractères au plus par élément.`),
        rule(isOneLine, oneLineMessage()),
      ),
    )
    .check(
      rule((items: string[]) => items.length <= max, `« ${label} » : ${max} au plus.`),
      z.overwrite((items: string[]) =>
        items.filter((item, at) => items.findIndex((other) => other.toLowerCase() === item.toLowerCase()) === at),
      ),
    );

// Refinements rather than z.gte/z.lte, as everywhere a schema reaches the browser: the checks any
// page uses go into the one zod chunk every form loads (the sign-in page's included).
const coordinate = (label: string, limit: number) =>
  z.pipe(
    z.optional(
      z.nullable(
        z.number().check(
          rule((value: number) => value >= -limit, `« ${label} » doit être supérieur ou égal à -${limit}.`),
          rule((value: number) => value <= limit, `« ${label} » doit être inférieur ou égal à ${limit}.`),
        ),
      ),
    ),
    z.transform((value: number | null | undefined) => value ?? null),
  );

/** One of the company's other sites, as the city autocomplete gives it. */
const site = z.strictObject({
  city: z.string().check(z.trim(), z.minLength(1), z.maxLength(200), rule(isOneLine, oneLineMessage())),
  postal_code: z.pipe(
    z.optional(z.nullable(z.string().check(rule(isPostalCode, "« Code postal » doit compter 5 chiffres.")))),
    z.transform((code: string | null | undefined) => code ?? null),
  ),
  lat: coordinate("Latitude", 90),
  lng: coordinate("Longitude", 180),
});

const name = z.string().check(
  z.trim(),
  rule((text: string) => text.length > 0, companyCardMessages.nameRequired),
  rule((text: string) => text.length <= 200, "« Nom de l'entreprise » est trop long (200 caractères au plus)."),
  rule(isOneLine, oneLineMessage()),
);

/** The card's fields that both the form and the server check, each as its form holds it. */
export const companyCardFields = {
  name,
  sector: line("Secteur", 200),
  website: line("Site web", 300).check(
    rule((text: string) => text === "" || isWebAddress(text), companyCardMessages.website),
  ),
  slug: publicSlug("Adresse publique"),
  /** The public page (/p/{slug}) and the card on the offers, when true. */
  visible: z.boolean(),
  company_values: tags("Valeurs", 10, 60),
  benefits: tags("Avantages", 20, 80),
  sites: z.array(site).check(rule((sites: unknown[]) => sites.length <= 20, "« Autres sites » : 20 au plus.")),
};

/** A page made public needs its address: said on the address. */
export const publicPageNeedsAddress = z.refine<{ visible?: boolean | undefined; slug?: string | null | undefined }>(
  (card) => card.visible !== true || (card.slug !== "" && card.slug !== null),
  { error: companyCardMessages.publicPageNeedsAddress, path: ["slug"] },
);

/** The longest company description, in characters of text: its editors stop there. */
export const companyDescriptionMaxLength = 5000;

/** The company card's form: the shared rules, and what it edits without a rule of its own. */
export const companyCardSchema = z
  .object({
    ...companyCardFields,
    logo_url: z.nullable(z.string()),
    size: z.enum([...companySizes, ""]),
    city: z.string(),
    /** Rich text, as the editor gives it ("" when empty). */
    description: z.string(),
    indexable: z.boolean(),
  })
  .check(publicPageNeedsAddress);

/**
 * The same fields as `PATCH /api/profile/info/update-company` carries them in `{profile}`: each
 * optional (absent keeps what is stored), the texts cleared by null or an empty text.
 */
export const companyCardRequestFields = {
  name: z.optional(companyCardFields.name),
  sector: clearable(companyCardFields.sector),
  website: clearable(companyCardFields.website),
  slug: clearable(companyCardFields.slug),
  visible: z.optional(companyCardFields.visible),
  company_values: z.optional(companyCardFields.company_values),
  benefits: z.optional(companyCardFields.benefits),
  sites: z.optional(companyCardFields.sites),
};

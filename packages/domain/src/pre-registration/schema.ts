import { z } from "zod/mini";

import { isPostalCode } from "../api/request-fields.ts";
import { companySizes, isOneLine, oneLineMessage } from "../vocabulary/index.ts";
import { nafCodePattern } from "./naf.ts";
import { normalizeFrenchPhone } from "./phone.ts";
import { compactSiret, isValidSiret } from "./siret.ts";

// `zod/mini`: the pre-registration form ships this schema to the browser and the server validates
// the request with the same one, so a value the form accepts is one the server accepts.

// The head counts a company declares, as `companies.size` stores them: the vocabulary's.
export { companySizeLabels, companySizes, type CompanySize } from "../vocabulary/index.ts";

export const preRegistrationMessages = {
  companyName: "Saisissez le nom de l'entreprise.",
  siret: "SIRET invalide : saisissez les 14 chiffres du numéro SIRET, par exemple 732 829 320 00074.",
  sector: "Choisissez le secteur d'activité dans la liste.",
  size: "Choisissez l'effectif de l'entreprise.",
  address: "Saisissez l'adresse de l'entreprise puis choisissez-la dans les suggestions.",
  contactName: "Saisissez le nom de la personne à contacter.",
  email: "Saisissez une adresse e-mail valide, par exemple camille@entreprise.fr.",
  phone: "Saisissez un numéro de téléphone français, par exemple 06 12 34 56 78 ou +33 6 12 34 56 78.",
  consent: "Acceptez la politique de confidentialité pour envoyer votre demande.",
} as const;

// Every rule is a refinement carrying its own message: the server answers a refinement's message
// as it is (and its generic wording for the other checks), so both sides say the same words.
const rule = <T>(check: (value: T) => boolean, message: string) => z.refine<T>(check, { error: message, abort: true });

const text = (max: number, message: string) =>
  z.string({ error: message }).check(
    z.trim(),
    rule((value: string) => value.length > 0, message),
    rule((value: string) => value.length <= max, `Ce texte est trop long (${max} caractères au plus).`),
    rule(isOneLine, oneLineMessage()),
  );

export const siretField = z.pipe(
  z.string({ error: preRegistrationMessages.siret }),
  z.pipe(
    z.transform((value: string) => compactSiret(value)),
    z.string().check(rule(isValidSiret, preRegistrationMessages.siret)),
  ),
);

export const frenchPhoneField = z.pipe(
  z.string({ error: preRegistrationMessages.phone }),
  z.pipe(
    z.transform((value: string) => (value.length <= 30 ? (normalizeFrenchPhone(value) ?? "") : "")),
    z.string().check(rule((value: string) => value !== "", preRegistrationMessages.phone)),
  ),
);

/** Close to the HTML standard's rule for type="email", which the browser's field applies too. */
const emailPattern =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

const coordinate = (bound: number, message: string) =>
  z.nullable(z.number({ error: message }).check(rule((value: number) => Math.abs(value) <= bound, message)));

/**
 * A company's pre-registration (`POST /api/pre-registrations`): the company, its sector (a NAF
 * rév. 2 sub-class), its size and address, the person to contact and their consent. The address is
 * the one chosen in the suggestions: its city, postal code and position come with it.
 */
export const preRegistrationSchema = z.strictObject({
  company_name: text(200, preRegistrationMessages.companyName),
  siret: siretField,
  sector: z
    .string({ error: preRegistrationMessages.sector })
    .check(rule((value: string) => nafCodePattern.test(value), preRegistrationMessages.sector)),
  size: z
    .string({ error: preRegistrationMessages.size })
    .check(rule((value: string) => (companySizes as readonly string[]).includes(value), preRegistrationMessages.size)),
  address: text(300, preRegistrationMessages.address),
  city: text(200, preRegistrationMessages.address),
  postal_code: z
    .string({ error: preRegistrationMessages.address })
    .check(rule(isPostalCode, preRegistrationMessages.address)),
  lat: coordinate(90, preRegistrationMessages.address),
  lng: coordinate(180, preRegistrationMessages.address),
  contact_name: text(200, preRegistrationMessages.contactName),
  email: z.string({ error: preRegistrationMessages.email }).check(
    z.trim(),
    z.toLowerCase(),
    rule((value: string) => value.length <= 254 && emailPattern.test(value), preRegistrationMessages.email),
  ),
  phone: frenchPhoneField,
  consent: z
    .boolean({ error: preRegistrationMessages.consent })
    .check(rule((value: boolean) => value, preRegistrationMessages.consent)),
});

export type PreRegistrationRequest = z.input<typeof preRegistrationSchema>;
export type PreRegistration = z.output<typeof preRegistrationSchema>;

export { compactSiret, formatSiret, isValidSiret } from "./siret.ts";
export { normalizeFrenchPhone } from "./phone.ts";
export { nafCodePattern } from "./naf.ts";

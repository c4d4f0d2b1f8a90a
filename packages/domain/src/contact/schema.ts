import { z } from "zod/mini";

import { isOneLine, oneLineMessage } from "../vocabulary/index.ts";

// `zod/mini`: the contact form ships this schema to the browser and the server validates the
// request with the same one, so a message the form accepts is one the server accepts.

/** The subjects a visitor chooses from; the label itself is stored, as the administrators read it. */
export const contactSubjects = [
  "Question sur mon compte",
  "Candidature ou offre",
  "Abonnement et facturation",
  "Données personnelles (RGPD)",
  "Autre",
] as const;
export type ContactSubject = (typeof contactSubjects)[number];

export const contactLimits = { name: 200, email: 254, messageMin: 10, messageMax: 5000 } as const;

export const contactMessages = {
  name: "Saisissez votre nom.",
  nameTooLong: `Votre nom est trop long (${contactLimits.name} caractères au plus).`,
  nameOneLine: oneLineMessage("Votre nom"),
  email: "Saisissez une adresse e-mail valide, par exemple camille@exemple.fr.",
  subject: "Choisissez le sujet de votre message.",
  message: "Écrivez votre message.",
  messageTooShort: `Votre message est trop court (${contactLimits.messageMin} caractères au moins).`,
  messageTooLong: "Votre message est trop long (5 000 caractères au plus).",
  consent: "Vous devez accepter que vos données soient utilisées pour vous répondre.",
} as const;

// Every rule is a refinement carrying its own message: the server answers a refinement's message
// as it is, so the form and the API say the same words.
const rule = <T>(check: (value: T) => boolean, message: string) => z.refine<T>(check, { error: message, abort: true });

/** Close to the HTML standard's rule for type="email", which the browser's field applies too. */
const emailPattern =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

/**
 * A message sent from `/contact` (`POST /api/contact`): who writes, the address the answer goes
 * to, a subject from the list, the message, and the consent to use these data to answer.
 *
 * `website` is a trap for robots: the form hides it from people (off-screen, out of the tab order,
 * hidden from screen readers), so only a robot filling every field fills it. It is accepted here
 * whatever it holds, so that a robot's request looks successful: the server checks it with
 * `isRobotSubmission` and then stores and sends nothing.
 */
export const contactSchema = z.strictObject({
  name: z.string({ error: contactMessages.name }).check(
    z.trim(),
    rule((value: string) => value.length > 0, contactMessages.name),
    rule((value: string) => value.length <= contactLimits.name, contactMessages.nameTooLong),
    rule(isOneLine, contactMessages.nameOneLine),
  ),
  email: z.string({ error: contactMessages.email }).check(
    z.trim(),
    z.toLowerCase(),
    rule((value: string) => value.length <= contactLimits.email && emailPattern.test(value), contactMessages.email),
  ),
  subject: z
    .string({ error: contactMessages.subject })
    .check(rule((value: string) => (contactSubjects as readonly string[]).includes(value), contactMessages.subject)),
  message: z.string({ error: contactMessages.message }).check(
    z.trim(),
    rule((value: string) => value.length > 0, contactMessages.message),
    rule((value: string) => value.length >= contactLimits.messageMin, contactMessages.messageTooShort),
    rule((value: string) => value.length <= contactLimits.messageMax, contactMessages.messageTooLong),
  ),
  consent: z
    .boolean({ error: contactMessages.consent })
    .check(rule((value: boolean) => value, contactMessages.consent)),
  website: z.optional(z.string()),
});

export type ContactRequest = z.input<typeof contactSchema>;
export type ContactMessage = z.output<typeof contactSchema>;

/** True when the hidden `website` field was filled: no person sees it, so a robot sent the form. */
export function isRobotSubmission(message: Pick<ContactRequest, "website">) {
  return (message.website ?? "").trim() !== "";
}

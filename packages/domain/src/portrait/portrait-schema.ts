// The candidate's portrait (« Mon portrait ») as its form checks it before sending: some text at
// least. The server then checks the HTML's length and cleans it, as for any rich text of the profile.
import { z } from "zod/mini";

/** The portrait's longest text, as typed (its HTML, which the server checks, may reach 20 000 characters). */
export const portraitMaxLength = 5_000;

export const portraitMessages = {
  empty: "Écrivez votre portrait avant de l'enregistrer : quelques lignes suffisent.",
  noDraft:
    "Nous n'avons pas encore assez d'informations sur vous pour préparer un brouillon : écrivez votre portrait librement.",
  draftFailed: "Le brouillon n'a pas pu être préparé. Réessayez dans un instant.",
  saveFailed: "Votre portrait n'a pas été enregistré. Réessayez dans un instant.",
} as const;

/** True when the HTML holds no text and no image: what a reader would see as empty. */
export function isBlankPortrait(html: string) {
  if (/<img\b/i.test(html)) return false;
  const text = html.replace(/<[^>]*>/g, " ").replace(/&nbsp;|&#160;/g, " ");
  return text.trim() === "";
}

/** The portrait's form: its HTML, refused when a reader would see nothing. */
export const portraitSchema = z.object({
  memo: z.string().check(z.refine((html) => !isBlankPortrait(html), portraitMessages.empty)),
});

export type PortraitValues = z.output<typeof portraitSchema>;

import { z } from "zod/mini";

import { isOneLine, oneLineMessage } from "../vocabulary/index.ts";
import { cardAccents, cardSections } from "./contract.ts";
import { publicSlug } from "./public-slug.ts";

// `zod/mini`: MaFuseCard's settings form ships these rules to the browser, and the server checks the
// same fields of `POST /api/profile/info` with them. Each rule carries its French message (the
// server answers a refinement's message as it is), so the form and the API say the same words.

/** French names of the card's fields, for the server's generic messages. */
export const cardSettingsLabels: Readonly<Record<string, string>> = {
  headline: "Titre",
  card_slug: "Adresse de la carte",
  card_visible: "Carte visible",
  card_settings: "Réglages de la carte",
  card_public: "Carte publique",
  card_indexable: "Référencement de la carte",
  anonymous: "Mode anonyme",
  sections: "Sections affichées",
  accent: "Couleur d'accent",
};

export const publicCardNeedsAddressMessage = "Choisissez une adresse pour rendre votre carte publique.";

/** The card's fields that both the form and the server check, each as its form holds it. */
export const cardSettingsFields = {
  headline: z.string().check(
    z.trim(),
    z.refine((text: string) => text.length <= 200, { error: "« Titre » est trop long (200 caractères au plus)." }),
    z.refine(isOneLine, { error: oneLineMessage() }),
  ),
  card_slug: publicSlug("Adresse de la carte"),
  /** The sections the card shows, and its accent colour (stored together as `card_settings`). */
  sections: z.array(z.enum(cardSections)),
  accent: z.enum(cardAccents),
};

/** A card made public needs its address: said on the address. */
export const publicCardNeedsAddress = z.refine<{
  card_public?: boolean | undefined;
  card_slug?: string | null | undefined;
}>((card) => card.card_public !== true || (card.card_slug !== "" && card.card_slug !== null), {
  error: publicCardNeedsAddressMessage,
  path: ["card_slug"],
});

/** MaFuseCard's settings form: who sees the card, what it shows, its public address. */
export const cardSettingsSchema = z
  .object({
    headline: cardSettingsFields.headline,
    card_slug: cardSettingsFields.card_slug,
    card_visible: z.boolean(),
    anonymous: z.boolean(),
    card_public: z.boolean(),
    card_indexable: z.boolean(),
    sections: cardSettingsFields.sections,
    accent: cardSettingsFields.accent,
  })
  .check(publicCardNeedsAddress);

export type CardSettingsValues = z.output<typeof cardSettingsSchema>;

/**
 * `card_settings` as a request writes it: the sections and the accent the form offers. Other keys
 * are kept as they come, as the column always kept them.
 */
export const storedCardSettingsSchema = z.looseObject({
  sections: z.optional(cardSettingsFields.sections),
  accent: z.optional(cardSettingsFields.accent),
});

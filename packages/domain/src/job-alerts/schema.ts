import { z } from "zod/mini";

import { isOneLine, oneLineMessage } from "../vocabulary/index.ts";

// `zod/mini`: the dialogs that save and rename a search ship these rules to the browser, and the
// server checks `/api/saved-searches` with them. Each rule carries its French message (the server
// answers a refinement's message as it is), so the dialogs and the API say the same words.

export const maxSearchNameLength = 80;

/** French names of the fields, for the server's generic messages. */
export const savedSearchLabels: Readonly<Record<string, string>> = {
  name: "Nom",
  query: "Recherche",
  alerts: "Alerte e-mail",
};

export const searchNameMessages = {
  missing: "Donnez un nom à la recherche.",
  tooLong: `Le nom compte ${maxSearchNameLength} caractères au plus.`,
} as const;

/** A saved search's name: trimmed, on one line, 1 to 80 characters. */
export const searchName = z.string().check(
  z.trim(),
  z.refine((name: string) => name.length > 0, { error: searchNameMessages.missing, abort: true }),
  z.refine((name: string) => name.length <= maxSearchNameLength, { error: searchNameMessages.tooLong }),
  z.refine(isOneLine, { error: oneLineMessage("« Nom »") }),
);

/** The rename dialog's form, and the name the save dialog sends. */
export const searchNameSchema = z.object({ name: searchName });

/** `POST /api/saved-searches`: a name, the search screen's query string, the daily alert (on unless said). */
export const savedSearchCreateSchema = z.strictObject({
  name: searchName,
  query: z.string().check(z.maxLength(2000)),
  alerts: z.optional(z.boolean()),
});

/** `PATCH /api/saved-searches/:id`: a new name, the alert switched, or both. */
export const savedSearchChangeSchema = z
  .strictObject({ name: z.optional(searchName), alerts: z.optional(z.boolean()) })
  .check(
    z.refine((body) => body.name !== undefined || body.alerts !== undefined, {
      error: "Indiquez un nouveau nom ou l'état de l'alerte.",
    }),
  );

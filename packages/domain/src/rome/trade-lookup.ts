// The trade lookups' requests (`GET /api/rome/trades`, `GET /api/rome/trade-of`), checked by the
// server; apart from ./trade.ts, which the forms ship.
import { z } from "zod/mini";

/** `?title=` of `GET /api/rome/trade-of`: the title being typed, as the offer form bounds it. */
export const tradeOfQuery = z.strictObject({
  title: z.string().check(
    z.trim(),
    z.maxLength(200),
    z.refine((text) => text.length >= 2, "Tapez au moins 2 caractères."),
  ),
});

/** French names of the trade lookups' parameters, for the server's generic messages. */
export const tradeLookupLabels = { q: "Recherche", limit: "Nombre de métiers", title: "Intitulé" };

import { Hono } from "hono";
import { z } from "zod";

import { romeCredit, suggestJobTitles } from "@fuse/features/rome/node";
import type { RouteModule, ServerContext } from "@fuse/server-core/context.ts";

import { integerParameter, type FieldLabels } from "../http/validation.ts";
import { validated } from "../http/validator.ts";

const labels: FieldLabels = { q: "Recherche", limit: "Nombre de suggestions" };

const titleQuery = z.strictObject({
  q: z
    .string()
    .trim()
    .max(100)
    .refine((text) => text.length >= 2, "Tapez au moins 2 caractères."),
  limit: integerParameter(labels.limit!, 1, 50).optional(),
});

/**
 * `GET /api/rome/titles?q=&limit=`: ROME job titles (France Travail — ROME, Licence Ouverte)
 * beginning with the typed words, accents, case and gender aside, best first, each with its family
 * — what the questionnaire's target trade and the offer form propose. Public and read from memory:
 * the data ships with the code, nothing of the request is kept.
 */
export function romeRoutes(_ctx: ServerContext): RouteModule {
  const routes = new Hono();
  routes.get("/rome/titles", validated("query", titleQuery, labels), (c) => {
    const { q, limit } = c.req.valid("query");
    const titles = suggestJobTitles(q, limit ?? 10);
    c.header("cache-control", "public, max-age=3600");
    return c.json({ titles, source: romeCredit });
  });
  return { path: "/api", routes };
}

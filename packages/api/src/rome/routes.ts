import { Hono } from "hono";

import type { ApiResponse } from "@fuse/domain/api/contract";
import { romeCredit, suggestJobTitles } from "@fuse/domain/rome/node";
import type { RouteModule, ServerContext } from "@fuse/server-core/context.ts";

import { suggestionLabels, suggestionQuery } from "../http/validation.ts";
import { validated } from "../http/validator.ts";

/**
 * `GET /api/rome/titles?q=&limit=`: ROME job titles (France Travail — ROME, Licence Ouverte)
 * beginning with the typed words, accents, case and gender aside, best first, each with its family
 * — what the questionnaire's target trade and the offer form propose. Public and read from memory:
 * the data ships with the code, nothing of the request is kept.
 */
export function romeRoutes(_ctx: ServerContext): RouteModule {
  const routes = new Hono();
  routes.get("/rome/titles", validated("query", suggestionQuery(50), suggestionLabels), (c) => {
    const { q, limit } = c.req.valid("query");
    const titles = suggestJobTitles(q, limit ?? 10);
    c.header("cache-control", "public, max-age=3600");
    return c.json({ titles, source: romeCredit } satisfies ApiResponse<"GET /api/rome/titles">);
  });
  return { path: "/api", routes };
}

import { Hono } from "hono";

import type { ApiResponse } from "@fuse/domain/api/contract";
import { romeCredit, suggestJobTitles } from "@fuse/domain/rome/node";
import { tradeLookupLabels, tradeOfQuery } from "@fuse/domain/rome/trade-lookup";
import { guessedTrade, searchTrades } from "@fuse/domain/rome/trades";
import type { RouteModule, ServerContext } from "@fuse/server-core/context.ts";

import { perAddressLimit } from "../http/rate-limit.ts";
import { suggestionLabels, suggestionQuery } from "../http/validation.ts";
import { validated } from "../http/validator.ts";

/** A person typing a title or looking for a trade asks once per pause; a script asks far more. */
export const tradeLookupsPerMinute = 240;

/**
 * `GET /api/rome/titles?q=&limit=`: ROME job titles (France Travail — ROME, Licence Ouverte)
 * beginning with the typed words, accents, case and gender aside, best first, each with its family
 * — what the questionnaire's target trade and the offer form propose. `GET /api/rome/trades?q=`:
 * the families (trades) whose label or one of whose job titles matches the typed words, for the
 * pickers where a recruiter or a candidate changes a trade; `GET /api/rome/trade-of?title=`: the
 * family the server would file a title under (null when none is close). Public and read from
 * memory: the data ships with the code, nothing of the request is kept; the trade lookups, asked
 * as people type, are bounded per address.
 */
export function romeRoutes(ctx: ServerContext, { perMinute = tradeLookupsPerMinute } = {}): RouteModule {
  const routes = new Hono();
  routes.get("/rome/titles", validated("query", suggestionQuery(50), suggestionLabels), (c) => {
    const { q, limit } = c.req.valid("query");
    const titles = suggestJobTitles(q, limit ?? 10);
    c.header("cache-control", "public, max-age=3600");
    return c.json({ titles, source: romeCredit } satisfies ApiResponse<"GET /api/rome/titles">);
  });

  const limited = perAddressLimit(
    ctx.db,
    "trade-lookups",
    perMinute,
    60,
    (wait) => `Trop de recherches de métiers en peu de temps : réessayez dans ${wait} s.`,
  );
  routes.get("/rome/trades", limited, validated("query", suggestionQuery(20), tradeLookupLabels), (c) => {
    const { q, limit } = c.req.valid("query");
    c.header("cache-control", "public, max-age=3600");
    return c.json({
      trades: searchTrades(q, limit ?? 10),
      source: romeCredit,
    } satisfies ApiResponse<"GET /api/rome/trades">);
  });
  routes.get("/rome/trade-of", limited, validated("query", tradeOfQuery, tradeLookupLabels), (c) => {
    const { title } = c.req.valid("query");
    c.header("cache-control", "public, max-age=3600");
    return c.json({ trade: guessedTrade(title), source: romeCredit } satisfies ApiResponse<"GET /api/rome/trade-of">);
  });
  return { path: "/api", routes };
}

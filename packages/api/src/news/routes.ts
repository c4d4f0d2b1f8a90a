import { Hono } from "hono";
import { z } from "zod/mini";

import type { ApiResponse } from "@fuse/domain/api/contract";
import type { NewsItem, NewsSummary } from "@fuse/domain/news/contract";
import { audiences, selfServiceProfileTypes } from "@fuse/domain/vocabulary";
import type { RouteModule, ServerContext } from "@fuse/server-core/context.ts";
import { anonClaims } from "@fuse/server-core/jwt.ts";

import { sanitizeRichText } from "../http/rich-text.ts";
import { integerParameter } from "../http/validation.ts";
import { validated } from "../http/validator.ts";

// `any`: every audience (the public site, where the audience is only a label); none: items for all.
const audience = z.optional(z.enum([...selfServiceProfileTypes, "any"]));
const listQuery = z.strictObject({
  audience,
  page: z.optional(integerParameter("Page", 1, 1000)),
  per_page: z.optional(integerParameter("Nombre par page", 1, 50)),
});
const itemParam = z.object({ id: z.uuid() });
const labels = { audience: "Public", page: "Page", per_page: "Nombre par page", id: "Identifiant" };

export const newsNotFound = "Actualité introuvable";

/** The audiences an item may have to be shown for `wanted`: those for everyone, plus the asked one. */
const audiencesFor = (wanted: z.output<typeof audience>) =>
  wanted === "any" ? [...audiences] : ["all", ...(wanted ? [wanted] : [])];

/**
 * News, published items only (RLS: a draft or a future date is nobody's to read but an admin's):
 * `GET /api/news?audience=&page=` lists those for everyone plus the asked audience (`any`: every
 * audience, for the public site), newest first; `GET /api/news/{id}` gives one item, sanitised
 * again on the way out (spec §5), if it is meant for that audience (an item for recruiters asked
 * from the candidates' news is a 404).
 */
export function newsRoutes(ctx: ServerContext): RouteModule {
  const routes = new Hono();

  routes.get("/news", validated("query", listQuery, labels), async (c) => {
    const { audience: wanted, page = 1, per_page = 10 } = c.req.valid("query");
    const audiences = audiencesFor(wanted);
    const { rows } = await ctx.db.asRole(anonClaims, (tx) =>
      tx.query<NewsSummary & { total: number }>(
        `select id, slug, title, excerpt, audience, published_at, count(*) over ()::int as total
         from public.news where audience = any($1::text[])
         order by published_at desc, id limit $2 offset $3`,
        [audiences, per_page, (page - 1) * per_page],
      ),
    );
    const total = rows[0]?.total ?? 0;
    c.header("cache-control", "public, max-age=60");
    return c.json({
      news: rows.map(({ total: _total, ...item }) => item),
      total,
      page,
      per_page,
      pages: Math.max(1, Math.ceil(total / per_page)),
    } satisfies ApiResponse<"GET /api/news">);
  });

  routes.get(
    "/news/:id",
    validated("param", itemParam, labels),
    validated("query", z.strictObject({ audience }), labels),
    async (c) => {
      const { id } = c.req.valid("param");
      const { audience: wanted } = c.req.valid("query");
      const { rows } = await ctx.db.asRole(anonClaims, (tx) =>
        tx.query<NewsItem>(
          `select id, slug, title, excerpt, audience, published_at, body from public.news
           where id = $1 and audience = any($2::text[])`,
          [id, audiencesFor(wanted)],
        ),
      );
      const item = rows[0];
      if (!item) return c.json({ error: newsNotFound }, 404);
      c.header("cache-control", "public, max-age=60");
      return c.json({ ...item, body: sanitizeRichText(item.body) } satisfies ApiResponse<"GET /api/news/:id">);
    },
  );

  return { path: "/api", routes };
}

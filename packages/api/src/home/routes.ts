import { Hono } from "hono";

import type { ApiResponse } from "@fuse/domain/api/contract";
import type { PlatformFigures } from "@fuse/domain/home/contract";
import type { NewsSummary } from "@fuse/domain/news/contract";
import type { RouteModule, ServerContext } from "@fuse/server-core/context.ts";
import { anonClaims } from "@fuse/server-core/jwt.ts";

/**
 * `GET /api/home`: the home page's live figures and its three latest news items, in one answer.
 * Read as the anonymous role, so row-level security decides what counts: published offers only
 * (never a draft or a closed offer) and published news only (never a draft or a future date).
 * A company counts when it has at least one published offer — an account with nothing on offer
 * is not a company a visitor can apply to.
 */
export function homeRoutes(ctx: ServerContext): RouteModule {
  const routes = new Hono();

  routes.get("/home", async (c) => {
    const { figures, news } = await ctx.db.asRole(anonClaims, async (tx) => {
      const counted = await tx.query<PlatformFigures>(
        `select count(*)::int as published_jobs, count(distinct company_id)::int as companies
         from public.jobs where status = 'published'`,
      );
      const latest = await tx.query<NewsSummary>(
        `select id, slug, title, excerpt, audience, published_at from public.news
         order by published_at desc, id limit 3`,
      );
      return { figures: counted.rows[0]!, news: latest.rows };
    });
    c.header("cache-control", "public, max-age=60");
    return c.json({ figures, news } satisfies ApiResponse<"GET /api/home">);
  });

  return { path: "/api", routes };
}

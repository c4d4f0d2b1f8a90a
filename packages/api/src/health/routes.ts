import { Hono } from "hono";

import type { RouteModule, ServerContext } from "@fuse/server-core/context.ts";

/**
 * How recent an answer from the database proves it works. Under load, statements wait their turn
 * (PGlite runs one transaction at a time, a pool hands out ten connections): a health check that
 * queued behind them would report the load, not the database.
 */
export const recentAnswerMs = 1000;

/**
 * Liveness with the database: 200 when the database answered within the last second or answers
 * `select 1` now, 503 (from the app's error handler) when it does not.
 */
export function healthRoutes(ctx: ServerContext): RouteModule {
  const routes = new Hono();
  routes.get("/health", async (c) => {
    if (performance.now() - ctx.db.lastAnsweredAt() > recentAnswerMs) await ctx.db.query("select 1");
    c.header("cache-control", "no-store");
    return c.json({ status: "ok", database: ctx.db.kind });
  });
  return { path: "/api", routes };
}

import { Hono } from "hono";

import type { RouteModule, ServerContext } from "@fuse/server-core/context.ts";

/** Liveness with the database: 200 when a query goes through, 503 (from the app's error handler) when not. */
export function healthRoutes(ctx: ServerContext): RouteModule {
  const routes = new Hono();
  routes.get("/health", async (c) => {
    await ctx.db.query("select 1");
    c.header("cache-control", "no-store");
    return c.json({ status: "ok", database: ctx.db.kind });
  });
  return { path: "/api", routes };
}

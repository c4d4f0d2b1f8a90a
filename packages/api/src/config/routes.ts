import { Hono } from "hono";

import type { ApiResponse, PublicConfig } from "@fuse/features/api";
import type { RouteModule, ServerContext } from "@fuse/server-core/context.ts";
import { requestOrigin } from "@fuse/server-core/http/origins.ts";

export type { PublicConfig };

/**
 * `GET /api/config`. In embedded mode the Supabase stand-in is this server, so its URL is the
 * address the browser used (http://127.0.0.1:3000 as printed at start, or http://localhost:3000…)
 * when that is one of the app's origins: the app's calls then stay same-origin, and its session
 * and e-mail links on that address. Hosted mode answers the hosted project's URL.
 */
export function configRoutes(ctx: ServerContext): RouteModule {
  const routes = new Hono();
  routes.get("/config", (c) => {
    const body: PublicConfig = {
      supabaseUrl:
        ctx.config.mode === "embedded"
          ? (requestOrigin(c, ctx.config) ?? ctx.config.supabaseUrl)
          : ctx.config.supabaseUrl,
      supabaseAnonKey: ctx.keys.anon,
      mapsApiKey: ctx.config.mapsApiKey ?? null,
      recruiterPaymentRequired: ctx.config.recruiterPaymentRequired,
      mode: ctx.config.mode,
    };
    c.header("cache-control", "no-store");
    return c.json(body satisfies ApiResponse<"GET /api/config">);
  });
  return { path: "/api", routes };
}

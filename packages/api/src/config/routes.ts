import { Hono, type Context } from "hono";

import type { ApiResponse, PublicConfig } from "@fuse/domain/api/contract";
import type { RouteModule, ServerContext } from "@fuse/server-core/context.ts";
import { requestOrigin } from "@fuse/server-core/http/origins.ts";

export type { PublicConfig };

/**
 * What `GET /api/config` answers. In embedded mode the Supabase stand-in is this server, so its URL
 * is the address the browser used (http://127.0.0.1:3000 as printed at start, or
 * http://localhost:3000…) when that is one of the app's origins: the app's calls then stay
 * same-origin, and its session and e-mail links on that address. Hosted mode answers the hosted
 * project's URL. The server also writes it into each page of the app it sends.
 */
export function publicConfig(c: Context, ctx: ServerContext): PublicConfig {
  return {
    supabaseUrl:
      ctx.config.mode === "embedded"
        ? (requestOrigin(c, ctx.config) ?? ctx.config.supabaseUrl)
        : ctx.config.supabaseUrl,
    supabaseAnonKey: ctx.keys.anon,
    mapsApiKey: ctx.config.mapsApiKey ?? null,
    recruiterPaymentRequired: ctx.config.recruiterPaymentRequired,
    mode: ctx.config.mode,
    addressSearch: ctx.config.addressSearchUrl ? "ban" : "communes",
    indexing: ctx.config.indexing,
    publicUrl: ctx.config.publicUrl.replace(/\/+$/, ""),
  };
}

/** `GET /api/config`: the runtime configuration the browser app needs (see `publicConfig`). */
export function configRoutes(ctx: ServerContext): RouteModule {
  const routes = new Hono();
  routes.get("/config", (c) => {
    c.header("cache-control", "no-store");
    return c.json(publicConfig(c, ctx) satisfies ApiResponse<"GET /api/config">);
  });
  return { path: "/api", routes };
}

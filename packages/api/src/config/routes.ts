import { Hono } from "hono";

import type { RouteModule, ServerContext } from "@fuse/server-core/context.ts";

/** The public runtime configuration, so one build of the app runs in every environment. */
export interface PublicConfig {
  supabaseUrl: string;
  supabaseAnonKey: string;
  mapsApiKey: string | null;
  recruiterPaymentRequired: boolean;
  mode: "embedded" | "hosted";
}

export function configRoutes(ctx: ServerContext): RouteModule {
  const routes = new Hono();
  routes.get("/config", (c) => {
    const body: PublicConfig = {
      supabaseUrl: ctx.config.supabaseUrl,
      supabaseAnonKey: ctx.keys.anon,
      mapsApiKey: ctx.config.mapsApiKey ?? null,
      recruiterPaymentRequired: ctx.config.recruiterPaymentRequired,
      mode: ctx.config.mode,
    };
    c.header("cache-control", "no-store");
    return c.json(body);
  });
  return { path: "/api", routes };
}

import { Hono } from "hono";

import type { RouteModule, ServerContext } from "@fuse/server-core/context.ts";

/** Mounted under /api; its endpoints are declared in the API contract (@fuse/features/api). */
export function cvAnalysisRoutes(_ctx: ServerContext): RouteModule {
  const routes = new Hono();
  return { path: "/api", routes };
}

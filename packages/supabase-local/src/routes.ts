import type { RouteModule } from "@fuse/server-core/context.ts";

import { authRoutes } from "./auth/routes.ts";
import type { SupabaseLocalContext } from "./config.ts";
import { mailboxRoutes } from "./mailbox/routes.ts";
import { realtimeRoutes } from "./realtime/routes.ts";
import { restRoutes } from "./rest/routes.ts";
import { storageRoutes } from "./storage/routes.ts";

/** The stand-in's route modules: Auth (/auth/v1), REST (/rest/v1), Storage (/storage/v1) and the outbox (/dev/mailbox). */
export const supabaseLocalRoutes: Array<(ctx: SupabaseLocalContext) => RouteModule> = [
  authRoutes,
  restRoutes,
  (ctx) => storageRoutes(ctx),
  realtimeRoutes,
  mailboxRoutes,
];

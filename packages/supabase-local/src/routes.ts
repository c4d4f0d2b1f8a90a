import type { RouteModule, ServerConfig, ServerContext } from "@fuse/server-core/context.ts";

import type { RateLimits } from "./auth/rate-limit.ts";
import { authRoutes } from "./auth/routes.ts";
import { mailboxRoutes } from "./mailbox/routes.ts";
import { restRoutes, type RestConfig } from "./rest/routes.ts";

/** What the stand-in reads from the configuration beyond the server's. */
export interface SupabaseLocalConfig extends RestConfig {
  /** The auth endpoints' limits; defaults are a Supabase project's. Tests and benches raise them. */
  authRateLimits?: Partial<RateLimits>;
}

export type SupabaseLocalContext = ServerContext & { config: ServerConfig & SupabaseLocalConfig };

/** The stand-in's route modules: Auth (/auth/v1), REST (/rest/v1) and the outbox (/dev/mailbox). */
export const supabaseLocalRoutes: Array<(ctx: SupabaseLocalContext) => RouteModule> = [
  (ctx) => authRoutes(ctx, { rateLimits: ctx.config.authRateLimits }),
  restRoutes,
  mailboxRoutes,
];

import type { MiddlewareHandler } from "hono";

import type { ServerContext } from "@fuse/server-core/context.ts";

import { AuthFailure, respondFailure } from "./errors.ts";
import { safeEqual } from "./secrets.ts";

/**
 * Supabase's gateway refuses any auth call without the project's anon or service-role key, in the
 * `apikey` header (or query parameter). Routes a browser opens from an e-mail are mounted before
 * this middleware, as the gateway leaves them open.
 */
export function requireApiKey(ctx: ServerContext): MiddlewareHandler {
  return async (c, next) => {
    const key = c.req.header("apikey") ?? c.req.query("apikey");
    if (!key) {
      return respondFailure(
        c,
        new AuthFailure(401, "no_authorization", "Clé d'API absente : envoyez l'en-tête apikey du projet."),
      );
    }
    if (!safeEqual(key, ctx.keys.anon) && !safeEqual(key, ctx.keys.serviceRole)) {
      return respondFailure(c, new AuthFailure(401, "no_authorization", "Clé d'API invalide."));
    }
    await next();
  };
}

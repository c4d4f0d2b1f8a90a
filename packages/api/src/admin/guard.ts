import { Hono, type MiddlewareHandler } from "hono";

import type { ServerContext } from "@fuse/server-core/context.ts";

import { requireUser, type AuthEnv } from "../http/verify.ts";

export const adminOnlyMessage = "Accès réservé aux administrateurs.";

/**
 * The administrators' API: a valid access token (401 otherwise) of an `admin` profile (403
 * otherwise), answers never cached. The database's row-level security holds the same rule on its
 * own; this answers other users clearly before any work is done.
 */
export function requireAdmin(ctx: Pick<ServerContext, "config" | "jwt" | "db">): MiddlewareHandler<AuthEnv> {
  const user = requireUser(ctx);
  return (c, next) =>
    user(c, async () => {
      const { rows } = await ctx.db.asRole(c.var.user.claims, (tx) =>
        tx.query<{ admin: boolean }>("select public.is_admin() as admin"),
      );
      if (!rows[0]?.admin) {
        c.header("cache-control", "no-store");
        return void (c.res = c.json({ error: adminOnlyMessage }, 403));
      }
      await next();
      c.header("cache-control", "no-store");
    });
}

/** A router for `/api/admin/...` whose every route is behind `requireAdmin`. */
export function adminRouter(ctx: Pick<ServerContext, "config" | "jwt" | "db">) {
  const admin = new Hono<AuthEnv>();
  admin.use("*", requireAdmin(ctx));
  return admin;
}
